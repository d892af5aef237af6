import { describe, expect, it } from 'vitest';
import { useListingsShop } from './support/listings-shop.js';

describe('restock', () => {
  const shop = useListingsShop('core-restock');
  const { read, freshCurrency, idOf } = shop;

  it('restocks currency by setting or adding stock', async () => {
    const currency = idOf('Stardust, fast trade on EU servers');
    await shop.alice.dm.command('restock', `${currency} set 1000`);
    expect((await read(currency)).stock_quantity).toBe(1000);
    await shop.alice.dm.command('restock', `${currency} add 250`);
    expect((await read(currency)).stock_quantity).toBe(1250);
  });

  it('asks whether a bare currency quantity sets or adds, and shows the product scale', async () => {
    const currency = idOf('Stardust, fast trade on EU servers');
    await shop.alice.dm.command('restock', `${currency} set 1000`);
    await shop.alice.dm.command('restock', `${currency} 100`);
    expect(shop.alice.dm.lastText()).toMatch(/Set the stock of .* to 100.*, or add 100.* to the 1,000.* it has now\?/);
    expect((await read(currency)).stock_quantity).toBe(1000);
    await shop.alice.dm.press('Add 100');
    expect((await read(currency)).stock_quantity).toBe(1100);
    expect(shop.alice.dm.lastText()).toMatch(/now has a stock of 1,100/);
    // Stardust is sold by the thousand.
    expect(shop.alice.dm.lastText()).toMatch(/now has a stock of 1,100 × 1,000 Stardust\./);
    await shop.alice.dm.command('restock', `${currency} lots`);
    expect(shop.alice.dm.lastText()).toMatch(/counted in 1,000 Stardust: .*It is now 1,100 × 1,000 Stardust/);
  });

  /** A live thousand-scale currency listing of its own: each listing allows 5 writes a minute. */

  it('says when the stock moved between the restock and its read back', async () => {
    const currency = freshCurrency('Stardust read back test', 1000);
    // Both reads of the listing are slow; a buyer's order lands right after the write.
    shop.h.sandbox.core.faults.add({
      kind: 'delay',
      delay_ms: 1_500,
      method: 'GET',
      path_prefix: `/v1/offers/currency/${currency}`,
      times: 2,
    });
    const restocking = shop.alice.dm.command('restock', `${currency} add 50`);
    while ((await read(currency)).stock_quantity !== 1050) await new Promise((resolve) => setTimeout(resolve, 20));
    await shop.h.control('POST', '/_sandbox/orders', { offer_id: currency, quantity: 10 });
    await restocking;
    expect(shop.alice.dm.lastText()).toMatch(
      /set the stock of .* to 1,050 × 1,000 Stardust, but it reads 1,040 × 1,000 Stardust right after: a sale or another change came in meanwhile/,
    );
  });

  it('says a sold listing stays sold after a restock, and offers Publish', async () => {
    const currency = freshCurrency('Stardust sold out test', 10);
    const listing = shop.h.sandbox.core.state.listings.get(currency);
    if (!listing) throw new Error('listing should exist');
    listing.stockQuantity = 0;
    listing.status = 'sold';
    await shop.alice.dm.command('restock', `${currency} set 300`);
    expect(shop.alice.dm.lastText()).toMatch(/is still `sold`: restocking does not put it back on sale/);
    await shop.alice.dm.press('Publish');
    expect((await read(currency)).status).toBe('active');
  });

  it('restocks a top-up with codes, refusing duplicates within the batch and against earlier batches, from text and from a file', async () => {
    const topUp = idOf('1000 Neon credits code');
    const before = (await read(topUp)).available_units ?? 0;
    const [added] = await shop.alice.dm.command('restock', `${topUp} AAA-1\nAAA-2\nAAA-1`);
    expect(added?.deleteUserMessage).toBe(true);
    expect(added?.text).toMatch(/2 new codes added/);
    expect(added?.text).toMatch(/1 refused as a duplicate [\s\S]*, line 3\./);
    await shop.alice.dm.command('restock', topUp);
    expect(shop.alice.dm.last().prompt?.kind).toBe('goods');
    await shop.alice.dm.upload('codes.csv', 'code\nAAA-2\nBBB-1\n"BBB-2"\n', 'text/csv');
    expect(shop.alice.dm.lastText()).toMatch(/2 new codes added/);
    // The header is row 1, as a spreadsheet numbers the file: the repeated code is on row 2.
    expect(shop.alice.dm.lastText()).toMatch(/1 refused as a duplicate \(.*\), line 2\./);
    expect(shop.alice.dm.transcript()).not.toMatch(/AAA-|BBB-/);
    const units = await shop.h.control<{ units: unknown[] }>('GET', `/_sandbox/offers/${topUp}`);
    expect(units.units.length).toBe(before + 4);
  });

  it('says plainly that accounts and gift cards have no restock call, and removes a unit', async () => {
    const account = idOf('Level 80 EU account, platinum rank');
    await shop.alice.dm.command('restock', account);
    expect(shop.alice.dm.lastText()).toMatch(/no call that adds stock to account listings/);
    const { units } = await shop.h.control<{ units: { id: string }[] }>('GET', `/_sandbox/offers/${account}`);
    await shop.alice.dm.command('restock', `${account} remove ${units[0]?.id}`);
    expect(shop.alice.dm.lastText()).toMatch(/Removed unit/);
    expect((await read(account)).available_units).toBe(units.length - 1);
  });

  it('removes an account unit by the short id `listing` shows, and says when a prefix matches none or several', async () => {
    const account = idOf('Level 80 EU account, platinum rank');
    const pool = shop.h.sandbox.core.state.listings.get(account)?.units ?? [];
    const [model] = pool;
    if (!model) throw new Error('the demo account listing has a unit');
    // Two units whose ids share their first characters, as uuids sometimes do.
    pool.push({ ...model, id: `abcd1111${model.id.slice(8)}` }, { ...model, id: `abcd2222${model.id.slice(8)}` });
    await shop.alice.dm.command('listing', account);
    expect(shop.alice.dm.lastText()).toMatch(/abcd1111 available/);
    await shop.alice.dm.command('restock', `${account} remove abcd`);
    expect(shop.alice.dm.lastText()).toMatch(/Several units of .* start with abcd: abcd1111.*, abcd2222.*\. Type more of the id/);
    await shop.alice.dm.command('restock', `${account} remove ffff0000`);
    expect(shop.alice.dm.lastText()).toMatch(/No unit of .* has an id starting with ffff0000/);
    const before = (await read(account)).available_units ?? 0;
    await shop.alice.dm.command('restock', `${account} remove abcd2222`);
    expect(shop.alice.dm.lastText()).toMatch(/Removed unit abcd2222/);
    expect((await read(account)).available_units).toBe(before - 1);
    expect(pool.some((unit) => unit.id.startsWith('abcd1111'))).toBe(true);
  });

  it('reads `remove` after the listing as its own verb, answering every other form as before', async () => {
    const account = idOf('Level 80 EU account, platinum rank');
    const noAddCall = /no call that adds stock to account listings/;
    await shop.alice.dm.command('restock', `${account} remove`);
    expect(shop.alice.dm.lastText()).toMatch(noAddCall);
    await shop.alice.dm.command('restock', `${account} remove not-a-unit!`);
    expect(shop.alice.dm.lastText()).toMatch(noAddCall);
    await shop.alice.dm.command('restock', `${account} remove abcd extra`);
    expect(shop.alice.dm.lastText()).toMatch(noAddCall);
    // A currency has no units: `remove` is its input, refused with its usage as before.
    const currency = freshCurrency('Starfall remove words', 100);
    await shop.alice.dm.command('restock', `${currency} remove 12`);
    const removeAnswer = shop.alice.dm.lastText();
    await shop.alice.dm.command('restock', `${currency} lots`);
    expect(removeAnswer).toBe(shop.alice.dm.lastText());
    // The listing comes first, the verb after it; the default verb is never named, so the usage stays the typed one.
    await shop.alice.dm.command('restock', '');
    expect(shop.alice.dm.lastText()).toContain('restock <id> [input]');
    expect(shop.alice.dm.lastText()).not.toContain('restock add');
    await shop.alice.dm.command('help', 'restock');
    const help = shop.alice.dm.last().fields?.find((field) => field.label === 'Usage')?.value;
    expect(help).toBe('restock <id> [input]\nrestock <id> remove [unit]');
  });

  it('asks the operator role of `remove` as of adding codes: a viewer removes nothing', async () => {
    const account = idOf('Level 80 EU account, platinum rank');
    await shop.alice.dm.command('team', 'invite viewer');
    const code = /join ([0-9A-Z]+)/.exec(shop.alice.dm.lastText())?.[1] ?? '';
    const vera = shop.h.adapter.user('vera');
    await vera.dm.command('join', code);
    const before = (await read(account)).available_units ?? 0;
    const { units } = await shop.h.control<{ units: { id: string }[] }>('GET', `/_sandbox/offers/${account}`);
    await vera.dm.command('restock', `${account} remove ${units[0]?.id}`);
    expect(vera.dm.lastText()).toMatch(/`restock` needs the operator role/);
    await vera.dm.command('restock', `${idOf('1000 Neon credits code')} VERA-1`);
    expect(vera.dm.lastText()).toMatch(/`restock` needs the operator role/);
    expect((await read(account)).available_units).toBe(before);
  });

  it('keeps an audit of the codes added, without the codes', async () => {
    await shop.alice.dm.command('audit', '50');
    const text = shop.alice.dm.lastText();
    expect(text).toMatch(/restock: added 2 codes/);
    expect(text).not.toMatch(/AAA-|BBB-/);
  });
});
