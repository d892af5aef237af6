import { z } from 'zod';
import type { RedisConnection } from '../runtime/redis-connection.js';
import { keyScope } from './key-scope.js';
import { RedisScript } from './redis-script.js';
import { parseStored } from './stored-json.js';

const pendingSchema = z.object({
  /** The top-up's number: its codes are reserved in the pool as `keep:<listing>:<seq>`. */
  seq: z.number().int().nonnegative(),
  /** The pool its codes came from: the listing may be bound to another one, or to none, by the time it is settled. */
  pool: z.string(),
  count: z.number().int().positive(),
  /** The listing's stock as the pass that sent it read it, and when (marketplace clock). */
  stockBefore: z.number().int(),
  at: z.number(),
});
/** A top-up sent whose answer was not seen: its codes may or may not be on the listing. */
export type PendingTopUp = z.infer<typeof pendingSchema>;

export interface KeepState {
  /** The number the next top-up takes. */
  seq: number;
  pending: PendingTopUp | null;
  /** Units on sale as last seen (after the last top-up that landed). */
  onSale: number;
}

/** Autopilot's own share of one listing's write limits: at most `perMinute` and `perHour` writes. */
export interface WriteLimits {
  perMinute: number;
  perHour: number;
}

/**
 * Drip restock's share of a listing's write limits (the marketplace allows 5 a minute and
 * 10 an hour per listing): one a minute and two an hour stay free for the seller's own edits
 * (a price, a pause), which the marketplace counts against the same limits. `autopilot … keep`
 * tells the seller these numbers.
 */
export const KEEP_STOCK_WRITES: WriteLimits = { perMinute: 4, perHour: 8 };

// The writes of the last hour are kept as a JSON array of times (ms): at most `perHour` entries.
// KEYS: the listing's hash, the account's index. ARGV: now, per minute, per hour, pending JSON ('' for a write alone), listing id.
// Answers 1 when the write was recorded (and the pending top-up with it), 0 when over a limit,
// -1 when a top-up is already pending (another pass started one).
const CLAIM_WRITE = new RedisScript(
  'keepStockClaimWrite',
  `if ARGV[4] ~= '' and redis.call('HEXISTS', KEYS[1], 'pending') == 1 then return -1 end
local now = tonumber(ARGV[1])
local raw = redis.call('HGET', KEYS[1], 'writes')
local kept = {}
local lastMinute = 0
if raw then
  for _, at in ipairs(cjson.decode(raw)) do
    if at > now - 3600000 then
      kept[#kept + 1] = at
      if at > now - 60000 then lastMinute = lastMinute + 1 end
    end
  end
end
if lastMinute >= tonumber(ARGV[2]) or #kept >= tonumber(ARGV[3]) then return 0 end
kept[#kept + 1] = now
redis.call('HSET', KEYS[1], 'writes', cjson.encode(kept))
if ARGV[4] ~= '' then redis.call('HSET', KEYS[1], 'pending', ARGV[4]) end
redis.call('SADD', KEYS[2], ARGV[5])
return 1`,
);

// KEYS: the listing's hash. ARGV: the settled top-up's seq, units on sale now.
// Only the pending top-up of that number is settled: a pass that lost a race changes nothing.
const FINISH = new RedisScript(
  'keepStockFinish',
  `local raw = redis.call('HGET', KEYS[1], 'pending')
if raw and cjson.decode(raw).seq ~= tonumber(ARGV[1]) then return 0 end
redis.call('HDEL', KEYS[1], 'pending', 'unclear', 'short')
redis.call('HSET', KEYS[1], 'seq', tonumber(ARGV[1]) + 1, 'onSale', ARGV[2])
return 1`,
);

/**
 * Drip restock's record of each listing it keeps stocked (`autopilot <listing> keep <n> from
 * <pool>`): the index `<ns>:{g}:keep-stock:<account>` (the listings it wrote to, so a top-up
 * left pending is settled even after the listing leaves autopilot), and per listing
 * `<ns>:{g}:keep-stock:<account>:<listing>`, a hash of `seq` (the next top-up's
 * number), `pending` (a top-up sent whose outcome is not settled), `unclear`, `onSale`,
 * `short` (the top-up number the pool ran short at, told once) and `writes` (the times of
 * its writes to the listing in the last hour, on the marketplace clock).
 */
