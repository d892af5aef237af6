import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningWorker } from '../../../jobs/worker.js';
import { createLogger } from '../../../src/log/logger.js';
import { startSandbox, type RunningSandbox } from '../../../sandbox/index.js';
import { startJourneyWorker } from '../../support/journey-worker.js';
import { telegramNotifierOnFake } from './support/bot-support.js';
import { startTelegramStack, type TelegramStack } from './support/telegram-stack.js';

// `listings clone` on Telegram: the preview with its buttons, the copy written by the worker, the report as a document.
let sandbox: RunningSandbox;
let stack: TelegramStack;
let worker: RunningWorker | undefined;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 12 });
  stack = await startTelegramStack(sandbox, 'telegram-listings-clone', 'tgc1');
});

afterAll(async () => {
  await worker?.close();
  await stack.close();
});

describe('listings clone on Telegram', () => {
  it('previews the copy into the seller’s other shop, writes it on Apply and sends the report as a document', async () => {
    const { fake } = stack;
    const seller = fake.createUser('Sam', 'sam_clones');
    const dm = fake.privateChat(seller);
    const say = async (text: string) => {
      const before = fake.botMessages(dm.id).length;
      fake.userSends(seller, dm, text);
      return fake.nextBotMessage(dm.id, before, `the reply to ${text}`);
    };
    const created = await fetch(`${sandbox.baseUrl}/_sandbox/sellers`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sandbox.adminToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    const side = (await created.json()) as { id: string; apiKey: string };
    await say(`/connect ${side.apiKey} Side`);
    await say(`/connect ${sandbox.sellers[0]?.apiKey ?? ''} Demo`);

    const preview = await say('/listings clone Side status=draft title=starter');
    expect(preview.raw).toMatch(/1 new draft; 0 unchanged; no row refused\./);
    expect(preview.raw).toMatch(/1 picture is uploaded again into the other shop/);

    const pressedAt = fake.botMessages(dm.id).length;
    fake.pressButton(seller, dm, preview.message.message_id, 'Apply');
    await fake.waitFor('the copy started', () =>
      fake.botMessages(dm.id).some((stored) => /Copy into "Side" started/.test(stored.raw ?? stored.message.text ?? '')),
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
    const copies = [...sandbox.core.state.listings.values()].filter((listing) => listing.sellerId === side.id);
    expect(copies).toEqual([
      expect.objectContaining({ title: 'Fresh NA starter account', status: 'draft', price: 899, attributes: { region: 'na', level: 12 } }),
    ]);
    expect(sandbox.core.state.images.get(copies[0]?.images[0]?.split('/').at(-1) ?? '')?.sellerId).toBe(side.id);
  });
});
