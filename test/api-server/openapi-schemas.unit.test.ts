import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { derivedComponents } from '../../src/api-server/api-schemas.js';

describe('the OpenAPI document', () => {
  it('describes every answer exactly as the API builds it (npm run openapi rewrites it)', () => {
    const document = JSON.parse(readFileSync(new URL('../../openapi/hawker-api.json', import.meta.url), 'utf8')) as {
      components: { schemas: Record<string, unknown> };
    };
    const derived = derivedComponents();
    expect(Object.keys(derived).sort()).toEqual([
      'CostResult',
      'Delivery',
      'Listing',
      'ListingList',
      'OrderList',
      'PriceResult',
      'Stats',
      'StatusResult',
      'StockResult',
      'WaitingOrder',
    ]);
    for (const [id, schema] of Object.entries(derived)) expect({ id, schema: document.components.schemas[id] }).toEqual({ id, schema });
  });
});
