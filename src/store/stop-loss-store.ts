import { z } from 'zod';
import type { RedisConnection } from '../runtime/redis-connection.js';
import { keyScope } from './key-scope.js';
import { parseStored } from './stored-json.js';

/** Why autopilot took a listing off sale: its pool ran out, or its supplier failed or said it is out of stock. */
export const STOP_REASONS = ['pool_empty', 'supplier_failing', 'supplier_out_of_stock'] as const;
export type StopReason = (typeof STOP_REASONS)[number];

/** The manual categories autopilot delivers, whose listings it can unpublish and publish again. */
export const DELIVERED_CATEGORIES = ['account', 'top_up', 'currency'] as const;
export type DeliveredCategory = (typeof DELIVERED_CATEGORIES)[number];

const pausedSchema = z.object({
  reason: z.enum(STOP_REASONS),
  at: z.number(),
  title: z.string(),
  category: z.enum(DELIVERED_CATEGORIES),
  /**
   * False while the unpublish is in flight or its answer was lost: the next stop tries it again,
   * and putting it back publishes it either way (publishing a listing still on sale changes nothing).
   */
  landed: z.boolean(),
});
/** A listing autopilot itself took off sale: only these are put back on sale by it. */
export type StopLossPause = z.infer<typeof pausedSchema>;

/**
 * Autopilot's stop-loss, per account: `<ns>:{g}:stop-loss:<account>:paused` (listing id → the
 * pause Hawker made) and `…:supplier-fails` (listing id → the supplier's failures in a row).
 */
export class StopLossStore {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
  ) {}

  async paused(accountId: string, listingId: string): Promise<StopLossPause | null> {
    return parseStored(await this.redis.hget(this.key(accountId, 'paused'), listingId), pausedSchema);
  }

  /** Every listing autopilot holds off sale, by listing id. */
  async allPaused(accountId: string): Promise<Map<string, StopLossPause>> {
    const all = await this.redis.hgetall(this.key(accountId, 'paused'));
    const paused = new Map<string, StopLossPause>();
    for (const [listingId, raw] of Object.entries(all)) {
      const pause = parseStored(raw, pausedSchema);
      if (pause !== null) paused.set(listingId, pause);
    }
    return paused;
  }

  async recordPause(accountId: string, listingId: string, pause: StopLossPause): Promise<void> {
    await this.redis.hset(this.key(accountId, 'paused'), listingId, JSON.stringify(pause));
  }

  /** True when Hawker held this listing off sale until now. */
  async forgetPause(accountId: string, listingId: string): Promise<boolean> {
    return (await this.redis.hdel(this.key(accountId, 'paused'), listingId)) === 1;
  }

  /** One more failure of the listing's supplier in a row: how many now. */
  async supplierFailed(accountId: string, listingId: string): Promise<number> {
    return this.redis.hincrby(this.key(accountId, 'supplier-fails'), listingId, 1);
  }

  async supplierAnswered(accountId: string, listingId: string): Promise<void> {
    await this.redis.hdel(this.key(accountId, 'supplier-fails'), listingId);
  }

  private key(accountId: string, part: 'paused' | 'supplier-fails'): string {
    return `${keyScope(this.namespace, accountId)}:stop-loss:${accountId}:${part}`;
  }
}
