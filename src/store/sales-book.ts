import type { Redis } from 'ioredis';
import { RedisScript } from './redis-script.js';

/** Stats reach back a year and a bit: `12m` plus its previous period's first month. */
const DAY_TTL_SECONDS = 400 * 24 * 3600;
/** Orders kept in full per account and day; past it only the counters and the once-marker grow. */
const LOG_KEPT_PER_DAY = 2_000;
const ORDER_FIELD = 'o:';

export type SaleOutcome = 'delivered_hawker' | 'delivered_elsewhere' | 'instant' | 'lost';

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

export interface DayTotals {
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  orders: number;
  units: number;
  cents: number;
  estimatedCents: number;
  lost: number;
}

/**
 * Adds an order to its day once: the order's field is the once-marker, so a
 * repeated job, a restart or a second worker adds nothing. The counters move in
 * the same script, so they always equal what the log holds.
 */
const RECORD_ONCE = new RedisScript(
  'salesBookRecord',
  `
local key = KEYS[1]
local field = ARGV[1]
if redis.call('HEXISTS', key, field) == 1 then return 0 end
local logged = tonumber(redis.call('HGET', key, 'logged') or '0')
if logged < tonumber(ARGV[8]) then
  redis.call('HSET', key, field, ARGV[2])
  redis.call('HINCRBY', key, 'logged', 1)
else
  redis.call('HSET', key, field, '')
end
if ARGV[3] == 'lost' then
  redis.call('HINCRBY', key, 'lost', 1)
else
  redis.call('HINCRBY', key, 'orders', 1)
  redis.call('HINCRBY', key, 'units', ARGV[4])
  redis.call('HINCRBY', key, 'cents', ARGV[5])
  redis.call('HINCRBY', key, 'estimatedCents', ARGV[6])
end
redis.call('EXPIRE', key, ARGV[7])
return 1
`,
);

export function utcDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/**
 * Sales per account and UTC day: a hash of counters (`orders`, `units`, `cents`,
 * `estimatedCents`, `lost`, `logged`) and one `o:<order>` field per order holding
 * its record as JSON. Written by the jobs, read by `stats`.
 */
export class SalesBook {
  constructor(
    private readonly redis: Redis,
    private readonly namespace: string,
  ) {}

  /** True when this call counted it; false when it already was. */
  async record(accountId: string, sale: SaleRecord): Promise<boolean> {
    const counted = sale.outcome !== 'lost';
    const added = await RECORD_ONCE.run(
      this.redis,
      [this.key(accountId, utcDay(sale.at))],
      [
        `${ORDER_FIELD}${sale.orderId}`,
        JSON.stringify(sale),
        sale.outcome,
        counted ? sale.quantity : 0,
        counted ? sale.amountCents : 0,
        counted && sale.estimated ? sale.amountCents : 0,
        DAY_TTL_SECONDS,
        LOG_KEPT_PER_DAY,
      ],
    );
    return added === 1;
  }

  async totals(accountId: string, days: readonly string[]): Promise<DayTotals[]> {
    const pipeline = this.redis.pipeline();
    for (const day of days) pipeline.hmget(this.key(accountId, day), 'orders', 'units', 'cents', 'estimatedCents', 'lost');
    const results = (await pipeline.exec()) ?? [];
    return days.map((day, index) => {
      const values = (results[index]?.[1] ?? []) as Array<string | null>;
      const read = (position: number): number => Number(values[position] ?? 0);
      return { day, orders: read(0), units: read(1), cents: read(2), estimatedCents: read(3), lost: read(4) };
    });
  }

  /** The kept records of these days, oldest day first. */
  async records(accountId: string, days: readonly string[]): Promise<SaleRecord[]> {
    const pipeline = this.redis.pipeline();
    for (const day of days) pipeline.hgetall(this.key(accountId, day));
    const results = (await pipeline.exec()) ?? [];
    const records: SaleRecord[] = [];
    for (const [, fields] of results) {
      for (const [field, value] of Object.entries((fields ?? {}) as Record<string, string>)) {
        if (field.startsWith(ORDER_FIELD) && value !== '') records.push(JSON.parse(value) as SaleRecord);
      }
    }
    return records.sort((left, right) => left.at - right.at);
  }

  /** `disconnect`: every day of the account goes. */
  async forgetAccount(accountId: string): Promise<void> {
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', this.key(accountId, '*'), 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await this.redis.unlink(...keys);
    } while (cursor !== '0');
  }

  private key(accountId: string, day: string): string {
    return `${this.namespace}:sales-book:${accountId}:${day}`;
  }
}
