import { z } from 'zod';
import { forEachKeyBatch } from './key-scan.js';
import type { RedisConnection } from '../runtime/redis-connection.js';
import type { ResealReport } from './account-store.js';
import type { CodeRegistry } from './code-registry.js';
import { everyGroupPattern, keyScope } from './key-scope.js';
import type { KeyVault } from './key-vault.js';
import { RedisScript } from './redis-script.js';
import { swapSealedFields } from './sealed-field-swap.js';
import { parseStored } from './stored-json.js';

/** A pool's name as sellers type it: lower case, so `Steam` and `steam` are one pool. */
export const POOL_NAME = /^[a-z0-9][a-z0-9_-]{0,31}$/;

/** Codes one pool may hold unsold: a file far beyond it is refused before anything is sealed. */
export const POOL_MAX_CODES = 50_000;

export interface PoolSummary {
  name: string;
  /** Codes ready to deliver. */
  available: number;
  /** Codes reserved for orders whose delivery is under way (or whose outcome is being checked). */
  held: number;
  /** Below this many available codes the team is told; null when not set. */
  lowWater: number | null;
  createdAt: number;
}

export type AddToPoolResult =
  { status: 'added'; added: number; available: number; duplicates: number[] } | { status: 'too-many'; available: number };

/** What reserving an order's codes came to; the codes are opened, never kept in clear. */
export type Reservation =
  | { status: 'reserved'; codes: string[]; left: number; lowWater: number | null }
  | { status: 'short'; available: number }
  | { status: 'no-pool' };

const poolMeta = z.object({ createdAt: z.number(), lowWater: z.number().int().nullable() });
type PoolMeta = z.infer<typeof poolMeta>;

// Lua reads `#ARGV` items at once through unpack, which has a stack limit: batches stay below it.
const LUA_BATCH = 1_000;

// KEYS: index, queue, sealed, seq. ARGV: name, meta JSON, max codes, sealed codes…
// Each code gets an id; the queue holds ids in delivery order, the hash id → sealed code.
const ADD = new RedisScript(
  'poolAdd',
  `redis.call('HSETNX', KEYS[1], ARGV[1], ARGV[2])
local count = #ARGV - 3
local length = redis.call('LLEN', KEYS[2])
if length + count > tonumber(ARGV[3]) then return -1 - length end
for i = 4, #ARGV do
  local id = redis.call('INCR', KEYS[4])
  redis.call('HSET', KEYS[3], id, ARGV[i])
  redis.call('RPUSH', KEYS[2], id)
end
return length + count`,
);

// KEYS: index, queue, sealed, held. ARGV: name, order id, quantity.
// Idempotent per order: a second reserve of one order answers the codes the first one took.
const RESERVE = new RedisScript(
  'poolReserve',
  `if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 0 then return {'no-pool'} end
local prior = redis.call('HGET', KEYS[4], ARGV[2])
local ids
if prior then
  ids = cjson.decode(prior)
else
  local length = redis.call('LLEN', KEYS[2])
  local quantity = tonumber(ARGV[3])
  if length < quantity then return {'short', length} end
  ids = redis.call('LPOP', KEYS[2], quantity)
  redis.call('HSET', KEYS[4], ARGV[2], cjson.encode(ids))
end
local codes = {}
for i, id in ipairs(ids) do codes[i] = redis.call('HGET', KEYS[3], id) end
return {'reserved', redis.call('LLEN', KEYS[2]), cjson.encode(codes)}`,
);

// KEYS: sealed, held, delivered-today. ARGV: order id, the day key's lifetime (s).
const CONSUME = new RedisScript(
  'poolConsume',
  `local prior = redis.call('HGET', KEYS[2], ARGV[1])
if not prior then return 0 end
local ids = cjson.decode(prior)
for _, id in ipairs(ids) do redis.call('HDEL', KEYS[1], id) end
redis.call('HDEL', KEYS[2], ARGV[1])
redis.call('INCRBY', KEYS[3], #ids)
redis.call('EXPIRE', KEYS[3], ARGV[2])
return #ids`,
);

