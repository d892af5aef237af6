import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeTelegram, TgChat, TgUser } from '../../fakes/telegram-bot-api/index.js';
import { connectedSeller, type ConnectedSeller } from './support/connected-seller.js';
import type { TelegramStack } from './support/telegram-stack.js';

// `pool` on Telegram: codes taken in a private chat from a file, refused in a group, and
// given back to the owner as a document.
let stack: TelegramStack | undefined;
let fake: FakeTelegram;
let seller: TgUser;
let dm: TgChat;
let send: ConnectedSeller['send'];
let everythingTheBotSaid: ConnectedSeller['everythingTheBotSaid'];

beforeAll(async () => {
  const s = await connectedSeller('telegram-pool', 'tgp1');
  ({ stack, fake, seller, dm, send, everythingTheBotSaid } = s);
});

afterAll(async () => {
  await stack?.close();
});

describe('pool on Telegram', () => {
  it('adds codes from a file sent in answer to the prompt in a private chat, and deletes the file', async () => {
    const { reply: prompt } = await send(dm, '/pool add steam');
    expect(prompt.message.text).toMatch(/Send the codes for pool "steam"/);
    const before = fake.botMessages(dm.id).length;
    const file = fake.userSendsDocument(
      seller,
      dm,
      { filename: 'codes.txt', mimeType: 'text/plain', data: new TextEncoder().encode('POOL-TG-0001\nPOOL-TG-0002\nPOOL-TG-0001\n') },
      { replyTo: prompt.message.message_id },
    );
    const done = await fake.nextBotMessage(dm.id, before, 'the pool result');
    expect(done.message.text).toMatch(/2 codes added to "steam"/);
    expect(done.message.text).toMatch(/1 duplicate skipped/);
    await fake.waitFor('the file with the codes deleted', () => fake.message(dm.id, file.message_id)?.deleted);
    expect((await send(dm, '/pool')).reply.message.text).toMatch(/steam: 2 available, 0 held/);
  });

  it('refuses codes in a group and deletes them, and sends the owner withdrawn codes as a document in private', async () => {
    const group = fake.createGroup({ title: 'Shop team', members: [seller], botIsAdmin: true });
    await send(group, '/team@hawker_test_bot link');
    const posted = await send(group, '/pool@hawker_test_bot add steam POOL-TG-GROUP');
    expect(posted.reply.message.text).toMatch(/Codes posted in a group can be read by everyone here/);
    await fake.waitFor('the codes deleted in the group', () => fake.message(group.id, posted.sent)?.deleted);
    expect((await send(group, '/pool@hawker_test_bot add steam')).reply.message.text).toMatch(/only in a private chat/);
    expect((await send(group, '/pool@hawker_test_bot withdraw steam')).reply.message.text).toMatch(/runs only in a private chat/);

    const { reply: question } = await send(dm, '/pool withdraw steam 1');
    expect(question.message.text).toMatch(/Take 1 code \(of 2\) out of pool "steam"\?/);
    fake.pressButton(seller, dm, question.message.message_id, 'Confirm');
    const document = await fake.waitFor('the withdrawn codes as a document', () =>
      fake.botMessages(dm.id).find((stored) => stored.message.document),
    );
    expect(document.message.document?.file_name).toMatch(/^pool-steam-withdrawn-\d{4}-\d{2}-\d{2}\.txt$/);
    expect(everythingTheBotSaid()).not.toMatch(/POOL-TG-/);
  });
});
