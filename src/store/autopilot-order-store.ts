import { z } from 'zod';
import type { RedisConnection } from '../runtime/redis-connection.js';
import { replicasHold } from '../runtime/redis-replication.js';
import { keyScope } from './key-scope.js';
import { RedisScript } from './redis-script.js';

/** How long a record waits for the replicas: they acknowledge within a round trip when they keep up. */
const REPLICATION_WAIT_MS = 500;

/** Longer than any order waits: the record outlives the order, so a late poll never tries it again. */
const RECORD_TTL_SECONDS = 45 * 24 * 3600;

/**
 * Where autopilot stands with one order:
 * - `asking`: the seller's supplier is asked for the goods (asked `asks` times so far; each
 *   entry will be shaped by `template`); a retry is due while the supplier fails or is busy;
 * - `sending`: the goods are held, and a deliver request may be under way (sent `sends`
 *   times, the last at `sentAt`, real time); what the marketplace did is read back from the
 *   order lists before anything is sent again. `pool` names the pool holding the codes, or
 *   is null for the goods the supplier answered (kept sealed in `SupplierGoodsStore`);
 * - `delivered`, `handed` (to people) and `person` (a person claimed the order first):
 *   autopilot is done with it.
 */
export type AutopilotOrderState =
  | { phase: 'asking'; template: string | null; asks: number; boundAt?: number }
  | { phase: 'sending'; pool: string | null; template: string | null; sends: number; sentAt: number; boundAt?: number }
  | { phase: 'delivered' | 'handed' | 'person' };

// `boundAt`: when autopilot was switched on for the listing (jobs clock), so the alert tells its own time
// from the order's wait before it; absent in records written before it was kept.
const stateSchema: z.ZodType<AutopilotOrderState> = z.union([
  z.object({ phase: z.literal('asking'), template: z.string().nullable(), asks: z.number().int(), boundAt: z.number().exactOptional() }),
  z.object({
    phase: z.literal('sending'),
    pool: z.string().nullable(),
    template: z.string().nullable(),
    sends: z.number().int(),
    sentAt: z.number(),
    boundAt: z.number().exactOptional(),
  }),
  z.object({ phase: z.enum(['delivered', 'handed', 'person']) }),
]);

// KEYS: the order's record. ARGV: the sends the record must show, the new record, its ttl.
// One step: of two runs about to send the same delivery again, only one moves the record.
const RECORD_SEND = new RedisScript(
  'autopilotRecordSend',
  `local raw = redis.call('GET', KEYS[1])
if not raw then return 0 end
local current = cjson.decode(raw)
if current.phase ~= 'sending' or current.sends ~= tonumber(ARGV[1]) then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'EX', ARGV[3])
return 1`,
);

// KEYS: the order's record. ARGV: the new record, its ttl. One step: of two runs whose supplier
// answered, only the one that moves the record from `asking` goes on to send; a record the
// watchdog took over (`handed`) is never moved back.
const FROM_ASKING = new RedisScript(
  'autopilotFromAsking',
  `local raw = redis.call('GET', KEYS[1])
if not raw then return 0 end
if cjson.decode(raw).phase ~= 'asking' then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
return 1`,
);

// KEYS: the order's record. ARGV: the handed record, its ttl. Takes the order from autopilot unless it is done
// with it or has sent a delivery not yet read back (its codes may have reached the buyer). Answers {1 if taken, the record before}.
const TAKE_OVER = new RedisScript(
  'autopilotTakeOver',
  `local raw = redis.call('GET', KEYS[1])
if raw then
  local current = cjson.decode(raw)
  local early = current.phase == 'asking' or (current.phase == 'sending' and current.sends == 0)
  if not early then return {0, raw} end
end
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
return {1, raw or ''}`,
);

/** What the watchdog's take-over did: `taken` when the order is now people's; `was`: the record before. */
export interface TakeOver {
  taken: boolean;
  was: AutopilotOrderState | null;
}

/**
 * What autopilot did with each order, one JSON string per order at
 * `<ns>:{g}:autopilot-order:<account>:<order>`, in the account's group. Its presence is
 * "tried": the poller queues an order only while it has none.
 */
