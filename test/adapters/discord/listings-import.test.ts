import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiscordNotifier } from '../../../adapters/discord/discord-notifier.js';
import type { RunningWorker } from '../../../jobs/worker.js';
import { createLogger } from '../../../src/log/logger.js';
import { startSandbox, type RunningSandbox } from '../../../sandbox/index.js';
import { waitUntil, type FakeMessage } from '../../fakes/discord/index.js';
import { composeCoreOnSandbox, type CoreOnSandbox } from '../../support/core-on-sandbox.js';
import { csvTable } from '../../support/csv-table.js';
import { startJourneyWorker } from '../../support/journey-worker.js';
import { startHarness, type Harness } from './support/bot-harness.js';

// `listings import` on Discord: `/listings import`, the file as an attachment, the preview's buttons, the report as a file.
let sandbox: RunningSandbox;
let composed: CoreOnSandbox;
let h: Harness;
let worker: RunningWorker | undefined;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 11 });
  composed = composeCoreOnSandbox(sandbox, 'discord-listings-import', 'dci1');
  h = await startHarness(composed.core);
});

afterAll(async () => {
  await worker?.close();
  await h.close();
  await composed.close();
});

const decoded = (data: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(data);

function shown(message: FakeMessage): string {
  return message.content + JSON.stringify(message.embeds);
}

describe('listings import on Discord', () => {
  it('takes the edited export as an attachment, previews it, applies it on Apply and posts the report as a file', async () => {
    const { fake, seller } = h;
    const dm = fake.dmChannel(seller);
    const connect = fake.slash({ user: seller, channel: dm, name: 'connect' });
    await connect.modal();
    fake.submitModal({ user: seller, from: connect, values: { value: sandbox.sellers[0]?.apiKey ?? '' } });
    await waitUntil('connected', () => fake.messages(dm.id).some((message) => /Account connected/.test(shown(message))));

    // The file a seller exported earlier: the export itself is tested on its own.
    const [exported] = await composed.core.handle({
      actor: { platform: 'discord', userId: seller.id, displayName: 'sam' },
      place: { platform: 'discord', chatId: dm.id, kind: 'private' },
      input: { type: 'command', name: 'listings', text: 'export' },
    });
    const text = decoded(exported?.attachments?.[0]?.data ?? new Uint8Array());
    const rows = csvTable(text).rows;
    const draft = rows.find((row) => row.status === 'draft' && row.category === 'account');
    // The seller's spreadsheet archives one draft account (its status changes; an account has no edit call, its status does).
    const edited = text.replace(
      `"${draft?.id}","account","${draft?.title}","draft"`,
      `"${draft?.id}","account","${draft?.title}","archived"`,
    );
    expect(edited).not.toBe(text);

    fake.slash({ user: seller, channel: dm, name: 'listings', subcommand: 'import' });
    await waitUntil('the file asked for', () => fake.messages(dm.id).some((message) => /Send the file of listings/.test(shown(message))));
    fake.postMessage({
      user: seller,
      channel: dm,
      content: '',
      attachments: [{ filename: 'shop.csv', contentType: 'text/csv', data: new TextEncoder().encode(edited) }],
    });
    const preview = await waitUntil('the preview', () =>
      fake.messages(dm.id).find((message) => /1 archive; \d+ unchanged/.test(shown(message))),
    );
    fake.clickLabel({ user: seller, message: preview, label: 'Apply' });
    await waitUntil('the import started', () => fake.messages(dm.id).some((message) => /Import started: 1 write/.test(shown(message))));

    worker = await startJourneyWorker({
      redis: composed.testRedis,
      stores: composed.stores,
      sandbox,
      notifiers: [createDiscordNotifier({ token: fake.token, apiRoot: fake.apiRoot })],
      logger: createLogger({ level: 'silent' }),
    });
    const report = await waitUntil('the report', () =>
      fake.messages(dm.id).find((message) => message.attachments.some((file) => file.filename === 'import-report.csv')),
    );
    expect(shown(report)).toMatch(/Import report: 1 done/);
    const file = report.attachments.find((attachment) => attachment.filename === 'import-report.csv');
    expect(csvTable(file?.data.toString() ?? '').rows).toEqual([
      expect.objectContaining({ id: draft?.id, write: 'archive', outcome: 'done' }),
    ]);
    expect(sandbox.core.state.listings.get(draft?.id ?? '')?.status).toBe('archived');
  });

  it('starts the import with a file posted with the text listings import, answering with the preview straight away', async () => {
    const { fake, seller } = h;
    const dm = fake.dmChannel(seller);
    const [exported] = await composed.core.handle({
      actor: { platform: 'discord', userId: seller.id, displayName: 'sam' },
      place: { platform: 'discord', chatId: dm.id, kind: 'private' },
      input: { type: 'command', name: 'listings', text: 'export' },
    });
    const text = decoded(exported?.attachments?.[0]?.data ?? new Uint8Array());
    const asked = fake.messages(dm.id).filter((message) => /Send the file of listings/.test(shown(message))).length;
    fake.postMessage({
      user: seller,
      channel: dm,
      content: 'listings import',
      attachments: [{ filename: 'shop.csv', contentType: 'text/csv', data: new TextEncoder().encode(text) }],
    });
    await waitUntil('the preview', () =>
      fake.messages(dm.id).find((message) => /Nothing changes: the \d+ listings in the file are as the shop has them/.test(shown(message))),
    );
    expect(fake.messages(dm.id).filter((message) => /Send the file of listings/.test(shown(message)))).toHaveLength(asked);
  });

  it('refuses a 50 MB file from the size Discord announces, before reading it, with a sentence', async () => {
    const { fake, seller } = h;
    const dm = fake.dmChannel(seller);
    fake.slash({ user: seller, channel: dm, name: 'listings', subcommand: 'import' });
    await waitUntil(
      'the file asked for again',
      () => fake.messages(dm.id).filter((message) => /Send the file of listings/.test(shown(message))).length >= 2,
    );
    fake.postMessage({
      user: seller,
      channel: dm,
      content: '',
      attachments: [{ filename: 'huge.csv', contentType: 'text/csv', data: new Uint8Array(50 * 1024 * 1024) }],
    });
    await waitUntil('the refusal', () =>
      fake.messages(dm.id).find((message) => /That file is 50 MB and larger than this step takes \(at most 5 MB\)/.test(shown(message))),
    );
  });
});
