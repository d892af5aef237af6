import type { NotifyOutcome } from '../../src/notify/notifier.js';
import { DiscordAPIError, HTTPError, RateLimitError } from './discord-rest-library.js';

/**
 * Discord's JSON error codes meaning the bot can no longer post there: unknown
 * channel, unknown message, unknown user, missing access, cannot send messages to
 * this user (DMs closed or the bot blocked), missing permissions.
 */
const TARGET_GONE_CODES: ReadonlySet<number> = new Set([10003, 10008, 10013, 50001, 50007, 50013]);

export function errorCode(error: unknown): number | null {
  return error instanceof DiscordAPIError && typeof error.code === 'number' ? error.code : null;
}

export function outcomeOf(error: unknown): NotifyOutcome {
  if (error instanceof RateLimitError) return { ok: false, reason: 'rate_limited', retryAfterMs: Math.ceil(error.retryAfter) };
  if (error instanceof DiscordAPIError) {
    const code = errorCode(error);
    if (code !== null && TARGET_GONE_CODES.has(code)) return { ok: false, reason: 'target_gone', detail: `${code}: ${error.message}` };
    return { ok: false, reason: 'failed', detail: `HTTP ${error.status}, code ${String(error.code)}: ${error.message}` };
  }
  if (error instanceof HTTPError) return { ok: false, reason: 'failed', detail: `HTTP ${error.status} ${error.message}` };
  return { ok: false, reason: 'failed', detail: error instanceof Error ? error.message : String(error) };
}
