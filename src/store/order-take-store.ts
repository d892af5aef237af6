import type { RedisConnection } from '../runtime/redis-connection.js';
import { z } from 'zod';
import { RedisScript } from './redis-script.js';
import { keyScope } from './key-scope.js';

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

/** Sets the take when nobody holds the order, else returns the holder: one step, so an expiry in between cannot lose both. */
const TAKE_ONCE = new RedisScript(
  'orderTakeOnce',
  `
local holder = redis.call('GET', KEYS[1])
if holder then return holder end
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
 * jobs read it to name the taker on the alert and to hold escalation for them.
 */
export class OrderTakeStore {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
  ) {}

  async take(accountId: string, orderId: string, take: OrderTake): Promise<TakeResult> {
    const holder = await TAKE_ONCE.run(this.redis, [this.key(accountId, orderId)], [JSON.stringify(take), TAKE_TTL_SECONDS]);
    if (typeof holder !== 'string') return { taken: true, take };
    return { taken: false, holder: parseTake(holder) ?? take };
  }

  async takenBy(accountId: string, orderId: string): Promise<OrderTake | null> {
    const raw = await this.redis.get(this.key(accountId, orderId));
    return raw === null ? null : parseTake(raw);
  }

  private key(accountId: string, orderId: string): string {
    return `${keyScope(this.namespace, accountId)}:order-take:${accountId}:${orderId}`;
  }
}
