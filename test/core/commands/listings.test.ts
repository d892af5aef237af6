import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishManualTopUp } from '../../support/manual-listing.js';
import type { TestUser } from '../../support/test-adapter.js';
import { demoKey, startHarness, type Harness } from '../harness.js';

interface SandboxListing {
  status: string;
  price?: number;
  price_per_unit?: number;
  stock_quantity?: number;
  title: string;
  tags: string[];
  available_units?: number;
}

const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

describe('listings and the actions on them', () => {
  let h: Harness;
  let alice: TestUser;
  const idOf = (title: string): string => {
    for (const listing of h.sandbox.core.state.listings.values()) if (listing.title === title) return listing.id;
    throw new Error(`no listing ${title}`);
  };
  const read = (id: string) => h.control<SandboxListing>('GET', `/_sandbox/offers/${id}`);

  beforeAll(async () => {
    h = await startHarness('core-listings');
    alice = h.adapter.user('alice');
    await alice.dm.command('connect', `${demoKey(h)} Demo`);
    const sellerId = h.sandbox.sellers[0]?.id ?? '';
    for (const n of [1, 2, 3]) {
      h.sandbox.core.listings.create(
        sellerId,
        'top_up',
        {
          brand: 'neon-drift',
          title: `Neon drift extra pack ${n}`,
          price: 300 + n,
          delivery_type: 'manual',
          delivery_method: 'player_id',
          delivery_instructions: 'Send your id.',
          attributes: { region: 'eu' },
          manual_delivery_value: 1,
          manual_delivery_unit: 'hours',
        },
        false,
      );
    }
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

  it('runs a command typed without its slash in a private chat, as the hints suggest', async () => {
    await alice.dm.input({ type: 'text', text: 'listings status=paused' });
    expect(alice.dm.last().list?.items.map((item) => item.title)).toEqual(['Neon Drift $10 gift card']);
    await alice.dm.input({ type: 'text', text: 'what can you do?' });
    expect(alice.dm.lastText()).toMatch(/Send `help`/);
    const group = alice.in(h.adapter.group('plain-text-group'));
    expect(await group.input({ type: 'text', text: 'listings' })).toEqual([]);
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

  it('prices in every accepted form, in cents, per unit for currency, and says so where the interface has no call', async () => {
    const topUp = idOf('Starfall crystals by player id');
    await alice.dm.command('price', `${topUp} $12.50`);
    expect((await read(topUp)).price).toBe(1250);
    await alice.dm.command('price', `${topUp} 1399c`);
    expect((await read(topUp)).price).toBe(1399);
    await alice.dm.command('price', `${topUp} 15`);
    expect((await read(topUp)).price).toBe(1500);
    await alice.dm.command('price', `${topUp} 12.505`);
    expect(alice.dm.lastText()).toMatch(/could mean \$12,505\.00, or cents with one digit too many/);
    expect((await read(topUp)).price).toBe(1500);
    const currency = idOf('Stardust, fast trade on EU servers');
    await alice.dm.command('price', `${currency} 0.95`);
    expect((await read(currency)).price_per_unit).toBe(95);
    // Stardust is sold by the thousand: the price is per 1,000 of it.
    expect(alice.dm.lastText()).toMatch(/\$0\.95 per 1,000 Stardust\./);
    await alice.dm.command('price', `${idOf('Pixel Raiders $25 gift card')} 20`);
    expect(alice.dm.lastText()).toMatch(/no edit call for gift card listings/);
  });

  it('reads a decimal comma as cents, asks before a price moves more than 5×, and sends no price the listing already has', async () => {
    // A listing of its own: one listing takes 5 writes a minute, and the other price tests spend them.
    const account = await h.stores.identities.activeAccount(await h.stores.identities.resolve('test', 'alice'));
    const topUp = await publishManualTopUp(await h.core.services.clientFor(account?.accountId ?? ''));
    await alice.dm.command('price', `${topUp} 14,5`);
    expect((await read(topUp)).price).toBe(1450);
    await alice.dm.command('price', `${topUp} 14,99`);
    expect((await read(topUp)).price).toBe(1499);
    await alice.dm.command('price', `${topUp} 1,250`);
    expect(alice.dm.lastText()).toMatch(/"1,250" could mean \$1,250\.00 or \$1\.25/);
    expect((await read(topUp)).price).toBe(1499);
    await alice.dm.command('price', `${topUp} 0`);
    expect(alice.dm.lastText()).toMatch(/A price of \$0\.00 is not possible/);

    const editedAt = h.sandbox.core.state.listings.get(topUp)!.updatedAt;
    await alice.dm.command('price', `${topUp} $14.99`);
    expect(alice.dm.lastText()).toMatch(/already costs \$14\.99: nothing was changed/);
    expect(h.sandbox.core.state.listings.get(topUp)!.updatedAt).toBe(editedAt);

    await alice.dm.command('price', `${topUp} 1499`);
    expect(alice.dm.lastText()).toMatch(/from \$14\.99 to \$1,499\.00\? That is 100× higher than now/);
    expect((await read(topUp)).price).toBe(1499);
    await alice.dm.press('Cancel');
    expect((await read(topUp)).price).toBe(1499);
    await alice.dm.command('price', `${topUp} 1.99`);
    expect(alice.dm.lastText()).toMatch(/from \$14\.99 to \$1\.99\? That is 8× lower than now/);
    await alice.dm.press('Confirm');
    expect((await read(topUp)).price).toBe(199);
  });

  it('edits title, description and tags, checking the spec limits first', async () => {
    const topUp = idOf('Starfall crystals by player id');
    await alice.dm.command('edit', `${topUp} title Short`);
    expect(alice.dm.lastText()).toMatch(/8 to 128 characters/);
    await alice.dm.command('edit', `${topUp} title Starfall crystals, fast top-up by player id`);
    expect((await read(topUp)).title).toBe('Starfall crystals, fast top-up by player id');
    await alice.dm.command('edit', `${topUp} tags Fast, Cheap, fast`);
    expect((await read(topUp)).tags).toEqual(['fast', 'cheap']);
    const currency = idOf('Cheapest stardust on NA');
    await alice.dm.command('edit', `${currency} description Fixed the price typo; trade in the capital.`);
    expect(alice.dm.lastText()).toMatch(/draft again/);
    expect((await read(currency)).status).toBe('draft');
  });

  it("edits what the interface lets a top-up and currency change, with the create flow's rules", async () => {
    const pack = idOf('Neon drift extra pack 1');
    const stored = () => h.sandbox.core.state.listings.get(pack)!;
    await alice.dm.command('edit', `${pack} description ${'x'.repeat(5000)}`);
    expect(alice.dm.lastText()).toMatch(/A description has 1 to 4096 characters; this one has 5000/);
    expect(stored().description ?? '').not.toHaveLength(5000);
    await alice.dm.command('edit', `${pack} handover 45 minutes`);
    expect(stored()).toMatchObject({ manualDeliveryValue: 45, manualDeliveryUnit: 'minutes' });
    await alice.dm.command('edit', `${pack} instructions Send your player id and region.`);
    expect(stored().deliveryInstructions).toBe('Send your player id and region.');
    await alice.dm.command('edit', `${pack} method teleport`);
    expect(alice.dm.lastText()).toMatch(/Delivery methods are: activation_code, player_id, in_game_trade/);
    await alice.dm.command('edit', `${pack} method in_game_trade`);
    expect(stored().deliveryMethod).toBe('in_game_trade');
    await alice.dm.command('edit', `${pack} attributes amount=500`);
    expect(alice.dm.lastText()).toMatch(/Region \(`region`\) is required/);
    await alice.dm.command('edit', `${pack} attributes region=mars`);
    expect(alice.dm.lastText()).toMatch(/Region: pick one of eu, na, sa/);
    await alice.dm.command('edit', `${pack} attributes region=NA, amount=500`);
    expect(stored().attributes).toEqual({ region: 'na', amount: 500 });
    // Five writes a minute per listing: the delivery switches and pictures go to a second pack.
    const other = idOf('Neon drift extra pack 2');
    const otherStored = () => h.sandbox.core.state.listings.get(other)!;
    await alice.dm.command('edit', `${other} delivery instant`);
    expect(otherStored()).toMatchObject({ deliveryType: 'instant', deliveryMethod: 'activation_code' });
    expect(alice.dm.lastText()).toMatch(/add them with `restock/);
    await alice.dm.command('edit', `${other} handover 1 hour`);
    expect(alice.dm.lastText()).toMatch(/no handover time/);
    await alice.dm.command('edit', `${other} delivery manual 2 hours`);
    expect(otherStored()).toMatchObject({ deliveryType: 'manual', manualDeliveryValue: 2, manualDeliveryUnit: 'hours' });
    await alice.dm.command('edit', `${other} images`);
    await alice.dm.upload('pack.png', PIXEL_PNG, 'image/png');
    await alice.dm.press('Done');
    expect(alice.dm.lastText()).toMatch(/1 picture on/);
    expect(otherStored().images).toHaveLength(1);
    await alice.dm.command('edit', `${idOf('1000 Neon credits code')} delivery manual 1 hour`);
    expect(alice.dm.lastText()).toMatch(/its \d+ codes in stock would be lost/);
    await alice.dm.command('edit', `${pack} minorder 5`);
    expect(alice.dm.lastText()).toMatch(/no minorder the interface can change/);
    // Not the EU listing the restock tests write to: one listing takes 5 writes a minute.
    const currency = idOf('Cheapest stardust on NA');
    await alice.dm.command('edit', `${currency} minorder 10`);
    expect(h.sandbox.core.state.listings.get(currency)!.minOrderQuantity).toBe(10);
    await alice.dm.command('edit', `${currency} images`);
    expect(alice.dm.lastText()).toMatch(/no images the interface can change/);
  });

  it('restocks currency by setting or adding stock', async () => {
    const currency = idOf('Stardust, fast trade on EU servers');
    await alice.dm.command('restock', `${currency} set 1000`);
    expect((await read(currency)).stock_quantity).toBe(1000);
    await alice.dm.command('restock', `${currency} add 250`);
    expect((await read(currency)).stock_quantity).toBe(1250);
  });

  it('asks whether a bare currency quantity sets or adds, and shows the product scale', async () => {
    const currency = idOf('Stardust, fast trade on EU servers');
    await alice.dm.command('restock', `${currency} set 1000`);
    await alice.dm.command('restock', `${currency} 100`);
    expect(alice.dm.lastText()).toMatch(/Set the stock of .* to 100.*, or add 100.* to the 1,000.* it has now\?/);
    expect((await read(currency)).stock_quantity).toBe(1000);
    await alice.dm.press('Add 100');
    expect((await read(currency)).stock_quantity).toBe(1100);
    expect(alice.dm.lastText()).toMatch(/now has a stock of 1,100/);
    // Stardust is sold by the thousand.
    expect(alice.dm.lastText()).toMatch(/now has a stock of 1,100 × 1,000 Stardust\./);
    await alice.dm.command('restock', `${currency} lots`);
    expect(alice.dm.lastText()).toMatch(/counted in 1,000 Stardust: .*It is now 1,100 × 1,000 Stardust/);
  });

  /** A live thousand-scale currency listing of its own: each listing allows 5 writes a minute. */
  const freshCurrency = (title: string, stock: number): string => {
    const productId = h.sandbox.core.catalogue.brand('starfall-odyssey')?.categories.find((c) => c.category === 'currency')
      ?.products[0]?.id;
    const created = h.sandbox.core.listings.create(
      h.sandbox.sellers[0]?.id ?? '',
      'currency',
      {
        brand: 'starfall-odyssey',
        product_id: productId,
        title,
        price_per_unit: 100,
        stock_quantity: stock,
        delivery_instructions: 'Trade in the capital.',
        attributes: { server: 'eu-1' },
        manual_delivery_value: 1,
        manual_delivery_unit: 'hours',
      },
      false,
    );
    h.sandbox.core.listings.publish(created);
    return created.id;
  };

  it("shows a currency price and stock in its product's scale, on the card and in the list", async () => {
    const currency = freshCurrency('Stardust scale shown test', 40);
    await alice.dm.command('listing', currency.slice(0, 8));
    expect(alice.dm.lastText()).toMatch(/Price: \$1\.00 per 1,000 Stardust/);
    expect(alice.dm.lastText()).toMatch(/Stock: 40 × 1,000 Stardust/);
    await alice.dm.command('listings', 'title="Stardust scale shown"');
    expect(alice.dm.last().list?.items[0]?.detail).toMatch(/\$1\.00 per 1,000 Stardust · stock 40 × 1,000 Stardust/);
  });

  it('says when the stock moved between the restock and its read back', async () => {
    const currency = freshCurrency('Stardust read back test', 1000);
    // Both reads of the listing are slow; a buyer's order lands right after the write.
    h.sandbox.core.faults.add({ kind: 'delay', delay_ms: 1_500, method: 'GET', path_prefix: `/v1/offers/currency/${currency}`, times: 2 });
    const restocking = alice.dm.command('restock', `${currency} add 50`);
    while ((await read(currency)).stock_quantity !== 1050) await new Promise((resolve) => setTimeout(resolve, 20));
    await h.control('POST', '/_sandbox/orders', { offer_id: currency, quantity: 10 });
    await restocking;
    expect(alice.dm.lastText()).toMatch(
      /set the stock of .* to 1,050 × 1,000 Stardust, but it reads 1,040 × 1,000 Stardust right after: a sale or another change came in meanwhile/,
    );
  });

  it('says a sold listing stays sold after a restock, and offers Publish', async () => {
    const currency = freshCurrency('Stardust sold out test', 10);
    const listing = h.sandbox.core.state.listings.get(currency);
    if (!listing) throw new Error('listing should exist');
    listing.stockQuantity = 0;
    listing.status = 'sold';
    await alice.dm.command('restock', `${currency} set 300`);
    expect(alice.dm.lastText()).toMatch(/is still `sold`: restocking does not put it back on sale/);
    await alice.dm.press('Publish');
    expect((await read(currency)).status).toBe('active');
  });

  it('restocks a top-up with codes, refusing duplicates within the batch and against earlier batches, from text and from a file', async () => {
    const topUp = idOf('1000 Neon credits code');
    const before = (await read(topUp)).available_units ?? 0;
    const [added] = await alice.dm.command('restock', `${topUp} AAA-1\nAAA-2\nAAA-1`);
    expect(added?.deleteUserMessage).toBe(true);
    expect(added?.text).toMatch(/2 new codes added/);
    expect(added?.text).toMatch(/1 refused as duplicates[\s\S]*lines 3/);
    await alice.dm.command('restock', topUp);
    expect(alice.dm.last().prompt?.kind).toBe('goods');
    await alice.dm.upload('codes.csv', 'code\nAAA-2\nBBB-1\n"BBB-2"\n', 'text/csv');
    expect(alice.dm.lastText()).toMatch(/2 new codes added/);
    expect(alice.dm.lastText()).toMatch(/1 refused as duplicates/);
    expect(alice.dm.transcript()).not.toMatch(/AAA-|BBB-/);
    const units = await h.control<{ units: unknown[] }>('GET', `/_sandbox/offers/${topUp}`);
    expect(units.units.length).toBe(before + 4);
  });

  it('says plainly that accounts and gift cards have no restock call, and removes a unit', async () => {
    const account = idOf('Level 80 EU account, platinum rank');
    await alice.dm.command('restock', account);
    expect(alice.dm.lastText()).toMatch(/no call that adds stock to account listings/);
    const { units } = await h.control<{ units: { id: string }[] }>('GET', `/_sandbox/offers/${account}`);
    await alice.dm.command('restock', `${account} remove ${units[0]?.id}`);
    expect(alice.dm.lastText()).toMatch(/Removed unit/);
    expect((await read(account)).available_units).toBe(units.length - 1);
  });

  it('removes an account unit by the short id `listing` shows, and says when a prefix matches none or several', async () => {
    const account = idOf('Level 80 EU account, platinum rank');
    const pool = h.sandbox.core.state.listings.get(account)?.units ?? [];
    const [model] = pool;
    if (!model) throw new Error('the demo account listing has a unit');
    // Two units whose ids share their first characters, as uuids sometimes do.
    pool.push({ ...model, id: `abcd1111${model.id.slice(8)}` }, { ...model, id: `abcd2222${model.id.slice(8)}` });
    await alice.dm.command('listing', account);
    expect(alice.dm.lastText()).toMatch(/abcd1111 available/);
    await alice.dm.command('restock', `${account} remove abcd`);
    expect(alice.dm.lastText()).toMatch(/Several units of .* start with abcd: abcd1111.*, abcd2222.*\. Type more of the id/);
    await alice.dm.command('restock', `${account} remove ffff0000`);
    expect(alice.dm.lastText()).toMatch(/No unit of .* has an id starting with ffff0000/);
    const before = (await read(account)).available_units ?? 0;
    await alice.dm.command('restock', `${account} remove abcd2222`);
    expect(alice.dm.lastText()).toMatch(/Removed unit abcd2222/);
    expect((await read(account)).available_units).toBe(before - 1);
    expect(pool.some((unit) => unit.id.startsWith('abcd1111'))).toBe(true);
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

  it('keeps an audit of every write without goods', async () => {
    await alice.dm.command('audit', '50');
    const text = alice.dm.lastText();
    expect(text).toMatch(/price: price of .* → \$15\.00/);
    expect(text).toMatch(/archive: archive listing/);
    expect(text).toMatch(/restock: added 2 codes/);
    expect(text).not.toMatch(/AAA-|BBB-/);
  });
});