export class AutopilotOrderStore {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
  ) {}

  async get(accountId: string, orderId: string): Promise<AutopilotOrderState | null> {
    return parseState(await this.redis.get(this.key(accountId, orderId)));
  }

  /** Autopilot's first record of an order; false when the order has one already (another run's, or the watchdog's). */
  async begin(accountId: string, orderId: string, state: AutopilotOrderState): Promise<boolean> {
    return (await this.redis.set(this.key(accountId, orderId), JSON.stringify(state), 'EX', RECORD_TTL_SECONDS, 'NX')) === 'OK';
  }

  /**
   * The watchdog gives the order to people, in one step with autopilot's own moves: only while
   * autopilot has not started, is asking its supplier, or holds goods it has not sent.
   */
  async takeOver(accountId: string, orderId: string): Promise<TakeOver> {
    const answer = (await TAKE_OVER.run(
      this.redis,
      [this.key(accountId, orderId)],
      [JSON.stringify({ phase: 'handed' }), RECORD_TTL_SECONDS],
    )) as [number, string];
    return { taken: Number(answer[0]) === 1, was: parseState(answer[1] === '' ? null : answer[1]) };
  }

  async set(accountId: string, orderId: string, state: AutopilotOrderState): Promise<void> {
    await this.redis.set(this.key(accountId, orderId), JSON.stringify(state), 'EX', RECORD_TTL_SECONDS);
  }

  /**
   * Records one more send, only when the record still shows the sends before it: false when
   * another run recorded it first (that run sends, this one must not).
   */
  async recordSend(accountId: string, orderId: string, next: Extract<AutopilotOrderState, { phase: 'sending' }>): Promise<boolean> {
    const moved = await RECORD_SEND.run(
      this.redis,
      [this.key(accountId, orderId)],
      [next.sends - 1, JSON.stringify(next), RECORD_TTL_SECONDS],
    );
    return Number(moved) === 1;
  }

  /**
   * The record, and every write this connection made before it (the order's codes held
   * in the pool, which share its slot), is on the replicas: a failover cannot take it back.
   * False when a replica has not caught up.
   */
  replicated(accountId: string, orderId: string): Promise<boolean> {
    return replicasHold(this.redis, this.key(accountId, orderId), REPLICATION_WAIT_MS);
  }

  /** Moves an order from asking its supplier to sending its goods; false when another run moved it first (that run sends). */
  async startSending(accountId: string, orderId: string, next: Extract<AutopilotOrderState, { phase: 'sending' }>): Promise<boolean> {
    return this.fromAsking(accountId, orderId, next);
  }

  /** Counts one more ask of the supplier; false when the order is no longer asking (the watchdog gave it to people). */
  async askAgain(accountId: string, orderId: string, next: Extract<AutopilotOrderState, { phase: 'asking' }>): Promise<boolean> {
    return this.fromAsking(accountId, orderId, next);
  }

  private async fromAsking(accountId: string, orderId: string, next: AutopilotOrderState): Promise<boolean> {
    const moved = await FROM_ASKING.run(this.redis, [this.key(accountId, orderId)], [JSON.stringify(next), RECORD_TTL_SECONDS]);
    return Number(moved) === 1;
  }

  /** Which of these orders autopilot has not tried yet, in the order given. */
  async untried(accountId: string, orderIds: readonly string[]): Promise<string[]> {
    if (orderIds.length === 0) return [];
    const pipeline = this.redis.pipeline();
    for (const orderId of orderIds) pipeline.exists(this.key(accountId, orderId));
    const results = (await pipeline.exec()) ?? [];
    return orderIds.filter((_, index) => results[index]?.[1] === 0);
  }

  private key(accountId: string, orderId: string): string {
    return `${keyScope(this.namespace, accountId)}:autopilot-order:${accountId}:${orderId}`;
  }
}

function parseState(raw: string | null): AutopilotOrderState | null {
  if (raw === null) return null;
  const parsed = stateSchema.safeParse(JSON.parse(raw));
  return parsed.success ? parsed.data : null;
}
