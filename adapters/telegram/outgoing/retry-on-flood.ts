import type { Transformer } from 'grammy';
import { pause } from './pause.js';

export interface FloodRetryOptions {
  /** Tries in all, the first included. */
  maxAttempts: number;
  /** A longer wait than this is handed back to the caller (a job reschedules; a chat reply gives up). */
  maxRetryAfterSeconds: number;
  /** Told about each 429 before waiting, so the throttle slows that chat too. */
  onFlood?: (payload: unknown, retryAfterSeconds: number) => void;
}

export const DEFAULT_FLOOD_RETRY: FloodRetryOptions = { maxAttempts: 4, maxRetryAfterSeconds: 60 };

/** Repeats a call Telegram answered with 429, after exactly the `retry_after` it asked for. */
export function retryOnFlood(options: FloodRetryOptions = DEFAULT_FLOOD_RETRY): Transformer {
  return async (prev, method, payload, signal) => {
    for (let attempt = 1; ; attempt += 1) {
      const result = await prev(method, payload, signal);
      if (result.ok || result.error_code !== 429) return result;
      const retryAfter = result.parameters?.retry_after ?? 1;
      if (attempt >= options.maxAttempts || retryAfter > options.maxRetryAfterSeconds) return result;
      options.onFlood?.(payload, retryAfter);
      await pause(retryAfter * 1000, signal);
    }
  };
}
