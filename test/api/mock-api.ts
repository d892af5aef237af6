import { MockAgent, type Interceptable } from 'undici';
import { SellerApiClient } from '../../src/api/seller-api-client.js';
import type { SellerApiClientOptions } from '../../src/api/seller-api.js';

const ORIGIN = 'https://seller.example.test';
export const API_KEY = 'sk_live_test_9f8e7d6c5b4a3210';

export interface MockApi {
  agent: MockAgent;
  pool: Interceptable;
  client: SellerApiClient;
  /** Every request the client sent, oldest first. */
  calls(): ReturnType<NonNullable<ReturnType<MockAgent['getCallHistory']>>['calls']>;
  close(): Promise<void>;
}

/** A client wired to undici's MockAgent with the network disabled: nothing leaves the process. */
export function mockApi(options: Partial<SellerApiClientOptions> = {}): MockApi {
  const agent = new MockAgent({ enableCallHistory: true });
  agent.disableNetConnect();
  const pool = agent.get(ORIGIN);
  const client = new SellerApiClient({
    budgetClass: 'interactive',
    baseUrl: ORIGIN,
    apiKey: API_KEY,
    dispatcher: agent,
    retry: { baseDelayMs: 5, maxDelayMs: 20 },
    ...options,
  });
  return {
    agent,
    pool,
    client,
    calls: () => agent.getCallHistory()?.calls() ?? [],
    close: async () => {
      await client.close();
      await agent.close();
    },
  };
}

export const LISTING_ID = '7b0f4f0e-3c55-4d7a-9a0e-1f2a3b4c5d6e';
export const ORDER_ID = 'a1b2c3d4-0000-4000-8000-000000000001';

export function listingBody(extra: Record<string, unknown> = {}) {
  return {
    id: LISTING_ID,
    title: 'Level 80 account',
    description: 'ready',
    attributes: {},
    tags: [],
    status: 'draft',
    created_at: '2026-11-21T10:00:00Z',
    updated_at: '2026-11-21T10:00:00Z',
    published_at: null,
    moderation_reason_code: null,
    moderation_note: null,
    manual_delivery_value: null,
    manual_delivery_unit: null,
    price: 1999,
    currency: 'USD',
    images: [],
    delivery_type: 'instant',
    ...extra,
  };
}

export function currencyBody(extra: Record<string, unknown> = {}) {
  return {
    id: LISTING_ID,
    title: 'Gold, by the thousand',
    status: 'active',
    product_id: 'c0ffee00-0000-4000-8000-000000000000',
    currency: 'USD',
    price_per_unit: 45,
    stock_quantity: 300,
    min_order_quantity: 10,
    delivery_method: 'mail',
    product_scale: 'thousand',
    ...extra,
  };
}
