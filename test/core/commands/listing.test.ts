import { describe, expect, it } from 'vitest';
import { listing } from '../../../src/core/commands/listing.js';
import { useListingsShop } from './support/listings-shop.js';

describe('a listing and what it shows', () => {
  const shop = useListingsShop('core-listing');
  const { read, freshCurrency, idOf, factsOf } = shop;

  it('shows a listing with the actions its status allows', async () => {
    await shop.alice.dm.command('listing', idOf('Level 80 EU account, platinum rank').slice(0, 8));
    const text = shop.alice.dm.lastText();
    expect(text).toMatch(/Category: account/);
    expect(text).toMatch(/Units available: 2/);
    expect(text).toMatch(/\[Unpublish\]/);
    expect(text).not.toMatch(/\[Publish\]/);
    // The buttons and the data read one table: an account has no edit, pause or restock call.
    const account = await factsOf(listing.typed, { id: idOf('Level 80 EU account, platinum rank') });
    expect(account.listing).toMatchObject({ actions: ['remove_unit', 'unpublish', 'archive'] });
    const flagged = idOf('Cheapest stardust on NA');
    await shop.alice.dm.command('listing', flagged);
    expect(shop.alice.dm.lastText()).toMatch(/Sent back by moderation: invalid_price: The price looks like a typo/);
    // The reason as facts too, read by id where the list row carries none.
    expect((await factsOf(listing.typed, { id: flagged })).listing).toMatchObject({
      id: flagged,
      status: 'changes_requested',
      moderation_reason: 'invalid_price',
      moderation_note: 'The price looks like a typo.',
    });
    // The state table: only a draft is published, and the seller's next edit makes it one.
    expect(shop.alice.dm.lastText()).not.toMatch(/\[Publish\]/);
    expect(shop.alice.dm.lastText()).toContain(
      `Fix it with \`price ${flagged.slice(0, 8)} <amount>\`. The edit makes it a draft; then \`publish ${flagged.slice(0, 8)}\``,
    );
    await shop.alice.dm.command('publish', flagged);
    expect(shop.alice.dm.lastText()).toMatch(/publishes only drafts/);
    expect((await read(flagged)).status).toBe('changes_requested');
    await shop.alice.dm.command('listing', '00000000');
    expect(shop.alice.dm.lastText()).toMatch(/None of your listings/);
  });

  it("shows a currency price and stock in its product's scale, on the card and in the list", async () => {
    const currency = freshCurrency('Stardust scale shown test', 40);
    await shop.alice.dm.command('listing', currency.slice(0, 8));
    expect(shop.alice.dm.lastText()).toMatch(/Price: \$1\.00 per 1,000 Stardust/);
    expect(shop.alice.dm.lastText()).toMatch(/Stock: 40 × 1,000 Stardust/);
    await shop.alice.dm.command('listings', 'title="Stardust scale shown"');
    expect(shop.alice.dm.last().list?.items[0]?.detail).toMatch(/\$1\.00 per 1,000 Stardust · stock 40 × 1,000 Stardust/);
  });

  it('closes the moderation note once', async () => {
    await shop.alice.dm.command('listing', idOf('Cheapest stardust on NA'));
    expect(shop.alice.dm.lastText()).toMatch(/The price looks like a typo\. Fix it with/);
    expect(shop.alice.dm.lastText()).not.toMatch(/\.\./);
  });
});
