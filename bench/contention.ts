import { createHash, randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Agent } from 'undici';
import { publishManualTopUps } from '../sandbox/bulk-seed.js';
import { startSandbox } from '../sandbox/index.js';
import type { BudgetClass } from '../src/api/budget-class.js';
import type { BudgetLimits } from '../src/api/budget-window.js';
import { BudgetExhausted } from '../src/api/errors.js';
import { SellerApiClient } from '../src/api/seller-api-client.js';
import { readRedisTarget } from '../src/config/redis-config.js';
import { openRedis } from '../src/runtime/redis-connection.js';
import { deleteNamespace } from '../src/store/delete-namespace.js';
import { percentile } from './stats.js';

export interface ContentionOptions {
  /** Price changes the import writes, each to its own listing. */
  writes: number;
  /** Listings the export reads. */
  listings: number;
  /** Shops beside the busy one, each polled and sold to. */
  otherShops: number;
  intervalMs: number;
  /** Without classes: every call first come, first served, as before issue #44. */
  classes: boolean;
}

export interface ContentionResult {
  classes: boolean;
  interval_ms: number;
  alert_p99_ms: number | null;
  autopilot_p99_ms: number | null;
  deliver_p99_ms: number | null;
  rate_limited_429: number;
  skipped_polls: number;
  import_writes: number;
  export_reads: number;
  flood_reads: number;
  /** Budget refusals (each a wait or a skipped poll) by kind and class, e.g. `write:critical`. */
  refusals: Record<string, number>;
  /** An autopilot delivery's own part: from the poll that saw the order to the deliver's answer. */
  autopilot_deliver_p99_ms: number | null;
  /**
   * How late this process's event loop ran, p99: the sandbox, every client and every loop share
   * it, so a late loop delays each answer by as much, whatever the budgets do.
   */
  loop_delay_p99_ms: number;
  duration_ms: number;
}

/** The one summary line issue #44 asks for. */
export function contentionLine(result: ContentionResult): string {
  const ms = (value: number | null) => (value === null ? '-' : String(Math.round(value)));
  return (
    `contention: interval ${result.interval_ms} ms; alert p99 ${ms(result.alert_p99_ms)} ms; autopilot p99 ${ms(result.autopilot_p99_ms)} ms; ` +
    `deliver p99 ${ms(result.deliver_p99_ms)} ms; 429 ${result.rate_limited_429}; skipped polls ${result.skipped_polls}`
  );
}

const ORDER_EVERY_MS = 2_000;
const FLOOD_LOOPS = 4;
const BULK_CONCURRENCY = 4;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One shop under every kind of load at once, at the marketplace's real limits (the sandbox
 * refuses over them and counts it): a bulk import of price changes and an export reading
 * every listing, dashboard and chat loops reading as fast as they are answered, orders
 * arriving on its manual and autopilot listings (polled each interval, autopilot's
 * delivered as soon as seen) and a person delivering one order every few seconds, while
 * other shops are polled and sold to beside it. Ends when the import has written.
 */
