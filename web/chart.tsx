import { formatCents } from './format.js';
import { t } from './i18n.js';
import type { BreakdownData } from './wire.js';

const WIDTH = 640;
const HEIGHT = 240;
const PAD = { top: 12, right: 8, bottom: 28, left: 8 };

/**
 * A period's revenue per day as bars, drawn here (no chart library). Each bar is focusable
 * and carries a <title>, so a keyboard or a screen reader reads each day's figures.
 */
export function DaysChart({ series }: { series: { date: string; revenue_cents: number; orders: number }[] }) {
  const top = Math.max(1, ...series.map((day) => day.revenue_cents));
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = innerWidth / Math.max(1, series.length);
  const barWidth = Math.max(1, step * 0.7);
  // A label under every bar would overlap past a week on a phone: label about six of them.
  const labelEvery = Math.max(1, Math.ceil(series.length / 6));
  return (
    <svg class="chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="group" aria-label={t('dashboard-page-chart-days-label')}>
      <line x1={PAD.left} x2={WIDTH - PAD.right} y1={HEIGHT - PAD.bottom} y2={HEIGHT - PAD.bottom} class="axis" />
      {series.map((day, index) => {
        const height = (day.revenue_cents / top) * innerHeight;
        const x = PAD.left + index * step + (step - barWidth) / 2;
        const words = t('dashboard-page-chart-day', { day: day.date, revenue: formatCents(day.revenue_cents), count: day.orders });
        return (
          <g key={day.date} class="point" tabindex={0} role="img" aria-label={words}>
            <title>{words}</title>
            <rect x={x} y={HEIGHT - PAD.bottom - height} width={barWidth} height={Math.max(height, 1)} rx={2} />
            {index % labelEvery === 0 && (
              <text x={x + barWidth / 2} y={HEIGHT - 8} text-anchor="middle">
                {day.date.slice(5)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

/** The period split by listing, game or category: one horizontal bar per row, largest first as the server sorts them. */
export function BreakdownChart({ rows }: { rows: BreakdownData[] }) {
  const top = Math.max(1, ...rows.map((row) => row.revenue_cents));
  const rowHeight = 34;
  const height = rows.length * rowHeight + 8;
  return (
    <svg class="chart" viewBox={`0 0 ${WIDTH} ${height}`} role="group" aria-label={t('dashboard-page-chart-breakdown-label')}>
      {rows.map((row, index) => {
        const y = 4 + index * rowHeight;
        const width = Math.max(2, (row.revenue_cents / top) * (WIDTH - 16));
        const label = row.other ? t('dashboard-page-chart-other') : row.label;
        const words = t('dashboard-page-chart-share', { name: label, revenue: formatCents(row.revenue_cents), count: row.orders });
        return (
          <g key={`${row.key ?? ''}-${index}`} class="point" tabindex={0} role="img" aria-label={words}>
            <title>{words}</title>
            <rect x={8} y={y + 16} width={width} height={12} rx={2} />
            <text x={8} y={y + 12}>
              {`${label} · ${formatCents(row.revenue_cents)}`}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
