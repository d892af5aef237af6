import type { RedisConnection } from '../runtime/redis-connection.js';
import { shownText } from '../domain/shown-text.js';
import { localDay } from '../domain/local-time.js';
import { RedisScript } from './redis-script.js';
import { keyScope } from './key-scope.js';

/** Stats reach back a year and a bit: `12m` plus its previous period's first month. */
const DAY_TTL_SECONDS = 400 * 24 * 3600;
/** Orders kept in full per account and day; past it only the counters and the once-marker grow. */
const LOG_KEPT_PER_DAY = 2_000;
const ORDER_FIELD = 'o:';
const DAY_MS = 24 * 3600 * 1000;
/** Counters are kept per UTC quarter of an hour: every time zone's offset is a whole number of quarters, so any zone's days add up exactly. */
const BUCKET_MS = 15 * 60 * 1000;
/** Offsets reach from −12 to +14 hours: a zone's day lies within the UTC day before, the same one and the one after. */
const ZONE_REACH_DAYS = 1;
const COUNTERS = {
  o: 'orders',
  u: 'units',
  c: 'cents',
  e: 'estimatedCents',
  l: 'lost',
  a: 'autopilot',
  k: 'costCents',
  r: 'costedCents',
  n: 'costUnknown',
} as const;
type CounterLetter = keyof typeof COUNTERS;

function isCounterLetter(letter: string | undefined): letter is CounterLetter {
  return letter !== undefined && Object.hasOwn(COUNTERS, letter);
}

type SaleOutcome = 'delivered_hawker' | 'delivered_autopilot' | 'delivered_elsewhere' | 'instant' | 'lost';

/** One order as the stats see it: never goods, keys or buyer inputs. */
export interface SaleRecord {
  orderId: string;
  /** When the order was placed (ms); the day it is counted under. */
  at: number;
  listingId: string | null;
  title: string | null;
  category: string | null;
  game: string | null;
  quantity: number;
  /** Integer US cents; 0 for a lost order. */
  amountCents: number;
  /**
   * What the goods cost the seller, in cents for the whole order: a pool's or a listing's cost
   * per unit, or the supplier's answer; null where no cost was known (and for a lost order).
   */
  costCents: number | null;
  /** The marketplace gave no order price: the listing's price times the quantity (or 0 when unknown). */
  estimated: boolean;
  deliveryType: 'manual' | 'instant';
  deliveredBy: string | null;
  /** From the first sighting of the order to the sighting of its delivery; null when not seen waiting. */
  deliverySeconds: number | null;
  outcome: SaleOutcome;
  /** `backfill`: read from the delivered list when the account was connected, not seen live. */
  source: 'live' | 'backfill';
}

/**
 * A record's text as the stats show it: titles, games and names are written from marketplace
 * answers and display names already read through shownText, and the records kept from before
 * that (up to 400 days) are read the same way.
 */
function shownRecord(record: SaleRecord, shownOnce: (text: string) => string): SaleRecord {
  const shown = (text: string | null) => (text === null ? null : shownOnce(text));
  return {
    ...record,
    title: shown(record.title),
    category: shown(record.category),
    game: shown(record.game),
    deliveredBy: shown(record.deliveredBy),
    // Records written before costs were kept carry none.
    costCents: record.costCents ?? null,
  };
}

/** `work` that answers each argument once, from memory after that. */
function remembered<A, R>(work: (argument: A) => R): (argument: A) => R {
  const known = new Map<A, R>();
  return (argument) => {
    const found = known.get(argument);
    if (found !== undefined) return found;
    const answer = work(argument);
    known.set(argument, answer);
    return answer;
  };
}

export interface DayTotals {
  /** `YYYY-MM-DD` in the time zone asked for. */
  day: string;
  orders: number;
  units: number;
  cents: number;
  estimatedCents: number;
  lost: number;
  /** Of the orders, those autopilot delivered. */
  autopilot: number;
  /** What the orders whose cost is known cost. */
  costCents: number;
  /** The revenue of those same orders: gross profit is this less `costCents`. */
  costedCents: number;
  /** Orders sold whose cost is not known, counted apart from the profit. */
  costUnknown: number;
}

