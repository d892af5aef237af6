import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SellerApiClient } from '../../src/api/seller-api-client.js';
import type { ChatActor, ChatPlace } from '../../src/domain/chat-input.js';
import type { HawkerCore } from '../../src/core/hawker-core.js';
import { openHarness, waitFor, type Harness } from './support/jobs-harness.js';
import { publishManualTopUp } from '../support/manual-listing.js';

let h: Harness;
let core: HawkerCore;

beforeAll(async () => {
  h = await openHarness('connect-schedule');
  // The bot process: its own core over the same Redis, no worker inside.
  core = h.botCore();
});

afterEach(async () => {
  await h.closeWorkers();
});

afterAll(async () => {
  await h.close();
});

describe('a shop connected in the bot process', () => {
  // Without the fix the shop is not scheduled at all until the worker's hourly sync (null). A
  // poll interval is 250 ms here; a machine busy with other suites has delayed a due poll (or
  // backed one off) by seconds, so the bound only tells "at once" from "at the next sync".
  const SCHEDULED_WITHIN_MS = 30_000;

  it('is polled by the running worker at once, not at its next account sync', async () => {
    // The worker's own sync comes only every hour: only the connect itself can put the shop in its schedule.
    await h.startWorker({ accountSyncEveryMs: 60 * 60_000 });
    const created = await h.admin<{ apiKey: string }>('POST', '/_sandbox/sellers', {});
    const seller = new SellerApiClient({
      budgetClass: 'interactive',
      baseUrl: h.sandbox.baseUrl,
      apiKey: created.body.apiKey,
      retry: { maxAttempts: 1 },
    });
    const listingId = await publishManualTopUp(seller);

    const actor: ChatActor = { platform: 'test', userId: 'connect-schedule-owner', displayName: 'Ana' };
    const place: ChatPlace = { platform: 'test', chatId: 'connect-schedule-owner', kind: 'private' };
    const replies = await core.handle({
      actor,
      place,
      input: { type: 'command', name: 'connect', text: `${created.body.apiKey} Ana's shop` },
    });
    expect(replies.map((reply) => reply.title).join()).toMatch(/Account connected/);
    const connectedAt = h.sandbox.core.clock.now();
    const accountId = (await h.stores.accounts.findByKey(created.body.apiKey))!.id;
    // On the jobs clock the shop is due by the time connect answered, or (when the worker's
    // sweep was quicker than this read) already polled and due again one interval later.
    expect(await h.stores.schedule.ordersDueAt(accountId)).toBeLessThanOrEqual(connectedAt + SCHEDULED_WITHIN_MS);

    const order = await h.placeOrder(listingId);
    await waitFor(
      'the first alert',
      () =>
        h.notifier
          .inChat('connect-schedule-owner')
          .some((message) => message.versions[0]?.fields?.some((entry) => entry.value === order.id)),
      10_000,
    );

    await core.handle({ actor, place, input: { type: 'command', name: 'alerts', text: 'off' } });
    await waitFor('the worker dropping the shop from its schedule', async () => (await h.stores.schedule.ordersDueAt(accountId)) === null);
    await core.handle({ actor, place, input: { type: 'command', name: 'alerts', text: 'on' } });
    expect(await h.stores.schedule.ordersDueAt(accountId)).toBeLessThanOrEqual(h.sandbox.core.clock.now() + SCHEDULED_WITHIN_MS);
    await seller.close();
  });
});
