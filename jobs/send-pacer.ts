import type { Platform } from '../src/domain/platform.js';
import type { SendRate } from '../src/domain/send-rate.js';
import type { SendPaceStore } from '../src/store/send-pace-store.js';

/**
 * Spaces the jobs' messages (sends and edits) to one chat across every worker, at the
 * rates the chat's notifier declares (`Notifier.pace`); it holds no numbers of its own.
 */
export class SendPacer {
  constructor(private readonly pace: SendPaceStore) {}

  /** Waits for this chat's next slot; returns at once where the platform sets no rate. */
  async wait(platform: Platform, chatId: string, rates: readonly SendRate[]): Promise<void> {
    const waitMs = await this.pace.reserve(platform, chatId, rates);
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
}
