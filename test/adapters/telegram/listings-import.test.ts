import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningWorker } from '../../../jobs/worker.js';
import { createLogger } from '../../../src/log/logger.js';
import { startSandbox, type RunningSandbox } from '../../../sandbox/index.js';
import type { TgUser } from '../../fakes/telegram-bot-api/index.js';
import { csvTable } from '../../support/csv-table.js';
import { startJourneyWorker } from '../../support/journey-worker.js';
import { telegramNotifierOnFake } from './support/bot-support.js';
import { startTelegramStack, type TelegramStack } from './support/telegram-stack.js';

// `listings import` on Telegram: the file comes as a document, the preview with its buttons, the report as a document.
let sandbox: RunningSandbox;
let stack: TelegramStack;
let worker: RunningWorker | undefined;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 11 });
  stack = await startTelegramStack(sandbox, 'telegram-listings-import', 'tgi1');
});

afterAll(async () => {
  await worker?.close();
  await stack.close();
});

const decoded = (data: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(data);

describe('listings import on Telegram', () => {
  /** Sam, connected to the demo shop by the first test. */
  let sam: TgUser | undefined;
  it('takes the edited export as a document, previews it, applies it on Apply and sends the report as a document', async () => {
    const { fake } = stack;
    const seller = fake.createUser('Sam', 'sam_sells');
    const dm = fake.privateChat(seller);
    const say = async (text: string) => {
      const before = fake.botMessages(dm.id).length;
      fake.userSends(seller, dm, text);
      return fake.nextBotMessage(dm.id, before, `the reply to ${text}`);
    };
    await say(`/connect ${sandbox.sellers[0]?.apiKey ?? ''} Demo shop`);
    sam = seller;
    // The file a seller exported earlier: the export itself is tested on its own.
    const [exported] = await stack.core.handle({
      actor: { platform: 'telegram', userId: String(seller.id), displayName: 'Sam' },
      place: { platform: 'telegram', chatId: String(dm.id), kind: 'private' },
      input: { type: 'command', name: 'listings', text: 'export' },
    });
    const text = decoded(exported?.attachments?.[0]?.data ?? new Uint8Array());
    const neon = csvTable(text).rows.find((row) => row.title === '1000 Neon credits code');
    // The seller's spreadsheet changed one price: the same file with that cell edited.
    const edited = text.replace(
      `"${neon?.id}","top_up","1000 Neon credits code","active","9.99"`,
      `"${neon?.id}","top_up","1000 Neon credits code","active","8.49"`,
    );
    expect(edited).not.toBe(text);

    const asked = await say('/listings import');
    expect(asked.raw).toMatch(/Send the file of listings/);
    const before = fake.botMessages(dm.id).length;
    fake.userSendsDocument(seller, dm, { filename: 'shop.csv', mimeType: 'text/csv', data: new TextEncoder().encode(edited) });
    const preview = await fake.nextBotMessage(dm.id, before, 'the preview');
    expect(preview.raw).toMatch(/1 price; \d+ unchanged; no row refused\./);
    expect(preview.raw).toMatch(/1000 Neon credits code: price \$9\.99 → \$8\.49/);

    const pressedAt = fake.botMessages(dm.id).length;
    fake.pressButton(seller, dm, preview.message.message_id, 'Apply');
    await fake.waitFor('the import started', () =>
      fake.botMessages(dm.id).some((stored) => /Import started: 1 write/.test(stored.raw ?? stored.message.text ?? '')),
    );
    worker = await startJourneyWorker({
      redis: stack.testRedis,
      stores: stack.stores,
      sandbox,
      notifiers: [telegramNotifierOnFake(fake)],
      logger: createLogger({ level: 'silent' }),
    });
    await fake.waitFor('the report', () =>
      fake
        .botMessages(dm.id)
        .slice(pressedAt)
        .find((stored) => stored.message.document?.file_name === 'import-report.csv'),
    );
    const said = fake
      .botMessages(dm.id)
      .slice(pressedAt)
      .map((stored) => stored.raw ?? stored.message.text ?? '');
    expect(said.join('\n')).toMatch(/Import report: 1 done, 0 refused by the marketplace/);
    expect(said.join('\n')).toMatch(/Import of shop\.csv finished: 1 of 1 writes done\./);
    expect(sandbox.core.state.listings.get(neon?.id ?? '')?.price).toBe(849);
  });

  it('starts the import with a document captioned /listings import, answering with the preview straight away', async () => {
    const { fake } = stack;
    if (!sam) throw new Error('the first test connects Sam');
    const seller = sam;
    const dm = fake.privateChat(seller);
    const [exported] = await stack.core.handle({
      actor: { platform: 'telegram', userId: String(seller.id), displayName: 'Sam' },
      place: { platform: 'telegram', chatId: String(dm.id), kind: 'private' },
      input: { type: 'command', name: 'listings', text: 'export' },
    });
    const text = decoded(exported?.attachments?.[0]?.data ?? new Uint8Array());
    const neon = csvTable(text).rows.find((row) => row.title === '1000 Neon credits code');
    const edited = text.replace(
      `"${neon?.id}","top_up","1000 Neon credits code","active","${neon?.price}"`,
      `"${neon?.id}","top_up","1000 Neon credits code","active","7.99"`,
    );
    expect(edited).not.toBe(text);

    const sent = fake.botMessages(dm.id).length;
    fake.userSendsDocument(seller, dm, {
      filename: 'shop.csv',
      mimeType: 'text/csv',
      data: new TextEncoder().encode(edited),
      caption: '/listings import',
    });
    // The worker of the test before may still alert this chat of an order: the preview is the message that previews.
    const preview = await fake.waitFor('the preview', () =>
      fake
        .botMessages(dm.id)
        .slice(sent)
        .find((stored) => /unchanged/.test(stored.raw ?? '')),
    );
    expect(preview.raw).toMatch(/1 price; \d+ unchanged; no row refused\./);
    expect(preview.raw).toMatch(/1000 Neon credits code: price \$\d+\.\d\d → \$7\.99/);
    expect(
      fake
        .botMessages(dm.id)
        .slice(sent)
        .map((stored) => stored.raw ?? ''),
    ).not.toContainEqual(expect.stringMatching(/Send the file of listings/));
  });
});
