import { z } from 'zod';
import { forEachKeyBatch } from './key-scan.js';
import type { RedisConnection } from '../runtime/redis-connection.js';
import type { ResealReport } from './account-store.js';
import { everyGroupPattern, keyScope } from './key-scope.js';
import type { KeyVault } from './key-vault.js';
import { RedisScript } from './redis-script.js';
import { swapSealedFields } from './sealed-field-swap.js';
import { DELIVERED_CATEGORIES } from './stop-loss-store.js';
import { parseStored } from './stored-json.js';

const bindingSchema = z.object({
  listingId: z.string(),
  /** The listing's title when it was bound, for lists that need no marketplace read. */
  title: z.string(),
  /**
   * `deliver`: each order of this manual listing is delivered from a pool or by the
   * seller's supplier. `keep`: an instant listing is kept topped up to `units` from a pool.
   */
  mode: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('deliver'),
      source: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('pool'), pool: z.string() }),
        z.object({ kind: z.literal('supplier'), url: z.string() }),
      ]),
      /** Shapes each goods entry from `{code}` and the order's facts; null sends the code alone. */
      template: z.string().nullable(),
    }),
    z.object({ kind: z.literal('keep'), pool: z.string(), units: z.number().int().positive() }),
  ]),
  /**
   * `pause`: a delivered listing goes off sale when its pool runs out or its supplier keeps failing, and back
   * when goods come (docs/autopilot.md, "Stop-loss"); its category is what the marketplace writes need.
   * Absent or null: its orders go to people, as before the setting existed.
   */
  whenEmpty: z
    .object({ kind: z.literal('pause'), category: z.enum(DELIVERED_CATEGORIES) })
    .nullable()
    .optional(),
  /** A fraud burst cannot empty a pool: past either cap in a UTC day, orders go to people. Null is no cap. */
  capOrders: z.number().int().positive().nullable(),
  capCents: z.number().int().positive().nullable(),
  since: z.number(),
  /** Who switched it on, as named then. */
  by: z.string(),
});
export type AutopilotBinding = z.infer<typeof bindingSchema>;

const failureSchema = z.object({
  at: z.number(),
  orderId: z.string().nullable(),
  reason: z.string(),
  args: z.record(z.string(), z.union([z.string(), z.number()])),
});
/** The last time autopilot could not deliver for a listing: a message key and its arguments, worded when shown. */
export type AutopilotFailure = z.infer<typeof failureSchema>;

export type Admission = { admitted: true } | { admitted: false; over: 'orders' | 'dollars' };

// KEYS: the day the order counts on (string), that day's counts (hash). ARGV: listing id, cents, cap orders (0 = none),
// cap cents (0 = none), ttl, the day. Counted once per order, on the day it was first admitted: a job run again
// for an admitted order (after midnight too) is admitted again without counting.
const ADMIT = new RedisScript(
  'autopilotAdmit',
  `if redis.call('EXISTS', KEYS[1]) == 1 then return 1 end
local orders = tonumber(redis.call('HGET', KEYS[2], ARGV[1] .. ':orders') or '0')
local cents = tonumber(redis.call('HGET', KEYS[2], ARGV[1] .. ':cents') or '0')
local capOrders = tonumber(ARGV[3])
local capCents = tonumber(ARGV[4])
if capOrders > 0 and orders + 1 > capOrders then return -1 end
if capCents > 0 and cents + tonumber(ARGV[2]) > capCents then return -2 end
redis.call('SET', KEYS[1], ARGV[6], 'EX', ARGV[5])
redis.call('HINCRBY', KEYS[2], ARGV[1] .. ':orders', 1)
redis.call('HINCRBY', KEYS[2], ARGV[1] .. ':cents', tonumber(ARGV[2]))
redis.call('EXPIRE', KEYS[2], ARGV[5])
return 1`,
);

// KEYS: the bindings. ARGV: listing id, binding JSON. Only while the listing is still bound.
const UPDATE = new RedisScript(
  'autopilotUpdate',
  `if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 0 then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
return 1`,
);

// KEYS: the day the order counts on (string), that day's counts (hash). ARGV: listing id, cents, the day.
// Only an order counted on that day is taken back, once: a second hand-over of it changes nothing.
const UNADMIT = new RedisScript(
  'autopilotUnadmit',
  `if redis.call('GET', KEYS[1]) ~= ARGV[3] then return 0 end
redis.call('DEL', KEYS[1])
redis.call('HINCRBY', KEYS[2], ARGV[1] .. ':orders', -1)
redis.call('HINCRBY', KEYS[2], ARGV[1] .. ':cents', -tonumber(ARGV[2]))
return 1`,
);

