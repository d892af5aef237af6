import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../support/test-adapter.js';
import type { Harness } from '../harness.js';
import { openListingsShop, type ListingsShop } from './support/listings-shop.js';

describe('pause, unpause, publish, unpublish and archive', () => {
  let h: Harness;
  let alice: TestUser;
  let read: ListingsShop['read'];
  let idOf: ListingsShop['idOf'];

  beforeAll(async () => {
    ({ h, alice, read, idOf } = await openListingsShop('core-status-actions'));
  });
  afterAll(async () => {
    await h.close();
  });

  it('pauses and unpauses a gift card, unpublishes and publishes again, and refuses a pause the interface lacks', async () => {
    const gift = idOf('Pixel Raiders $25 gift card');
    await alice.dm.command('pause', gift);
    expect(alice.dm.lastText()).toMatch(/paused/);
    expect((await read(gift)).status).toBe('paused');
    await alice.dm.command('unpause', gift);
    expect((await read(gift)).status).toBe('active');
    const account = idOf('Level 80 EU account, platinum rank');
    await alice.dm.command('pause', account);
    expect(alice.dm.lastText()).toMatch(/no pause for account listings/);
    await alice.dm.command('listing', account);
    await alice.dm.press('Unpublish');
    expect((await read(account)).status).toBe('draft');
    await alice.dm.command('publish', account);
    expect((await read(account)).status).toBe('active');
  });

  it('offers a paused top-up its real way back on sale: unpublish, then publish', async () => {
    const topUp = idOf('1000 Neon credits code');
    await alice.dm.command('pause', topUp);
    expect(alice.dm.lastText()).toContain(`\`unpublish ${topUp.slice(0, 8)}\` (it becomes a draft), then \`publish ${topUp.slice(0, 8)}\``);
    expect((await read(topUp)).status).toBe('paused');
    await alice.dm.command('unpause', topUp);
    expect(alice.dm.lastText()).toMatch(/no unpause for top-ups/);
    await alice.dm.command('listing', topUp);
    expect(alice.dm.lastText()).toMatch(/Paused: The marketplace interface has no unpause for top-ups/);
    await alice.dm.press('Unpublish');
    expect((await read(topUp)).status).toBe('draft');
    await alice.dm.command('publish', topUp);
    expect((await read(topUp)).status).toBe('active');
  });

  it('archives only after confirmation, and a second press answers already done', async () => {
    const draft = idOf('Fresh NA starter account');
    await alice.dm.command('archive', draft);
    expect(alice.dm.lastText()).toMatch(/Please confirm[\s\S]*Fresh NA starter account/);
    expect((await read(draft)).status).toBe('draft');
    await alice.dm.press('Cancel');
    expect((await read(draft)).status).toBe('draft');
    await alice.dm.command('archive', draft);
    await alice.dm.send('just chatting');
    expect(alice.dm.lastText()).toMatch(/Send `help`/);
    const confirm = alice.dm.findAction('Confirm') ?? '';
    await alice.dm.pressAction(confirm);
    expect(alice.dm.lastText()).toMatch(/archived for good/);
    expect((await read(draft)).status).toBe('archived');
    await alice.dm.pressAction(confirm);
    expect(alice.dm.lastText()).toMatch(/Already done/);
  });

  it('sends no status change the state table rules out or that changes nothing, and says why', async () => {
    const listings = [...h.sandbox.core.state.listings.values()];
    const active = listings.find((listing) => listing.status === 'active');
    // A top-up or gift card, which have a pause call: an account would be refused for that instead.
    const draft = listings.find(
      (listing) => listing.status === 'draft' && (listing.category === 'top_up' || listing.category === 'gift_card'),
    );
    expect(active && draft).toBeTruthy();
    const editedAt = (id: string) => h.sandbox.core.state.listings.get(id)!.updatedAt;
    const before = [editedAt(active!.id), editedAt(draft!.id)];
    await alice.dm.command('publish', active!.id);
    expect(alice.dm.lastText()).toBe(`"${active!.title}" is already on sale: nothing was changed.`);
    await alice.dm.command('unpublish', draft!.id);
    expect(alice.dm.lastText()).toBe(`"${draft!.title}" is already a draft: nothing was changed.`);
    await alice.dm.command('pause', draft!.id);
    expect(alice.dm.lastText()).toMatch(/is draft, and the marketplace pauses only active listings, so nothing was sent\./);
    expect([editedAt(active!.id), editedAt(draft!.id)]).toEqual(before);
  });

  it('keeps an audit of each archive', async () => {
    await alice.dm.command('audit', '50');
    expect(alice.dm.lastText()).toMatch(/archive: archive listing/);
  });
});
