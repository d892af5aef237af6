import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeTelegram, TgChat, TgUser } from '../../fakes/telegram-bot-api/index.js';
import { connectedSeller, type ConnectedSeller } from './support/connected-seller.js';
import type { TelegramStack } from './support/telegram-stack.js';

// `webhooks` on Telegram: the secret shown in the private chat, the whole command refused in a group.
let stack: TelegramStack | undefined;
let fake: FakeTelegram;
let seller: TgUser;
let dm: TgChat;
let say: ConnectedSeller['say'];

beforeAll(async () => {
  const s = await connectedSeller('telegram-webhooks', 'tgw1');
  ({ stack, fake, seller, dm, say } = s);
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
