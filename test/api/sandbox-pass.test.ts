import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/index.js';
import { SellerApiClient } from '../../src/api/seller-api-client.js';

const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** The client against the sandbox over loopback HTTP: the decisions both sides took must meet. */
describe('client against the sandbox', () => {
  let sandbox: RunningSandbox;
  let client: SellerApiClient;
  beforeAll(async () => {
    sandbox = await startSandbox({ seed: 11 });
    client = new SellerApiClient({
      budgetClass: 'interactive',
      baseUrl: sandbox.baseUrl,
      apiKey: sandbox.sellers[0]?.apiKey,
      retry: { baseDelayMs: 5, maxDelayMs: 20 },
    });
  });
  afterAll(async () => {
    await client.close();
    await sandbox.close();
  });

  it('creates an account listing by the full pass and finds it live', async () => {
    const { brands } = await client.catalogue.brands({ category: 'accounts' });
    const brand = brands[0];
    if (!brand) throw new Error('the sandbox catalogue has a brand with accounts');
    const categories = await client.catalogue.categories(brand.slug);
    expect(categories.map((category) => category.slug)).toContain('accounts');
    const schema = await client.catalogue.categorySchema(brand.id, 'accounts');
    const attributes = Object.fromEntries(
      schema.attributes.map((attribute) => [attribute.key, attribute.type === 'enum' ? attribute.enum_values?.[0] : (attribute.min ?? 1)]),
    );
    const image = await client.images.upload(PIXEL_PNG, 'image/png');

    const created = await client.listings.createAccount({
      brand: brand.slug,
      title: 'Level 70 account with rare mounts',
      price: 2500,
      delivery_type: 'manual',
      images: [image],
      attributes,
      manual_delivery_value: 30,
      manual_delivery_unit: 'minutes',
    });
    if (!created) throw new Error('the sandbox answers a create with the listing');
    expect(created.status).toBe('draft');
    await client.listings.publish('account', created.id);

    const read = await client.listings.getAccount(created.id);
    expect(read.status).toBe('active');
    expect(read.published_at).toBeTruthy();
    const live = await client.listings.listMyAccounts({ statuses: ['active'] });
    expect(live.offers.map((offer) => offer.id)).toContain(created.id);
  });

  it('delivers a waiting order, and after a lost answer reconciles through the order list', async () => {
    const { orders } = await client.orders.list('awaiting_delivery');
    const order = orders[0];
    if (!order) throw new Error('the demo seller has an order waiting');
    const goods = Array.from({ length: order.quantity ?? 1 }, (_, index) => ({ code: `PLAYER-TOPUP-${index}` }));
    sandbox.core.faults.add({ kind: 'reset', method: 'POST', path_prefix: `/v1/orders/${order.id}/deliver`, times: 1 });

    const lost = await client.orders.deliver(order.id, goods);
    expect(lost.outcome).toBe('unknown');
    const stillWaiting = await client.orders.list('awaiting_delivery');
    expect(stillWaiting.orders.map((waiting) => waiting.id)).toContain(order.id);

    const delivered = await client.orders.deliver(order.id, goods);
    expect(delivered).toMatchObject({ outcome: 'delivered', order: { id: order.id, status: 'delivered' } });
    expect((await client.orders.list('awaiting_delivery')).orders.map((waiting) => waiting.id)).not.toContain(order.id);
  });

  it('retries a read through a 503 but not a write', async () => {
    sandbox.core.faults.add({ kind: 'status', status: 503, method: 'GET', path_prefix: '/v1/offers/my', times: 1 });
    expect((await client.listings.listMine()).offers.length).toBeGreaterThan(0);

    const mine = await client.listings.listMyTopUps({ statuses: ['active'] });
    const topUp = mine.offers[0];
    if (!topUp) throw new Error('the demo seller has an active top-up');
    sandbox.core.faults.add({ kind: 'status', status: 503, method: 'POST', path_prefix: `/v1/offers/top-up/${topUp.id}/pause`, times: 1 });
    await expect(client.listings.pause('top_up', topUp.id)).rejects.toMatchObject({ status: 503, retryable: false });
    expect(await client.listings.pause('top_up', topUp.id)).toMatchObject({ status: 'paused' });
  });
});