export async function measureContention(options: ContentionOptions): Promise<ContentionResult> {
  const sandbox = await startSandbox({ demo: false, limits: true });
  const redis = openRedis(readRedisTarget((name) => process.env[name] || undefined));
  const namespace = `hawker-bench:contention:${randomBytes(4).toString('hex')}`;
  const dispatcher = new Agent({ connections: 64 });
  const limits: Partial<BudgetLimits> = options.classes ? {} : { criticalReads: 0, criticalWrites: 0 };
  const refusals: Record<string, number> = {};
  const observer = {
    attempted: () => undefined,
    failed: () => undefined,
    refused: (kind: 'read' | 'write', budgetClass: BudgetClass) => {
      refusals[`${kind}:${budgetClass}`] = (refusals[`${kind}:${budgetClass}`] ?? 0) + 1;
    },
  };
  const client = (apiKey: string, budgetClass: BudgetClass) =>
    new SellerApiClient({
      budgetClass: options.classes ? budgetClass : 'interactive',
      baseUrl: sandbox.baseUrl,
      apiKey,
      redis,
      namespace,
      keyFingerprint: (key) => Promise.resolve(createHash('sha256').update(key).digest('hex').slice(0, 32)),
      dispatcher,
      observer,
      limits,
      retry: { maxAttempts: 1 },
    });
  try {
    const shop = sandbox.core.accounts.createSeller(undefined);
    const ids = publishManualTopUps(sandbox.core, shop.seller.id, Math.max(options.writes, options.listings) + 2);
    const [manual = '', autopilot = ''] = ids;
    const others = Array.from({ length: options.otherShops }, () => {
      const other = sandbox.core.accounts.createSeller(undefined);
      return { apiKey: other.apiKey, listing: publishManualTopUps(sandbox.core, other.seller.id, 1)[0] ?? '' };
    });
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const started = performance.now();
    const state = { done: false, skipped: 0, flood: 0, imported: 0, exported: 0 };
    const alerts: number[] = [];
    const autopilots: number[] = [];
    const delivers: number[] = [];
    const autopilotDelivers: number[] = [];
    const placed = new Map<string, { at: number; autopilot: boolean }>();
    const place = (listing: string, autopilotOrder: boolean) => {
      const order = sandbox.core.orders.place(listing, 1);
      placed.set(order.id, { at: performance.now(), autopilot: autopilotOrder });
      return order.id;
    };

    const poller = client(shop.apiKey, 'bulk');
    const worker = client(shop.apiKey, 'bulk');
    const person = client(shop.apiKey, 'interactive');
    const bulk = client(shop.apiKey, 'bulk');
    const poll = async () => {
      try {
        const { orders } = await poller.orders.list('awaiting_delivery', { onBudget: 'fail', budgetClass: 'critical' });
        for (const order of orders) {
          const seen = placed.get(order.id);
          if (!seen) continue;
          placed.delete(order.id);
          alerts.push(performance.now() - seen.at);
          if (seen.autopilot) void deliverAs(worker, order.id, seen.at, autopilots, autopilotDelivers);
        }
      } catch (error) {
        if (!(error instanceof BudgetExhausted)) throw error;
        state.skipped += 1;
      }
    };
    const deliverAs = async (api: SellerApiClient, orderId: string, from: number, into: number[], own?: number[]) => {
      const seenAt = performance.now();
      await api.orders.deliver(orderId, [{ code: 'BENCH-1' }], { onBudget: 'wait', budgetClass: 'critical' });
      into.push(performance.now() - from);
      own?.push(performance.now() - seenAt);
    };
    const every = async (ms: number, work: () => Promise<void>) => {
      while (!state.done) {
        const due = performance.now() + ms;
        await work();
        await sleep(Math.max(0, due - performance.now()));
      }
    };
    const flood = async () => {
      while (!state.done) {
        try {
          await person.orders.list();
          state.flood += 1;
        } catch (error) {
          if (!(error instanceof BudgetExhausted)) throw error;
          // A person answered "try again in…" asks again a moment later, not in the same millisecond.
          await sleep(Math.min(error.retryAfterMs, 250));
        }
      }
    };
    const bulkWork = async (count: number, each: (index: number) => Promise<unknown>, counted: 'imported' | 'exported') => {
      let next = 0;
      await Promise.all(
        Array.from({ length: BULK_CONCURRENCY }, async () => {
          while (next < count) {
            const index = next;
            next += 1;
            await each(index);
            state[counted] += 1;
          }
        }),
      );
    };
    const otherPolls = others.map(({ apiKey }) => client(apiKey, 'bulk'));
    const background = [
      every(options.intervalMs, poll),
      ...otherPolls.map((api) =>
        every(options.intervalMs, () =>
          api.orders.list('awaiting_delivery', { onBudget: 'fail', budgetClass: 'critical' }).then(() => undefined),
        ),
      ),
      every(ORDER_EVERY_MS, async () => {
        place(manual, false);
        place(autopilot, true);
        for (const other of others) sandbox.core.orders.place(other.listing, 1);
      }),
      every(ORDER_EVERY_MS * 2, async () => {
        // A person presses Deliver on an order of the manual listing.
        const orderId = place(manual, false);
        placed.delete(orderId);
        await deliverAs(person, orderId, performance.now(), delivers);
      }),
      ...Array.from({ length: FLOOD_LOOPS }, flood),
    ];
    // A top-up has no read by id: the export's read of one is counted the same, and its 404 is ignored.
    const exported = bulkWork(
      options.listings,
      (index) => bulk.listings.getAccount(ids[index + 2] ?? '', { onBudget: 'wait' }).catch(() => undefined),
      'exported',
    );
    await bulkWork(
      options.writes,
      (index) => bulk.listings.updateTopUp(ids[index + 2] ?? '', { price: 1000 + index }, { onBudget: 'wait' }),
      'imported',
    );
    await exported;
    state.done = true;
    await Promise.all(background);
    loopDelay.disable();
    await Promise.all([poller, worker, person, bulk, ...otherPolls].map((api) => api.close()));
    return {
      classes: options.classes,
      interval_ms: options.intervalMs,
      alert_p99_ms: percentile(alerts, 99),
      autopilot_p99_ms: percentile(autopilots, 99),
      deliver_p99_ms: percentile(delivers, 99),
      rate_limited_429: sandbox.core.limiter.refused,
      skipped_polls: state.skipped,
      import_writes: state.imported,
      export_reads: state.exported,
      flood_reads: state.flood,
      refusals,
      autopilot_deliver_p99_ms: percentile(autopilotDelivers, 99),
      loop_delay_p99_ms: loopDelay.percentile(99) / 1e6,
      duration_ms: Math.round(performance.now() - started),
    };
  } finally {
    await sandbox.close();
    await dispatcher.close();
    await deleteNamespace(redis, namespace);
    redis.disconnect();
  }
}
