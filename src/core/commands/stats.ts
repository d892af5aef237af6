import { z } from 'zod';
import { argument, commandArguments } from '../command-arguments.js';
import { accountCommand } from '../command.js';
import type { AccountContext } from '../context.js';
import { formatCents } from '../format/money.js';
import { countOf } from '../format/plural.js';
import { formatSpan } from '../format/time.js';
import type { Reply, ReplyField } from '../reply.js';
import { errorReply } from '../reply-helpers.js';
import { breakdownOf, change, deliveriesByPerson, medianSeconds, slowestDelivery, sumDays } from '../stats/sales-figures.js';
import { salesCsv } from '../stats/sales-csv.js';
import { daysOf, previousPeriod, readStatsQuery, type Breakdown, type Period } from '../stats/stats-query.js';
import { salesChart } from '../stats/chart-sales.js';
import { accountTimeZone } from '../stats/account-time-zone.js';

export const stats = accountCommand({
  id: 'stats',
  description: 'Sales figures with a chart, compared with the period before; or export them as CSV',
  details:
    '`stats`, `stats 30d by game`, `stats 2026-11-01..2026-11-20 by listing`, `stats export 12m`. Days are in the time zone of the daily digest, else of the working hours, else UTC.',
  ...commandArguments({
    query: argument(z.string().max(100).optional(), {
      description: 'Period (today, 7d, 30d, 12m, 2026-11-01..2026-11-20), then by listing|game|category; or export',
      rest: true,
    }),
  }),
  role: 'viewer',
  writes: false,
  usesMarketplace: false,
  scopes: ['private', 'group'],
  async run(ctx, args) {
    const timeZone = await accountTimeZone(ctx.services.stores, ctx.account.id);
    const reading = readStatsQuery(args.query, ctx.services.now(), timeZone);
    if (!reading.ok) return errorReply(reading.message);
    const { query } = reading;
    if (query.kind === 'export') return exportReply(ctx, query.period, timeZone);
    return figuresReply(ctx, query.period, query.by, timeZone);
  },
});

async function figuresReply(ctx: AccountContext, period: Period, by: Breakdown | null, timeZone: string): Promise<Reply> {
  const book = ctx.services.stores.salesBook;
  const days = await book.totals(ctx.account.id, daysOf(period), timeZone);
  const current = sumDays(days);
  const before = sumDays(await book.totals(ctx.account.id, daysOf(previousPeriod(period)), timeZone));
  const title = `Sales of ${ctx.account.label}, ${period.label}`;
  if (current.orders === 0 && current.lost === 0) {
    return {
      title,
      text:
        before.orders === 0
          ? 'No sales recorded in this period.'
          : `No sales recorded in this period (the period before had ${countOf(before.orders, 'order')}).`,
      tone: 'info',
    };
  }
  const records = await book.records(ctx.account.id, daysOf(period), timeZone);
  const revenueChange = change(current.revenueCents, before.revenueCents);
  const ordersChange = change(current.orders, before.orders);
  const median = medianSeconds(records);
  const fields: ReplyField[] = [
    { label: 'Revenue', value: `${formatCents(current.revenueCents)}${revenueChange === null ? '' : ` (${revenueChange})`}`, inline: true },
    { label: 'Orders', value: `${current.orders}${ordersChange === null ? '' : ` (${ordersChange})`}`, inline: true },
    { label: 'Units', value: String(current.units), inline: true },
    {
      label: 'Average order',
      value: current.orders === 0 ? '—' : formatCents(Math.round(current.revenueCents / current.orders)),
      inline: true,
    },
    { label: 'Lost past deadline or cancelled', value: String(current.lost), inline: true },
  ];
  if (median !== null) fields.push({ label: 'Median delivery time', value: spanText(median), inline: true });
  const slowest = slowestDelivery(records);
  if (slowest?.deliverySeconds != null)
    fields.push({
      label: 'Slowest delivery',
      value: `${spanText(slowest.deliverySeconds)}: ${slowest.title ?? slowest.orderId}${slowest.deliveredBy === null ? '' : `, by ${slowest.deliveredBy}`}`,
      inline: true,
    });
  const people = deliveriesByPerson(records);
  if (people.length > 0)
    fields.push({ label: 'Manual orders delivered by', value: people.map((person) => `${person.name}: ${person.orders}`).join(' · ') });
  if (by !== 'listing') {
    const top = breakdownOf(records, 'listing')
      .filter((row) => row.name !== 'Other')
      .slice(0, TOP_LISTINGS);
    if (top.length > 0)
      fields.push({
        label: 'Top listings',
        value: top
          .map((row, index) => `${index + 1}. ${row.name}: ${formatCents(row.revenueCents)} (${countOf(row.orders, 'order')})`)
          .join('\n'),
      });
  }
  const notes = [
    `Days are ${timeZone} days.`,
    `Compared with the ${daysOf(period).length} days before (${formatCents(before.revenueCents)}, ${countOf(before.orders, 'order')}).`,
  ];
  if (current.estimatedCents > 0)
    notes.push(
      `${formatCents(current.estimatedCents)} of the revenue is estimated from listing prices: the marketplace gave no order price.`,
    );
  const rows = by === null ? null : breakdownOf(records, by);
  if (rows !== null)
    fields.push({
      label: `By ${by}`,
      value: rows.map((row) => `${row.name}: ${formatCents(row.revenueCents)} (${countOf(row.orders, 'order')})`).join('\n'),
    });
  // Revenue per day always; the split as a second chart of its own when asked for.
  const attachments = [{ filename: 'sales.png', contentType: 'image/png', data: await salesChart({ title, days, breakdown: null }) }];
  if (rows !== null)
    attachments.push({
      filename: `sales-by-${by}.png`,
      contentType: 'image/png',
      data: await salesChart({ title: `${title}, by ${by}`, days, breakdown: rows }),
    });
  return { title, text: notes.join(' '), fields, attachments };
}

const TOP_LISTINGS = 5;

function spanText(seconds: number): string {
  return seconds < 60 ? 'under a minute' : formatSpan(seconds * 1000);
}

async function exportReply(ctx: AccountContext, period: Period, timeZone: string): Promise<Reply> {
  const records = await ctx.services.stores.salesBook.records(ctx.account.id, daysOf(period), timeZone);
  if (records.length === 0) return { text: `No orders recorded for ${period.label}: nothing to export.`, tone: 'info' };
  return {
    text: `${countOf(records.length, 'order')}, ${period.label} (days in ${timeZone}, times in the file in UTC). Amounts are in US cents; amount_estimated marks prices taken from the listing.`,
    attachments: [
      { filename: `sales-${period.from}-${period.to}.csv`, contentType: 'text/csv', data: new TextEncoder().encode(salesCsv(records)) },
    ],
  };
}
