import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../support/test-adapter.js';
import type { Harness } from '../harness.js';
import { listingsShow } from '../../../src/core/commands/listings.js';
import { openListingsShop, type ListingsShop } from './support/listings-shop.js';

describe('listings and the actions on them', () => {
  let h: Harness;
  let alice: TestUser;
  let factsOf: ListingsShop['factsOf'];

  beforeAll(async () => {
    ({ h, alice, factsOf } = await openListingsShop('core-listings'));
  });
  afterAll(async () => {
    await h.close();
  });

  it('lists every category, filters by status and title, and pages with buttons', async () => {
    await alice.dm.command('listings');
    const all = alice.dm.last();
    expect(all.list?.total).toBeGreaterThan(10);
    expect(all.list?.pageCount).toBe(2);
    expect(alice.dm.lastText()).toMatch(/Stardust, fast trade/);
    await alice.dm.press('Next');
    expect(alice.dm.last().list?.page).toBe(2);
    expect(alice.dm.last().replaceOriginal).toBe(true);
    await alice.dm.command('listings', 'status=paused');
    expect(alice.dm.last().list?.items.map((item) => item.title)).toEqual(['Neon Drift $10 gift card']);
    await alice.dm.command('listings', 'title="gift card" status=active');
    expect(alice.dm.last().list?.items.map((item) => item.title)).toEqual(['Pixel Raiders $25 gift card']);
    await alice.dm.command('listings', 'status=nonsense');
    expect(alice.dm.lastText()).toMatch(/No listing matches/);
  });

  it('gives every listing shown as data, with what Hawker keeps of its own: autopilot and the low-stock threshold', async () => {
    const idOf = (title: string) => [...h.sandbox.core.state.listings.values()].find((listing) => listing.title === title)?.id ?? '';
    const accountId = (await h.stores.identities.activeAccount(await h.stores.identities.resolve('test', 'alice')))?.accountId ?? '';
    const topUp = idOf('Starfall crystals by player id');
    const giftCard = idOf('Pixel Raiders $25 gift card');
    await h.stores.autopilot.bind(accountId, {
      listingId: topUp,
      title: 'Starfall crystals by player id',
      mode: { kind: 'deliver', source: { kind: 'pool', pool: 'steam' }, template: null },
      capOrders: null,
      capCents: null,
      since: 1,
      by: 'alice',
    });
    await alice.dm.command('alerts', `lowstock ${giftCard} 3`);
    await alice.dm.command('listings');
    const data = await factsOf(listingsShow.typed, { page: 1 });
    // The page reads every listing at once; chat shows ten a page.
    expect(data.listings).toHaveLength(alice.dm.last().list?.total ?? 0);
    expect(data.listings.find((listing) => listing.id === topUp)).toMatchObject({
      autopilot: { mode: 'deliver', pool: 'steam' },
      low_stock_at: null,
    });
    expect(data.listings.find((listing) => listing.id === giftCard)).toMatchObject({ autopilot: null, low_stock_at: 3 });
    const flagged = data.listings.find((listing) => listing.title === 'Cheapest stardust on NA');
    // The list rows carry no moderation reason: `listing <id>` reads it.
    expect(flagged).toMatchObject({ status: 'changes_requested', moderation_reason: null, moderation_note: null });
  });

  it('says what works on each listing, so no control is offered that the marketplace would refuse', async () => {
    const data = await factsOf(listingsShow.typed, { page: 1 });
    const actionsOf = (title: string) => data.listings.find((listing) => listing.title === title)?.actions;
    // A gift card has no edit call: no price Edit, and no restock call either.
    expect(actionsOf('Pixel Raiders $25 gift card')).toEqual(['remove_unit', 'unpublish', 'pause', 'archive']);
    expect(actionsOf('Neon Drift $10 gift card')).toEqual(['remove_unit', 'unpause', 'archive']);
    expect(actionsOf('Starfall crystals by player id')).toEqual([
      'reprice',
      'restock',
      'edit',
      'edit_images',
      'unpublish',
      'pause',
      'archive',
    ]);
    // Sent back by moderation: an edit (a currency has no pictures) makes it a draft before it can be published.
    expect(actionsOf('Cheapest stardust on NA')).toEqual(['reprice', 'restock', 'edit', 'archive']);
  });

  it('runs a command typed without its slash in a private chat, as the hints suggest', async () => {
    await alice.dm.input({ type: 'text', text: 'listings status=paused' });
    expect(alice.dm.last().list?.items.map((item) => item.title)).toEqual(['Neon Drift $10 gift card']);
    await alice.dm.input({ type: 'text', text: 'what can you do?' });
    expect(alice.dm.lastText()).toMatch(/Send `help`/);
    const group = alice.in(h.adapter.group('plain-text-group'));
    expect(await group.input({ type: 'text', text: 'listings' })).toEqual([]);
  });
});

