import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openHarness, waitFor, type Harness } from './support/jobs-harness.js';

let h: Harness;

beforeAll(async () => {
  h = await openHarness('sweep-steps');
});

afterEach(async () => {
  await h.closeWorkers();
});

afterAll(async () => {
  await h.close();
});

/** A sweep a minute: an account due between two sweeps would wait most of a minute without the sweep's steps. */
const SWEEP_EVERY_MS = 60_000;

describe('a busy worker between two sweeps', () => {
  it('polls an account as it falls due, not at the next sweep', async () => {
    const seller = await h.seller();
    const listing = await h.manualListing(seller);
    await h.stores.schedule.dueNow(seller.accountId, h.sandbox.core.clock.now());
    // The schedulers' first sweeps run as the worker starts, the account already due.
    await h.startWorker({ sweepEveryMs: SWEEP_EVERY_MS, sweepStepMs: 50, pollIntervalMs: 1_000 });
    // Polled once by the sweep that found it due, and put back a poll interval later.
    await waitFor(
      'the first poll',
      async () => ((await h.stores.schedule.ordersDueAt(seller.accountId)) ?? 0) > h.sandbox.core.clock.now(),
    );

    const order = await h.placeOrder(listing);
    const alerted = () =>
      h.notifier.inChat(seller.ownerChat).some((message) => message.versions[0]?.fields?.some((field) => field.value === order.id));
    // Far inside the minute to the next sweep, and far above a poll interval on a loaded machine.
    await waitFor('the alert', alerted, SWEEP_EVERY_MS / 4);
    expect(alerted()).toBe(true);
  });
});
