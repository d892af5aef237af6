import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeTelegram, TgChat, TgUser } from '../../fakes/telegram-bot-api/index.js';
import { connectedSeller, type ConnectedSeller } from './support/connected-seller.js';
import type { TelegramStack } from './support/telegram-stack.js';

// `api` on Telegram: a token made in a private chat is shown there once; in a group none is made.
const TOKEN = /hwk_[A-Za-z0-9_-]{43}/;

let stack: TelegramStack | undefined;
let fake: FakeTelegram;
let seller: TgUser;
let dm: TgChat;
let say: ConnectedSeller['say'];
let everythingTheBotSaid: ConnectedSeller['everythingTheBotSaid'];

beforeAll(async () => {
  const s = await connectedSeller('telegram-api', 'tga1');
  ({ stack, fake, seller, dm, say, everythingTheBotSaid } = s);
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
