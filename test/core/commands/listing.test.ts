import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../support/test-adapter.js';
import type { Harness } from '../harness.js';
import { openListingsShop, type ListingsShop } from './support/listings-shop.js';

describe('a listing and what it shows', () => {
  let h: Harness;
  let alice: TestUser;
  let read: ListingsShop['read'];
  let freshCurrency: ListingsShop['freshCurrency'];
  let idOf: ListingsShop['idOf'];

  beforeAll(async () => {
    ({ h, alice, read, freshCurrency, idOf } = await openListingsShop('core-listing'));
  });
  afterAll(async () => {
    await h.close();
  });

  it('shows a listing with the actions its status allows', async () => {
    await alice.dm.command('listing', idOf('Level 80 EU account, platinum rank').slice(0, 8));
    const text = alice.dm.lastText();
    expect(text).toMatch(/Category: account/);
    expect(text).toMatch(/Units available: 2/);
    expect(text).toMatch(/\[Unpublish\]/);
    expect(text).not.toMatch(/\[Publish\]/);
    const flagged = idOf('Cheapest stardust on NA');
    await alice.dm.command('listing', flagged);
    expect(alice.dm.lastText()).toMatch(/Sent back by moderation: invalid_price: The price looks like a typo/);
    // The state table: only a draft is published, and the seller's next edit makes it one.
    expect(alice.dm.lastText()).not.toMatch(/\[Publish\]/);
    expect(alice.dm.lastText()).toContain(
      `Fix it with \`price ${flagged.slice(0, 8)} <amount>\`. The edit makes it a draft; then \`publish ${flagged.slice(0, 8)}\``,
    );
    await alice.dm.command('publish', flagged);
    expect(alice.dm.lastText()).toMatch(/publishes only drafts/);
    expect((await read(flagged)).status).toBe('changes_requested');
    await alice.dm.command('listing', '00000000');
    expect(alice.dm.lastText()).toMatch(/None of your listings/);
  });

  it("shows a currency price and stock in its product's scale, on the card and in the list", async () => {
    const currency = freshCurrency('Stardust scale shown test', 40);
    await alice.dm.command('listing', currency.slice(0, 8));
    expect(alice.dm.lastText()).toMatch(/Price: \$1\.00 per 1,000 Stardust/);
    expect(alice.dm.lastText()).toMatch(/Stock: 40 × 1,000 Stardust/);
    await alice.dm.command('listings', 'title="Stardust scale shown"');
    expect(alice.dm.last().list?.items[0]?.detail).toMatch(/\$1\.00 per 1,000 Stardust · stock 40 × 1,000 Stardust/);
  });

  it('closes the moderation note once', async () => {
    await alice.dm.command('listing', idOf('Cheapest stardust on NA'));
    expect(alice.dm.lastText()).toMatch(/The price looks like a typo\. Fix it with/);
    expect(alice.dm.lastText()).not.toMatch(/\.\./);
  });
});
