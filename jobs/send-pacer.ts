import type { Redis } from 'ioredis';
import type { Platform } from '../src/core/platform.js';
import { RedisScript } from '../src/store/redis-script.js';
import type { JobKeys } from './job-keys.js';

/**
 * Minimum spacing between two messages (sends and edits) to one chat, below the
 * platforms' published limits: Telegram about 1 per second per chat and 20 per
 * minute per group, Discord 5 per 5 seconds per channel. Shared through Redis so
 * several workers together stay under them.
 */
export const CHAT_GAP_MS: Record<Platform, { user: number; channel: number }> = {
  telegram: { user: 1_100, channel: 3_100 },
  discord: { user: 1_100, channel: 1_100 },
  console: { user: 0, channel: 0 },
  test: { user: 0, channel: 0 },
};

// Reserves the next free slot for a chat and answers how long to wait for it.
const RESERVE = new RedisScript(
  'chatSendSlot',
  `
local now = tonumber(ARGV[1])
local gap = tonumber(ARGV[2])
local last = tonumber(redis.call('GET', KEYS[1]) or '0')
local slot = math.max(now, last + gap)
redis.call('SET', KEYS[1], slot, 'PX', gap + 60000)
return slot - now
`,
);

export class SendPacer {
  constructor(
    private readonly redis: Redis,
    private readonly keys: JobKeys,
  ) {}

  /** Waits for this chat's next slot; returns at once where no gap applies. */
  async wait(platform: Platform, kind: 'user' | 'channel', chatId: string): Promise<void> {
    const gap = CHAT_GAP_MS[platform][kind];
    if (gap <= 0) return;
    const waitMs = Number(await RESERVE.run(this.redis, [this.keys.sendSlot(platform, chatId)], [Date.now(), gap]));
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
}