// KEYS: queue, held. ARGV: order id. The codes go back to the front, in the order they left.
const RELEASE = new RedisScript(
  'poolRelease',
  `local prior = redis.call('HGET', KEYS[2], ARGV[1])
if not prior then return 0 end
local ids = cjson.decode(prior)
for i = #ids, 1, -1 do redis.call('LPUSH', KEYS[1], ids[i]) end
redis.call('HDEL', KEYS[2], ARGV[1])
return #ids`,
);

// KEYS: held, sealed. ARGV: order id. Reads only: nothing is reserved when the order holds nothing.
const HELD = new RedisScript(
  'poolHeld',
  `local prior = redis.call('HGET', KEYS[1], ARGV[1])
if not prior then return false end
local codes = {}
for i, id in ipairs(cjson.decode(prior)) do codes[i] = redis.call('HGET', KEYS[2], id) end
return cjson.encode(codes)`,
);

// KEYS: queue, sealed. ARGV: how many (taken from the back: the codes added last leave first).
const WITHDRAW = new RedisScript(
  'poolWithdraw',
  `local ids = redis.call('RPOP', KEYS[1], tonumber(ARGV[1]))
if not ids then return {} end
local codes = {}
for i, id in ipairs(ids) do
  codes[i] = redis.call('HGET', KEYS[2], id)
  redis.call('HDEL', KEYS[2], id)
end
return codes`,
);

// KEYS: index, queue, sealed, held, seq. ARGV: name. Refused while an order holds codes.
const REMOVE = new RedisScript(
  'poolRemove',
  `if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 0 then return {'no-pool'} end
if redis.call('HLEN', KEYS[4]) > 0 then return {'held'} end
local codes = redis.call('HVALS', KEYS[3])
redis.call('DEL', KEYS[2], KEYS[3], KEYS[4], KEYS[5])
redis.call('HDEL', KEYS[1], ARGV[1])
return {'removed', cjson.encode(codes)}`,
);

/** Codes read and re-sealed per step of `resealAll`. */
const RESEAL_BATCH = 500;

/** Delivered-today counters outlive their day by one, for a digest written after midnight. */
const DELIVERED_DAY_TTL_SECONDS = 2 * 24 * 60 * 60;

/**
 * Autopilot's pools of codes, per account: each code sealed with the key vault (the
 * account and the pool as associated data), never in clear in Redis. Keys, all in the
 * account's group: the index `<ns>:{g}:pool:<account>` (name → meta JSON), and per pool
 * `…:<name>:queue` (code ids in delivery order), `…:<name>:sealed` (id → sealed code),
 * `…:<name>:held` (order id → ids reserved for it), `…:<name>:seq`, and
 * `…:<name>:delivered:<day>`. A code moves queue → held → gone (delivered) or back to the
 * queue (released), each step one Lua call, so no step can lose or duplicate a code.
 * Duplicates are refused across the account's pools and its restocks by the CodeRegistry.
 */
