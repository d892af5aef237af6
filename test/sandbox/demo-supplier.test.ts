// The demo supplier `npm start` offers with WEBHOOK_ALLOW_PRIVATE_NETWORKS=true, asked
// through Hawker's own supplier client: it checks the signature and answers an order's
// codes, the same ones again for the same order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestGoods, type GoodsRequest } from '../../src/core/autopilot/supplier-client.js';
import { SignedHttpClient } from '../../src/net/signed-http-client.js';
import { newSigningSecret } from '../../src/net/signing-secret.js';
import { startDemoSupplier, type RunningDemoSupplier } from '../../sandbox/demo-supplier.js';

const secret = newSigningSecret();
let supplier: RunningDemoSupplier;
let client: SignedHttpClient;

beforeAll(async () => {
  supplier = await startDemoSupplier((listingId) => Promise.resolve(listingId === 'lst-demo' ? secret : null));
  client = new SignedHttpClient({ allowPrivateNetworks: true });
});

afterAll(async () => {
  await client.close();
  await supplier.close();
});

function ask(orderId: string, secrets: string[] = [secret]): GoodsRequest {
  return {
    endpoint: supplier.url,
    secrets,
    timeoutMs: 5_000,
    order: { id: orderId, listingId: 'lst-demo', listingTitle: 'Demo gems', quantity: 3, buyerInputs: {}, deadlineAt: null },
  };
}

describe('the demo supplier', () => {
  it('answers one made-up code per unit, and the same codes when the order is asked again', async () => {
    const first = await requestGoods(client, ask('ord-1'));
    if (!first.ok) throw new Error(`the demo supplier did not answer goods: ${first.reason.key}`);
    expect(first.goods).toHaveLength(3);
    expect(first.goods.every((code) => /^DEMO-[0-9A-F]{8}$/.test(code))).toBe(true);
    expect(await requestGoods(client, ask('ord-1'))).toEqual(first);
    const other = await requestGoods(client, ask('ord-2'));
    expect(other.ok && other.goods).not.toEqual(first.goods);
  });

  it('refuses a request signed with another secret', async () => {
    expect(await requestGoods(client, ask('ord-3', [newSigningSecret()]))).toMatchObject({
      ok: false,
      retry: false,
      reason: { key: 'supplier-status-refused', args: { status: 401 } },
    });
  });
});
