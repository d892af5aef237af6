import { SellerApiClientError } from '../src/api/errors.js';
import type { AccountHealth } from './account-health.js';
import { classifyTrouble, type Trouble } from './account-trouble.js';
import type { JobContext } from './job-context.js';

/** The worker's loops over accounts; each keeps its own backoff per account (or per entry). */
export type AccountLoop = 'orders' | 'listings' | 'countdowns' | 'away' | 'digests' | 'imports';

export interface AccountTurn {
  loop: AccountLoop;
  accountId: string;
  /** What the backoff is kept for when it is narrower than the account (one order's countdown); the account by default. */
  entry?: string;
  /** The turn talks to the marketplace with the account's key: skipped while that key is known invalid. */
  usesKey?: boolean;
  /**
   * Whoever runs the turn looks for a disconnect itself, after its own last write (the
   * order poll's reschedule answers it in the same script), and calls `clearIfDisconnected`
   * when it finds one: the turn does not look.
   */
  disconnectLookedAfter?: boolean;
}

/** What one turn came to: its value, or when to give it another go (it failed, or a backoff or a dead key holds it). */
export type TurnResult<T> = { ran: true; value: T } | { ran: false; retryAt: number };

/** Beyond this many accounts backing off at once, the oldest backoff is forgotten (it only makes that one retry sooner). */
const MAX_BACKOFFS = 10_000;

/**
 * One account's turn in a loop over many accounts. Whatever the turn throws stays with
 * that account: it is classified as the order poll's failures are (later, or the key
 * refused), logged without the error's text, and the account waits out a backoff in this
 * loop while the loop goes on with the others. A refused key goes through AccountHealth
 * as everywhere else: the owner hears it once, and an invalid key keeps the account out of
 * every loop that uses it until a new key is connected. Backoffs are kept per process: a
 * second worker starts its own, which only makes it retry sooner.
 */
export class AccountIsolation {
  private readonly backoffs = new Map<string, { failures: number; until: number }>();

  constructor(
    private readonly ctx: JobContext,
    private readonly health: AccountHealth,
  ) {}

  async run<T>(turn: AccountTurn, task: () => Promise<T>): Promise<TurnResult<T>> {
    const now = this.ctx.config.now();
    const backoffKey = `${turn.loop}|${turn.entry ?? turn.accountId}`;
    const held = this.backoffs.get(backoffKey);
    if (held !== undefined && now < held.until) return { ran: false, retryAt: held.until };
    try {
      if (turn.usesKey === true && (await this.ctx.stores.accounts.get(turn.accountId))?.keyStatus === 'invalid')
        return { ran: false, retryAt: now + this.ctx.config.suspendedRecheckMs };
      const value = await task();
      this.backoffs.delete(backoffKey);
      return { ran: true, value };
    } catch (error) {
      return { ran: false, retryAt: await this.failed(turn, backoffKey, error, now) };
    } finally {
      if (turn.disconnectLookedAfter !== true) await this.clearIfDisconnected(turn);
    }
  }

  /**
   * A `disconnect` that lands while a turn is in flight (an away switch between two
   * listings, a poll) deletes the account's keys before the turn's last writes: the turn
   * clears after itself, so a disconnected shop leaves nothing behind.
   */
  async clearIfDisconnected(turn: AccountTurn): Promise<void> {
    try {
      if (await this.ctx.stores.clearIfDisconnected(turn.accountId))
        this.ctx.logger.info(
          { accountId: turn.accountId, loop: turn.loop },
          'account disconnected during its turn: its keys cleared again',
        );
    } catch (error) {
      this.ctx.logger.warn(
        { accountId: turn.accountId, loop: turn.loop, err: error instanceof Error ? error.name : 'non-error thrown' },
        'keys written after a disconnect not cleared',
      );
    }
  }

  private async failed(turn: AccountTurn, backoffKey: string, error: unknown, now: number): Promise<number> {
    const trouble = classifyTrouble(error);
    const failures = (this.backoffs.get(backoffKey)?.failures ?? 0) + 1;
    const until = now + this.delayMs(trouble, failures);
    if (trouble.kind === 'key_invalid' || trouble.kind === 'suspended') {
      // Recording it may fail too (Redis away): the backoff still holds, and the next failure records it.
      try {
        const account = await this.ctx.stores.accounts.get(turn.accountId);
        if (account) await this.health.failed(account, trouble, now, now);
      } catch (healthError) {
        this.ctx.logger.warn(
          { accountId: turn.accountId, loop: turn.loop, err: healthError instanceof Error ? healthError.name : 'non-error thrown' },
          'refused key not recorded: the next failure records it',
        );
      }
    }
    this.backoffs.delete(backoffKey);
    if (this.backoffs.size >= MAX_BACKOFFS) {
      const oldest = this.backoffs.keys().next().value;
      if (oldest !== undefined) this.backoffs.delete(oldest);
    }
    this.backoffs.set(backoffKey, { failures, until });
    this.ctx.logger.warn(
      { accountId: turn.accountId, loop: turn.loop, ...troubleFields(trouble, error), failures, retryInMs: until - now },
      'one account failed in a loop over accounts: the others go on, it is retried later',
    );
    return until;
  }

  private delayMs(trouble: Trouble, failures: number): number {
    const { config } = this.ctx;
    switch (trouble.kind) {
      case 'key_invalid':
      case 'suspended':
        return config.suspendedRecheckMs;
      case 'rate_limited':
        return trouble.retryAfterMs ?? config.rateLimitBackoffMs;
      case 'transient':
        return Math.min(config.networkBackoffBaseMs * 2 ** (failures - 1), config.maxNetworkBackoffMs);
    }
  }
}

/**
 * What a log line may say about a failure. The client's errors are written to carry no key,
 * goods or body; anything else (a bug, Redis) could hold data in its message, so only its
 * name and the stack's frames (code locations) are kept.
 */
function troubleFields(trouble: Trouble, error: unknown): Record<string, unknown> {
  const fields: Record<string, unknown> = { trouble: trouble.kind };
  if (trouble.kind === 'transient') fields.detail = trouble.detail;
  if (trouble.kind === 'suspended') fields.code = trouble.code;
  if (error instanceof Error && !(error instanceof SellerApiClientError) && error.stack !== undefined)
    fields.frames = error.stack
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .map((line) => line.trim());
  return fields;
}
