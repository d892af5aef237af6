import { formatCents, formatCount } from '../format.js';
import { t } from '../i18n.js';
import type { SalesStats } from '../wire.js';

interface Figure {
  key: string;
  label: string;
  value: string;
  /** The same figure for the period before, with the change, beside it. */
  before?: string;
}

/**
 * The period's figures, revenue and orders each beside the period before it. Profit shows only
 * where the facts carry it (the sales book knows costs only once they are recorded for listings).
 */
export function SalesFigures({ stats }: { stats: SalesStats }) {
  const figures: Figure[] = [
    {
      key: 'revenue',
      label: t('dashboard-page-figure-revenue'),
      value: formatCents(stats.revenue_cents),
      before: beside(formatCents(stats.previous.revenue_cents), stats.revenue_cents, stats.previous.revenue_cents),
    },
    {
      key: 'orders',
      label: t('dashboard-page-figure-orders'),
      value: formatCount(stats.orders),
      before: beside(formatCount(stats.previous.orders), stats.orders, stats.previous.orders),
    },
    ...profitFigure(stats),
    { key: 'units', label: t('dashboard-page-figure-units'), value: formatCount(stats.units) },
    { key: 'lost', label: t('dashboard-page-figure-lost'), value: formatCount(stats.lost) },
  ];
  return (
    <dl class="figures">
      {figures.map((figure) => (
        <div key={figure.key}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
          {figure.before !== undefined && <dd class="before">{figure.before}</dd>}
        </div>
      ))}
    </dl>
  );
}

/** "$980.00 before · +12%"; no percentage from a period before with nothing in it. */
function beside(shown: string, now: number, before: number): string {
  if (before === 0) return t('dashboard-page-figure-before-value', { value: shown });
  const change = Math.round(((now - before) / before) * 100);
  const sign = change > 0 ? '+' : change < 0 ? '−' : '±';
  return t('dashboard-page-figure-before-change', { value: shown, change: `${sign}${formatCount(Math.abs(change))}%` });
}

/** Profit where the sales facts carry it (costs recorded); nothing otherwise, rather than a profit equal to revenue. */
function profitFigure(stats: SalesStats): Figure[] {
  if (!('profit_cents' in stats) || typeof stats.profit_cents !== 'number') return [];
  return [{ key: 'profit', label: t('dashboard-page-figure-profit'), value: formatCents(stats.profit_cents) }];
}