// KEYS: the day's admitted orders (set), the day's counts (hash). ARGV: order id, listing id, cents.
// Orders admitted before the admission day was kept per order (one set per day of the order's creation).
const UNADMIT_BY_CREATION_DAY = new RedisScript(
  'autopilotUnadmitByCreationDay',
  `if redis.call('SREM', KEYS[1], ARGV[1]) == 0 then return 0 end
redis.call('HINCRBY', KEYS[2], ARGV[2] .. ':orders', -1)
redis.call('HINCRBY', KEYS[2], ARGV[2] .. ':cents', -tonumber(ARGV[3]))
return 1`,
);

/** A day's counts outlive it by one, for the digest written after midnight. */
const DAY_TTL_SECONDS = 2 * 24 * 60 * 60;

/**
 * Which listings autopilot serves, per account, and what it did today. Keys, all in the
 * account's group: `<ns>:{g}:autopilot:<account>` (listing id → binding JSON),
 * `…:secrets` (listing id → the supplier's signing secret, sealed with the listing as
 * associated data), `…:failures` (listing id → the last failure), `…:day:<day>` (counts:
 * `<listing>:orders`, `<listing>:cents`, `<listing>:delivered`) and `…:admitted-on:<order>`
 * (the day an order is counted on against the caps).
 */
