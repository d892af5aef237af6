// `listings export` on Discord with the real core: the `/listings export` sub-command answers with the file attached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvTable } from '../../support/csv-table.js';
import { connectedSeller, type ConnectedSeller } from './support/connected-seller.js';

let connected: ConnectedSeller | undefined;

beforeAll(async () => {
  connected = await connectedSeller('discord-listings-export', 'dx1');
});

afterAll(async () => {
  await connected?.close();
});

describe('listings export on Discord', () => {
  it('attaches the JSON file a format option asks for, filtered by status', async () => {
    const { fake, seller, shownFor } = connected!;
    const dm = fake.dmChannel(seller);
    const answer = await shownFor(
      fake.slash({ user: seller, channel: dm, name: 'listings', subcommand: 'export', options: { format: 'json', status: 'active' } }),
      /in the JSON file/,
    );
    const [file] = answer.attachments;
    expect(file?.filename).toMatch(/^listings-\d{4}-\d{2}-\d{2}\.json$/);
    const records = JSON.parse(file?.data.toString('utf8') ?? '') as Record<string, unknown>[];
    expect(records.every((record) => record.status === 'active')).toBe(true);
    expect(records.find((record) => record.title === 'Stardust, fast trade on EU servers')).toMatchObject({
      price: '1.20',
      product_scale: 'thousand',
      stock: 500,
    });
  });

  it('attaches the CSV by default', async () => {
    const { fake, seller, shownFor } = connected!;
    const answer = await shownFor(
      fake.slash({ user: seller, channel: fake.dmChannel(seller), name: 'listings', subcommand: 'export' }),
      /in the CSV file/,
    );
    const [file] = answer.attachments;
    expect(file?.filename).toMatch(/\.csv$/);
    const { rows } = csvTable(file?.data.toString('utf8') ?? '');
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(['account', 'top_up', 'gift_card', 'currency']));
  });
});
