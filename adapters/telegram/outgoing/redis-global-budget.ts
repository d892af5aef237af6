import type { RedisConnection } from '../../../src/runtime/redis-connection.js';
import { RedisScript } from '../../../src/store/redis-script.js';
import { LocalGlobalBudget, type GlobalBudget } from './global-budget.js';
import type { SlotRule } from './send-slots.js';

// GCRA in one atomic step, on Redis's clock so processes on different hosts agree.
const RESERVE = new RedisScript(
  'telegramGlobalSlot',
  `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local interval = tonumber(ARGV[1])
local tolerance = tonumber(ARGV[2])
local theoretical = tonumber(redis.call('GET', KEYS[1]) or now)
local at = math.max(now, theoretical - tolerance)
redis.call('SET', KEYS[1], math.max(theoretical, at) + interval, 'PX', tolerance + interval + 60000)
return at - now
`,
);

/**
 * The bot-wide budget shared through Redis, so a bot process and any number of
 * workers sending alerts under the same token stay inside Telegram's global limit
 * together, not each on its own.
 */
export class RedisGlobalBudget implements GlobalBudget {
  // Used only while Redis cannot answer: sending goes on at this process's share.
  private readonly fallback: LocalGlobalBudget;

  constructor(
    private readonly redis: RedisConnection,
    private readonly key: string,
    private readonly rule: SlotRule,
  ) {
    this.fallback = new LocalGlobalBudget(rule);
  }

  async reserve(): Promise<number> {
    try {
      const wait = await RESERVE.run(this.redis, [this.key], [this.rule.intervalMs, (this.rule.burst - 1) * this.rule.intervalMs]);
      return Number(wait);
    } catch {
      return this.fallback.reserve();
    }
  }
}
