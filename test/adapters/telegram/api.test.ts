import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../../sandbox/index.js';
import type { FakeTelegram, StoredMessage, TgChat, TgUser } from '../../fakes/telegram-bot-api/index.js';
import { startTelegramStack, type TelegramStack } from './support/telegram-stack.js';

// `api` on Telegram: a token made in a private chat is shown there once; in a group none is made.
const TOKEN = /hwk_[A-Za-z0-9_-]{43}/;

let stack: TelegramStack | undefined;
let fake: FakeTelegram;
let seller: TgUser;
let dm: TgChat;

async function say(chat: TgChat, text: string): Promise<StoredMessage> {
  const before = fake.botMessages(chat.id).length;
  fake.userSends(seller, chat, text);
  return fake.nextBotMessage(chat.id, before, `the reply to "${text.slice(0, 30)}"`);
}

function everythingTheBotSaid(): string {
  return fake.calls
    .filter((call) => call.method.startsWith('send') || call.method.startsWith('edit'))
    .map((call) => JSON.stringify(call.fields))
    .join('\n');
}

beforeAll(async () => {
  const sandbox = await startSandbox({ seed: 11 });
  stack = await startTelegramStack(sandbox, 'telegram-api', 'tga1');
  ({ fake } = stack);
  seller = fake.createUser('Sam', 'sam_sells');
  dm = fake.privateChat(seller);
  await say(dm, `/connect ${sandbox.sellers[0]?.apiKey ?? ''} Demo shop`);
});

afterAll(async () => {
  await stack?.close();
});

describe('api on Telegram', () => {
  it('shows a new token once in the private chat and lists it; a group gets no token', async () => {
    const created = await say(dm, '/api token create operator fulfilment');
    expect(created.message.text).toMatch(TOKEN);
    expect((await say(dm, '/api tokens')).message.text).toMatch(/fulfilment · operator/);
    const group = fake.createGroup({ title: 'Shop team', members: [seller], botIsAdmin: true });
    await say(group, '/team@hawker_test_bot link');
    const refused = await say(group, '/api@hawker_test_bot token create owner');
    expect(refused.message.text).toMatch(/api token create/);
    expect(refused.message.text).toMatch(/private chat/);
    expect(everythingTheBotSaid().match(new RegExp(TOKEN, 'g'))).toHaveLength(1);
  });
});
