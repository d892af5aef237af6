import { describe, expect, it } from 'vitest';
import { useListingsShop } from './support/listings-shop.js';

describe('pause, unpause, publish, unpublish and archive', () => {
  const shop = useListingsShop('core-status-actions');
  const { read, idOf } = shop;

  it('pauses and unpauses a gift card, unpublishes and publishes again, and refuses a pause the interface lacks', async () => {
    const gift = idOf('Pixel Raiders $25 gift card');
    await shop.alice.dm.command('pause', gift);
    expect(shop.alice.dm.lastText()).toMatch(/paused/);
    expect((await read(gift)).status).toBe('paused');
    await shop.alice.dm.command('unpause', gift);
    expect((await read(gift)).status).toBe('active');
    const account = idOf('Level 80 EU account, platinum rank');
    await shop.alice.dm.command('pause', account);
    expect(shop.alice.dm.lastText()).toMatch(/no pause for account listings/);
    await shop.alice.dm.command('listing', account);
    await shop.alice.dm.press('Unpublish');
    expect((await read(account)).status).toBe('draft');
    await shop.alice.dm.command('publish', account);
    expect((await read(account)).status).toBe('active');
  });

  it('offers a paused top-up its real way back on sale: unpublish, then publish', async () => {
    const topUp = idOf('1000 Neon credits code');
    await shop.alice.dm.command('pause', topUp);
    expect(shop.alice.dm.lastText()).toContain(
      `\`unpublish ${topUp.slice(0, 8)}\` (it becomes a draft), then \`publish ${topUp.slice(0, 8)}\``,
    );
    expect((await read(topUp)).status).toBe('paused');
    await shop.alice.dm.command('unpause', topUp);
    expect(shop.alice.dm.lastText()).toMatch(/no unpause for top-ups/);
    await shop.alice.dm.command('listing', topUp);
    expect(shop.alice.dm.lastText()).toMatch(/Paused: The marketplace interface has no unpause for top-ups/);
    await shop.alice.dm.press('Unpublish');
    expect((await read(topUp)).status).toBe('draft');
    await shop.alice.dm.command('publish', topUp);
    expect((await read(topUp)).status).toBe('active');
  });

  it('archives only after confirmation, and a second press answers already done', async () => {
    const draft = idOf('Fresh NA starter account');
    await shop.alice.dm.command('archive', draft);
    expect(shop.alice.dm.lastText()).toMatch(/Please confirm[\s\S]*Fresh NA starter account/);
    expect((await read(draft)).status).toBe('draft');
    await shop.alice.dm.press('Cancel');
    expect((await read(draft)).status).toBe('draft');
    await shop.alice.dm.command('archive', draft);
    await shop.alice.dm.send('just chatting');
    expect(shop.alice.dm.lastText()).toMatch(/Send `help`/);
    const confirm = shop.alice.dm.findAction('Confirm') ?? '';
    await shop.alice.dm.pressAction(confirm);
    expect(shop.alice.dm.lastText()).toMatch(/archived for good/);
    expect((await read(draft)).status).toBe('archived');
    await shop.alice.dm.pressAction(confirm);
    expect(shop.alice.dm.lastText()).toMatch(/Already done/);
  });

  it('takes an archived listing off autopilot and says so', async () => {
    const listing = idOf('Neon drift extra pack 1');
    const { stores } = shop.h;
    const accountId = (await stores.identities.activeAccount(await stores.identities.resolve('test', 'alice')))?.accountId ?? '';
    await stores.autopilot.bind(accountId, {
      listingId: listing,
      title: 'Neon drift extra pack 1',
      mode: { kind: 'deliver', source: { kind: 'pool', pool: 'gems' }, template: null },
      capOrders: null,
      capCents: null,
      since: 1,
      by: 'alice',
    });
    await shop.alice.dm.command('archive', listing);
    await shop.alice.dm.press('Confirm');
    expect(shop.alice.dm.lastText()).toMatch(/archived for good .* Autopilot is off for it now\./);
    await shop.alice.dm.command('autopilot');
    expect(shop.alice.dm.lastText()).toMatch(/No listing is on autopilot/);
  });

  it('sends no status change the state table rules out or that changes nothing, and says why', async () => {
    const listings = [...shop.h.sandbox.core.state.listings.values()];
    const active = listings.find((listing) => listing.status === 'active');
    // A top-up or gift card, which have a pause call: an account would be refused for that instead.
    const draft = listings.find(
      (listing) => listing.status === 'draft' && (listing.category === 'top_up' || listing.category === 'gift_card'),
    );
    expect(active && draft).toBeTruthy();
    const editedAt = (id: string) => shop.h.sandbox.core.state.listings.get(id)!.updatedAt;
    const before = [editedAt(active!.id), editedAt(draft!.id)];
    await shop.alice.dm.command('publish', active!.id);
    expect(shop.alice.dm.lastText()).toBe(`"${active!.title}" is already on sale: nothing was changed.`);
    await shop.alice.dm.command('unpublish', draft!.id);
    expect(shop.alice.dm.lastText()).toBe(`"${draft!.title}" is already a draft: nothing was changed.`);
    await shop.alice.dm.command('pause', draft!.id);
    expect(shop.alice.dm.lastText()).toMatch(/is draft, and the marketplace pauses only active listings, so nothing was sent\./);
    expect([editedAt(active!.id), editedAt(draft!.id)]).toEqual(before);
  });

  it('keeps an audit of each archive', async () => {
    await shop.alice.dm.command('audit', '50');
    expect(shop.alice.dm.lastText()).toMatch(/archive: archive listing/);
  });
});
