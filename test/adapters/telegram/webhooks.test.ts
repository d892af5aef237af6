import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../../sandbox/index.js';
import type { FakeTelegram, StoredMessage, TgChat, TgUser } from '../../fakes/telegram-bot-api/index.js';
import { startTelegramStack, type TelegramStack } from './support/telegram-stack.js';

// `webhooks` on Telegram: the secret shown in the private chat, the whole command refused in a group.
let stack: TelegramStack | undefined;
let fake: FakeTelegram;
let seller: TgUser;
let dm: TgChat;

async function say(chat: TgChat, text: string): Promise<StoredMessage> {
  const before = fake.botMessages(chat.id).length;
  fake.userSends(seller, chat, text);
  return fake.nextBotMessage(chat.id, before, `the reply to "${text.slice(0, 30)}"`);
}

beforeAll(async () => {
  const sandbox = await startSandbox({ seed: 11 });
  stack = await startTelegramStack(sandbox, 'telegram-webhooks', 'tgw1');
  ({ fake } = stack);
  seller = fake.createUser('Sam', 'sam_sells');
  dm = fake.privateChat(seller);
  await say(dm, `/connect ${sandbox.sellers[0]?.apiKey ?? ''} Demo shop`);
});

afterAll(async () => {
  await stack?.close();
});

describe('webhooks on Telegram', () => {
  it('adds an endpoint in the private chat with its secret, lists it, and refuses the command in a group', async () => {
    const added = await say(dm, '/webhooks add https://hooks.example.com/hawker order.delivered');
    expect(added.message.text).toMatch(/Endpoint 1 · hooks\.example\.com\/hawker gets order\.delivered/);
    expect(added.message.text).toMatch(/whsec_/);
    expect((await say(dm, '/webhooks')).message.text).toMatch(/1 · hooks\.example\.com\/hawker/);
    const group = fake.createGroup({ title: 'Shop team', members: [seller], botIsAdmin: true });
    expect((await say(group, '/webhooks@hawker_test_bot')).message.text).toMatch(/works only in a private chat with the bot/);
  });
});
