import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openOrdersKey } from '../../../src/store/alert-ledger.js';
import { listingSnapshotKey } from '../../../src/store/listing-snapshots.js';
import type { ChatActor, ChatPlace } from '../../../src/domain/chat-input.js';
import type { HawkerCore } from '../../../src/core/hawker-core.js';
import { mastersOf } from '../../../src/runtime/redis-connection.js';
import { keyScope } from '../../../src/store/key-scope.js';
import type { WorkingHours } from '../../../src/domain/working-hours.js';
import { localTime, WEEKDAYS } from '../../../src/domain/local-time.js';
import { startHarness, type Harness } from '../harness.js';
import { openHarness, waitFor, type Harness as JobsHarness } from '../../jobs/support/jobs-harness.js';
import { publishInstantTopUp } from '../../jobs/support/instant-top-up.js';

/** Every key of the account's hash-tag group whose name holds the account id, on every master of a cluster. */
async function keysNaming(h: JobsHarness, accountId: string): Promise<string[]> {
  const found: string[] = [];
  for (const master of mastersOf(h.redis)) {
    let cursor = '0';
    do {
      const [next, keys] = await master.scan(cursor, 'MATCH', `${keyScope(h.namespace, accountId)}:*`, 'COUNT', 500);
      cursor = next;
      found.push(...keys.filter((key) => key.includes(accountId)));
    } while (cursor !== '0');
  }
  return found.sort();
}

describe('disconnect', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('core-disconnect');
  });
  afterAll(async () => {
    await h.close();
  });

  it('disconnects only after confirmation, and a replayed Confirm answers already done', async () => {
    const erin = h.adapter.user('erin');
    const created = await h.control<{ apiKey: string }>('POST', '/_sandbox/sellers', {});
    await erin.dm.command('connect', `${created.apiKey} Erin`);
    await erin.dm.command('disconnect');
    expect(erin.dm.lastText()).toMatch(/Please confirm/);
    const confirm = erin.dm.findAction('Confirm');
    await erin.dm.press('Confirm');
    expect(erin.dm.lastText()).toMatch(/Disconnected/);
    await erin.dm.pressAction(confirm ?? '');
    expect(erin.dm.lastText()).toMatch(/Already done/);
    await erin.dm.command('account');
    expect(erin.dm.lastText()).toMatch(/no seller account/);
  });
});

describe('disconnect, with the worker running', () => {
  let h: JobsHarness;
  let core: HawkerCore;

  beforeAll(async () => {
    h = await openHarness('disconnect');
    core = h.botCore();
  });
  afterEach(async () => {
    await h.closeWorkers();
  });
  afterAll(async () => {
    await h.close();
  });

  it('leaves no key naming the shop after it was used, but the expiring order records the worker needs to mark its alerts', async () => {
    const seller = await h.seller();
    const manual = await h.manualListing(seller);
    const instant = await publishInstantTopUp(seller, 1);
    await h.startWorker();
    await waitFor(
      'the first look at the listings',
      async () => (await h.redis.exists(listingSnapshotKey(h.namespace, seller.accountId))) === 1,
    );
    const alerted = await h.placeOrder(manual);
    await h.placeOrder(instant);
    await waitFor('the manual order alerted', async () => (await h.redis.scard(openOrdersKey(h.namespace, seller.accountId))) === 1);
    await waitFor('the instant sale counted', async () => (await h.stores.instantSales.read(seller.accountId)) !== null);

    const actor: ChatActor = { platform: 'test', userId: seller.ownerChat, displayName: 'Alice' };
    const place: ChatPlace = { platform: 'test', chatId: seller.ownerChat, kind: 'private' };
    const say = (text: string, name: string) => core.handle({ actor, place, input: { type: 'command', name, text } });
    await say('hours UTC mon-sun 09:00-17:00', 'away');
    await say('', 'stats');
    expect(await h.stores.audit.latest(seller.accountId)).not.toHaveLength(0);
    const used = await keysNaming(h, seller.accountId);
    expect(used.some((key) => key.includes(':sales:'))).toBe(true);
    expect(used.some((key) => key.includes(':guard:'))).toBe(true);

    const asked = await say('', 'disconnect');
    const confirm = asked.flatMap((reply) => reply.buttons?.flat() ?? []).find((button) => button.label === 'Confirm');
    const gone = await core.handle({ actor, place, input: { type: 'action', action: confirm!.action } });
    expect(gone.map((reply) => reply.title ?? '').join('\n')).toMatch(/Disconnected/);
    await h.advanceClock(15 * 60_000);
    const alert = await waitFor('the alert', () =>
      h.notifier
        .inChat(seller.ownerChat)
        .find((message) => message.versions[0]?.fields?.some((entry) => entry.label === 'Order' && entry.value === alerted.id)),
    );
    await waitFor('the alert saying the shop is disconnected', () => h.notifier.latest(alert).title?.startsWith('Shop disconnected'));
    await h.closeWorkers();

    const left = await keysNaming(h, seller.accountId);
    const scope = keyScope(h.namespace, seller.accountId);
    expect(left).toEqual([
      `${scope}:alert-refs:${seller.accountId}:${alerted.id}`,
      `${scope}:jobs:order:${seller.accountId}:${alerted.id}`,
    ]);
    for (const key of left) expect(await h.redis.pttl(key)).toBeGreaterThan(0);
  });
  it('leaves nothing behind when it lands while an away switch is taking listings off sale', async () => {
    const seller = await h.seller();
    const listing = await h.manualListing(seller);
    // Every day, from two hours from now for twenty hours: the shop is outside its hours now.
    const start = (localTime(h.sandbox.core.clock.now(), 'UTC').minute + 120) % 1440;
    const hours: WorkingHours = { timeZone: 'UTC', ranges: WEEKDAYS.map((day) => ({ day, start, end: (start + 1200) % 1440 })) };
    await h.stores.away.setHours(seller.accountId, hours);
    // The unpublish answers late: the switch is between its two writes when the owner disconnects.
    await h.admin('POST', '/_sandbox/faults', { kind: 'delay', method: 'POST', path_prefix: '/v1/', delay_ms: 1_500, times: 1 });
    await h.startWorker();
    await waitFor('the switch about to take the listing off sale', async () => (await h.stores.away.taken(seller.accountId)).has(listing));

    const actor: ChatActor = { platform: 'test', userId: seller.ownerChat, displayName: 'Alice' };
    const place: ChatPlace = { platform: 'test', chatId: seller.ownerChat, kind: 'private' };
    const asked = await core.handle({ actor, place, input: { type: 'command', name: 'disconnect', text: '' } });
    const confirm = asked.flatMap((reply) => reply.buttons?.flat() ?? []).find((button) => button.label === 'Confirm');
    await core.handle({ actor, place, input: { type: 'action', action: confirm!.action } });
    await waitFor('the late unpublish landed', () => h.sandbox.core.state.listings.get(listing)?.status === 'draft');
    await h.drain();
    await h.closeWorkers();

    expect(await keysNaming(h, seller.accountId)).toEqual([]);
  });
});
