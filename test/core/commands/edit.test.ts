import { describe, expect, it } from 'vitest';
import { useListingsShop } from './support/listings-shop.js';

describe('edit', () => {
  const shop = useListingsShop('core-edit');
  const { read, idOf } = shop;

  it('edits title, description and tags, checking the spec limits first', async () => {
    const topUp = idOf('Starfall crystals by player id');
    await shop.alice.dm.command('edit', `${topUp} title Short`);
    expect(shop.alice.dm.lastText()).toMatch(/8 to 128 characters/);
    await shop.alice.dm.command('edit', `${topUp} title Starfall crystals, fast top-up by player id`);
    expect((await read(topUp)).title).toBe('Starfall crystals, fast top-up by player id');
    await shop.alice.dm.command('edit', `${topUp} tags Fast, Cheap, fast`);
    expect((await read(topUp)).tags).toEqual(['fast', 'cheap']);
    const currency = idOf('Cheapest stardust on NA');
    await shop.alice.dm.command('edit', `${currency} description Fixed the price typo; trade in the capital.`);
    expect(shop.alice.dm.lastText()).toMatch(/draft again/);
    expect((await read(currency)).status).toBe('draft');
  });

  it("edits what the interface lets a top-up and currency change, with the create flow's rules", async () => {
    const pack = idOf('Neon drift extra pack 1');
    const stored = () => shop.h.sandbox.core.state.listings.get(pack)!;
    await shop.alice.dm.command('edit', `${pack} description ${'x'.repeat(5000)}`);
    expect(shop.alice.dm.lastText()).toMatch(/A description has 1 to 4096 characters; this one has 5000/);
    expect(stored().description ?? '').not.toHaveLength(5000);
    await shop.alice.dm.command('edit', `${pack} handover 45 minutes`);
    expect(stored()).toMatchObject({ manualDeliveryValue: 45, manualDeliveryUnit: 'minutes' });
    await shop.alice.dm.command('edit', `${pack} instructions Send your player id and region.`);
    expect(stored().deliveryInstructions).toBe('Send your player id and region.');
    await shop.alice.dm.command('edit', `${pack} method teleport`);
    expect(shop.alice.dm.lastText()).toMatch(/Delivery methods are: activation_code, player_id, in_game_trade/);
    await shop.alice.dm.command('edit', `${pack} method in_game_trade`);
    expect(stored().deliveryMethod).toBe('in_game_trade');
    await shop.alice.dm.command('edit', `${pack} attributes amount=500`);
    expect(shop.alice.dm.lastText()).toMatch(/Region \(`region`\) is required/);
    await shop.alice.dm.command('edit', `${pack} attributes region=mars`);
    expect(shop.alice.dm.lastText()).toMatch(/Region: pick one of eu, na, sa/);
    await shop.alice.dm.command('edit', `${pack} attributes region=NA, amount=500`);
    expect(stored().attributes).toEqual({ region: 'na', amount: 500 });
    // Five writes a minute per listing: the delivery switches go to a second pack.
    const other = idOf('Neon drift extra pack 2');
    const otherStored = () => shop.h.sandbox.core.state.listings.get(other)!;
    await shop.alice.dm.command('edit', `${other} delivery instant`);
    expect(otherStored()).toMatchObject({ deliveryType: 'instant', deliveryMethod: 'activation_code' });
    expect(shop.alice.dm.lastText()).toMatch(/add them with `restock/);
    await shop.alice.dm.command('edit', `${other} handover 1 hour`);
    expect(shop.alice.dm.lastText()).toMatch(/no handover time/);
    await shop.alice.dm.command('edit', `${other} delivery manual 2 hours`);
    expect(otherStored()).toMatchObject({ deliveryType: 'manual', manualDeliveryValue: 2, manualDeliveryUnit: 'hours' });
    await shop.alice.dm.command('edit', `${idOf('1000 Neon credits code')} delivery manual 1 hour`);
    expect(shop.alice.dm.lastText()).toMatch(/its \d+ codes in stock would be lost/);
    await shop.alice.dm.command('edit', `${pack} minorder 5`);
    expect(shop.alice.dm.lastText()).toMatch(/no minorder the interface can change/);
    // A currency listing: its minimum order can change, its pictures cannot.
    const currency = idOf('Cheapest stardust on NA');
    await shop.alice.dm.command('edit', `${currency} minorder 10`);
    expect(shop.h.sandbox.core.state.listings.get(currency)!.minOrderQuantity).toBe(10);
    await shop.alice.dm.command('edit', `${currency} images`);
    expect(shop.alice.dm.lastText()).toMatch(/no images the interface can change/);
  });
});
