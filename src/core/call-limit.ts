import { t } from '../i18n/index.js';
import type { AttemptRule, AttemptVerdict } from '../store/attempt-limit.js';
import type { Reply } from '../domain/reply.js';
import { errorReply } from './reply-helpers.js';

/**
 * Calls one person makes on the interactive surfaces (chat, the dashboard), counted by their
 * identity, so linked logins are one person. A person typing or clicking stays far below
 * both windows; a loop reaches the burst within a second, long before it could spend the
 * shop's marketplace reads (500 a minute) that the order poll needs too. Background work
 * (polls, alerts, autopilot) never goes through dispatch, so it is never counted.
 */
export const PERSON_CALL_LIMIT: AttemptRule = { name: 'calls', limit: 120, windowMs: 60_000, burst: { limit: 30, windowMs: 10_000 } };

/**
 * The answer to a refused call, in the asker's language, or none: a chat answers the first
 * refusal and stays quiet until the refusing window ends, so a flooding loop is not flooded
 * back; the dashboard answers every one (each is an HTTP call that needs an answer, a 429).
 */
export function callRefusal(rule: AttemptRule, verdict: AttemptVerdict & { allowed: false }, everyTime: boolean): Reply[] {
  if (!everyTime && !verdict.firstRefusal) return [];
  const retryAfterSeconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
  const sentence = t('dispatch-rate-limited', {
    burst: rule.burst?.limit ?? rule.limit,
    burstSeconds: Math.round((rule.burst?.windowMs ?? rule.windowMs) / 1000),
    limit: rule.limit,
    seconds: retryAfterSeconds,
  });
  const text = everyTime ? sentence : t('dispatch-rate-limited-quiet', { sentence });
  return [{ ...errorReply(text), data: { kind: 'rate-limited', retryAfterSeconds } }];
}
