import { fileURLToPath } from 'node:url';
import type * as Echarts from 'echarts';
import { currentLocale, t } from '../../i18n/index.js';
import type { DayTotals } from '../../store/sales-book.js';
import { formatCents } from '../format/money.js';
import { shortLabel } from '../format/short-label.js';
import { PngRasterizer } from './png-rasterizer.js';
import type { BreakdownRow } from './sales-figures.js';

export const CHART_WIDTH = 1000;
export const CHART_HEIGHT = 560;
/** Eight colours that stay apart for the common colour-vision deficiencies (Okabe–Ito, yellow darkened for white). */
export const CHART_COLOURS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#B8A000', '#555555'] as const;
/** Shipped with Hawker (see assets/fonts/DejaVuSans-LICENSE.txt) so a chart looks the same on every machine. */
const FONT_FILE = fileURLToPath(new URL('../../../assets/fonts/DejaVuSans.ttf', import.meta.url));
const FONT_FAMILY = 'DejaVu Sans';
/** Longer periods are drawn per month: a year of daily bars would be hairlines. */
const DAILY_UP_TO_DAYS = 62;

interface SalesChartInput {
  title: string;
  days: readonly DayTotals[];
  /** Revenue per listing, game or category instead of per day. */
  breakdown: readonly BreakdownRow[] | null;
}

interface Bar {
  label: string;
  cents: number;
  /** Orders in the same day or month; absent for a breakdown. */
  orders?: number;
  /** Revenue less cost of the orders whose cost is known; null when none of them is, so no bar reads as a profit of 0. */
  profitCents?: number | null;
}

/** A week or less names the weekday of each bar. */
const WEEKDAYS_UP_TO_DAYS = 7;

/**
 * Axis labels as the reader's language writes dates (`Mon 23` / `пн, 23`, `Nov 23` / `23 нояб.`,
 * `Nov 2026` / `нояб. 2026 г.`). The days are the account's days already, so they are read as UTC.
 */
function dateLabel(isoDay: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(currentLocale(), { ...options, timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));
}

/** Whether any of the day's orders has a known cost (a free order that cost nothing is not told apart from none). */
function costed(day: DayTotals): boolean {
  return day.costedCents > 0 || day.costCents > 0;
}

function profitOf(day: DayTotals): number | null {
  return costed(day) ? day.costedCents - day.costCents : null;
}

function barsOverTime(days: readonly DayTotals[]): Bar[] {
  if (days.length <= DAILY_UP_TO_DAYS) {
    const options: Intl.DateTimeFormatOptions =
      days.length <= WEEKDAYS_UP_TO_DAYS ? { weekday: 'short', day: 'numeric' } : { day: 'numeric', month: 'short' };
    return days.map((day) => ({ label: dateLabel(day.day, options), cents: day.cents, orders: day.orders, profitCents: profitOf(day) }));
  }
  const months = new Map<string, Bar>();
  for (const day of days) {
    const month = day.day.slice(0, 7);
    const sum = months.get(month) ?? { label: dateLabel(`${month}-01`, { month: 'short', year: 'numeric' }), cents: 0, orders: 0 };
    const dayProfit = profitOf(day);
    const profitCents = dayProfit === null ? (sum.profitCents ?? null) : (sum.profitCents ?? 0) + dayProfit;
    months.set(month, { label: sum.label, cents: sum.cents + day.cents, orders: (sum.orders ?? 0) + day.orders, profitCents });
  }
  return [...months.values()];
}

/** Whole dollars without cents (`$25`, `25 $`), as the axis needs no more. */
function dollars(value: number): string {
  return Number.isInteger(value)
    ? new Intl.NumberFormat(currentLocale(), {
        style: 'currency',
        currency: 'USD',
        currencyDisplay: 'narrowSymbol',
        maximumFractionDigits: 0,
      }).format(value)
    : formatCents(Math.round(value * 100));
}

