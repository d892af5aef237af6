import { z } from 'zod';
import { t, type LazyText } from '../../i18n/index.js';
import { argument, commandArguments } from '../command-arguments.js';
import { verbCommand } from '../verb-command.js';
import type { AccountContext } from '../context.js';
import { formatCents, formatCount } from '../format/money.js';
import { showsReplyPictures } from '../../domain/platform.js';
import { formatSpan } from '../format/time.js';
import type { Reply, ReplyField } from '../../domain/reply.js';
import type { BreakdownData, SalesStats } from '../../domain/sales-answers.js';
import { errorReply } from '../reply-helpers.js';
import { done, refused } from '../typed/outcome.js';
import { attachmentOf, type FileFact } from '../typed/file-fact.js';
import { typedVerb } from '../typed/typed-command.js';
import {
  breakdownOf,
  change,
  deliveriesByPerson,
  marginPercent,
  medianSeconds,
  slowestDelivery,
  sumDays,
  type BreakdownRow,
  type SalesFigures,
} from '../stats/sales-figures.js';
import { salesCsv } from '../stats/sales-csv.js';
import { daysOf, previousPeriod, readStatsQuery, type Breakdown, type Period, type StatsQuery } from '../stats/stats-query.js';
import { accountTimeZone } from '../stats/account-time-zone.js';

const queryArgument = (query: LazyText) =>
  commandArguments({ query: argument(z.string().max(100).optional(), { description: query, rest: true }) });

/** What `stats` and `stats export` read: the period (and split) typed, in the shop's time zone. */
async function readQuery(ctx: AccountContext<'alertSettings' | 'away'>, text: string | undefined, kind: StatsQuery['kind']) {
  const timeZone = await accountTimeZone(ctx.services.stores, ctx.account.id);
  return { timeZone, reading: readStatsQuery(text, kind, ctx.services.now(), timeZone) };
}

/** `stats`: the figures of a period, read from the sales book Hawker keeps, never the marketplace. */
export const statsFigures = typedVerb<{ query?: string | undefined }, SalesStats, never, 'alertSettings' | 'away' | 'salesBook'>('stats', {
  name: 'figures',
  description: () => t('cmd-stats-action-figures'),
  ...queryArgument(() => t('cmd-stats-query')),
  role: 'viewer',
  writes: false,
  marketplace: 'none',
  stores: ['alertSettings', 'away', 'salesBook'],
  async run(ctx, args) {
    const { timeZone, reading } = await readQuery(ctx, args.query, 'figures');
    if (!reading.ok) return refused('refused', reading.message);
    const { query } = reading;
    return done(await salesStats(ctx, query.period, query.kind === 'figures' ? query.by : null, timeZone));
  },
  async chat(outcome, ctx, args) {
    if (!outcome.ok) return errorReply(outcome.refusal.message);
    const { timeZone, reading } = await readQuery(ctx, args.query, 'figures');
    if (!reading.ok) return errorReply(reading.message);
    const { query } = reading;
    return figuresReply(ctx, query.period, query.kind === 'figures' ? query.by : null, timeZone);
  },
});

/** The sales of a period as a CSV file, one row per order; `file` null where the period has none. */
export interface SalesExport {
  from: string;
  to: string;
  time_zone: string;
  orders: number;
  file: FileFact | null;
}

/** `stats export`: the sales book of a period as a file, for a spreadsheet or the seller's accounts. */
export const statsExport = typedVerb<{ query?: string | undefined }, SalesExport, never, 'alertSettings' | 'away' | 'salesBook'>('stats', {
  name: 'export',
  description: () => t('cmd-stats-action-export'),
  ...queryArgument(() => t('cmd-stats-period')),
  role: 'viewer',
  writes: false,
  marketplace: 'none',
  stores: ['alertSettings', 'away', 'salesBook'],
  async run(ctx, args) {
    const { timeZone, reading } = await readQuery(ctx, args.query, 'export');
    if (!reading.ok) return refused('refused', reading.message);
    return done(await salesExport(ctx, reading.query.period, timeZone));
  },
  async chat(outcome, ctx, args) {
    if (!outcome.ok) return errorReply(outcome.refusal.message);
    // The period's words are the reader's: read again in their language, as the run read it.
    const { reading } = await readQuery(ctx, args.query, 'export');
    if (!reading.ok) return errorReply(reading.message);
    return exportReply(outcome.value, reading.query.period.label);
  },
});

