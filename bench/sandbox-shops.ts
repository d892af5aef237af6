import { request, type Dispatcher } from 'undici';
import { forEachBounded } from '../jobs/sweeper.js';
import { SellerApiClient } from '../src/api/seller-api-client.js';
import type { Stores } from '../src/store/stores.js';
import { publishManualTopUp } from '../test/support/manual-listing.js';
import type { SandboxProcess } from './sandbox-process.js';

/** The sandbox's admin calls (make a seller, place an order): the answer's JSON, or an error naming what it said. */
export function sandboxAdmin(sandbox: SandboxProcess, dispatcher: Dispatcher) {
  return async (path: string, body: unknown): Promise<Record<string, unknown>> => {
    const response = await request(`${sandbox.baseUrl}${path}`, {
      method: 'POST',
      dispatcher,
      headers: { authorization: `Bearer ${sandbox.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.body.json()) as Record<string, unknown>;
    if (response.statusCode !== 201) throw new Error(`sandbox ${path} answered ${response.statusCode} ${JSON.stringify(answer)}`);
    return answer;
  };
}

/** A bench shop: a sandbox seller connected as `connect` connects one, with its owner. */
export interface BenchShop {
  accountId: string;
  ownerIdentityId: string;
  /** The owner's Telegram user id, as a chat names them. */
  ownerUserId: string;
}

/**
 * `count` sandbox sellers, each with a manual top-up on sale and `waitingOrders` orders of
 * it waiting, connected under the bench's stores with a Telegram owner each; in shop order.
 */
export async function createSandboxShops(options: {
  sandbox: SandboxProcess;
  stores: Stores;
  dispatcher: Dispatcher;
  count: number;
  waitingOrders: number;
}): Promise<BenchShop[]> {
  const { sandbox, stores, dispatcher } = options;
  const admin = sandboxAdmin(sandbox, dispatcher);
  const shops: BenchShop[] = new Array<BenchShop>(options.count);
  await forEachBounded(
    Array.from({ length: options.count }, (_, shop) => shop),
    16,
    async (shop) => {
      const seller = await admin('/_sandbox/sellers', {});
      const apiKey = String(seller.apiKey);
      const offerId = await publishManualTopUp(
        new SellerApiClient({ budgetClass: 'interactive', baseUrl: sandbox.baseUrl, apiKey, dispatcher }),
      );
      for (let order = 0; order < options.waitingOrders; order += 1) await admin('/_sandbox/orders', { offer_id: offerId, quantity: 1 });
      const ownerUserId = String(8_000_000 + shop);
      const owner = await stores.identities.resolve('telegram', ownerUserId);
      const account = await stores.accounts.create({
        label: `bench ${shop}`,
        apiKey,
        ownerIdentityId: owner,
        marketplaceUrl: sandbox.baseUrl,
      });
      await stores.team.grant(account.id, owner, 'owner');
      shops[shop] = { accountId: account.id, ownerIdentityId: owner, ownerUserId };
    },
  );
  return shops;
}
