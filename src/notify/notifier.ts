import type { MessageRef } from '../core/chat-input.js';
import type { Platform } from '../core/platform.js';
import type { Reply } from '../core/reply.js';

/** Where alerts go: a person (private chat / DM) or a team group or channel. */
export interface AlertTarget {
  platform: Platform;
  kind: 'user' | 'channel';
  id: string;
}

export type NotifyOutcome =
  | { ok: true; ref: MessageRef }
  /** The chat is gone or closed to the bot (blocked, removed, deleted): stop sending there. */
  | { ok: false; reason: 'target_gone'; detail: string }
  /** The platform asked to wait; the caller may retry after that long. */
  | { ok: false; reason: 'rate_limited'; retryAfterMs: number }
  /** Anything else (5xx, network): retry later with backoff. */
  | { ok: false; reason: 'failed'; detail: string };

/**
 * How background jobs reach chats without a gateway connection. Telegram and
 * Discord implement it with plain REST calls; tests use a recording notifier.
 */
export interface Notifier {
  readonly platform: Platform;
  send(target: AlertTarget, reply: Reply): Promise<NotifyOutcome>;
  edit(ref: MessageRef, reply: Reply): Promise<NotifyOutcome>;
  delete(ref: MessageRef): Promise<NotifyOutcome>;
}
