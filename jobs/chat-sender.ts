import type { Logger } from '../src/log/logger.js';
import type { MessageRef } from '../src/core/chat-input.js';
import type { Platform } from '../src/core/platform.js';
import type { Reply } from '../src/core/reply.js';
import type { AlertTarget, Notifier, NotifyOutcome } from '../src/notify/notifier.js';
import type { SendPacer } from './send-pacer.js';

export type SendResult =
  | { status: 'sent'; ref: MessageRef }
  /** The chat is gone: the caller switches the target off and tells the owner. */
  | { status: 'gone'; detail: string }
  /** No notifier for that platform runs in this worker (its token is not configured). */
  | { status: 'unreachable' };

/** A send that should be tried again later (5xx, network, a 429 that outlasted our patience). */
export class SendFailed extends Error {
  override readonly name = 'SendFailed';
}

export interface ChatSenderOptions {
  /** How many 429s in a row one send waits out before giving the job back to BullMQ's backoff. */
  maxRateLimitWaits: number;
  /** A 429 asking for longer than this is not waited out in the job. */
  maxRateLimitWaitMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Every chat message a job sends goes through here: paced per chat below the
 * platforms' limits, 429s waited out, a vanished chat reported once.
 */
export class ChatSender {
  private readonly byPlatform = new Map<Platform, Notifier>();

  constructor(
    notifiers: readonly Notifier[],
    private readonly pacer: SendPacer,
    private readonly logger: Logger,
    private readonly options: ChatSenderOptions,
  ) {
    for (const notifier of notifiers) this.byPlatform.set(notifier.platform, notifier);
  }

  reaches(platform: Platform): boolean {
    return this.byPlatform.has(platform);
  }

  async send(target: AlertTarget, reply: Reply): Promise<SendResult> {
    const notifier = this.byPlatform.get(target.platform);
    if (!notifier) return { status: 'unreachable' };
    return this.attempt(target.platform, target.kind, target.id, () => notifier.send(target, reply));
  }

  async edit(ref: MessageRef, kind: AlertTarget['kind'], reply: Reply): Promise<SendResult> {
    const notifier = this.byPlatform.get(ref.platform);
    if (!notifier) return { status: 'unreachable' };
    return this.attempt(ref.platform, kind, ref.chatId, async () => {
      const outcome = await notifier.edit(ref, reply);
      // Telegram refuses an edit that changes nothing; the message already shows what we wanted.
      return !outcome.ok && outcome.reason === 'failed' && /not modified/i.test(outcome.detail) ? { ok: true, ref } : outcome;
    });
  }

  private async attempt(
    platform: Platform,
    kind: AlertTarget['kind'],
    chatId: string,
    call: () => Promise<NotifyOutcome>,
  ): Promise<SendResult> {
    for (let waits = 0; ; waits += 1) {
      await this.pacer.wait(platform, kind, chatId);
      let outcome: NotifyOutcome;
      try {
        outcome = await call();
      } catch (error) {
        throw new SendFailed(`${platform} notifier threw: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
      if (outcome.ok) return { status: 'sent', ref: outcome.ref };
      if (outcome.reason === 'target_gone') return { status: 'gone', detail: outcome.detail };
      if (outcome.reason === 'failed') throw new SendFailed(`${platform} send failed: ${outcome.detail}`);
      if (waits >= this.options.maxRateLimitWaits || outcome.retryAfterMs > this.options.maxRateLimitWaitMs) {
        throw new SendFailed(`${platform} kept answering 429 (retry after ${outcome.retryAfterMs} ms)`);
      }
      this.logger.debug({ platform, retryAfterMs: outcome.retryAfterMs }, 'chat platform asked to wait');
      await sleep(outcome.retryAfterMs);
    }
  }
}
