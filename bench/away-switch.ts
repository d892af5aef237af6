import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { publishManualTopUps } from '../sandbox/bulk-seed.js';
import { startSandbox } from '../sandbox/index.js';
import { SellerApiClient } from '../src/api/seller-api-client.js';
import { SPEC_LIMITS } from '../src/api/budget-window.js';
import { runAwaySwitch } from '../src/core/away/away-switch.js';
import type { SwitchDirection } from '../src/store/away-store.js';
import { AwayStore } from '../src/store/away-store.js';
import { deleteNamespace } from '../src/store/delete-namespace.js';

export interface AwaySwitchResult {
  listings: number;
  /** 1,000 writes at 250 a minute: the floor. */
  floor_s: number;
  away_s: number;
  back_s: number;
  writes: number;
  reads: number;
  rate_limited_429: number;
  /** How often the switch stopped for the write budget and reported how far it was ("done of total"). */
  progress_reports: number;
}

/** The worker's slice: one sweep's share of a switch, then the next sweep carries on. */
const SLICE_MS = 4_000;

/**
 * Away and back for one shop of `listings` manual top-ups on the sandbox with the spec's
 * rate limits on, through the same switch the command and the worker's sweep run, with the
 * key's budgets in Redis at the spec's limits.
 */
export async function measureAwaySwitch(options: {
  listings: number;
  redisUrl: string;
  log: (line: string) => void;
}): Promise<AwaySwitchResult> {
  const sandbox = await startSandbox({ demo: false, limits: true });
  const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 3 });
  const namespace = `bench-away-${Date.now()}`;
  const counts = { writes: 0, reads: 0, rateLimited: 0 };
  try {
    const { seller, apiKey } = sandbox.core.accounts.createSeller(undefined);
    publishManualTopUps(sandbox.core, seller.id, options.listings);
    const client = new SellerApiClient({
      budgetClass: 'critical',
      baseUrl: sandbox.baseUrl,
      apiKey,
      redis,
      namespace,
      keyFingerprint: (key) => Promise.resolve(`bench-${key.slice(-6)}`),
      limits: SPEC_LIMITS,
      observer: {
        attempted: (kind) => {
          if (kind === 'write') counts.writes += 1;
          else counts.reads += 1;
        },
        failed: (code) => {
          if (code === 'rate_limited') counts.rateLimited += 1;
        },
      },
    });
    const awayStore = new AwayStore(redis, namespace);
    let progressReports = 0;
    const run = async (direction: SwitchDirection): Promise<number> => {
      const started = performance.now();
      for (;;) {
        const progress = await runAwaySwitch(client, awayStore, 'bench-account', direction, Date.now, Date.now() + SLICE_MS);
        if (progress.retryAfterMs === null) break;
        progressReports += 1;
        options.log(`  ${direction}: ${progress.done} of ${progress.total}`);
        await sleep(progress.retryAfterMs);
      }
      await awayStore.finishSwitch('bench-account', direction);
      return (performance.now() - started) / 1000;
    };
    const away = await run('away');
    const back = await run('back');
    await client.close();
    return {
      listings: options.listings,
      floor_s: Math.round((options.listings / SPEC_LIMITS.writesPerWindow) * (SPEC_LIMITS.windowMs / 1000)),
      away_s: Math.round(away),
      back_s: Math.round(back),
      writes: counts.writes,
      reads: counts.reads,
      rate_limited_429: counts.rateLimited,
      progress_reports: progressReports,
    };
  } finally {
    await deleteNamespace(redis, namespace);
    redis.disconnect();
    await sandbox.close();
  }
}