export class PoolStore {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
    private readonly vault: KeyVault,
    private readonly registry: CodeRegistry,
  ) {}

  /** Adds codes (the pool is created on its first add). Duplicates, within the batch or of any code added before, are left out. */
  async add(accountId: string, name: string, codes: readonly string[], now: number): Promise<AddToPoolResult> {
    const k = this.keys(accountId, name);
    const available = await this.redis.llen(k.queue);
    if (available + codes.length > POOL_MAX_CODES) return { status: 'too-many', available };
    const { duplicates } = await this.registry.addIfNew(accountId, codes);
    const skipped = new Set(duplicates);
    const fresh = codes.filter((_, index) => !skipped.has(index));
    const meta: PoolMeta = { createdAt: now, lowWater: null };
    let length = available;
    try {
      // At least one call, even with every code a duplicate: the pool exists after its first add.
      for (let start = 0; start === 0 || start < fresh.length; start += LUA_BATCH) {
        const sealed = fresh.slice(start, start + LUA_BATCH).map((code) => this.vault.seal(this.owner(accountId, name), code));
        length = Number(
          await ADD.run(
            this.redis,
            [this.indexKey(accountId), k.queue, k.sealed, k.seq],
            [name, JSON.stringify(meta), POOL_MAX_CODES, ...sealed],
          ),
        );
        if (length < 0) {
          // A concurrent add filled the pool: what did not go in may be sent again.
          await this.registry.remove(accountId, fresh.slice(start));
          return { status: 'too-many', available: -1 - length };
        }
      }
    } catch (error) {
      await this.registry.remove(accountId, fresh);
      throw error;
    }
    return { status: 'added', added: fresh.length, available: length, duplicates };
  }

  async list(accountId: string): Promise<PoolSummary[]> {
    const index = await this.redis.hgetall(this.indexKey(accountId));
    const names = Object.keys(index).sort();
    return Promise.all(names.map(async (name) => this.summary(accountId, name, parseMeta(index[name] ?? null))));
  }

  async get(accountId: string, name: string): Promise<PoolSummary | null> {
    const meta = parseMeta(await this.redis.hget(this.indexKey(accountId), name));
    return meta === null ? null : this.summary(accountId, name, meta);
  }

  /** Null clears the low-water mark. False when there is no such pool. */
  async setLowWater(accountId: string, name: string, lowWater: number | null): Promise<boolean> {
    const meta = parseMeta(await this.redis.hget(this.indexKey(accountId), name));
    if (meta === null) return false;
    await this.redis.hset(this.indexKey(accountId), name, JSON.stringify({ ...meta, lowWater }));
    return true;
  }

  /** Reserves `quantity` codes for an order, atomically; asking again for the same order answers the same codes. */
  async reserve(accountId: string, name: string, orderId: string, quantity: number): Promise<Reservation> {
    const k = this.keys(accountId, name);
    const answer = (await RESERVE.run(this.redis, [this.indexKey(accountId), k.queue, k.sealed, k.held], [name, orderId, quantity])) as [
      string,
      number?,
      string?,
    ];
    if (answer[0] === 'no-pool') return { status: 'no-pool' };
    if (answer[0] === 'short') return { status: 'short', available: Number(answer[1] ?? 0) };
    const sealed = JSON.parse(answer[2] ?? '[]') as string[];
    const meta = parseMeta(await this.redis.hget(this.indexKey(accountId), name));
    return {
      status: 'reserved',
      codes: sealed.map((value) => this.vault.open(this.owner(accountId, name), value)),
      left: Number(answer[1] ?? 0),
      lowWater: meta?.lowWater ?? null,
    };
  }

  /** The codes an order holds, opened; null when it holds none (never reserved, or already consumed or released). */
  async heldCodes(accountId: string, name: string, orderId: string): Promise<string[] | null> {
    const k = this.keys(accountId, name);
    const answer = (await HELD.run(this.redis, [k.held, k.sealed], [orderId])) as string | null;
    if (answer === null) return null;
    return (JSON.parse(answer) as string[]).map((value) => this.vault.open(this.owner(accountId, name), value));
  }

  /** The order's codes reached the buyer: they leave the pool for good. Answers how many (0 when nothing was held). */
  async consume(accountId: string, name: string, orderId: string, day: string): Promise<number> {
    const k = this.keys(accountId, name);
    return Number(await CONSUME.run(this.redis, [k.sealed, k.held, k.delivered(day)], [orderId, DELIVERED_DAY_TTL_SECONDS]));
  }

  /** The delivery was refused: the order's codes go back to the front of the pool. Answers how many. */
  async release(accountId: string, name: string, orderId: string): Promise<number> {
    const k = this.keys(accountId, name);
    return Number(await RELEASE.run(this.redis, [k.queue, k.held], [orderId]));
  }

  /** The orders holding codes of this pool, with how many each. */
  async holders(accountId: string, name: string): Promise<Map<string, number>> {
    const k = this.keys(accountId, name);
    const held = await this.redis.hgetall(k.held);
    return new Map(Object.entries(held).map(([orderId, ids]) => [orderId, (JSON.parse(ids) as unknown[]).length]));
  }

  async deliveredOn(accountId: string, name: string, day: string): Promise<number> {
    const k = this.keys(accountId, name);
    return Number((await this.redis.get(k.delivered(day))) ?? 0);
  }

  /**
   * Takes up to `count` unsold codes out of the pool (all of them when null), opened, for
   * the owner: they may be added again later, so the registry forgets them.
   */
  async withdraw(accountId: string, name: string, count: number | null): Promise<string[]> {
    const k = this.keys(accountId, name);
    const wanted = count ?? POOL_MAX_CODES;
    const codes: string[] = [];
    while (codes.length < wanted) {
      const batch = (await WITHDRAW.run(this.redis, [k.queue, k.sealed], [Math.min(LUA_BATCH, wanted - codes.length)])) as string[];
      if (batch.length === 0) break;
      codes.push(...batch.map((value) => this.vault.open(this.owner(accountId, name), value)));
    }
    await this.registry.remove(accountId, codes);
    return codes;
  }

  /** Deletes the pool and answers its unsold codes, opened; refused while an order holds some of its codes. */
  async remove(accountId: string, name: string): Promise<{ status: 'removed'; codes: string[] } | { status: 'no-pool' | 'held' }> {
    const k = this.keys(accountId, name);
    const answer = (await REMOVE.run(this.redis, [this.indexKey(accountId), k.queue, k.sealed, k.held, k.seq], [name])) as [
      string,
      string?,
    ];
    if (answer[0] !== 'removed') return { status: answer[0] === 'held' ? 'held' : 'no-pool' };
    const codes = (JSON.parse(answer[1] ?? '[]') as string[]).map((value) => this.vault.open(this.owner(accountId, name), value));
    await this.registry.remove(accountId, codes);
    return { status: 'removed', codes };
  }

  /**
   * `vault:reseal`: every pool code under the newest master key. `failed` names the pools
   * (`<account>/<pool>`) holding codes no ring key opens; those codes are left as they are.
   */
  async resealAll(): Promise<ResealReport> {
    const report: ResealReport = { resealed: 0, current: 0, failed: [] };
    await forEachKeyBatch(this.redis, `${everyGroupPattern(this.namespace)}:pool:*:sealed`, 1000, async (keys) => {
      for (const key of keys) await this.resealPool(key, report);
    });
    return report;
  }

  private async resealPool(key: string, report: ResealReport): Promise<void> {
    // `<ns>:{g}:pool:<account>:<name>:sealed`: a pool's name never holds a colon.
    const [accountId = '', name = ''] = /:pool:(.+):([^:]+):sealed$/.exec(key.slice(this.namespace.length))?.slice(1) ?? [];
    const owner = this.owner(accountId, name);
    let unreadable = false;
    let cursor = '0';
    do {
      const [next, flat] = await this.redis.hscan(key, cursor, 'COUNT', RESEAL_BATCH);
      const swaps: string[] = [];
      for (let index = 0; index + 1 < flat.length; index += 2) {
        const [id = '', sealed = ''] = [flat[index], flat[index + 1]];
        if (!this.vault.needsReseal(sealed)) report.current += 1;
        else {
          try {
            swaps.push(id, sealed, this.vault.reseal(owner, sealed));
          } catch {
            unreadable = true;
          }
        }
      }
      if (swaps.length > 0) report.resealed += Number(await swapSealedFields(this.redis, key, swaps));
      cursor = next;
    } while (cursor !== '0');
    if (unreadable) report.failed.push(`${accountId}/${name}`);
  }

  private async summary(accountId: string, name: string, meta: PoolMeta | null): Promise<PoolSummary> {
    const k = this.keys(accountId, name);
    const [available, holding] = await Promise.all([this.redis.llen(k.queue), this.redis.hvals(k.held)]);
    const heldCodes = holding.reduce((sum, ids) => sum + (JSON.parse(ids) as unknown[]).length, 0);
    return { name, available, held: heldCodes, lowWater: meta?.lowWater ?? null, createdAt: meta?.createdAt ?? 0 };
  }

  /** The vault's associated data: a sealed code copied into another account's or pool's keys does not open. */
  private owner(accountId: string, name: string): string {
    return `${accountId}:pool:${name}`;
  }

  private indexKey(accountId: string): string {
    return `${keyScope(this.namespace, accountId)}:pool:${accountId}`;
  }

  private poolKey(accountId: string, name: string): string {
    return `${this.indexKey(accountId)}:${name}`;
  }

  private keys(accountId: string, name: string): Record<'queue' | 'sealed' | 'held' | 'seq', string> & { delivered(day: string): string } {
    const pool = this.poolKey(accountId, name);
    return {
      queue: `${pool}:queue`,
      sealed: `${pool}:sealed`,
      held: `${pool}:held`,
      seq: `${pool}:seq`,
      delivered: (day) => `${pool}:delivered:${day}`,
    };
  }
}

function parseMeta(raw: string | null): PoolMeta | null {
  return parseStored(raw, poolMeta);
}
