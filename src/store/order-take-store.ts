import type { RedisConnection } from '../runtime/redis-connection.js';
import { z } from 'zod';
import { RedisScript } from './redis-script.js';
import { keyScope } from './key-scope.js';
import { roleAtLeast, type Role } from '../domain/roles.js';
import type { TeamStore } from './team-store.js';

/** A take holds only while its taker still holds this role on the account. */
const TAKING_ROLE: Role = 'operator';

/** Longer than any order waits for delivery. */
const TAKE_TTL_SECONDS = 14 * 24 * 3600;

export interface OrderTake {
  identityId: string;
  /** As the team sees them on the alert. */
  name: string;
  at: number;
}

const takeSchema = z.object({ identityId: z.string(), name: z.string(), at: z.number() });

export type TakeResult = { taken: true; take: OrderTake } | { taken: false; holder: OrderTake };

/**
 * Sets the take when nobody holds the order, or when the holder is exactly ARGV[3] (a take
 * found lapsed), else returns the holder: one step, so an expiry or another take in between
 * cannot lose both.
 */
const TAKE_ONCE = new RedisScript(
  'orderTakeOnce',
  `
local holder = redis.call('GET', KEYS[1])
if holder and holder ~= ARGV[3] then return holder end
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
return false
`,
);

function parseTake(raw: string): OrderTake | null {
  const parsed = takeSchema.safeParse(JSON.parse(raw));
  return parsed.success ? parsed.data : null;
}

/**
 * Who took an order from its alert: one string per order, set only when absent so two people
 * pressing Take at once cannot both believe they have it. The core writes it; the
 * jobs read it to name the taker on the alert and to hold escalation for them. A take
 * lapses the moment its taker is revoked or demoted below TAKING_ROLE: nobody is named,
 * escalation calls its whole audience, and anyone may take the order again.
 */
export class OrderTakeStore {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
    private readonly team: TeamStore,
  ) {}

  async take(accountId: string, orderId: string, take: OrderTake): Promise<TakeResult> {
    const key = this.key(accountId, orderId);
    const lapsed = await this.lapsedRaw(accountId, await this.redis.get(key));
    const holder = await TAKE_ONCE.run(this.redis, [key], [JSON.stringify(take), TAKE_TTL_SECONDS, lapsed ?? '']);
    if (typeof holder !== 'string') return { taken: true, take };
    return { taken: false, holder: parseTake(holder) ?? take };
  }

  /** The take that holds now: null when nobody took the order or its taker no longer holds TAKING_ROLE. */
  async takenBy(accountId: string, orderId: string): Promise<OrderTake | null> {
    const raw = await this.redis.get(this.key(accountId, orderId));
    if (raw === null) return null;
    const take = parseTake(raw);
    return take !== null && (await this.holds(accountId, take)) ? take : null;
  }

  /** The stored take as written when it no longer holds (unreadable, or its taker lost the role), so a new take may replace exactly it. */
  private async lapsedRaw(accountId: string, raw: string | null): Promise<string | null> {
    if (raw === null) return null;
    const take = parseTake(raw);
    return take !== null && (await this.holds(accountId, take)) ? null : raw;
  }

  private async holds(accountId: string, take: OrderTake): Promise<boolean> {
    return roleAtLeast(await this.team.roleOf(accountId, take.identityId), TAKING_ROLE);
  }

  private key(accountId: string, orderId: string): string {
    return `${keyScope(this.namespace, accountId)}:order-take:${accountId}:${orderId}`;
  }
}