describe('what `listings` shows first, and how it finds a game', () => {
  let h: Harness;
  let alice: TestUser;
  const statusOf = new Map<string, string>();
  const shownStatuses = () => (alice.dm.last().list?.items ?? []).map((item) => statusOf.get(item.title));

  beforeAll(async () => {
    // Enough Neon Drift listings for two pages of that game alone.
    ({ h, alice } = await openListingsShop('core-listings-order', 9));
    for (const listing of h.sandbox.core.state.listings.values()) statusOf.set(listing.title, listing.status);
  });
  afterAll(async () => {
    await h.close();
  });

  it('lists what needs attention first, sent back by moderation, active, paused, drafts, and counts sold and archived apart', async () => {
    await alice.dm.command('listings');
    const first = shownStatuses();
    await alice.dm.press('Next');
    const all = [...first, ...shownStatuses()];
    expect(all[0]).toBe('changes_requested');
    const order = ['changes_requested', 'active', 'paused', 'draft'];
    expect(all.map((status) => order.indexOf(status ?? ''))).toEqual(
      [...all.map((status) => order.indexOf(status ?? ''))].sort((a, b) => a - b),
    );
    expect(all).not.toContain('sold');
    expect(all).not.toContain('archived');
    expect(alice.dm.lastText()).toMatch(/2 sold or archived listings not shown: send `listings status=sold,archived` to see them/);

    await alice.dm.command('listings', 'status=sold,archived');
    expect(shownStatuses()).toEqual(['sold', 'archived']);
  });

  it('says so when the page asked for is past the end', async () => {
    await alice.dm.command('listings', 'page=3');
    expect(alice.dm.lastText()).toMatch(/There is no page 3: \d+ listings fill 2 pages\. Send `listings page=2` for the last one\./);
    expect(alice.dm.last().list).toBeUndefined();
  });

  it('takes the game by the name shown, in any case, quoted as a phone or a keyboard types it, and keeps it on the page buttons', async () => {
    for (const typed of ['game="Neon Drift"', 'game="neon drift"', 'game=“NEON DRIFT”', 'game=neon-drift']) {
      await alice.dm.command('listings', typed);
      const reply = alice.dm.last();
      expect(reply.title, typed).toMatch(/game="?(Neon Drift|neon drift|NEON DRIFT|neon-drift)"?/);
      expect(reply.list?.total, typed).toBe(11);
    }
    await alice.dm.command('listings', 'game="Neon Drift"');
    expect(alice.dm.lastText()).not.toMatch(/Starfall|Pixel/);
    const next = alice.dm.last().list?.nextAction ?? '';
    await alice.dm.pressAction(next);
    expect(alice.dm.last().list?.page).toBe(2);
    expect(alice.dm.last().list?.items.every((item) => /Neon/i.test(item.title))).toBe(true);
    expect(alice.dm.last().title).toMatch(/game="Neon Drift"/);

    await alice.dm.command('listings', 'game="Nope Land"');
    expect(alice.dm.lastText()).toMatch(/None of your listings is for the game "Nope Land"\. Your games: .*Neon Drift/);
  });
});
