import { useState } from 'preact/hooks';
import type { Api } from '../api.js';
import { BreakdownChart, DaysChart } from '../chart.js';
import { formatCents, formatCount } from '../format.js';
import { t } from '../i18n.js';
import { useRead } from '../use-read.js';
import { useWrite, WriteNote } from '../use-write.js';
import type { SalesStats } from '../wire.js';

const PERIODS = ['today', '7d', '30d', '12m'] as const;
const SPLITS = ['', 'listing', 'game'] as const;

/** The `stats` command's figures with a chart the page draws, its periods and splits, and its CSV export. */
export function SalesTab({ api }: { api: Api }) {
  const call = useWrite();
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>('30d');
  const [split, setSplit] = useState<(typeof SPLITS)[number]>('');
  const read = useRead(() => api.read('stats', split === '' ? { period } : { period, by: split }), [api, period, split]);
  const stats = read.value?.stats ?? null;
  const periodWords: Record<(typeof PERIODS)[number], string> = {
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
      <div class="toolbar">
        <div role="group" aria-label={t('dashboard-page-period-label')} class="segmented">
          {PERIODS.map((value) => (
            <button key={value} type="button" aria-pressed={period === value} onClick={() => setPeriod(value)}>
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
      {stats && <Figures stats={stats} />}
      {stats?.breakdown ? <BreakdownChart rows={stats.breakdown.rows} /> : stats?.series && <DaysChart series={stats.series} />}
      {read.problem !== null && <p class="tone-error">{read.problem}</p>}
      <WriteNote note={call.note} busy={call.busy} onCancel={call.clear} />
    </div>
  );
}

function Figures({ stats }: { stats: SalesStats }) {
  return (
    <dl class="figures">
      <div>
        <dt>{t('dashboard-page-figure-revenue')}</dt>
        <dd>{formatCents(stats.revenue_cents)}</dd>
      </div>
      <div>
        <dt>{t('dashboard-page-figure-orders')}</dt>
        <dd>{formatCount(stats.orders)}</dd>
      </div>
      <div>
        <dt>{t('dashboard-page-figure-units')}</dt>
        <dd>{formatCount(stats.units)}</dd>
      </div>
      <div>
        <dt>{t('dashboard-page-figure-lost')}</dt>
        <dd>{formatCount(stats.lost)}</dd>
      </div>
      <div>
        <dt>{t('dashboard-page-figure-before')}</dt>
        <dd>{formatCents(stats.previous.revenue_cents)}</dd>
      </div>
    </dl>
  );
}
