import type { Api } from 'grammy';
import { retryOnFlood, DEFAULT_FLOOD_RETRY, type FloodRetryOptions } from './retry-on-flood.js';
import { Throttle, DEFAULT_THROTTLE_LIMITS, type ThrottleLimits } from './throttle.js';

/**
 * Everything that leaves for Telegram under one token goes through one of these,
 * so the bot's replies and the notifier's alerts share the same limits.
 */
export interface TelegramOutgoing {
  readonly throttle: Throttle;
  /** Installs throttling and flood retry on a grammY `Api` (a bot's `bot.api` or a bare `Api`). */
  install(api: Api): void;
}

export interface OutgoingOptions {
  limits?: ThrottleLimits;
  retry?: Partial<FloodRetryOptions>;
}

export function createTelegramOutgoing(options: OutgoingOptions = {}): TelegramOutgoing {
  const throttle = new Throttle(options.limits ?? DEFAULT_THROTTLE_LIMITS);
  const retry = retryOnFlood({
    ...DEFAULT_FLOOD_RETRY,
    ...options.retry,
    onFlood: (payload, seconds) => throttle.hold(payload, seconds),
  });
  const throttling = throttle.transformer();
  return {
    throttle,
    // Retry is installed last so it wraps the throttle: a repeated call waits for a slot again.
    install: (api) => {
      api.config.use(throttling, retry);
    },
  };
}
