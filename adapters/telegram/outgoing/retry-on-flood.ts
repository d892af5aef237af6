import type { Transformer } from 'grammy';
import { MAX_WAIT_IN_SEND_MS } from '../../../src/notify/notifier.js';
import { pause } from './pause.js';

export interface FloodRetryOptions {
  /** Tries in all, the first included. */
  maxAttempts: number;
  /**
   * The most one call waits out 429s, all waits together. A wait that would go past
   * it is handed back to the caller as the 429 (a job retries after it; a chat reply gives up).
   */
  maxWaitMs: number;
  /** Told about each 429 before waiting, so the throttle slows that chat too. */
  onFlood?: (payload: unknown, retryAfterSeconds: number) => void;
}

export const DEFAULT_FLOOD_RETRY: FloodRetryOptions = { maxAttempts: 4, maxWaitMs: MAX_WAIT_IN_SEND_MS };

/** Repeats a call Telegram answered with 429, after exactly the `retry_after` it asked for. */
export function retryOnFlood(options: FloodRetryOptions = DEFAULT_FLOOD_RETRY): Transformer {
  return async (prev, method, payload, signal) => {
    let waitedMs = 0;
    for (let attempt = 1; ; attempt += 1) {
      const result = await prev(method, payload, signal);
      if (result.ok || result.error_code !== 429) return result;
      const retryAfter = result.parameters?.retry_after ?? 1;
      if (attempt >= options.maxAttempts || waitedMs + retryAfter * 1000 > options.maxWaitMs) return result;
      options.onFlood?.(payload, retryAfter);
      await pause(retryAfter * 1000, signal);
      waitedMs += retryAfter * 1000;
    }
  };
}
