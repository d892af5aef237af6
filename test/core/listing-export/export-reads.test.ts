import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../sandbox/index.js';
import { SellerApiClient } from '../../../src/api/seller-api-client.js';
import { readForExport } from '../../../src/core/listing-export/export-reads.js';
import { everyOwnRow } from '../../../src/core/own-listings.js';

// The reads by id an export makes, on the sandbox's demo shop: accounts and currency only, and none once its window has closed.
describe('the reads an export makes', () => {
  let sandbox: RunningSandbox;
  let client: SellerApiClient;
  const reads: string[] = [];

  beforeAll(async () => {
    sandbox = await startSandbox({ seed: 5 });
    client = new SellerApiClient({
      budgetClass: 'interactive',
      baseUrl: sandbox.baseUrl,
      apiKey: sandbox.sellers[0]?.apiKey ?? '',
      observer: { attempted: (kind) => reads.push(kind), failed: () => {} },
    });
  });
  afterAll(async () => {
    await client.close();
    await sandbox.close();
  });

  it('reads each account and currency listing by id, and nothing else', async () => {
    const rows = await everyOwnRow(client, {});
    reads.length = 0;
    const { records, unread } = await readForExport(client, rows, { now: Date.now, until: Date.now() + 60_000 });
    const detailed = rows.filter((row) => ['account', 'currency'].includes(String((row as Record<string, unknown>).category)));
    expect(reads).toHaveLength(detailed.length);
    expect(unread).toBe(0);
    expect(records.filter((record) => record.category === 'currency').every((record) => record.product_scale !== null)).toBe(true);
  });

  it('starts no read once the window has closed, and counts every listing it left unread', async () => {
    const rows = await everyOwnRow(client, {});
    reads.length = 0;
    const { records, unread } = await readForExport(client, rows, { now: Date.now, until: Date.now() - 1 });
    expect(reads).toEqual([]);
    expect(unread).toBe(rows.filter((row) => ['account', 'currency'].includes(String((row as Record<string, unknown>).category))).length);
    expect(records).toHaveLength(rows.length);
    expect(records.find((record) => record.category === 'currency')).toMatchObject({ price: null, product_scale: null });
  });
});
