import { useId, useState } from 'preact/hooks';
import { labelEvery, moneyTicks } from './chart-scale.js';
import { formatAxisCents, formatCents, formatDay } from './format.js';
import { t } from './i18n.js';
import type { BreakdownData } from './wire.js';

const WIDTH = 640;
/** The plot's own units: it stretches to its box, and its labels are the page's text, outside the drawing. */
const PLOT = { width: 640, height: 200 };

type Day = { date: string; revenue_cents: number; orders: number };

/**
 * A period's revenue per day as bars over a money axis, drawn here (no chart library). The axis
 * and day labels are HTML beside the drawing, so they keep the page's type size on a phone; each
 * bar is focusable and shows its day's figures in a tooltip on hover, tap and keyboard focus.
 */
export function DaysChart({ series }: { series: Day[] }) {
  const [active, setActive] = useState<number | null>(null);
  const tipId = useId();
  const ticks = moneyTicks(Math.max(0, ...series.map((day) => day.revenue_cents)));
  const top = ticks[ticks.length - 1] ?? 1;
  const step = PLOT.width / Math.max(1, series.length);
  const barWidth = Math.max(1, step * 0.7);
  const every = labelEvery(series.length);
  const shown = active === null ? undefined : series[active];
  return (
    <figure class="days-chart">
      <ul class="y-axis" aria-label={t('dashboard-page-chart-axis-label')}>
        {[...ticks].reverse().map((tick) => (
          <li key={tick}>{formatAxisCents(tick)}</li>
        ))}
      </ul>
      <div class="plot">
        <svg
          class="chart"
          viewBox={`0 0 ${PLOT.width} ${PLOT.height}`}
          preserveAspectRatio="none"
          role="group"
          aria-label={t('dashboard-page-chart-days-label')}
          onMouseLeave={() => setActive(null)}
        >
          {ticks.map((tick) => (
            <line key={tick} class="grid" x1={0} x2={PLOT.width} y1={y(tick, top)} y2={y(tick, top)} vector-effect="non-scaling-stroke" />
          ))}
          {series.map((day, index) => (
            <g
              key={day.date}
              class="point"
              tabindex={0}
              role="img"
              aria-label={dayWords(day)}
              aria-describedby={active === index ? tipId : undefined}
              onMouseEnter={() => setActive(index)}
              onFocus={() => setActive(index)}
              onBlur={() => setActive(null)}
              onClick={() => setActive(index)}
            >
              {/* The whole column answers the pointer, so a thin or empty day is as easy to hover or tap. */}
              <rect class="hit" x={index * step} y={0} width={step} height={PLOT.height} />
              <rect
                x={index * step + (step - barWidth) / 2}
                y={y(day.revenue_cents, top)}
                width={barWidth}
                height={Math.max(PLOT.height - y(day.revenue_cents, top), 1)}
                vector-effect="non-scaling-stroke"
              />
            </g>
          ))}
        </svg>
        {shown && (
          <p id={tipId} class="chart-tip" role="tooltip" style={{ left: `${((active ?? 0) + 0.5) * (100 / series.length)}%` }}>
            <strong>{formatDay(shown.date)}</strong> {formatCents(shown.revenue_cents)} ·{' '}
            {t('dashboard-page-chart-orders', { count: shown.orders })}
          </p>
        )}
      </div>
      <ol class="x-axis" aria-hidden="true" style={{ gridTemplateColumns: `repeat(${Math.max(1, series.length)}, minmax(0, 1fr))` }}>
        {series.map((day, index) => (
          <li key={day.date}>{index % every === 0 ? formatDay(day.date) : ''}</li>
        ))}
      </ol>
    </figure>
  );
}

function y(cents: number, top: number): number {
  return PLOT.height - (cents / top) * PLOT.height;
}

function dayWords(day: Day): string {
  return t('dashboard-page-chart-day', { day: formatDay(day.date), revenue: formatCents(day.revenue_cents), count: day.orders });
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
