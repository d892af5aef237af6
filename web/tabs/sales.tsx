import { useState } from 'preact/hooks';
import type { Api } from '../api.js';
import { BreakdownChart, DaysChart } from '../chart.js';
import { formatCount } from '../format.js';
import { t } from '../i18n.js';
import { useRead } from '../use-read.js';
import { useWrite, WriteNote } from '../use-write.js';
import { SalesFigures } from './sales-figures.js';

const PERIODS = ['today', '7d', '30d', '12m'] as const;
type Period = (typeof PERIODS)[number];
const SPLITS = ['', 'listing', 'game'] as const;

/**
 * The `stats` command's figures with a chart the page draws, its periods and splits, and its CSV export.
 * Until the seller picks a period it opens on 30 days, or on 12 months when the last 30 days sold nothing
 * but the year did: a shop with sales never opens on an empty chart.
 */
export function SalesTab({ api }: { api: Api }) {
  const call = useWrite();
  const [chosen, setChosen] = useState<Period | null>(null);
  const [split, setSplit] = useState<(typeof SPLITS)[number]>('');
  const read = useRead(async () => {
    const ask = (period: Period) =>
      api.read('stats', split === '' ? { period } : { period, by: split }).then(({ stats }) => ({ period, stats }));
    if (chosen !== null) return ask(chosen);
    const month = await ask('30d');
    if (month.stats.orders > 0) return month;
    const year = await ask('12m');
    return year.stats.orders > 0 ? year : month;
  }, [api, chosen, split]);
  const period = chosen ?? read.value?.period ?? '30d';
  const stats = read.value?.stats ?? null;
  const periodWords: Record<Period, string> = {
    today: t('dashboard-page-period-today'),
    '7d': t('dashboard-page-period-7d'),
    '30d': t('dashboard-page-period-30d'),
    '12m': t('dashboard-page-period-12m'),
  };
  const splitWords: Record<(typeof SPLITS)[number], string> = {
    '': t('dashboard-page-split-days'),
    listing: t('dashboard-page-split-listing'),
    game: t('dashboard-page-split-game'),
  };
  return (
    <div class="stack">
      <div class="toolbar sales-toolbar">
        <div role="group" aria-label={t('dashboard-page-period-label')} class="segmented">
          {PERIODS.map((value) => (
            <button key={value} type="button" aria-pressed={period === value} onClick={() => setChosen(value)}>
              {periodWords[value]}
            </button>
          ))}
        </div>
        <div role="group" aria-label={t('dashboard-page-split-label')} class="segmented">
          {SPLITS.map((value) => (
            <button key={value} type="button" aria-pressed={split === value} onClick={() => setSplit(value)}>
              {splitWords[value]}
            </button>
          ))}
        </div>
        <button type="button" disabled={call.busy} onClick={() => void api.download('stats/export', { period }).catch(call.fail)}>
          {t('dashboard-page-export-button')}
        </button>
      </div>
      {stats && <SalesFigures stats={stats} />}
      {stats?.breakdown ? <BreakdownChart rows={stats.breakdown.rows} /> : stats?.series && <DaysChart series={stats.series} />}
      {stats && stats.orders === 0 && <p class="empty">{t('dashboard-page-sales-none', { period: periodWords[period] })}</p>}
      {stats && stats.estimated_cents > 0 && (
        <p class="hint">
          {t('dashboard-page-sales-estimated', {
            share: formatCount(Math.round((stats.estimated_cents / Math.max(1, stats.revenue_cents)) * 100)),
          })}
        </p>
      )}
      {read.problem !== null && <p class="tone-error">{read.problem}</p>}
      <WriteNote note={call.note} busy={call.busy} onCancel={call.clear} />
    </div>
  );
}
