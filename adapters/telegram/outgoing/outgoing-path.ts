import type { Api } from 'grammy';
import type { RedisConnection } from '../../../src/runtime/redis-connection.js';
import { RedisGlobalBudget } from './redis-global-budget.js';
import { retryOnFlood, DEFAULT_FLOOD_RETRY, type FloodRetryOptions } from './retry-on-flood.js';
import { Throttle, DEFAULT_THROTTLE_LIMITS, type ThrottleLimits } from './throttle.js';

/**
 * Everything that leaves for Telegram under one token goes through one of these,
 * so the bot's replies and the notifier's alerts share the same limits.
 */
export interface TelegramOutgoing {
  readonly throttle: Throttle;
  /** The rates this path keeps, the one place Telegram's numbers are set. */
  readonly limits: ThrottleLimits;
  /** Installs throttling and flood retry on a grammY `Api` (a bot's `bot.api` or a bare `Api`). */
  install(api: Api): void;
}

export interface OutgoingOptions {
  limits?: ThrottleLimits;
  retry?: Partial<FloodRetryOptions>;
  /**
   * Shares the bot-wide rate through Redis with every process sending under this
   * token (the bot and the workers); without it each process keeps its own.
   */
  shared?: { redis: RedisConnection; namespace: string };
}

export function createTelegramOutgoing(options: OutgoingOptions = {}): TelegramOutgoing {
  const limits = options.limits ?? DEFAULT_THROTTLE_LIMITS;
  const global = options.shared
    ? new RedisGlobalBudget(options.shared.redis, `${options.shared.namespace}:telegram:global-send-slot`, limits.global)
    : undefined;
  const throttle = new Throttle(limits, global);
  const retry = retryOnFlood({
    ...DEFAULT_FLOOD_RETRY,
    ...options.retry,
    onFlood: (payload, seconds) => throttle.hold(payload, seconds),
  });
  const throttling = throttle.transformer();
  return {
    throttle,
    limits,
    // Retry is installed last so it wraps the throttle: a repeated call waits for a slot again.
    install: (api) => {
      api.config.use(throttling, retry);
    },
  };
}