/**
 * Adds an order to its day once: the order's field in the log hash is the
 * once-marker, so a repeated job, a restart or a second worker adds nothing. The
 * quarter-hour counters move in the same script, so they always equal what was
 * recorded. Zero counters are not written: a quiet quarter costs nothing.
 */
const RECORD_ONCE = new RedisScript(
  'salesBookRecordInQuarters',
  `
local log = KEYS[1]
local counters = KEYS[2]
local field = ARGV[1]
if redis.call('HEXISTS', log, field) == 1 then return 0 end
local logged = tonumber(redis.call('HGET', log, 'logged') or '0')
if logged < tonumber(ARGV[4]) then
  redis.call('HSET', log, field, ARGV[2])
  redis.call('HINCRBY', log, 'logged', 1)
else
  redis.call('HSET', log, field, '')
end
local quarter = ARGV[5]
for index = 6, #ARGV, 2 do
  if tonumber(ARGV[index + 1]) ~= 0 then redis.call('HINCRBY', counters, quarter .. ':' .. ARGV[index], ARGV[index + 1]) end
end
redis.call('EXPIRE', log, ARGV[3])
redis.call('EXPIRE', counters, ARGV[3])
return 1
`,
);

export function utcDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

function dayStartMs(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/** The UTC days that hold every moment of these days in any time zone. */
function utcDaysCovering(days: readonly string[], timeZone: string): string[] {
  const reach = timeZone === 'UTC' ? 0 : ZONE_REACH_DAYS;
  const covering = new Set<string>();
  for (const day of days) {
    for (let shift = -reach; shift <= reach; shift += 1) covering.add(utcDay(dayStartMs(day) + shift * DAY_MS));
  }
  return [...covering].sort();
}

function emptyTotals(day: string): DayTotals {
  return { day, orders: 0, units: 0, cents: 0, estimatedCents: 0, lost: 0, autopilot: 0, costCents: 0, costedCents: 0, costUnknown: 0 };
}

/**
 * Sales per account and UTC day, read back as the days of any time zone: a log hash
 * (`logged`, and one `o:<order>` field per order holding its record as JSON) and a
 * counters hash (`<quarter>:<o|u|c|e|l|a|k|r|n>`: orders, units, cents, estimated cents, lost
 * orders, orders autopilot delivered, the cost and revenue of orders whose cost is known and
 * the orders whose cost is not, in each quarter hour of the day that had any). Written by the jobs,
 * read by `stats` and the digest.
 */
export class SalesBook {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
  ) {}

  /** True when this call counted it; false when it already was. */
  async record(accountId: string, sale: SaleRecord): Promise<boolean> {
    const { keys, args } = this.recording(accountId, sale);
    return (await RECORD_ONCE.run(this.redis, keys, args)) === 1;
  }

  /**
   * Many orders at once, each counted once as `record` would: one round trip for a shop's
   * whole history (the demo's past) instead of one per order. Answers how many were new.
   */
  async recordAll(accountId: string, sales: readonly SaleRecord[]): Promise<number> {
    const [first, ...rest] = sales;
    if (!first) return 0;
    // The first one loads the script where the account's keys live; the rest follow by its digest.
    let added = (await this.record(accountId, first)) ? 1 : 0;
    const pipeline = this.redis.pipeline();
    for (const sale of rest) {
      const { keys, args } = this.recording(accountId, sale);
      RECORD_ONCE.queue(pipeline, keys, args);
    }
    const results = (await pipeline.exec()) ?? [];
    for (const [index, [error, result]] of results.entries()) {
      const sale = rest[index];
      if (RedisScript.forgotten(error) && sale) added += (await this.record(accountId, sale)) ? 1 : 0;
      else if (error) throw error;
      else if (result === 1) added += 1;
    }
    return added;
  }

  /** The keys and arguments of RECORD_ONCE for one order. */
  private recording(accountId: string, sale: SaleRecord): { keys: string[]; args: (string | number)[] } {
    const counted = sale.outcome !== 'lost';
    const costed = counted && sale.costCents !== null;
    const day = utcDay(sale.at);
    const quarter = Math.floor((sale.at - dayStartMs(day)) / BUCKET_MS);
    return {
      keys: [this.logKey(accountId, day), this.countersKey(accountId, day)],
      args: [
        `${ORDER_FIELD}${sale.orderId}`,
        JSON.stringify(sale),
        DAY_TTL_SECONDS,
        LOG_KEPT_PER_DAY,
        quarter,
        'o',
        counted ? 1 : 0,
        'u',
        counted ? sale.quantity : 0,
        'c',
        counted ? sale.amountCents : 0,
        'e',
        counted && sale.estimated ? sale.amountCents : 0,
        'l',
        counted ? 0 : 1,
        'a',
        sale.outcome === 'delivered_autopilot' ? 1 : 0,
        'k',
        costed ? (sale.costCents ?? 0) : 0,
        'r',
        costed ? sale.amountCents : 0,
        'n',
        counted && !costed ? 1 : 0,
      ],
    };
  }

  /** Totals of each of `days` (`YYYY-MM-DD`, in `timeZone`), in the order given; exact however many orders a day had. */
  async totals(accountId: string, days: readonly string[], timeZone: string): Promise<DayTotals[]> {
    const byDay = new Map(days.map((day) => [day, emptyTotals(day)]));
    const utcDays = utcDaysCovering(days, timeZone);
    const pipeline = this.redis.pipeline();
    for (const day of utcDays) pipeline.hgetall(this.countersKey(accountId, day));
    const results = (await pipeline.exec()) ?? [];
    utcDays.forEach((utc, index) => {
      const fields = (results[index]?.[1] ?? {}) as Record<string, string>;
      for (const [field, value] of Object.entries(fields)) {
        const [quarter, letter] = field.split(':');
        if (!isCounterLetter(letter)) continue;
        const totals = byDay.get(localDay(dayStartMs(utc) + Number(quarter) * BUCKET_MS, timeZone));
        if (totals) totals[COUNTERS[letter]] += Number(value);
      }
    });
    return days.map((day) => byDay.get(day) ?? emptyTotals(day));
  }

  /** The kept records placed on `days` (in `timeZone`), oldest first. */
  async records(accountId: string, days: readonly string[], timeZone: string): Promise<SaleRecord[]> {
    const wanted = new Set(days);
    const pipeline = this.redis.pipeline();
    for (const day of utcDaysCovering(days, timeZone)) pipeline.hgetall(this.logKey(accountId, day));
    const results = (await pipeline.exec()) ?? [];
    const records: SaleRecord[] = [];
    // A year of a busy shop is 100,000 records of a few dozen titles and names, and every zone's day
    // changes on a quarter hour: each text and each quarter's day is worked out once.
    const shownOnce = remembered(shownText);
    const dayOfQuarter = remembered((quarter: number) => localDay(quarter * BUCKET_MS, timeZone));
    for (const [, fields] of results) {
      for (const [field, value] of Object.entries((fields ?? {}) as Record<string, string>)) {
        if (!field.startsWith(ORDER_FIELD) || value === '') continue;
        const record = shownRecord(JSON.parse(value) as SaleRecord, shownOnce);
        if (wanted.has(dayOfQuarter(Math.floor(record.at / BUCKET_MS)))) records.push(record);
      }
    }
    return records.sort((left, right) => left.at - right.at);
  }

  private key(accountId: string, rest: string): string {
    return `${keyScope(this.namespace, accountId)}:sales-book:${accountId}:${rest}`;
  }

  private logKey(accountId: string, day: string): string {
    return this.key(accountId, day);
  }

  private countersKey(accountId: string, day: string): string {
    return this.key(accountId, `${day}:counts`);
  }
}
