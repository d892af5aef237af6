import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { ChatActor } from '../core/chat-input.js';
import { PLATFORMS } from '../core/platform.js';
import type { RedisConnection } from '../runtime/redis-connection.js';
import type { HashSecret } from './hash-secret.js';

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

/**
 * Dashboard sessions: 32 random bytes the page keeps in sessionStorage and sends as a bearer
 * token, kept in Redis only as a keyed hash (`HashSecret`). Each use moves the expiry to
 * `DASHBOARD_SESSION_TTL_SECONDS` from then (GETEX: one step).
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
    await this.redis.set(await this.key(token), JSON.stringify(opened), 'EX', DASHBOARD_SESSION_TTL_SECONDS);
    return { token, session: opened };
  }

  /** The session the token opens, its expiry moved on; null for a token unknown or expired. */
  async open(token: string): Promise<DashboardSession | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const raw = await this.redis.getex(await this.key(token), 'EX', DASHBOARD_SESSION_TTL_SECONDS);
    if (raw === null) return null;
    const parsed = stored.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    const { actor, ...session } = parsed.data;
    return {
      ...session,
      actor: {
        platform: actor.platform,
        userId: actor.userId,
        ...(actor.displayName === undefined ? {} : { displayName: actor.displayName }),
      },
    };
  }

  private async key(token: string): Promise<string> {
    return `${this.namespace}:dashboard-session:${await this.hashes.hmac(HASH_PURPOSE, token)}`;
  }
}
