import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { ChatActor } from '../domain/chat-input.js';
import { PLATFORMS } from '../domain/platform.js';
import type { RedisConnection } from '../runtime/redis-connection.js';
import type { HashSecret } from './hash-secret.js';

/** A login link is opened at once or not at all: ten minutes, then it is worth nothing. */
export const DASHBOARD_LOGIN_TTL_SECONDS = 10 * 60;
const HASH_PURPOSE = 'dashboard-login';

/** Who a login token logs in, and on which shop: the person as the chat knew them when they asked for it. */
export interface DashboardLoginGrant {
  identityId: string;
  accountId: string;
  actor: ChatActor;
}

const storedGrant = z.object({
  identityId: z.string(),
  accountId: z.string(),
  actor: z.object({ platform: z.enum(PLATFORMS), userId: z.string(), displayName: z.string().optional() }),
});

/**
 * One-time dashboard login tokens (`dashboard` in a chat that opens no Mini App): 32 random
 * bytes, kept only as a keyed hash (`HashSecret`), so a copy of Redis logs nobody in; taken
 * with GETDEL, so a token opens one session however many pages present it at once.
 */
export class DashboardLoginStore {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
    private readonly hashes: HashSecret,
  ) {}

  /** A new token for that person on that shop, valid for `DASHBOARD_LOGIN_TTL_SECONDS`; shown once, in a link's fragment. */
  async issue(grant: DashboardLoginGrant): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const actor: ChatActor = {
      platform: grant.actor.platform,
      userId: grant.actor.userId,
      ...(grant.actor.displayName === undefined ? {} : { displayName: grant.actor.displayName }),
    };
    const stored = JSON.stringify({ identityId: grant.identityId, accountId: grant.accountId, actor });
    await this.redis.set(await this.key(token), stored, 'EX', DASHBOARD_LOGIN_TTL_SECONDS);
    return token;
  }

  /** What the token grants, once: null for a token unknown, already used or expired. */
  async redeem(token: string): Promise<DashboardLoginGrant | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const raw = await this.redis.getdel(await this.key(token));
    if (raw === null) return null;
    const parsed = storedGrant.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    const { actor, ...grant } = parsed.data;
    return {
      ...grant,
      actor: {
        platform: actor.platform,
        userId: actor.userId,
        ...(actor.displayName === undefined ? {} : { displayName: actor.displayName }),
      },
    };
  }

  private async key(token: string): Promise<string> {
    return `${this.namespace}:dashboard-login:${await this.hashes.hmac(HASH_PURPOSE, token)}`;
  }
}
