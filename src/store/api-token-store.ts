import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { RedisConnection } from '../runtime/redis-connection.js';
import type { HashSecret } from './hash-secret.js';
import type { TeamStore } from './team-store.js';
import { keyScope } from './key-scope.js';
import { RedisScript } from './redis-script.js';
import { ROLES, type Role } from '../domain/roles.js';

/** What a token is shown as, once: a prefix scanners recognise, then 32 random bytes. */
const TOKEN_PREFIX = 'hwk_';
const HASH_PURPOSE = 'api-token';
/** A shop keeps at most this many tokens: each is a door into it. */
export const MAX_API_TOKENS = 20;

export interface ApiToken {
  /** Stable id of the token: the actor its calls are audited and rate-limited as. */
  id: string;
  label: string;
  role: Role;
  createdAt: number;
  /** The identity that created it. */
  createdBy: string;
  lastUsedAt: number | null;
}

/** A token that opened: the shop it acts on, with its role. */
export interface ApiTokenGrant extends Omit<ApiToken, 'lastUsedAt'> {
  accountId: string;
}

const stored = z.object({
  id: z.string(),
  label: z.string(),
  role: z.enum(ROLES),
  createdAt: z.number(),
  createdBy: z.string(),
  hash: z.string(),
});
const pointer = z.object({ accountId: z.string(), label: z.string() });

// KEYS: the account's token records. ARGV: max tokens, label, record JSON. Returns 1 when written,
// -1 when the shop holds the most it may, 0 when the label is taken: counted and written in one
// step, so ten `api token create` at once cannot all pass the cap.
const CREATE = new RedisScript(
  'apiTokenCreate',
  `if redis.call('HLEN', KEYS[1]) >= tonumber(ARGV[1]) then return -1 end
if redis.call('HEXISTS', KEYS[1], ARGV[2]) == 1 then return 0 end
redis.call('HSET', KEYS[1], ARGV[2], ARGV[3])
return 1`,
);

export type CreateTokenResult = { ok: true; token: string; record: ApiToken } | { ok: false; reason: 'label_taken' | 'too_many' };

/**
 * A shop's API tokens, kept only as keyed hashes (`HashSecret`): the account's record of
 * them (label → token) names the account, so `disconnect` takes it with the rest, and one
 * pointer per hash finds the shop from the token a request carries. The pointer alone opens
 * nothing: the account's record must still hold that hash under that label.
 */
export class ApiTokenStore {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
    private readonly hashes: HashSecret,
    private readonly team: TeamStore,
  ) {}

  async create(accountId: string, label: string, role: Role, createdBy: string, at: number): Promise<CreateTokenResult> {
    const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const hash = await this.hashes.hmac(HASH_PURPOSE, token);
    const record = { id: randomBytes(8).toString('hex'), label, role, createdAt: at, createdBy, hash };
    const written = Number(await CREATE.run(this.redis, [this.recordsKey(accountId)], [MAX_API_TOKENS, label, JSON.stringify(record)]));
    if (written < 0) return { ok: false, reason: 'too_many' };
    if (written === 0) return { ok: false, reason: 'label_taken' };
    await this.redis.set(this.pointerKey(hash), JSON.stringify({ accountId, label }));
    const { hash: _hash, ...shown } = record;
    return { ok: true, token, record: { ...shown, lastUsedAt: null } };
  }

  async list(accountId: string): Promise<ApiToken[]> {
    const [records, used] = await Promise.all([
      this.redis.hgetall(this.recordsKey(accountId)),
      this.redis.hgetall(this.usedKey(accountId)),
    ]);
    return Object.values(records)
      .map((raw) => stored.parse(JSON.parse(raw)))
      .map(({ hash: _hash, ...record }) => ({
        ...record,
        lastUsedAt: used[record.label] === undefined ? null : Number(used[record.label]),
      }))
      .sort((a, b) => a.createdAt - b.createdAt);
  }

  /** Revokes the token of that label; false when the shop has none by it. */
  async revoke(accountId: string, label: string): Promise<boolean> {
    const raw = await this.redis.hget(this.recordsKey(accountId), label);
    if (raw === null) return false;
    const record = stored.parse(JSON.parse(raw));
    await this.redis.multi().hdel(this.recordsKey(accountId), label).hdel(this.usedKey(accountId), label).exec();
    await this.redis.del(this.pointerKey(record.hash));
    return true;
  }

  /** The shop and role a presented token grants, noting its use; null for a token unknown, revoked or of a shop disconnected. */
  async open(presented: string, at: number): Promise<ApiTokenGrant | null> {
    if (!presented.startsWith(TOKEN_PREFIX) || presented.length > 100) return null;
    const hash = await this.hashes.hmac(HASH_PURPOSE, presented);
    const found = await this.redis.get(this.pointerKey(hash));
    if (found === null) return null;
    const { accountId, label } = pointer.parse(JSON.parse(found));
    const raw = await this.redis.hget(this.recordsKey(accountId), label);
    const record = raw === null ? null : stored.parse(JSON.parse(raw));
    if (record?.hash !== hash) {
      // The shop was disconnected (its records went with it) or the label now names another token.
      await this.redis.del(this.pointerKey(hash));
      return null;
    }
    // As a team invite does, a token acts only while the owner who made it is still an owner.
    if ((await this.team.roleOf(accountId, record.createdBy)) !== 'owner') return null;
    await this.redis.hset(this.usedKey(accountId), label, String(at));
    const { hash: _hash, ...grant } = record;
    return { ...grant, accountId };
  }

  private recordsKey(accountId: string): string {
    return `${keyScope(this.namespace, accountId)}:api-tokens:${accountId}`;
  }

  private usedKey(accountId: string): string {
    return `${keyScope(this.namespace, accountId)}:api-tokens-used:${accountId}`;
  }

  private pointerKey(hash: string): string {
    return `${this.namespace}:api-token:${hash}`;
  }
}
