import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SaleRecord } from '../../../src/store/sales-book.js';
import type { TestUser } from '../../support/test-adapter.js';
import { statsFigures } from '../../../src/core/commands/stats.js';
import { saleCost } from '../../../jobs/stats/sale-cost.js';
import { joinedAs, openDemoShop, typedAs, type DemoShop } from './support/demo-shop.js';

const HOUR_MS = 3600 * 1000;

function sale(orderId: string, amountCents: number, costCents: number | null): SaleRecord {
  return {
    orderId,
    at: Date.now() - HOUR_MS,
    listingId: 'listing-profit',
    title: 'Starfall crystals',
    category: 'top_up',
    game: 'Starfall Odyssey',
    quantity: 1,
    amountCents,
    costCents,
    estimated: false,
    deliveryType: 'manual',
    deliveredBy: 'owner',
    deliverySeconds: 120,
    outcome: 'delivered_hawker',
    source: 'live',
  };
}

describe('costs and profit', () => {
  let shop: DemoShop;
  let manager: TestUser;
  let viewer: TestUser;

  beforeAll(async () => {
    shop = await openDemoShop('core-cost');
    manager = await joinedAs(shop.h, shop.owner, 'cost-manager', 'manager');
    viewer = await joinedAs(shop.h, shop.owner, 'cost-viewer', 'viewer');
  });
  afterAll(async () => {
    await shop.h.close();
  });

  it('sets, shows and clears a listing’s cost per unit, read as price reads it', async () => {
    const listing = shop.manualTopUp.slice(0, 8);
    await manager.dm.command('cost', listing);
    expect(manager.dm.lastText()).toMatch(/No cost is set for "Starfall crystals by player id"/);
    await manager.dm.command('cost', `${listing} 2,50`);
    expect(manager.dm.lastText()).toMatch(/now costs you \$2\.50/);
    expect(await shop.h.stores.costs.get(shop.accountId, { kind: 'listing', listingId: shop.manualTopUp })).toBe(250);
    await manager.dm.command('cost', listing);
    expect(manager.dm.lastText()).toMatch(/costs you \$2\.50/);
    await manager.dm.command('cost', `${listing} off`);
    expect(manager.dm.lastText()).toMatch(/cleared/);
    expect(await shop.h.stores.costs.get(shop.accountId, { kind: 'listing', listingId: shop.manualTopUp })).toBeNull();
  });

  it('answers bad input, an unknown listing and a viewer with a sentence, and keeps no cost', async () => {
    const listing = shop.manualTopUp.slice(0, 8);
    await manager.dm.command('cost', `${listing} -3`);
    expect(manager.dm.lastText()).toMatch(/not a price/);
    await manager.dm.command('cost', `${listing} cheap`);
    expect(manager.dm.lastText()).toMatch(/not a price/);
    await manager.dm.command('cost', 'abcdef01 2.50');
    expect(manager.dm.lastText()).toMatch(/abcdef01/);
    await viewer.dm.command('cost', `${listing} 2.50`);
    expect(viewer.dm.lastText()).toMatch(/manager/i);
    expect(await shop.h.stores.costs.get(shop.accountId, { kind: 'listing', listingId: shop.manualTopUp })).toBeNull();
  });

  it('sets a pool’s cost per code, shown by `pool`, and refuses one for a pool that does not exist', async () => {
    await manager.dm.command('pool', 'add profit PROFIT-1 PROFIT-2');
    await manager.dm.command('pool', 'cost profit 1.25');
    expect(manager.dm.lastText()).toMatch(/Each code of pool "profit" now costs \$1\.25/);
    await manager.dm.command('pool', 'profit');
    expect(manager.dm.lastText()).toMatch(/Cost per code: \$1\.25/);
    await manager.dm.command('pool', 'cost nowhere 1');
    expect(manager.dm.lastText()).toMatch(/There is no pool "nowhere"/);
  });

  it('costs a sold order from autopilot’s record first, else the listing’s cost times the quantity, else unknown', async () => {
    const { costs } = shop.h.stores;
    const account = shop.accountId;
    await costs.set(account, { kind: 'listing', listingId: 'listing-a' }, 300);
    await costs.recordOrder(account, 'order-autopilot', 125);
    expect(await saleCost(costs, account, { orderId: 'order-autopilot', listingId: 'listing-a', quantity: 2 })).toBe(125);
    expect(await saleCost(costs, account, { orderId: 'order-person', listingId: 'listing-a', quantity: 2 })).toBe(600);
    expect(await saleCost(costs, account, { orderId: 'order-other', listingId: 'listing-b', quantity: 1 })).toBeNull();
  });

  it('asks before a price below the known unit cost', async () => {
    const listing = shop.manualTopUp.slice(0, 8);
    await manager.dm.command('cost', `${listing} 20`);
    await manager.dm.command('price', `${listing} 15`);
    expect(manager.dm.lastText()).toMatch(/below what one unit costs you \(\$20\.00\): every sale would lose \$5\.00/);
    await manager.dm.press('Cancel');
    await manager.dm.command('cost', `${listing} off`);
  });

  it('shows cost of goods, gross profit and margin, with orders of unknown cost counted apart', async () => {
    const account = shop.accountId;
    for (const record of [sale('profit-1', 1000, 400), sale('profit-2', 2000, 1100), sale('profit-3', 500, null)])
      await shop.h.stores.salesBook.record(account, record);
    const [reply] = await viewer.dm.command('stats', '7d');
    const field = (label: string) => reply?.fields?.find((entry) => entry.label === label)?.value;
    expect(field('Cost of goods')).toBe('$15.00');
    expect(field('Gross profit')).toBe('$15.00');
    expect(field('Margin')).toBe('50%');
    expect(reply?.text).toMatch(/Cost unknown for 1 order: not in the profit/);
    const typed = await typedAs(shop, 'cost-viewer', statsFigures.typed, { query: '7d' });
    expect(typed.ok === true ? typed.value : null).toMatchObject({
      revenue_cents: 3500,
      cost_cents: 1500,
      profit_cents: 1500,
      margin_percent: 50,
      cost_unknown: 1,
    });
  });
});
