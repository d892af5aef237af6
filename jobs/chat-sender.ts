import type { MessageRef } from '../src/domain/chat-input.js';
import type { Platform } from '../src/domain/platform.js';
import type { Reply } from '../src/domain/reply.js';
import type { Notifier, NotifyOutcome, SendOptions } from '../src/notify/notifier.js';
import type { AlertTarget } from '../src/domain/alert-target.js';
import type { SendPacer } from './send-pacer.js';

export type SendResult =
  | { status: 'sent'; ref: MessageRef }
  /** The chat is gone: the caller switches the target off and tells the owner. */
  | { status: 'gone'; detail: string }
  /** No notifier for that platform runs in this worker (its token is not configured). */
  | { status: 'unreachable' };

/** A send that should be tried again later (5xx, network, a 429 the notifier handed back). */
export class SendFailed extends Error {
  override readonly name = 'SendFailed';
}

/**
 * The platform asked for a wait longer than a send waits out itself: the job is
 * handed back to BullMQ, which retries it after exactly `retryAfterMs`.
 */
export class SendRateLimited extends SendFailed {
  constructor(
    platform: Platform,
    readonly retryAfterMs: number,
  ) {
    super(`${platform} asked to wait ${retryAfterMs} ms`);
  }
}

/**
 * Every chat message a job sends goes through here: paced per chat at the rates
 * the notifier declares, a vanished chat reported once. It never waits out a 429:
 * the notifier waits out short ones, and a long one goes back to the queue.
 */
export class ChatSender {
  private readonly byPlatform = new Map<Platform, Notifier>();

  constructor(
    notifiers: readonly Notifier[],
    private readonly pacer: SendPacer,
  ) {
    for (const notifier of notifiers) this.byPlatform.set(notifier.platform, notifier);
  }

  reaches(platform: Platform): boolean {
    return this.byPlatform.has(platform);
  }

  async send(target: AlertTarget, reply: Reply, options: SendOptions = {}): Promise<SendResult> {
    const notifier = this.byPlatform.get(target.platform);
    if (!notifier) return { status: 'unreachable' };
    return this.attempt(notifier, target.kind, target.id, () => notifier.send(target, reply, options));
  }

  async edit(ref: MessageRef, kind: AlertTarget['kind'], reply: Reply): Promise<SendResult> {
    const notifier = this.byPlatform.get(ref.platform);
    if (!notifier) return { status: 'unreachable' };
    return this.attempt(notifier, kind, ref.chatId, () => notifier.edit(ref, reply));
  }

  private async attempt(
    notifier: Notifier,
    kind: AlertTarget['kind'],
    chatId: string,
    call: () => Promise<NotifyOutcome>,
  ): Promise<SendResult> {
    const platform = notifier.platform;
    await this.pacer.wait(platform, chatId, notifier.pace?.[kind] ?? []);
    let outcome: NotifyOutcome;
    try {
      outcome = await call();
    } catch (error) {
      throw new SendFailed(`${platform} notifier threw: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    if (outcome.ok) return { status: 'sent', ref: outcome.ref };
    if (outcome.reason === 'target_gone') return { status: 'gone', detail: outcome.detail };
    if (outcome.reason === 'rate_limited') throw new SendRateLimited(platform, outcome.retryAfterMs);
    throw new SendFailed(`${platform} send failed: ${outcome.detail}`);
  }
}
