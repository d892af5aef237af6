import { z } from 'zod';
import { t } from '../../i18n/index.js';
import { localDay } from '../../domain/local-time.js';

const DAY_MS = 24 * 3600 * 1000;
/** As far back as the sales book keeps days. */
const MAX_PERIOD_DAYS = 400;

/** What `by` may split figures by, as the seller types it. */
export const BREAKDOWNS = ['listing', 'game', 'category'] as const;
export type Breakdown = (typeof BREAKDOWNS)[number];

/** Whole days of the account's time zone, `from` and `to` included. */
export interface Period {
  from: string;
  to: string;
  /** How the seller named it, in the language of whoever asked: `the last 7 days`, `2026-11-01 to 2026-11-20`. */
  label: string;
}

export type StatsQuery = { kind: 'figures'; period: Period; by: Breakdown | null } | { kind: 'export'; period: Period };

export type QueryReading = { ok: true; query: StatsQuery } | { ok: false; message: string };

export const NAMED_PERIODS: Record<string, { days: number; label: () => string }> = {
  today: { days: 1, label: () => t('stats-period-today') },
  '7d': { days: 7, label: () => t('stats-period-7d') },
  '30d': { days: 30, label: () => t('stats-period-30d') },
  '12m': { days: 365, label: () => t('stats-period-12m') },
};

const isoDay = z.iso.date();
const breakdown = z.enum(BREAKDOWNS);

/** Calendar arithmetic on `YYYY-MM-DD`: the dates are a zone's days already, so UTC here shifts nothing. */
function dayOf(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

function dayMs(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/** Every day of the period, oldest first. */
export function daysOf(period: Period): string[] {
  const days: string[] = [];
  for (let at = dayMs(period.from); at <= dayMs(period.to); at += DAY_MS) days.push(dayOf(at));
  return days;
}

/** The period of the same length just before. */
export function previousPeriod(period: Period): Period {
  const length = daysOf(period).length;
  const to = dayOf(dayMs(period.from) - DAY_MS);
  return { from: dayOf(dayMs(to) - (length - 1) * DAY_MS), to, label: t('stats-period-before') };
}

function readPeriod(token: string | undefined, now: number, timeZone: string): Period | string {
  const today = localDay(now, timeZone);
  if (token === undefined) token = '7d';
  const named = NAMED_PERIODS[token];
  if (named) return { from: dayOf(dayMs(today) - (named.days - 1) * DAY_MS), to: today, label: named.label() };
  const range = /^(.+)\.\.(.+)$/.exec(token);
  if (!range?.[1] || !range[2]) return t('stats-period-unknown', { token, help: t('stats-period-help') });
  const from = isoDay.safeParse(range[1]);
  const to = isoDay.safeParse(range[2]);
  if (!from.success || !to.success) return t('stats-period-dates', { token });
  if (from.data > to.data) return t('stats-period-reversed', { from: from.data, to: to.data });
  if (to.data > today) return t('stats-period-future', { today, timeZone });
  const length = Math.round((dayMs(to.data) - dayMs(from.data)) / DAY_MS) + 1;
  if (length > MAX_PERIOD_DAYS) return t('stats-period-too-long', { max: MAX_PERIOD_DAYS });
  return { from: from.data, to: to.data, label: t('stats-period-range', { from: from.data, to: to.data }) };
}

/** `[period] [by listing|game|category]` after `stats` or `stats export`, in that order, every part optional. */
export function readStatsQuery(text: string | undefined, kind: StatsQuery['kind'], now: number, timeZone: string): QueryReading {
  const tokens = (text ?? '')
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter((token) => token !== '');
  const exporting = kind === 'export';
  let by: Breakdown | null = null;
  const byAt = tokens.indexOf('by');
  if (byAt !== -1) {
    const chosen = breakdown.safeParse(tokens[byAt + 1]);
    if (!chosen.success) return { ok: false, message: t('stats-by-usage') };
    if (exporting) return { ok: false, message: t('stats-export-no-by') };
    by = chosen.data;
    tokens.splice(byAt, 2);
  }
  if (tokens.length > 1) return { ok: false, message: t('stats-not-understood', { text: tokens.join(' '), help: t('stats-period-help') }) };
  const period = readPeriod(tokens[0], now, timeZone);
  if (typeof period === 'string') return { ok: false, message: period };
  return { ok: true, query: exporting ? { kind: 'export', period } : { kind: 'figures', period, by } };
}