export class KeepStockStore {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
  ) {}

  async state(accountId: string, listingId: string): Promise<KeepState> {
    const [seq, pending, onSale] = await this.redis.hmget(this.key(accountId, listingId), 'seq', 'pending', 'onSale');
    return { seq: Number(seq ?? 0), pending: parseStored(pending ?? null, pendingSchema), onSale: Number(onSale ?? 0) };
  }

  /** Whether a write now would stay within the limits; nothing is recorded. */
  async hasRoom(accountId: string, listingId: string, now: number, limits: WriteLimits): Promise<boolean> {
    const raw = await this.redis.hget(this.key(accountId, listingId), 'writes');
    const times = raw === null ? [] : (JSON.parse(raw) as number[]);
    const lastHour = times.filter((at) => at > now - 3_600_000);
    return lastHour.length < limits.perHour && lastHour.filter((at) => at > now - 60_000).length < limits.perMinute;
  }

  /**
   * Records a top-up as pending and its write against the limits, in one step, before it is
   * sent: a worker killed after this finds it pending and settles it rather than sending again.
   */
  async begin(accountId: string, listingId: string, pending: PendingTopUp, limits: WriteLimits): Promise<boolean> {
    const answer = await CLAIM_WRITE.run(
      this.redis,
      [this.key(accountId, listingId), this.indexKey(accountId)],
      [pending.at, limits.perMinute, limits.perHour, JSON.stringify(pending), listingId],
    );
    return Number(answer) === 1;
  }

  /** Records a write that is not a top-up (publishing the listing again); false when over a limit. */
  async claimWrite(accountId: string, listingId: string, now: number, limits: WriteLimits): Promise<boolean> {
    const answer = await CLAIM_WRITE.run(
      this.redis,
      [this.key(accountId, listingId), this.indexKey(accountId)],
      [now, limits.perMinute, limits.perHour, '', listingId],
    );
    return Number(answer) === 1;
  }

  /** The top-up `seq` is settled (landed, refused or never sent): the next one takes the following number. */
  async finish(accountId: string, listingId: string, seq: number, onSale: number): Promise<void> {
    await FINISH.run(this.redis, [this.key(accountId, listingId)], [seq, onSale]);
  }

  /** Another pass could not tell whether the pending top-up landed; answers how many have now. */
  async markUnclear(accountId: string, listingId: string): Promise<number> {
    return this.redis.hincrby(this.key(accountId, listingId), 'unclear', 1);
  }

  async seenOnSale(accountId: string, listingId: string, onSale: number): Promise<void> {
    await this.redis.multi().hset(this.key(accountId, listingId), 'onSale', onSale).sadd(this.indexKey(accountId), listingId).exec();
  }

  /** True the first time the pool runs short for top-up `seq`: the team is told once, until a top-up lands again. */
  async firstShort(accountId: string, listingId: string, seq: number): Promise<boolean> {
    const before = await this.redis.hget(this.key(accountId, listingId), 'short');
    if (before === String(seq)) return false;
    await this.redis.multi().hset(this.key(accountId, listingId), 'short', seq).sadd(this.indexKey(accountId), listingId).exec();
    return true;
  }

  /** The listings drip restock has written to and not forgotten. */
  async listings(accountId: string): Promise<string[]> {
    return this.redis.smembers(this.indexKey(accountId));
  }

  async forget(accountId: string, listingId: string): Promise<void> {
    await this.redis.multi().del(this.key(accountId, listingId)).srem(this.indexKey(accountId), listingId).exec();
  }

  private indexKey(accountId: string): string {
    return `${keyScope(this.namespace, accountId)}:keep-stock:${accountId}`;
  }

  private key(accountId: string, listingId: string): string {
    return `${this.indexKey(accountId)}:${listingId}`;
  }
}