export class AutopilotStore {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
    private readonly vault: KeyVault,
  ) {}

  /** Binds (or rebinds) a listing; a supplier binding keeps its signing secret sealed beside it. */
  async bind(accountId: string, binding: AutopilotBinding, supplierSecret?: string): Promise<void> {
    const transaction = this.redis.multi().hset(this.key(accountId), binding.listingId, JSON.stringify(binding));
    if (supplierSecret !== undefined)
      transaction.hset(
        `${this.key(accountId)}:secrets`,
        binding.listingId,
        this.vault.seal(this.owner(accountId, binding.listingId), supplierSecret),
      );
    else transaction.hdel(`${this.key(accountId)}:secrets`, binding.listingId);
    await transaction.hdel(`${this.key(accountId)}:failures`, binding.listingId).exec();
  }

  /**
   * Changes a bound listing's settings (its caps) and nothing else: its signing secret and last
   * failure stay. False, and nothing written, when it was switched off meanwhile.
   */
  async update(accountId: string, binding: AutopilotBinding): Promise<boolean> {
    return Number(await UPDATE.run(this.redis, [this.key(accountId)], [binding.listingId, JSON.stringify(binding)])) === 1;
  }

  /** False when the listing was not on autopilot. */
  async unbind(accountId: string, listingId: string): Promise<boolean> {
    const results = await this.redis
      .multi()
      .hdel(this.key(accountId), listingId)
      .hdel(`${this.key(accountId)}:secrets`, listingId)
      .hdel(`${this.key(accountId)}:failures`, listingId)
      .exec();
    return results?.[0]?.[1] === 1;
  }

  async binding(accountId: string, listingId: string): Promise<AutopilotBinding | null> {
    return parseStored(await this.redis.hget(this.key(accountId), listingId), bindingSchema);
  }

  async bindings(accountId: string): Promise<AutopilotBinding[]> {
    const all = await this.redis.hvals(this.key(accountId));
    return all.flatMap((raw) => parseStored(raw, bindingSchema) ?? []).sort((left, right) => left.since - right.since);
  }

  /** The listings a pool serves (delivering or keeping stock). */
  async listingsUsingPool(accountId: string, pool: string): Promise<AutopilotBinding[]> {
    return (await this.bindings(accountId)).filter((binding) =>
      binding.mode.kind === 'keep' ? binding.mode.pool === pool : binding.mode.source.kind === 'pool' && binding.mode.source.pool === pool,
    );
  }

  async supplierSecret(accountId: string, listingId: string): Promise<string | null> {
    const sealed = await this.redis.hget(`${this.key(accountId)}:secrets`, listingId);
    return sealed === null ? null : this.vault.open(this.owner(accountId, listingId), sealed);
  }

  /**
   * Counts an order against the listing's caps of `day`, the day autopilot takes it (its delivery
   * day, not the order's creation day: orders placed before midnight and delivered after it use
   * the new day's caps, so two days' caps never fit one night). Once per order: a repeated run
   * after midnight finds it counted on its first day. Refused (and not counted) past either cap.
   */
  async admit(accountId: string, binding: AutopilotBinding, orderId: string, cents: number, day: string): Promise<Admission> {
    const answer = Number(
      await ADMIT.run(
        this.redis,
        [this.admittedKey(accountId, orderId), this.dayKey(accountId, day)],
        [binding.listingId, cents, binding.capOrders ?? 0, binding.capCents ?? 0, DAY_TTL_SECONDS, day],
      ),
    );
    if (answer === 1) return { admitted: true };
    return { admitted: false, over: answer === -1 ? 'orders' : 'dollars' };
  }

  /**
   * An admitted order autopilot gave to people (an empty pool, a refusal): it used none of the
   * caps of the day it was counted on. `creationDay`: where orders admitted before the day was
   * kept per order were counted.
   */
  async unadmit(accountId: string, listingId: string, orderId: string, cents: number, creationDay: string): Promise<void> {
    const day = await this.redis.get(this.admittedKey(accountId, orderId));
    if (day !== null) {
      await UNADMIT.run(this.redis, [this.admittedKey(accountId, orderId), this.dayKey(accountId, day)], [listingId, cents, day]);
      return;
    }
    await UNADMIT_BY_CREATION_DAY.run(
      this.redis,
      [`${this.key(accountId)}:admitted:${creationDay}`, this.dayKey(accountId, creationDay)],
      [orderId, listingId, cents],
    );
  }

  async countDelivered(accountId: string, listingId: string, day: string): Promise<void> {
    await this.redis
      .multi()
      .hincrby(this.dayKey(accountId, day), `${listingId}:delivered`, 1)
      .expire(this.dayKey(accountId, day), DAY_TTL_SECONDS)
      .exec();
  }

  async deliveredOn(accountId: string, listingId: string, day: string): Promise<number> {
    return Number((await this.redis.hget(this.dayKey(accountId, day), `${listingId}:delivered`)) ?? 0);
  }

  async recordFailure(accountId: string, listingId: string, failure: AutopilotFailure): Promise<void> {
    await this.redis.hset(`${this.key(accountId)}:failures`, listingId, JSON.stringify(failure));
  }

  async lastFailure(accountId: string, listingId: string): Promise<AutopilotFailure | null> {
    return parseStored(await this.redis.hget(`${this.key(accountId)}:failures`, listingId), failureSchema);
  }

  /**
   * `vault:reseal`: every supplier signing secret still sealed under an older master key, each
   * swapped only if unchanged. `failed` names `<account>/<listing>` whose secret no ring key opens.
   */
  async resealAll(): Promise<ResealReport> {
    const report: ResealReport = { resealed: 0, current: 0, failed: [] };
    await forEachKeyBatch(this.redis, `${everyGroupPattern(this.namespace)}:autopilot:*:secrets`, 1000, async (keys) => {
      for (const key of keys) await this.resealSecrets(key, report);
    });
    return report;
  }

  private async resealSecrets(key: string, report: ResealReport): Promise<void> {
    // `<ns>:{g}:autopilot:<account>:secrets`
    const accountId = /:autopilot:([^:]+):secrets$/.exec(key)?.[1] ?? '';
    const swaps: string[] = [];
    for (const [listingId, sealed] of Object.entries(await this.redis.hgetall(key))) {
      if (!this.vault.needsReseal(sealed)) report.current += 1;
      else {
        try {
          swaps.push(listingId, sealed, this.vault.reseal(this.owner(accountId, listingId), sealed));
        } catch {
          report.failed.push(`${accountId}/${listingId}`);
        }
      }
    }
    if (swaps.length > 0) report.resealed += await swapSealedFields(this.redis, key, swaps);
  }

  /** The vault's associated data: a secret copied onto another listing or account does not open. */
  private owner(accountId: string, listingId: string): string {
    return `${accountId}:autopilot:${listingId}`;
  }

  private key(accountId: string): string {
    return `${keyScope(this.namespace, accountId)}:autopilot:${accountId}`;
  }

  private admittedKey(accountId: string, orderId: string): string {
    return `${this.key(accountId)}:admitted-on:${orderId}`;
  }

  private dayKey(accountId: string, day: string): string {
    return `${this.key(accountId)}:day:${day}`;
  }
}
