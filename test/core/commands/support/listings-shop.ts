import { afterAll, beforeAll } from 'vitest';
import type { TestUser } from '../../../support/test-adapter.js';
import { draftNeonDriftPack } from '../../../support/neon-drift-pack.js';
import { demoKey, startHarness, type Harness } from '../../harness.js';
import type { TypedEntry } from '../../../../src/core/typed/typed-command.js';

/** What the sandbox's control route answers about a listing. */
interface SandboxListing {
  status: string;
  price?: number;
  price_per_unit?: number;
  stock_quantity?: number;
  title: string;
  tags: string[];
  available_units?: number;
}

/** The demo shop connected by alice, with more Neon Drift top-ups as drafts: what the listing commands' tests act on. */
export interface ListingsShop {
  h: Harness;
  alice: TestUser;
  idOf(title: string): string;
  read(id: string): Promise<SandboxListing>;
  /** A live thousand-scale currency listing of its own: each listing allows 5 writes a minute. */
  freshCurrency(title: string, stock: number): string;
  /** A typed command's facts as alice's dashboard session gets them; a refusal or a question fails the test. */
  factsOf<A, T, P>(entry: TypedEntry<A, T, P>, args: A): Promise<T>;
}

/** `extraPacks` Neon Drift top-up drafts join the demo listings ("Neon drift extra pack 1" and on). */
export async function openListingsShop(label: string, extraPacks = 3): Promise<ListingsShop> {
  const h = await startHarness(label);
  const alice = h.adapter.user('alice');
  await alice.dm.command('connect', `${demoKey(h)} Demo`);
  for (let n = 1; n <= extraPacks; n += 1) draftNeonDriftPack(h.sandbox, `Neon drift extra pack ${n}`, 300 + n);
  return {
    h,
    alice,
    idOf(title) {
      for (const listing of h.sandbox.core.state.listings.values()) if (listing.title === title) return listing.id;
      throw new Error(`no listing ${title}`);
    },
    read: (id) => h.control<SandboxListing>('GET', `/_sandbox/offers/${id}`),
    freshCurrency(title, stock) {
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
    },
    async factsOf(entry, args) {
      const identity = await h.stores.identities.resolve('test', 'alice');
      const accountId = (await h.stores.identities.activeAccount(identity))?.accountId ?? '';
      const actor = { platform: 'test' as const, userId: 'alice', displayName: 'Alice' };
      const session = { sessionId: 'listings-shop', accountId, actor };
      const invoked = await h.core.invoke({ type: 'dashboard', session }, entry, args, { confirmed: false });
      if (invoked.ok !== true) throw new Error(`no facts: ${JSON.stringify(invoked)}`);
      return invoked.value;
    },
  };
}

/**
 * The suite's listings shop, opened before its tests and closed after them. What it answers
 * reaches the shop only once the tests run, so a test reads `shop.alice`, never a copy made earlier.
 */
export function useListingsShop(label: string): ListingsShop {
  let opened: ListingsShop | undefined;
  beforeAll(async () => {
    opened = await openListingsShop(label);
  });
  afterAll(async () => {
    await opened?.h.close();
  });
  const shop = (): ListingsShop => {
    if (!opened) throw new Error('the listings shop opens before the tests run');
    return opened;
  };
  return {
    get h() {
      return shop().h;
    },
    get alice() {
      return shop().alice;
    },
    idOf: (title) => shop().idOf(title),
    read: (id) => shop().read(id),
    freshCurrency: (title, stock) => shop().freshCurrency(title, stock),
    factsOf: (entry, args) => shop().factsOf(entry, args),
  };
}
