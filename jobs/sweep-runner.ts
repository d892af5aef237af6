import type { AccountIsolation } from './account-isolation.js';
import { syncAccounts } from './account-sync.js';
import { runCountdown } from './countdown.js';
import { runAwaySweep } from './away-sweep.js';
import { parseCountdownMember } from '../src/store/countdown-schedule.js';
import type { JobContext } from './job-context.js';
import type { SweepKind } from './job-names.js';
import type { ListingWatch } from './listing-watch.js';
import type { OrderPoller } from './order-poller.js';
import { sendDueDigests } from './stats/daily-digest.js';
import { sweep } from './sweeper.js';
import { runListingImport } from './listing-import.js';

/**
 * Runs one sweep of a kind; answers how many due entries it handled (0 for the kinds without
 * a due set). A scheduled sweep (`untilNextSweep`) of orders on a busy worker goes on looking
 * until the next one has begun; a drain's sweep is one pass.
 */
export type SweepRunner = (kind: SweepKind, options?: { untilNextSweep?: boolean }) => Promise<number>;

export interface SweepParts {
  isolation: AccountIsolation;
  poller: OrderPoller;
  watch: ListingWatch;
  isStopping: () => boolean;
}

/** What each sweep kind runs: the three due sets through the sweeper, and the account-wide passes. */
export function sweepRunner(ctx: JobContext, parts: SweepParts): SweepRunner {
  const { isolation, poller, watch, isStopping } = parts;
  /** Whether the last scheduled orders sweep to end polled anything: the next one then steps from its start. */
  let ordersBusy = false;
  return async (kind, options) => {
    switch (kind) {
      case 'orders': {
        const pace = options?.untilNextSweep
          ? { stepMs: ctx.config.sweepStepMs, untilMs: ctx.config.sweepEveryMs, busy: ordersBusy }
          : undefined;
        const handled = await sweep(
          ctx,
          isolation,
          {
            loop: kind,
            set: ctx.due.orders,
            handle: (item) => poller.poll(item.member, item.dueAt),
            // The shop's tier is read where its entry is written, in one script: a wake during the poll is never undone.
            settle: async (member, next) => {
              if (next !== 'stop')
                return ctx.stores.schedule.rescheduleOrders(member, next.at, next.idleAt, ctx.config.listingWatchIntervalMs);
              await ctx.due.orders.remove(member);
              return ctx.stores.accounts.exists(member);
            },
          },
          isStopping,
          pace,
        );
        if (pace) ordersBusy = handled > 0;
        return handled;
      }
      case 'listings':
        return sweep(
          ctx,
          isolation,
          { loop: kind, set: ctx.due.listings, handle: (item) => watch.watch(item.member, item.dueAt) },
          isStopping,
        );
      case 'countdowns':
        return sweep(
          ctx,
          isolation,
          {
            loop: kind,
            set: ctx.due.countdowns,
            accountOf: (member) => parseCountdownMember(member)?.accountId ?? member,
            handle: async (item) => {
              const next = await runCountdown(ctx, item.member);
              return next === null ? 'stop' : { at: next };
            },
          },
          isStopping,
        );
      case 'imports':
        return sweep(
          ctx,
          isolation,
          {
            loop: kind,
            set: ctx.stores.listingImports.due,
            accountOf: (member) => member.split(':')[0] ?? member,
            handle: (item) => runListingImport(ctx, item.member),
          },
          isStopping,
        );
      case 'accounts':
        await syncAccounts(ctx);
        return 0;
      case 'guard':
        await runAwaySweep(ctx, isolation, isStopping);
        return 0;
      case 'digests':
        await sendDueDigests(ctx, isolation);
        return 0;
    }
  };
}
