import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvTable } from '../../support/csv-table.js';
import { connectedSeller, type ConnectedSeller } from './support/connected-seller.js';

// `listings export` on Telegram: the file goes to the chat as a document.
let connected: ConnectedSeller | undefined;

beforeAll(async () => {
  connected = await connectedSeller('telegram-listings-export', 'tgx1');
});

afterAll(async () => {
  await connected?.stack.close();
});

describe('listings export on Telegram', () => {
  it('sends the CSV as a document named for the day, with every listing and a currency in its scale', async () => {
    const { fake, dm, say } = connected!;
    await say(dm, '/listings export');
    const sent = await fake.waitFor('the export as a document', () => fake.botMessages(dm.id).find((stored) => stored.message.document));
    const document = sent.message.document!;
    expect(document.file_name).toMatch(/^listings-\d{4}-\d{2}-\d{2}\.csv$/);
    const { header, rows } = csvTable(new TextDecoder('utf-8', { ignoreBOM: true }).decode(fake.fileData(document.file_id)));
    expect(header).toContain('product_scale');
    expect(rows.find((row) => row.title === 'Stardust, fast trade on EU servers')).toMatchObject({
      category: 'currency',
      price: '1.20',
      product_scale: 'thousand',
    });
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(['account', 'top_up', 'gift_card', 'currency']));
  });
});
