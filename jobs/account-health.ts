import type { SellerAccount } from '../src/store/account-store.js';
import type { Trouble } from './account-trouble.js';
import { emitEvent } from './webhooks/emit-event.js';
import type { JobContext } from './job-context.js';

/**
 * When the account is looked at next, or `stop` to drop it from the poll schedule. `idleAt`:
 * an order poll that left no order open names the later time an idle shop (one that cannot
 * have a waiting order, `PollSchedule`) is polled at instead.
 */
export type Next = { at: number; idleAt?: number } | 'stop';

/**
 * Turns a failed read into the account's next schedule, telling its owner when
 * something needs them. Consecutive network failures are counted per process: a
 * second worker starts its own backoff, which only makes it retry sooner.
 */
export class AccountHealth {
  private readonly failures = new Map<string, number>();

  constructor(private readonly ctx: JobContext) {}

  succeeded(accountId: string): void {
    this.failures.delete(accountId);
  }

  async resumeIfSuspended(account: SellerAccount, now: number): Promise<void> {
    if (account.keyStatus !== 'suspended') return;
    await this.ctx.stores.accounts.setKeyStatus(account.id, 'ok');
    // Both the order poll and the listing watch may notice; only the one that clears the flag speaks.
    if (await this.ctx.suspensions.clear(account.id)) {
      await this.ctx.notify.notice({ accountId: account.id, audience: 'owner', notice: { kind: 'account_resumed' } }, `resumed.${now}`);
    }
  }

  async failed(account: SellerAccount, trouble: Trouble, regularNext: number, now: number): Promise<Next> {
    const { config, logger } = this.ctx;
    switch (trouble.kind) {
      case 'key_invalid':
        logger.warn({ accountId: account.id }, 'marketplace refused the key: stopping the account');
        await this.stop(account);
        return 'stop';
      case 'suspended':
        if (account.keyStatus !== 'suspended') await this.ctx.stores.accounts.setKeyStatus(account.id, 'suspended');
        if (await this.ctx.suspensions.claim(account.id, account.keyFingerprint)) {
          logger.warn({ accountId: account.id, code: trouble.code }, 'account suspended: pausing');
          await this.ctx.notify.notice(
            { accountId: account.id, audience: 'owner', notice: { kind: 'account_suspended' } },
            `suspended.${now}`,
          );
        }
        return { at: now + config.suspendedRecheckMs };
      case 'rate_limited':
        return { at: Math.max(regularNext, now + (trouble.retryAfterMs ?? config.rateLimitBackoffMs)) };
      case 'transient': {
        const count = (this.failures.get(account.id) ?? 0) + 1;
        this.failures.set(account.id, count);
        logger.info({ accountId: account.id, detail: trouble.detail, failures: count }, 'marketplace read failed: retrying with backoff');
        return { at: now + Math.min(config.networkBackoffBaseMs * 2 ** (count - 1), config.maxNetworkBackoffMs) };
      }
    }
  }

  /** A 401: the key is marked invalid (the store drops it from polling) and the owner is told to reconnect. */
  private async stop(account: SellerAccount): Promise<void> {
    if (account.keyStatus !== 'invalid') {
      // Before the mark that makes this the only time: a worker dying in between raises the same event again, queued once.
      await emitEvent(this.ctx, account.id, 'key.invalid', `key.${account.keyFingerprint}`, {});
      await this.ctx.stores.accounts.setKeyStatus(account.id, 'invalid');
      await this.ctx.notify.notice(
        { accountId: account.id, audience: 'owner', notice: { kind: 'key_invalid' } },
        `key-invalid.${account.keyFingerprint}`,
      );
    }
    await Promise.all([this.ctx.due.orders.remove(account.id), this.ctx.due.listings.remove(account.id)]);
    await this.ctx.clients.forget(account.id);
    this.failures.delete(account.id);
  }
}
