import { expect } from 'vitest';
import { manualTopUpBody } from '../../../sandbox/bulk-seed.js';
import { SellerApiClient } from '../../../src/api/seller-api-client.js';
import { waitFor } from '../../jobs/support/jobs-harness.js';
import type { TelegramShop } from './telegram-shop.js';

const POOL = 'failover';
const CODES = 200;
/** Between two orders of a stream: several deliveries are under way whenever the master dies. */
const STREAM_GAP_MS = 250;

/**
 * A manual listing of the shop on autopilot from a pool, bound and filled through the
 * stores as the commands would, and the buyers' orders of it: what a failover must
 * neither deliver twice, nor send a code of twice, nor lose a code of.
 */
export class AutopilotOrders {
  readonly placed: { orderId: string; quantity: number }[] = [];
  private streaming: Promise<void> | null = null;
  private stopAt = Infinity;

  private constructor(
    private readonly shop: TelegramShop,
    private readonly offerId: string,
    private readonly codes: ReadonlySet<string>,
  ) {}

  static async open(shop: TelegramShop): Promise<AutopilotOrders> {
    const client = new SellerApiClient({
      budgetClass: 'interactive',
      baseUrl: shop.sandbox.baseUrl,
      apiKey: shop.sandbox.sellers[0]?.apiKey ?? '',
    });
    const listing = await client.listings.createTopUp(manualTopUpBody('Moonstone gems by player id', 999));
    if (!listing) throw new Error('the sandbox created no listing');
    await client.listings.publish('top_up', listing.id);
    await client.close();
    const codes = new Set(Array.from({ length: CODES }, (_, code) => `FO-${String(code).padStart(4, '0')}`));
    const now = shop.sandbox.core.clock.now();
    await shop.stores.pools.add(shop.accountId, POOL, [...codes], now);
    await shop.stores.autopilot.bind(shop.accountId, {
      listingId: listing.id,
      title: 'Moonstone gems',
      mode: { kind: 'deliver', source: { kind: 'pool', pool: POOL }, template: null },
      capOrders: null,
      capCents: null,
      since: now,
      by: 'Owner',
    });
    return new AutopilotOrders(shop, listing.id, codes);
  }

  /** One order, of one or two units in turn. */
  async place(): Promise<string> {
    const quantity = 1 + (this.placed.length % 2);
    const orderId = await this.shop.placeOrderOf(this.offerId, quantity);
    this.placed.push({ orderId, quantity });
    return orderId;
  }

  /** Orders keep coming, one every STREAM_GAP_MS, until `stopStream`. */
  startStream(): void {
    this.stopAt = Infinity;
    this.streaming = (async () => {
      while (Date.now() < this.stopAt) {
        await this.place();
        await new Promise((resolve) => setTimeout(resolve, STREAM_GAP_MS));
      }
    })();
  }

  async stopStream(): Promise<void> {
    this.stopAt = 0;
    await this.streaming;
  }

  async undelivered(): Promise<string[]> {
    const waiting: string[] = [];
    for (const { orderId } of this.placed) if ((await this.shop.goodsOf(orderId)).status !== 'delivered') waiting.push(orderId);
    return waiting;
  }

  /** Every order delivered, and every reservation settled: a delivery whose answer was lost is read back after twice the deliver timeout. */
  async settled(timeoutMs: number): Promise<void> {
    await waitFor('every autopilot order delivered', async () => (await this.undelivered()).length === 0, timeoutMs).catch(
      async (error: unknown) => {
        throw new Error(`${String(error)}: ${(await this.undelivered()).length} of ${this.placed.length} orders not delivered`);
      },
    );
    await waitFor('every reservation settled', async () => (await this.pool())?.held === 0, timeoutMs).catch(async (error: unknown) => {
      throw new Error(`${String(error)}: ${(await this.pool())?.held} codes still held`);
    });
  }

  /**
   * Each order delivered by one request with its quantity of the pool's codes, no code
   * given to two orders, and the pool's available codes what was not delivered. Answers
   * the codes delivered.
   */
  async expectExactlyOnce(): Promise<number> {
    const delivered: string[] = [];
    for (const { orderId, quantity } of this.placed) {
      expect(this.shop.deliverRequests(orderId), orderId).toBe(1);
      const goods = (await this.shop.goodsOf(orderId)).goods ?? [];
      expect(goods, orderId).toHaveLength(quantity);
      delivered.push(...goods.map((entry) => entry.code));
    }
    expect(delivered.filter((code) => !this.codes.has(code))).toEqual([]);
    expect(delivered.filter((code, index) => delivered.indexOf(code) !== index)).toEqual([]);
    const pool = await this.pool();
    expect({ available: pool?.available, held: pool?.held }).toEqual({ available: CODES - delivered.length, held: 0 });
    return delivered.length;
  }

  private pool() {
    return this.shop.stores.pools.get(this.shop.accountId, POOL);
  }
}