export const stats = verbCommand({
  id: 'stats',
  description: () => t('cmd-stats'),
  details: () => t('cmd-stats-details'),
  scopes: ['private', 'group'],
  defaultVerb: 'figures',
  verbs: [statsFigures, statsExport],
});

/** A period's figures against the period before, with the split asked for. */
async function salesStats(ctx: AccountContext<'salesBook'>, period: Period, by: Breakdown | null, timeZone: string): Promise<SalesStats> {
  const book = ctx.services.stores.salesBook;
  const days = await book.totals(ctx.account.id, daysOf(period), timeZone);
  const current = sumDays(days);
  const before = sumDays(await book.totals(ctx.account.id, daysOf(previousPeriod(period)), timeZone));
  const none = current.orders === 0 && current.lost === 0;
  const records = none ? [] : await book.records(ctx.account.id, daysOf(period), timeZone);
  return {
    from: period.from,
    to: period.to,
    time_zone: timeZone,
    revenue_cents: current.revenueCents,
    estimated_cents: current.estimatedCents,
    orders: current.orders,
    units: current.units,
    lost: current.lost,
    cost_cents: current.costCents,
    profit_cents: current.costedCents - current.costCents,
    margin_percent: marginPercent(current.costedCents - current.costCents, current.costedCents),
    cost_unknown: current.costUnknown,
    median_delivery_seconds: none ? null : medianSeconds(records),
    previous: { revenue_cents: before.revenueCents, orders: before.orders, profit_cents: before.costedCents - before.costCents },
    series: days.map((day) => ({
      date: day.day,
      revenue_cents: day.cents,
      profit_cents: day.costedCents - day.costCents,
      orders: day.orders,
      units: day.units,
    })),
    ...(by === null ? {} : { breakdown: { by, rows: breakdownOf(records, by).map(breakdownData) } }),
  };
}

async function figuresReply(ctx: AccountContext<'salesBook'>, period: Period, by: Breakdown | null, timeZone: string): Promise<Reply> {
  const book = ctx.services.stores.salesBook;
  const days = await book.totals(ctx.account.id, daysOf(period), timeZone);
  const current = sumDays(days);
  const before = sumDays(await book.totals(ctx.account.id, daysOf(previousPeriod(period)), timeZone));
  const title = t('stats-title', { account: ctx.account.label, period: period.label });
  if (current.orders === 0 && current.lost === 0) {
    return {
      title,
      text: before.orders === 0 ? t('stats-none') : t('stats-none-before', { count: before.orders }),
      tone: 'info',
    };
  }
  const records = await book.records(ctx.account.id, daysOf(period), timeZone);
  const revenueChange = change(current.revenueCents, before.revenueCents);
  const ordersChange = change(current.orders, before.orders);
  const median = medianSeconds(records);
  const fields: ReplyField[] = [
    { label: t('stats-revenue-label'), value: withChange(formatCents(current.revenueCents), revenueChange), inline: true },
    { label: t('stats-orders-label'), value: withChange(formatCount(current.orders), ordersChange), inline: true },
    { label: t('stats-units-label'), value: formatCount(current.units), inline: true },
    {
      label: t('stats-average-label'),
      value: current.orders === 0 ? '—' : formatCents(Math.round(current.revenueCents / current.orders)),
      inline: true,
    },
    { label: t('stats-lost-label'), value: formatCount(current.lost), inline: true },
    ...profitFields(current, before),
  ];
  if (median !== null) fields.push({ label: t('stats-median-label'), value: spanText(median), inline: true });
  const slowest = slowestDelivery(records);
  if (slowest?.deliverySeconds != null) {
    const shown = { span: spanText(slowest.deliverySeconds), title: slowest.title ?? slowest.orderId };
    fields.push({
      label: t('stats-slowest-label'),
      value:
        slowest.deliveredBy === null
          ? t('stats-slowest-value', shown)
          : t('stats-slowest-value-by', { ...shown, person: slowest.deliveredBy }),
      inline: true,
    });
  }
  const people = deliveriesByPerson(records);
  if (people.length > 0)
    fields.push({
      label: t('stats-delivered-by-label'),
      value: people.map((person) => `${person.name}: ${formatCount(person.orders)}`).join(' · '),
    });
  if (by !== 'listing') {
    const top = breakdownOf(records, 'listing')
      .filter((row) => row.other !== true)
      .slice(0, TOP_LISTINGS);
    if (top.length > 0)
      fields.push({
        label: t('stats-top-label'),
        value: top.map((row, index) => `${index + 1}. ${rowText(row)}`).join('\n'),
      });
  }
  const notes = [
    t('stats-days-in', { timeZone }),
    t('stats-compared', { days: daysOf(period).length, revenue: formatCents(before.revenueCents), count: before.orders }),
  ];
  if (current.estimatedCents > 0) notes.push(t('stats-estimated', { amount: formatCents(current.estimatedCents) }));
  if (costsKnown(current) && current.costUnknown > 0) notes.push(t('stats-cost-unknown', { count: current.costUnknown }));
  const split = by === null ? null : { by, rows: breakdownOf(records, by) };
  if (split !== null) fields.push({ label: t('stats-by-label', { by: split.by }), value: split.rows.map(rowText).join('\n') });
  const reply: Reply = { title, text: notes.join(' '), fields };
  // A chart costs a render in a child process, which the API (figures only) and the dashboard (its own chart) never show.
  if (!showsReplyPictures(ctx.place.platform)) return reply;
  // Revenue per day always; the split as a second chart of its own when asked for.
  const attachments = [
    { filename: 'sales.png', contentType: 'image/png', data: await ctx.services.charts.salesChart({ title, days, breakdown: null }) },
  ];
  if (split !== null)
    attachments.push({
      filename: `sales-by-${split.by}.png`,
      contentType: 'image/png',
      data: await ctx.services.charts.salesChart({
        title: t('stats-chart-by-title', { title, by: split.by }),
        days,
        breakdown: split.rows,
      }),
    });
  return { ...reply, attachments };
}

