import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { ChatActor } from '../domain/chat-input.js';
import { PLATFORMS } from '../domain/platform.js';
import type { RedisConnection } from '../runtime/redis-connection.js';
import type { HashSecret } from './hash-secret.js';
import { keyScope } from './key-scope.js';

/** A session lives 12 hours from its latest use: a shift at the dashboard, not a standing login. */
export const DASHBOARD_SESSION_TTL_SECONDS = 12 * 60 * 60;
const HASH_PURPOSE = 'dashboard-session';

/** A person on one shop, as the page acts: no role is kept (dispatch reads it on every call). */
export interface DashboardSession {
  /** Not secret: the page's place in the core (its conversations), and what logs may name. */
  id: string;
  accountId: string;
  /** The person's own login (their identity is looked up from it on each call, so a `link` since is followed) and the name they had when the session opened: what the audit names. */
  actor: ChatActor;
}

const stored = z.object({
  id: z.string(),
  accountId: z.string(),
  actor: z.object({ platform: z.enum(PLATFORMS), userId: z.string(), displayName: z.string().optional() }),
});

/** A platform login, as `team revoke` names the logins of the member it removes. */
interface Login {
  platform: string;
  userId: string;
}

/**
 * Dashboard sessions: 32 random bytes the page keeps in sessionStorage and sends as a bearer
 * token, kept in Redis only as a keyed hash (`HashSecret`) at `<ns>:dashboard-session:<hash>`.
 * Each use moves the expiry to `DASHBOARD_SESSION_TTL_SECONDS` from then (GETEX: one step).
 * The hashes of one login's sessions on one shop are listed at
 * `<ns>:{g}:dashboard-sessions:<account>:<platform>:<user>` (expiring with the latest use of
 * any of them), so `team revoke` ends them: an open page would otherwise keep its session
 * alive with its pings, and person-level commands (`language`, `switch`) would still run there.
 */
export class DashboardSessionStore {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
    private readonly hashes: HashSecret,
  ) {}

  /** Opens a session; the token is shown once, to the page that logged in. */
  async create(session: Omit<DashboardSession, 'id'>): Promise<{ token: string; session: DashboardSession }> {
    const token = randomBytes(32).toString('base64url');
    const opened: DashboardSession = { id: randomBytes(9).toString('base64url'), ...session };
    const hash = await this.hash(token);
    await this.redis.set(this.key(hash), JSON.stringify(opened), 'EX', DASHBOARD_SESSION_TTL_SECONDS);
    const index = this.indexKey(session.accountId, session.actor);
    // Sessions that expired since leave the list here; the list's own expiry covers the rest.
    const listed = await this.redis.smembers(index);
    const gone = [];
    for (const each of listed) if ((await this.redis.exists(this.key(each))) === 0) gone.push(each);
    const write = this.redis.multi().sadd(index, hash).expire(index, DASHBOARD_SESSION_TTL_SECONDS);
    await (gone.length > 0 ? write.srem(index, ...gone) : write).exec();
    return { token, session: opened };
  }

  /** Ends every session these logins hold on the shop (`team revoke`); how many there were. */
  async endFor(accountId: string, logins: readonly Login[]): Promise<number> {
    let ended = 0;
    for (const login of logins) {
      const index = this.indexKey(accountId, login);
      for (const hash of await this.redis.smembers(index)) ended += await this.redis.del(this.key(hash));
      await this.redis.del(index);
    }
    return ended;
  }

  /** The session the token opens, its expiry moved on; null for a token unknown or expired. */
  async open(token: string): Promise<DashboardSession | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const raw = await this.redis.getex(this.key(await this.hash(token)), 'EX', DASHBOARD_SESSION_TTL_SECONDS);
    if (raw === null) return null;
    const parsed = stored.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    const { actor, ...session } = parsed.data;
    // The list lives as long as the latest used of its sessions.
    await this.redis.expire(this.indexKey(session.accountId, actor), DASHBOARD_SESSION_TTL_SECONDS);
    return {
      ...session,
      actor: {
        platform: actor.platform,
        userId: actor.userId,
        ...(actor.displayName === undefined ? {} : { displayName: actor.displayName }),
      },
    };
  }

  private hash(token: string): Promise<string> {
    return this.hashes.hmac(HASH_PURPOSE, token);
  }

  private key(hash: string): string {
    return `${this.namespace}:dashboard-session:${hash}`;
  }

  private indexKey(accountId: string, login: Login): string {
    return `${keyScope(this.namespace, accountId)}:dashboard-sessions:${accountId}:${login.platform}:${login.userId}`;
  }
}
