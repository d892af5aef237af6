import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChatActor, ChatPlace } from '../../src/core/chat-input.js';
import type { HawkerCore } from '../../src/core/hawker-core.js';
import type { Reply } from '../../src/core/reply.js';
import { csvTable } from '../support/csv-table.js';
import { openHarness, waitFor, type Harness, type TestSeller } from './support/jobs-harness.js';

let h: Harness;
let core: HawkerCore;

beforeAll(async () => {
  h = await openHarness('listing-import');
  core = h.botCore();
});

afterEach(async () => {
  await h.closeWorkers();
});

afterAll(async () => {
  await h.close();
});

function fileText(reply: Reply | undefined): string {
  const file = reply?.attachments?.[0];
  if (!file) throw new Error(`no file in ${JSON.stringify(reply?.text)}`);
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(file.data);
}

function csvOf(header: readonly string[], rows: readonly Record<string, string>[]): string {
  const line = (cells: readonly string[]) => cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',');
  return `\ufeff${[line(header), ...rows.map((row) => line(header.map((column) => row[column] ?? '')))].join('\r\n')}\r\n`;
}

/** The seller's owner in their private chat with the bot process. */
function ownerOf(seller: TestSeller) {
  const actor: ChatActor = { platform: 'test', userId: seller.ownerChat, displayName: 'Owner' };
  const place: ChatPlace = { platform: 'test', chatId: seller.ownerChat, kind: 'private' };
  return {
    command: (name: string, text: string) => core.handle({ actor, place, input: { type: 'command', name, text } }),
    upload: (filename: string, text: string) =>
      core.handle({ actor, place, input: { type: 'file', filename, contentType: 'text/csv', data: new TextEncoder().encode(text) } }),
    press: (reply: Reply | undefined, label: string) => {
      const action = reply?.buttons?.flat().find((button) => button.label === label)?.action;
      if (!action) throw new Error(`no ${label} button`);
      return core.handle({ actor, place, input: { type: 'action', action } });
    },
  };
}

/** A seller with `count` live manual top-ups at $14.99, exported as a CSV. */
async function exportedShop(count: number) {
  const seller = await h.seller();
  const ids: string[] = [];
  for (let n = 0; n < count; n += 1) ids.push(await h.manualListing(seller));
  const owner = ownerOf(seller);
  const table = csvTable(fileText((await owner.command('listings', 'export'))[0]));
  return { seller, ids, owner, table };
}

describe('listings import applied by the worker', () => {
  it('applies a confirmed import as a job: progress edited in place, a report with each row, and a re-import writes nothing', async () => {
    const { seller, ids, owner, table } = await exportedShop(3);
    const [first, second, third] = ids;
    const edited = csvOf(
      table.header,
      table.rows.map((row) => {
        if (row.id === first) return { ...row, price: '12.50' };
        if (row.id === second) return { ...row, price: '13.00', title: 'Starfall crystals, fast handover' };
        if (row.id === third) return { ...row, status: 'archived' };
        return row;
      }),
    );
    await owner.command('listings', 'import');
    const [preview] = await owner.upload('shop.csv', edited);
    expect(preview?.text).toMatch(/^2 prices, 1 title, 1 archive; 0 unchanged; no row refused\./);
    expect(preview?.text).toMatch(/3 writes: within a minute/);
    const [started] = await owner.press(preview, 'Apply');
    expect(started?.text).toMatch(/Import started: 3 writes go out within the marketplace's limits/);
    // A second press of the same preview starts nothing more.
    const [again] = await owner.press(preview, 'Apply');
    expect(again?.text).not.toMatch(/Import started/);

    await h.startWorker();
    const report = await waitFor('the report', () =>
      h.notifier.inChat(seller.ownerChat).find((message) => message.versions[0]?.attachments?.[0]?.filename === 'import-report.csv'),
    );
    const listing = (id: string | undefined) => h.sandbox.core.state.listings.get(id ?? '');
    expect(listing(first)?.price).toBe(1250);
    expect(listing(second)).toMatchObject({ price: 1300, title: 'Starfall crystals, fast handover' });
    expect(listing(third)?.status).toBe('archived');
    expect(report.versions[0]?.text).toMatch(/Import report: 3 done, 0 refused by the marketplace, 0 without an answer, 0 rows refused/);
    const outcomes = csvTable(fileText(report.versions[0])).rows;
    expect(outcomes.map((row) => [row.id, row.write, row.outcome]).sort()).toEqual(
      [
        [first, 'patch', 'done'],
        [second, 'patch', 'done'],
        [third, 'archive', 'done'],
      ].sort(),
    );
    const progress = h.notifier
      .inChat(seller.ownerChat)
      .find((message) => /Import(ing)? of shop\.csv|Importing shop\.csv/.test(message.versions[0]?.text ?? ''));
    expect(progress?.versions.at(-1)?.text).toMatch(/Import of shop\.csv finished: 3 of 3 writes done\./);

    await h.drain();
    const messages = h.notifier.inChat(seller.ownerChat).length;
    await owner.command('listings', 'import');
    const [reimport] = await owner.upload('shop.csv', edited);
    expect(reimport?.text).toBe('Nothing changes: the 3 listings in the file are as the shop has them.');
    expect(reimport?.buttons ?? []).toEqual([]);
    await h.drain();
    expect(h.notifier.inChat(seller.ownerChat)).toHaveLength(messages);
  });
});
