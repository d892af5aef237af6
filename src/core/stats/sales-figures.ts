import { t } from '../../i18n/index.js';
import type { DayTotals, SaleRecord } from '../../store/sales-book.js';
import { categoryWord } from '../format/marketplace-words.js';
import type { Breakdown } from './stats-query.js';

export interface SalesFigures {
  orders: number;
  units: number;
  revenueCents: number;
  /** The part of the revenue priced from the listing because the order gave no price. */
  estimatedCents: number;
  lost: number;
  /** What the orders whose cost is known cost, and their revenue: gross profit is the difference. */
  costCents: number;
  costedCents: number;
  /** Orders sold whose cost is not known. */
  costUnknown: number;
}

export interface BreakdownRow {
  name: string;
  /** What the group's sales share: the listing id, game name or category code; null where they differ or did not say. */
  key: string | null;
  orders: number;
  revenueCents: number;
  /** Revenue less cost of the group's orders whose cost is known. */
  profitCents: number;
  costUnknown: number;
  /** The sum of the groups past the ones shown by name. */
  other?: true;
}

/** Groups shown by name; the rest are summed under "Other" so a chart keeps 8 colours at most. */
const BREAKDOWN_ROWS = 7;

export function sumDays(days: readonly DayTotals[]): SalesFigures {
  const figures: SalesFigures = {
    orders: 0,
    units: 0,
    revenueCents: 0,
    estimatedCents: 0,
    lost: 0,
    costCents: 0,
    costedCents: 0,
    costUnknown: 0,
  };
  for (const day of days) {
    figures.orders += day.orders;
    figures.units += day.units;
    figures.revenueCents += day.cents;
    figures.estimatedCents += day.estimatedCents;
    figures.lost += day.lost;
    figures.costCents += day.costCents;
    figures.costedCents += day.costedCents;
    figures.costUnknown += day.costUnknown;
  }
  return figures;
}

function groupKey(record: SaleRecord, by: Breakdown): string | null {
  switch (by) {
    case 'listing':
      return record.listingId;
    case 'game':
      return record.game;
    case 'category':
      return record.category;
  }
}

function groupName(record: SaleRecord, by: Breakdown): string {
  switch (by) {
    case 'listing':
      return record.title ?? record.listingId ?? t('stats-unknown-listing');
    case 'game':
      return record.game ?? t('stats-unknown-game');
    case 'category':
      return record.category === null ? t('stats-unknown-category') : categoryWord(record.category);
  }
}

/** Revenue per group, largest first; lost orders are not sales. */
export function breakdownOf(records: readonly SaleRecord[], by: Breakdown): BreakdownRow[] {
  const groups = new Map<string, BreakdownRow>();
  for (const record of records) {
    if (record.outcome === 'lost') continue;
    const name = groupName(record, by);
    const key = groupKey(record, by);
    const row = groups.get(name) ?? { name, key, orders: 0, revenueCents: 0, profitCents: 0, costUnknown: 0 };
    // Groups are by name, as people read them: two listings of one title are one row, of no one id.
    if (row.key !== key) row.key = null;
    row.orders += 1;
    row.revenueCents += record.amountCents;
    if (record.costCents === null) row.costUnknown += 1;
    else row.profitCents += record.amountCents - record.costCents;
    groups.set(name, row);
  }
  const rows = [...groups.values()].sort((left, right) => right.revenueCents - left.revenueCents || left.name.localeCompare(right.name));
  if (rows.length <= BREAKDOWN_ROWS + 1) return rows;
  const rest = rows.slice(BREAKDOWN_ROWS);
  const other: BreakdownRow = {
    name: t('stats-other'),
    key: null,
    orders: 0,
    revenueCents: 0,
    profitCents: 0,
    costUnknown: 0,
    other: true,
  };
  for (const row of rest) {
    other.orders += row.orders;
    other.revenueCents += row.revenueCents;
    other.profitCents += row.profitCents;
    other.costUnknown += row.costUnknown;
  }
  return [...rows.slice(0, BREAKDOWN_ROWS), other];
}

/** Gross profit as a share of the revenue it was made on, in percent to one decimal; null without a known cost. */
export function marginPercent(profitCents: number, costedCents: number): number | null {
  if (costedCents === 0) return null;
  return Math.round((profitCents / costedCents) * 1000) / 10;
}

/** "+12%", "−30%", or null when there is nothing to compare with. */
export function change(current: number, previous: number): string | null {
  if (previous === 0) return null;
  const percent = Math.round(((current - previous) / previous) * 100);
  return percent >= 0 ? `+${percent}%` : `−${Math.abs(percent)}%`;
}

export function medianSeconds(records: readonly SaleRecord[]): number | null {
  const values = records
    .map((record) => record.deliverySeconds)
    .filter((value): value is number => value !== null)
    .sort((left, right) => left - right);
  if (values.length === 0) return null;
  const middle = Math.floor(values.length / 2);
  return values.length % 2 === 1 ? (values[middle] ?? null) : Math.round(((values[middle - 1] ?? 0) + (values[middle] ?? 0)) / 2);
}

/** The slowest manual delivery of the period: how long, which listing, who. */
export function slowestDelivery(records: readonly SaleRecord[]): SaleRecord | null {
  let slowest: SaleRecord | null = null;
  for (const record of records) {
    if (record.deliverySeconds === null) continue;
    if (slowest === null || record.deliverySeconds > (slowest.deliverySeconds ?? 0)) slowest = record;
  }
  return slowest;
}

const DELIVERED_MANUALLY = new Set<SaleRecord['outcome']>(['delivered_hawker', 'delivered_autopilot', 'delivered_elsewhere']);

/** Manual orders delivered per person (through Hawker), by autopilot and elsewhere, most first. */
export function deliveriesByPerson(records: readonly SaleRecord[]): Array<{ name: string; orders: number }> {
  const counts = new Map<string, number>();
  for (const record of records) {
    if (record.deliveryType !== 'manual' || !DELIVERED_MANUALLY.has(record.outcome)) continue;
    const name = record.outcome === 'delivered_autopilot' ? t('stats-by-autopilot') : (record.deliveredBy ?? t('stats-outside-hawker'));
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts]
    .map(([name, orders]) => ({ name, orders }))
    .sort((left, right) => right.orders - left.orders || left.name.localeCompare(right.name));
}