const TOP_LISTINGS = 5;

function breakdownData(row: BreakdownRow): BreakdownData {
  return {
    key: row.key,
    label: row.name,
    revenue_cents: row.revenueCents,
    profit_cents: row.profitCents,
    cost_unknown: row.costUnknown,
    orders: row.orders,
    other: row.other === true,
  };
}

/** Whether any order of the period has a known cost: a shop that never set one sees no profit lines. */
function costsKnown(figures: SalesFigures): boolean {
  return figures.costedCents > 0 || figures.costCents > 0;
}

/** Cost of goods, gross profit (against the period before) and margin, where any cost is known. */
function profitFields(current: SalesFigures, before: SalesFigures): ReplyField[] {
  if (!costsKnown(current)) return [];
  const profit = current.costedCents - current.costCents;
  const margin = marginPercent(profit, current.costedCents);
  const profitChange = costsKnown(before) ? change(profit, before.costedCents - before.costCents) : null;
  return [
    { label: t('stats-cost-label'), value: formatCents(current.costCents), inline: true },
    { label: t('stats-profit-label'), value: withChange(formatCents(profit), profitChange), inline: true },
    { label: t('stats-margin-label'), value: margin === null ? '—' : `${margin}%`, inline: true },
  ];
}

/** `$39.99 (+300%)`: a figure and its change against the period before, when there was one. */
function withChange(figure: string, change: string | null): string {
  return change === null ? figure : `${figure} (${change})`;
}

function rowText(row: BreakdownRow): string {
  const text = t('stats-row', { name: row.name, revenue: formatCents(row.revenueCents), count: row.orders });
  // Profit only where every order of the row has a known cost: a partial figure would read as the whole.
  return row.costUnknown === 0 ? t('stats-row-profit', { row: text, profit: formatCents(row.profitCents) }) : text;
}

function spanText(seconds: number): string {
  return seconds < 60 ? t('stats-under-a-minute') : formatSpan(seconds * 1000);
}

async function salesExport(ctx: AccountContext<'salesBook'>, period: Period, timeZone: string): Promise<SalesExport> {
  const records = await ctx.services.stores.salesBook.records(ctx.account.id, daysOf(period), timeZone);
  const file =
    records.length === 0
      ? null
      : { name: `sales-${period.from}-${period.to}.csv`, mediaType: 'text/csv', bytes: new TextEncoder().encode(salesCsv(records)) };
  return { from: period.from, to: period.to, time_zone: timeZone, orders: records.length, file };
}

function exportReply(exported: SalesExport, period: string): Reply {
  if (exported.file === null) return { text: t('stats-export-none', { period }), tone: 'info' };
  return {
    text: t('stats-export', { count: exported.orders, period, timeZone: exported.time_zone, column: t('csv-amount-estimated') }),
    attachments: [attachmentOf(exported.file)],
  };
}
