import { describe, expect, it } from 'vitest';
import { listingSummaryRow } from '../../../src/api/schemas/listing.js';
import { exportFile } from '../../../src/core/listing-export/export-file.js';
import { exportRecord } from '../../../src/core/listing-export/export-record.js';
import { csvTable } from '../../support/csv-table.js';

describe('an export record', () => {
  it('shows values the marketplace has not named yet as they came, and a field a list row carries beyond the spec', () => {
    const row = listingSummaryRow.parse({
      id: '0b9c7a52-9a0e-4a3e-9d55-0c1f5a1d2e3f',
      title: 'Bundle of three skins',
      status: 'on_hold',
      price: 1,
      delivery_type: 'scheduled',
      delivery_method: 'courier',
      stock: 7,
      description: 'Three skins.\n+ one more',
      tags: ['skins'],
    });
    const record = exportRecord(row, 'bundle', null, null);
    expect(record).toMatchObject({
      category: 'bundle',
      status: 'on_hold',
      price: '0.01',
      delivery_type: 'scheduled',
      delivery_method: 'courier',
      stock: 7,
      description: 'Three skins.\n+ one more',
      tags: ['skins'],
      manual_delivery_value: null,
    });
    const [read] = csvTable(exportFile([record], 'csv')).rows;
    expect(read).toMatchObject({ category: 'bundle', status: 'on_hold', description: "Three skins.\n'+ one more", tags: 'skins' });
  });
});
