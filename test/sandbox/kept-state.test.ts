import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PAST_DAYS } from '../../sandbox/demo-past.js';
import { allOwnListings } from '../../sandbox/own-lists.js';
import { startSandbox, type RunningSandbox } from '../../sandbox/index.js';

const folder = mkdtempSync(join(tmpdir(), 'hawker-sandbox-kept-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const DAY_MS = 24 * 3600 * 1000;

/** The seller's listing ids as `GET /v1/offers/my` answers them (read in process: a restart reuses the port, not the sockets). */
function listingIds(sandbox: RunningSandbox, sellerId: string): string[] {
  const { offers } = allOwnListings(sandbox.core.state, sellerId, new URLSearchParams()) as { offers: { id: string }[] };
  return offers.map((offer) => offer.id).sort();
}

/** The seller's orders of a status as `GET /v1/orders/me` answers them. */
function orders(sandbox: RunningSandbox, sellerId: string, status: string): { id: string; created_at: string }[] {
  return (sandbox.core.orders.list(sellerId, new URLSearchParams({ status })) as { orders: { id: string; created_at: string }[] }).orders;
}

describe('the demo sandbox kept in a file', () => {
  const file = join(folder, 'sandbox-state.json');

  it('gives the demo shop 90 days of delivered and a few lost orders, and a second shop', async () => {
    const sandbox = await startSandbox({ demoPast: true, stateFile: file });
    try {
      const [shop, second] = sandbox.sellers;
      expect(second).toBeDefined();
      const delivered = orders(sandbox, shop?.id ?? '', 'delivered');
      const days = new Set(delivered.map((order) => order.created_at.slice(0, 10)));
      expect(days.size).toBeGreaterThan(DEMO_PAST_DAYS * 0.9);
      const oldest = Math.min(...delivered.map((order) => Date.parse(order.created_at)));
      expect(Date.now() - oldest).toBeGreaterThan((DEMO_PAST_DAYS - 1) * DAY_MS);
      expect(orders(sandbox, shop?.id ?? '', 'cancelled').length).toBeGreaterThan(0);
      expect(listingIds(sandbox, second?.id ?? '')).toHaveLength(3);
    } finally {
      await sandbox.close();
    }
  });

  it('starts again with the same sellers, listings, orders and sealed goods', async () => {
    const first = await startSandbox({ demoPast: true, stateFile: file });
    const [shop] = first.sellers;
    const ids = listingIds(first, shop?.id ?? '');
    const delivered = orders(first, shop?.id ?? '', 'delivered');
    const instant = [...first.core.state.orders.values()].find((order) => order.goods.length > 0);
    const goods = instant ? first.core.orders.buyerView(instant.id).goods : null;
    await first.close();

    const again = await startSandbox({ demoPast: true, stateFile: file });
    try {
      expect(again.start).toEqual({ kind: 'restored' });
      expect(again.sellers).toEqual(first.sellers);
      expect(listingIds(again, shop?.id ?? '')).toEqual(ids);
      expect(orders(again, shop?.id ?? '', 'delivered').map((order) => order.id)).toEqual(delivered.map((order) => order.id));
      if (instant) expect(again.core.orders.buyerView(instant.id).goods).toEqual(goods);
    } finally {
      await again.close();
    }
  });

  it('sets a state from another version aside and starts anew', async () => {
    writeFileSync(file, JSON.stringify({ version: 0, listings: [] }));
    const sandbox = await startSandbox({ demoPast: true, stateFile: file });
    try {
      expect(sandbox.start.kind).toBe('set-aside');
      const asideName = sandbox.start.kind === 'set-aside' ? sandbox.start.file : '';
      expect(existsSync(asideName)).toBe(true);
      expect(readdirSync(folder).filter((name) => name.includes('set-aside'))).toHaveLength(1);
      expect(listingIds(sandbox, sandbox.sellers[0]?.id ?? '')).not.toHaveLength(0);
    } finally {
      await sandbox.close();
    }
  });
});
