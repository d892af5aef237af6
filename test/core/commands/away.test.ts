import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { switchSummaryText } from '../../../src/core/away/switch-announcement.js';
import { publishManualTopUp } from '../../support/manual-listing.js';
import type { TestUser } from '../../support/test-adapter.js';
import { demoKey, startHarness, type Harness } from '../harness.js';

describe('away mode', () => {
  let h: Harness;
  let alice: TestUser;
  const listings = () => [...h.sandbox.core.state.listings.values()];
  const statusOf = (id: string) => h.sandbox.core.state.listings.get(id)?.status;
  const isManual = (listing: ReturnType<typeof listings>[number]) => listing.category === 'currency' || listing.deliveryType === 'manual';

  beforeAll(async () => {
    h = await startHarness('core-away');
    alice = h.adapter.user('alice');
    await alice.dm.command('connect', `${demoKey(h)} Demo`);
    const account = await h.stores.identities.activeAccount(await h.stores.identities.resolve('test', 'alice'));
    await publishManualTopUp(await h.core.services.clientFor(account?.accountId ?? ''));
  });
  afterAll(async () => {
    await h.close();
  });

  it('takes every active manual listing off sale and puts back exactly those, leaving alone one changed meanwhile', async () => {
    const manual = listings()
      .filter((listing) => listing.status === 'active' && isManual(listing))
      .map((listing) => listing.id);
    const instant = listings()
      .filter((listing) => listing.status === 'active' && !isManual(listing))
      .map((listing) => listing.id);
    const otherDrafts = listings()
      .filter((listing) => listing.status === 'draft')
      .map((listing) => listing.id);
    expect(manual.length).toBeGreaterThanOrEqual(3);
    expect(instant.length).toBeGreaterThan(0);

    await alice.dm.command('away', 'now');
    expect(alice.dm.lastText()).toMatch(new RegExp(`Hawker took off sale ${manual.length} manual-delivery listings: `));
    // The team hears it from the worker's next sweep.
    const accountId = (await h.stores.identities.activeAccount(await h.stores.identities.resolve('test', 'alice')))?.accountId ?? '';
    const announcement = await h.stores.away.takeAnnouncement(accountId);
    expect(switchSummaryText(announcement?.summary ?? '')).toMatch(/^Hawker took off sale \d+ manual-delivery listings: /);
    expect(alice.dm.lastText()).toMatch(/Instant listings keep selling\./);
    expect(manual.map(statusOf)).toEqual(manual.map(() => 'draft'));
    expect(instant.map(statusOf)).toEqual(instant.map(() => 'active'));

    await alice.dm.command('away', 'now');
    expect(alice.dm.lastText()).toMatch(new RegExp(`Already away: ${manual.length} manual-delivery listings are off sale\\.`));

    await alice.dm.command('away');
    expect(alice.dm.lastText()).toMatch(/Away since .* \(alice\)\./);
    expect(alice.dm.lastText()).toMatch(/Taken off sale by Hawker: /);

    // While away the seller edits one by hand and publishes another themselves.
    const [edited, publishedByHand] = manual;
    if (!edited || !publishedByHand) throw new Error('two manual listings');
    const editedListing = h.sandbox.core.state.listings.get(edited);
    if (!editedListing) throw new Error('the edited listing exists');
    editedListing.title = `${editedListing.title} (fixed)`;
    editedListing.updatedAt += 60_000;
    const handPublished = h.sandbox.core.state.listings.get(publishedByHand);
    if (handPublished) h.sandbox.core.listings.publish(handPublished);

    await alice.dm.command('back');
    const answer = alice.dm.lastText();
    expect(answer).toMatch(new RegExp(`Hawker put back on sale ${manual.length - 2} manual-delivery listings?`));
    expect(answer).toMatch(/Left alone: ".*\(fixed\)" \(it was edited meanwhile\)\./);
    expect(answer).toMatch(/Left alone: ".*" \(its status is active now\)\./);
    expect(statusOf(edited)).toBe('draft');
    expect(manual.filter((id) => id !== edited).map(statusOf)).toEqual(manual.filter((id) => id !== edited).map(() => 'active'));
    expect(otherDrafts.map(statusOf)).toEqual(otherDrafts.map(() => 'draft'));

    await alice.dm.command('back');
    expect(alice.dm.lastText()).toMatch(/is not away: nothing to put back\./);
    const audit = (await alice.dm.command('audit')).map((reply) => reply.text ?? '').join('\n') + JSON.stringify(alice.dm.last());
    expect(audit).toMatch(/took off sale/);
    expect(audit).toMatch(/put back on sale/);
  });

  it('never runs two switches of one shop at once: a second one says the first is under way and writes nothing', async () => {
    const account = await h.stores.identities.activeAccount(await h.stores.identities.resolve('test', 'alice'));
    const accountId = account?.accountId ?? '';
    const active = listings()
      .filter((listing) => listing.status === 'active' && isManual(listing))
      .map((listing) => listing.id);
    expect(await h.stores.away.claimSwitch(accountId, 60_000)).toBe(true);
    await alice.dm.command('away', 'now');
    expect(alice.dm.lastText()).toMatch(/Hawker is already switching this shop: it finishes the switch and tells the team\./);
    expect(active.map(statusOf)).toEqual(active.map(() => 'active'));
    await h.stores.away.releaseSwitch(accountId);
    await alice.dm.command('back');
    expect(active.map(statusOf)).toEqual(active.map(() => 'active'));
  });

  it('answers a switch whose listing read must wait (a 429) with the switch under way, not an error, and leaves it to the worker', async () => {
    const accountId = (await h.stores.identities.activeAccount(await h.stores.identities.resolve('test', 'alice')))?.accountId ?? '';
    const active = listings()
      .filter((listing) => listing.status === 'active' && isManual(listing))
      .map((listing) => listing.id);
    // More 429s than the client's own retries: the read stays refused for now.
    h.sandbox.core.faults.add({ kind: 'status', status: 429, error: 'rate_limited', method: 'GET', path_prefix: '/v1/offers', times: 10 });
    const [reply] = await alice.dm.command('away', 'now');
    h.sandbox.core.faults.clear();
    expect(reply?.tone).not.toBe('error');
    expect(reply?.text).toMatch(/could not read the listings just now: it takes the manual listings off sale as soon as it may/);
    expect(await h.stores.away.pendingSwitch(accountId)).toBe('away');
    expect(active.map(statusOf)).toEqual(active.map(() => 'active'));
    await alice.dm.command('back');
    expect(await h.stores.away.pendingSwitch(accountId)).toBeNull();
  });

  it('reads working hours and away lengths, and says what is wrong with a bad one', async () => {
    await alice.dm.command('away', 'hours Europe/Berlin mon-fri 09:00-23:00, sat 12:00-20:00');
    expect(alice.dm.lastText()).toMatch(/Working hours of "Demo": mon 09:00-23:00, .*sat 12:00-20:00 \(Europe\/Berlin\)/);
    await alice.dm.command('away', 'hours Mars/Olympus mon 09:00-17:00');
    expect(alice.dm.lastText()).toMatch(/"Mars\/Olympus" is not a time zone/);
    await alice.dm.command('away', 'hours UTC weekdays 9-5');
    expect(alice.dm.lastText()).toMatch(/"weekdays 9-5" is not a day span with hours/);
    await alice.dm.command('away', 'now for a while');
    expect(alice.dm.lastText()).toMatch(/"for a while" is not when to come back/);
    await alice.dm.command('away', 'off');
    expect(alice.dm.lastText()).toMatch(/has no working hours now/);
  });

  it('sets, shows and refuses a swamped rule', async () => {
    await alice.dm.command('away', 'swamped 5');
    expect(alice.dm.lastText()).toMatch(/go off sale while 5 or more orders wait, and come back once 2 or fewer do/);
    await alice.dm.command('away');
    expect(alice.dm.lastText()).toMatch(/Swamped rule: manual listings go off sale while 5 or more orders wait/);
    const [tooFew] = await alice.dm.command('away', 'swamped 1');
    expect(tooFew?.tone).toBe('error');
    expect(tooFew?.text).toMatch(/at how many waiting orders/);
    await alice.dm.command('away', 'swamped off');
    await alice.dm.command('away');
    expect(alice.dm.lastText()).toMatch(/No swamped rule/);
  });
});
