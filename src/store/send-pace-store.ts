import type { RedisConnection } from '../runtime/redis-connection.js';
import type { Platform } from '../domain/platform.js';
import type { SendRate } from '../domain/send-rate.js';
import { RedisScript } from './redis-script.js';

// GCRA over every rate of one chat in one atomic step, on Redis's clock: workers
// whose clocks disagree still book one schedule. ARGV holds each rate's interval and burst.
const RESERVE = new RedisScript(
  'chatSendSlot',
  `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local at = now
local keep = 0
for rate = 1, #ARGV / 2 do
  local interval = tonumber(ARGV[rate * 2 - 1])
  local tolerance = (tonumber(ARGV[rate * 2]) - 1) * interval
  local theoretical = tonumber(redis.call('HGET', KEYS[1], rate) or now)
  at = math.max(at, theoretical - tolerance)
  keep = math.max(keep, tolerance + interval)
end
for rate = 1, #ARGV / 2 do
  local interval = tonumber(ARGV[rate * 2 - 1])
  local theoretical = tonumber(redis.call('HGET', KEYS[1], rate) or now)
  redis.call('HSET', KEYS[1], rate, math.max(theoretical, at) + interval)
end
redis.call('PEXPIRE', KEYS[1], at - now + keep + 60000)
return at - now
`,
);

/** Each chat's send schedule, shared by every worker: one slot time per rate of the chat's platform. */
export class SendPaceStore {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
  ) {}

  /** Books this chat's next slot under every rate; answers how many milliseconds away it is. */
  async reserve(platform: Platform, chatId: string, rates: readonly SendRate[]): Promise<number> {
    if (rates.length === 0) return 0;
    const args = rates.flatMap((rate) => [rate.intervalMs, rate.burst]);
    return Number(await RESERVE.run(this.redis, [sendPaceKey(this.namespace, platform, chatId)], args));
  }
}

/** The jobs' send schedule of one chat, a hash of one slot time per platform rate; a chat's key stands alone. */
export function sendPaceKey(namespace: string, platform: string, chatId: string): string {
  return `${namespace}:jobs:send-pace:${platform}:${chatId}`;
}
