import { performance } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import { manualTopUpBody } from '../sandbox/bulk-seed.js';
import { startSandbox } from '../sandbox/index.js';
import { SPEC_LIMITS } from '../src/api/budget-window.js';
import { SellerApiClient } from '../src/api/seller-api-client.js';
import { exportFile } from '../src/core/listing-export/export-file.js';
import { readForExport } from '../src/core/listing-export/export-reads.js';
import { filteredListings } from '../src/core/listing-filters.js';
import { deleteNamespace } from '../src/store/delete-namespace.js';

export interface ListingsExportResult {
  listings: number;
  /** Of them currency, each read by id for its price, stock and scale (the rest are top-ups, exported from the list). */
  currency: number;
  seconds: number;
  reads: number;
  /** Currency listings exported without their read: more than the minute's budget left free. */
  without_details: number;
  csv_kb: number;
  rate_limited_429: number;
}

/**
 * `listings export` of a shop of `listings`, half currency and half top-ups, on the sandbox
 * with the spec's limits on and the key's budget in Redis at the spec's 500 reads a minute,
 * through the same steps the command runs: the list, the reads by id, the file.
 */
export async function measureListingsExport(options: { listings: number; redisUrl: string }): Promise<ListingsExportResult> {
  const sandbox = await startSandbox({ demo: false, limits: true });
  const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 3 });
  const namespace = `bench-export-${Date.now()}`;
  const counts = { reads: 0, rateLimited: 0 };
  try {
    const { seller, apiKey } = sandbox.core.accounts.createSeller(undefined);
    const product = sandbox.core.catalogue.brand('starfall-odyssey')?.categories.find((c) => c.category === 'currency')?.products[0]?.id;
    const currency = Math.floor(options.listings / 2);
    for (let index = 0; index < options.listings; index += 1) {
      const listing =
        index < currency
          ? sandbox.core.listings.create(
              seller.id,
              'currency',
              {
                brand: 'starfall-odyssey',
                product_id: product,
                title: `Stardust lot ${index + 1}`,
                price_per_unit: 120,
                stock_quantity: 500,
                delivery_instructions: 'Trade in the capital.',
                attributes: { server: 'eu-1' },
                manual_delivery_value: 1,
                manual_delivery_unit: 'hours',
              },
              false,
            )
          : sandbox.core.listings.create(seller.id, 'top_up', manualTopUpBody(`Starfall crystals ${index + 1}`, 999), false);
      sandbox.core.listings.publish(listing);
    }
    const client = new SellerApiClient({
      budgetClass: 'bulk',
      baseUrl: sandbox.baseUrl,
      apiKey,
      redis,
      namespace,
      keyFingerprint: (key) => Promise.resolve(`bench-${key.slice(-6)}`),
      limits: SPEC_LIMITS,
      observer: {
        attempted: (kind) => {
          if (kind === 'read') counts.reads += 1;
        },
        failed: (code) => {
          if (code === 'rate_limited') counts.rateLimited += 1;
        },
      },
    });
    const started = performance.now();
    const { shown } = await filteredListings(client, {});
    const { records, unread } = await readForExport(client, shown, { now: Date.now, until: Infinity });
    const file = exportFile(records, 'csv');
    const seconds = (performance.now() - started) / 1000;
    await client.close();
    return {
      listings: options.listings,
      currency,
      seconds: Math.round(seconds * 100) / 100,
      reads: counts.reads,
      without_details: unread,
      csv_kb: Math.round(Buffer.byteLength(file) / 1024),
      rate_limited_429: counts.rateLimited,
    };
  } finally {
    await deleteNamespace(redis, namespace);
    redis.disconnect();
    await sandbox.close();
  }
}
