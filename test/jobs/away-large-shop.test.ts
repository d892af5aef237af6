import type { ChildProcess } from 'node:child_process';
import { publishManualTopUps } from '../../sandbox/bulk-seed.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BudgetLimits } from '../../src/api/budget-window.js';
import { SellerApiClient } from '../../src/api/seller-api-client.js';
import type { AwayOrigin } from '../../src/domain/away-origin.js';
import { runAwaySwitch } from '../../src/core/away/away-switch.js';
import { announcementOf, switchSummaryText } from '../../src/core/away/switch-announcement.js';
import { createHawkerMetrics } from '../../src/ops/hawker-metrics.js';
import { counterValue } from '../support/metric-value.js';
import { openHarness, waitFor, type Harness } from './support/jobs-harness.js';
import { spawnChildWorker } from './support/spawn-child-worker.js';

// The spec's minute and hour, shortened alike in the sandbox and in Hawker's budgets: 1,000
// writes at 250 a "minute" take four windows of two seconds instead of four minutes.
const WINDOWS = { minuteMs: 2_000, hourMs: 120_000 };
const LIMITS: Partial<BudgetLimits> = { windowMs: WINDOWS.minuteMs, offerMinuteMs: WINDOWS.minuteMs, offerHourMs: WINDOWS.hourMs };
const SHOP_SIZE = 1_000;

/** Who the tests' switches are made by: a person, as a command would record them. */
const TESTER: AwayOrigin = { kind: 'person', identityId: null, name: 'test' };

let h: Harness;
let child: ChildProcess | null = null;

beforeAll(async () => {
  h = await openHarness('away-large', { rateWindows: WINDOWS });
});

afterEach(async () => {
  await h.closeWorkers();
});

afterAll(async () => {
  child?.kill('SIGKILL');
  await h.close();
});

describe('away mode for a large shop', () => {
  it('takes 1,000 manual listings off sale and back without one 429, showing progress, though a worker is killed mid-switch', async () => {
    const seller = await h.seller();
    // Made inside the sandbox: over HTTP they would spend the write budget under test first.
    const ids = publishManualTopUps(h.sandbox.core, seller.sellerId, SHOP_SIZE);
    const statuses = (status: string) => ids.filter((id) => h.sandbox.core.state.listings.get(id)?.status === status).length;
    const announced = (title: string) => h.notifier.inChat(seller.teamChat).filter((message) => message.versions[0]?.title === title);
    const client = new SellerApiClient({
      budgetClass: 'interactive',
      baseUrl: h.sandbox.baseUrl,
      apiKey: seller.apiKey,
      redis: h.redis,
      namespace: h.namespace,
      keyFingerprint: (key) => h.stores.accounts.fingerprint(key),
      retry: { maxAttempts: 1 },
      limits: LIMITS,
    });

    // What `away now` does: record the wish, switch for as long as a command may, answer with the progress.
    await h.stores.away.switchTo(seller.accountId, { away: true, since: Date.now(), until: null, by: TESTER });
    const first = await runAwaySwitch(client, h.stores.away, seller.accountId, 'away', Date.now, Date.now() + 1_000);
    await client.close();
    expect(first.retryAfterMs).not.toBeNull();
    expect(first.done).toBeLessThan(SHOP_SIZE);
    expect(switchSummaryText(announcementOf(first))).toMatch(
      new RegExp(
        `^Hawker took off sale ${first.done} of 1,000 manual-delivery listings so far; the rest follow as the marketplace's write limits allow\\.`,
      ),
    );
    expect(statuses('draft')).toBe(first.done);

    // A worker carries on and is killed in the middle of the switch.
    const output: string[] = [];
    const doomed = await spawnChildWorker(h, { notifier: 'print', limits: LIMITS }, output);
    child = doomed;
    await waitFor('the child worker switching', () => statuses('draft') > first.done + 50, 30_000);
    doomed.kill('SIGKILL');
    await new Promise((resolve) => doomed.once('exit', resolve));
    expect(statuses('draft')).toBeLessThan(SHOP_SIZE);

    // Another worker finishes from the record of what is done, once the killed one's claim has expired.
    const metrics = createHawkerMetrics();
    await h.startWorker({}, { limits: LIMITS, metrics });
    await waitFor('every manual listing off sale', () => statuses('draft') === SHOP_SIZE, 90_000);
    await waitFor('the team told once', () => announced('Away: manual listings off sale').length === 1);
    // The whole switch, the command's slice and the killed worker's share included.
    expect(announced('Away: manual listings off sale')[0]?.versions[0]?.text).toMatch(
      /^Hawker took off sale 1,000 manual-delivery listings: "Starfall crystals \d+", .* and 990 more\./,
    );
    expect(output.filter((line) => line.includes('Away: manual listings off sale'))).toEqual([]);

    await h.stores.away.switchTo(seller.accountId, { away: false, since: Date.now(), until: null, by: TESTER });
    await waitFor('every listing back on sale', () => statuses('active') === SHOP_SIZE, 60_000);
    await waitFor('the team told it is back', () => announced('Back: manual listings on sale again').length === 1);
    expect(announced('Back: manual listings on sale again')[0]?.versions[0]?.text).toMatch(
      /^Hawker put back on sale 1,000 manual-delivery listings: /,
    );
    expect(h.sandbox.core.limiter.refused).toBe(0);
    expect(await counterValue(metrics.marketplaceErrors, { code: 'rate_limited' })).toBe(0);
    expect(await h.stores.away.pendingSwitch(seller.accountId)).toBeNull();
  }, 240_000);

  it('finishes the writes a killed runner left pending, whichever way each went', async () => {
    const seller = await h.seller();
    const [landed, neverSent, untouched] = [await h.manualListing(seller), await h.manualListing(seller), await h.manualListing(seller)];
    const listing = (id: string | undefined) => h.sandbox.core.state.listings.get(id ?? '');
    // The runner recorded both as pending; only the first unpublish reached the marketplace before it died.
    await h.stores.away.switchTo(seller.accountId, { away: true, since: Date.now(), until: null, by: TESTER });
    await h.stores.away.recordPending(seller.accountId, landed, { title: 'landed', category: 'top_up' });
    await h.stores.away.recordPending(seller.accountId, neverSent, { title: 'never sent', category: 'top_up' });
    h.sandbox.core.listings.unpublish(listing(landed)!);

    const client = new SellerApiClient({
      budgetClass: 'interactive',
      baseUrl: h.sandbox.baseUrl,
      apiKey: seller.apiKey,
      retry: { maxAttempts: 1 },
    });
    const away = await runAwaySwitch(client, h.stores.away, seller.accountId, 'away', Date.now, Date.now() + 10_000);
    expect([away.done, away.total, away.tally.moved]).toEqual([3, 3, 3]);
    expect([landed, neverSent, untouched].map((id) => listing(id)?.status)).toEqual(['draft', 'draft', 'draft']);
    expect([...(await h.stores.away.taken(seller.accountId)).values()].every((taken) => taken.pending === undefined)).toBe(true);

    await h.stores.away.switchTo(seller.accountId, { away: false, since: Date.now(), until: null, by: TESTER });
    const back = await runAwaySwitch(client, h.stores.away, seller.accountId, 'back', Date.now, Date.now() + 10_000);
    await client.close();
    expect(back.tally.moved).toBe(3);
    expect([landed, neverSent, untouched].map((id) => listing(id)?.status)).toEqual(['active', 'active', 'active']);
  });
});
