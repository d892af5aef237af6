import type { MessageRef } from '../domain/chat-input.js';
import type { Platform } from '../domain/platform.js';
import type { Reply } from '../domain/reply.js';
import type { AlertTarget } from '../domain/alert-target.js';
import type { SendRate } from '../domain/send-rate.js';

/**
 * The rates a platform allows in one chat, as its adapter's outgoing path declares
 * them. Every rate listed for a kind applies to each chat of that kind (a Telegram
 * group has its per-chat and its per-group rate). Whoever paces one chat across
 * processes (the jobs' pacer) reads them here and keeps no table of its own.
 */
export interface ChatPace {
  user: readonly SendRate[];
  channel: readonly SendRate[];
}

/**
 * The longest a send waits out the platform's 429 inside the call (Telegram's flood
 * retry counts all its waits together; discord.js refuses any one wait longer). A
 * longer wait comes back as `rate_limited` with the platform's retry-after, and the
 * caller retries after exactly that (a job: BullMQ's delay), never sleeping on it.
 */
export const MAX_WAIT_IN_SEND_MS = 10_000;

export type NotifyOutcome =
  | { ok: true; ref: MessageRef }
  /** The chat is gone or closed to the bot (blocked, removed, deleted): stop sending there. */
  | { ok: false; reason: 'target_gone'; detail: string }
  /** The platform asked to wait longer than `MAX_WAIT_IN_SEND_MS`; retry after that long. */
  | { ok: false; reason: 'rate_limited'; retryAfterMs: number }
  /** Anything else (5xx, network): retry later with backoff. */
  | { ok: false; reason: 'failed'; detail: string };

/** How a message is posted, beyond what it says. */
export interface SendOptions {
  /**
   * Posted without a notification sound (Telegram's `disable_notification`, Discord's
   * suppress-notifications flag): news nobody has to act on, such as an order autopilot
   * delivered. A platform without such a switch posts it as usual.
   */
  silent?: boolean;
}

/**
 * How background jobs reach chats without a gateway connection. Telegram and
 * Discord implement it with plain REST calls; tests use a recording notifier.
 */
export interface Notifier {
  readonly platform: Platform;
  /** Absent where the platform sets no per-chat rate (the terminal, tests). */
  readonly pace?: ChatPace;
  send(target: AlertTarget, reply: Reply, options?: SendOptions): Promise<NotifyOutcome>;
  edit(ref: MessageRef, reply: Reply): Promise<NotifyOutcome>;
  delete(ref: MessageRef): Promise<NotifyOutcome>;
}
