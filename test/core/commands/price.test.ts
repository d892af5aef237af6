import { describe, expect, it } from 'vitest';
import { publishManualTopUp } from '../../support/manual-listing.js';
import { useListingsShop } from './support/listings-shop.js';

describe('price', () => {
  const shop = useListingsShop('core-price');
  const { read, idOf } = shop;

  it('prices in every accepted form, in cents, per unit for currency, and says so where the interface has no call', async () => {
    const topUp = idOf('Starfall crystals by player id');
    await shop.alice.dm.command('price', `${topUp} $12.50`);
    expect((await read(topUp)).price).toBe(1250);
    await shop.alice.dm.command('price', `${topUp} 1399c`);
    expect((await read(topUp)).price).toBe(1399);
    await shop.alice.dm.command('price', `${topUp} 15`);
    expect((await read(topUp)).price).toBe(1500);
    await shop.alice.dm.command('price', `${topUp} 12.505`);
    expect(shop.alice.dm.lastText()).toMatch(/could mean \$12,505\.00, or cents with one digit too many/);
    expect((await read(topUp)).price).toBe(1500);
    const currency = idOf('Stardust, fast trade on EU servers');
    await shop.alice.dm.command('price', `${currency} 0.95`);
    expect((await read(currency)).price_per_unit).toBe(95);
    // Stardust is sold by the thousand: the price is per 1,000 of it.
    expect(shop.alice.dm.lastText()).toMatch(/\$0\.95 per 1,000 Stardust\./);
    await shop.alice.dm.command('price', `${idOf('Pixel Raiders $25 gift card')} 20`);
    expect(shop.alice.dm.lastText()).toMatch(/no edit call for gift card listings/);
  });

  it('reads a decimal comma as cents, asks before a price moves more than 5×, and sends no price the listing already has', async () => {
    // A listing of its own: one listing takes 5 writes a minute, and the other price tests spend them.
    const account = await shop.h.stores.identities.activeAccount(await shop.h.stores.identities.resolve('test', 'alice'));
    const topUp = await publishManualTopUp(await shop.h.core.services.clientFor(account?.accountId ?? ''));
    await shop.alice.dm.command('price', `${topUp} 14,5`);
    expect((await read(topUp)).price).toBe(1450);
    await shop.alice.dm.command('price', `${topUp} 14,99`);
    expect((await read(topUp)).price).toBe(1499);
    await shop.alice.dm.command('price', `${topUp} 1,250`);
    expect(shop.alice.dm.lastText()).toMatch(/"1,250" could mean \$1,250\.00 or \$1\.25/);
    expect((await read(topUp)).price).toBe(1499);
    await shop.alice.dm.command('price', `${topUp} 0`);
    expect(shop.alice.dm.lastText()).toMatch(/A price of \$0\.00 is not possible/);

    const editedAt = shop.h.sandbox.core.state.listings.get(topUp)!.updatedAt;
    await shop.alice.dm.command('price', `${topUp} $14.99`);
    expect(shop.alice.dm.lastText()).toMatch(/already costs \$14\.99: nothing was changed/);
    expect(shop.h.sandbox.core.state.listings.get(topUp)!.updatedAt).toBe(editedAt);

    await shop.alice.dm.command('price', `${topUp} 1499`);
    expect(shop.alice.dm.lastText()).toMatch(/from \$14\.99 to \$1,499\.00\? That is 100× higher than now/);
    expect((await read(topUp)).price).toBe(1499);
    await shop.alice.dm.press('Cancel');
    expect((await read(topUp)).price).toBe(1499);
    await shop.alice.dm.command('price', `${topUp} 1.99`);
    expect(shop.alice.dm.lastText()).toMatch(/from \$14\.99 to \$1\.99\? That is 8× lower than now/);
    await shop.alice.dm.press('Confirm');
    expect((await read(topUp)).price).toBe(199);
  });

  it('keeps an audit of each price set', async () => {
    await shop.alice.dm.command('audit', '50');
    expect(shop.alice.dm.lastText()).toMatch(/price: price of .* → \$15\.00/);
  });
});