function svgOf(echarts: typeof Echarts, input: SalesChartInput): string {
  const byGroup = input.breakdown !== null;
  const bars: Bar[] = byGroup
    ? (input.breakdown ?? []).map((row) => ({ label: shortLabel(row.name, 20), cents: row.revenueCents }))
    : barsOverTime(input.days);
  const revenue = t('chart-revenue');
  const orders = t('chart-orders');
  const profit = t('chart-profit');
  // Profit is drawn only where some cost is known: a shop that never set one sees the chart it always had.
  const withProfit = !byGroup && bars.some((bar) => bar.profitCents !== undefined && bar.profitCents !== null);
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: CHART_WIDTH, height: CHART_HEIGHT });
  try {
    chart.setOption({
      animation: false,
      backgroundColor: '#FFFFFF',
      // The palette the legend draws its swatches from: the same colours as the bars and the line.
      color: [...CHART_COLOURS],
      textStyle: { fontFamily: FONT_FAMILY, fontSize: 18, color: '#222222' },
      title: { text: input.title, left: 'center', top: 12, textStyle: { fontFamily: FONT_FAMILY, fontSize: 24, fontWeight: 'normal' } },
      grid: { left: 24, right: 32, top: byGroup ? 72 : 96, bottom: 24, containLabel: true },
      ...(byGroup
        ? {}
        : {
            legend: {
              top: 48,
              itemGap: 32,
              textStyle: { fontFamily: FONT_FAMILY, fontSize: 18 },
              data: withProfit ? [revenue, profit, orders] : [revenue, orders],
            },
          }),
      xAxis: { type: 'category', data: bars.map((bar) => bar.label), axisLabel: { fontSize: 16, interval: 'auto', hideOverlap: true } },
      yAxis: [
        { type: 'value', minInterval: 1, axisLabel: { fontSize: 18, formatter: dollars } },
        ...(byGroup ? [] : [{ type: 'value', minInterval: 1, splitLine: { show: false }, axisLabel: { fontSize: 18 } }]),
      ],
      series: [
        {
          name: revenue,
          type: 'bar',
          data: bars.map((bar, index) => ({
            value: bar.cents / 100,
            itemStyle: { color: byGroup ? CHART_COLOURS[index % CHART_COLOURS.length] : CHART_COLOURS[0] },
          })),
          barMaxWidth: 64,
        },
        // Profit as a bar beside revenue on the same money axis; '-' leaves a gap where no cost is known.
        ...(withProfit
          ? [
              {
                name: profit,
                type: 'bar',
                data: bars.map((bar) => (bar.profitCents === undefined || bar.profitCents === null ? '-' : bar.profitCents / 100)),
                itemStyle: { color: CHART_COLOURS[2] },
                barMaxWidth: 64,
              },
            ]
          : []),
        // Orders beside revenue on their own axis: many cheap orders and a few dear ones look alike in dollars.
        ...(byGroup
          ? []
          : [
              {
                name: orders,
                type: 'line',
                yAxisIndex: 1,
                data: bars.map((bar) => bar.orders ?? 0),
                symbolSize: 8,
                lineStyle: { width: 4, color: CHART_COLOURS[1] },
                itemStyle: { color: CHART_COLOURS[1] },
              },
            ]),
      ],
    });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

/** Draws the sales charts; one per process, handed to the core and the worker by their composition. */
export interface ChartRenderer {
  /**
   * A PNG chart: revenue in dollars as bars, profit beside it where costs are known, with orders as a line,
   * per day (per month past two months); or revenue per group.
   */
  salesChart(input: SalesChartInput): Promise<Uint8Array>;
  /** The most memory the renderer's child process has held, in bytes (0 before the first chart). */
  peakRssBytes(): number;
}

export function createChartRenderer(): ChartRenderer {
  const rasterizer = new PngRasterizer({ fontFiles: [FONT_FILE], defaultFontFamily: FONT_FAMILY });
  // echarts holds about 12 MB of heap once loaded: it is loaded with the first chart, so a
  // worker or bot that never draws one never carries it (a worker's GC pace follows its live heap).
  let echarts: Promise<typeof Echarts> | null = null;
  return {
    salesChart: async (input) => rasterizer.rasterize(svgOf(await (echarts ??= import('echarts')), input)),
    peakRssBytes: () => rasterizer.rendererPeakRssBytes,
  };
}
