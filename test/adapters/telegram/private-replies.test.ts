import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentPrivately } from '../../../src/core/reply-delivery.js';
import { startSandbox, type RunningSandbox } from '../../../sandbox/index.js';
import type { FakeTelegram, StoredMessage, TgChat, TgUser } from '../../fakes/telegram-bot-api/index.js';
import { startTelegramStack, type TelegramStack } from './support/telegram-stack.js';

// Issue #18.1 through the real adapter and core: replies the core marks private never
// show in a Telegram group, and an owner invite can never be posted there.
let sandbox: RunningSandbox;
let fake: FakeTelegram;
let stack: TelegramStack | undefined;
let owner: TgUser;
let mallory: TgUser;
let ownerDm: TgChat;
let group: TgChat;

async function say(chat: TgChat, from: TgUser, text: string): Promise<StoredMessage> {
  const before = fake.messages(chat.id).filter((stored) => stored.fromBot).length;
  fake.userSends(from, chat, text);
  return fake.nextBotMessage(chat.id, before, `the reply to "${text}"`);
}

/** Every text the bot put anywhere but the owner's private chat. */
function seenOutsideOwnerDm(): string {
  return fake.calls
    .filter((call) => (call.method.startsWith('send') || call.method.startsWith('edit')) && Number(call.fields.chat_id) !== owner.id)
    .map((call) => JSON.stringify(call.fields))
    .join('\n');
}

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 18 });
  stack = await startTelegramStack(sandbox, 'telegram-private', 'tp1');
  fake = stack.fake;
  owner = fake.createUser('Olive');
  mallory = fake.createUser('Mallory');
  ownerDm = fake.privateChat(owner);
  group = fake.createGroup({ title: 'Shop team', members: [owner, mallory], botIsAdmin: true });
  expect((await say(ownerDm, owner, `/connect ${sandbox.sellers[0]?.apiKey ?? ''} Demo shop`)).message.text).toMatch(/Account connected/);
  expect((await say(group, owner, '/team@hawker_test_bot link')).message.text).toMatch(/This chat now serves "Demo shop"/);
});

afterAll(async () => {
  await stack?.close();
});

describe('private replies on Telegram', () => {
  it('refuses `team invite owner` in a linked group, so no member can join with it as owner', async () => {
    const refusal = await say(group, owner, '/team@hawker_test_bot invite owner');
    expect(refusal.message.text).toMatch(
      /answers with a one-time invite code, which everyone here could read, so it runs only in a private chat/,
    );
    expect(seenOutsideOwnerDm()).not.toMatch(/join [A-Za-z0-9_-]{6,}/);

    // Whatever Mallory reads in the group gives them no code to join with: no role at all.
    const malloryDm = fake.privateChat(mallory);
    expect((await say(malloryDm, mallory, '/team members')).message.text).toMatch(/no seller account in Hawker yet/);
    expect((await say(group, mallory, '/team@hawker_test_bot invite owner')).message.text).toMatch(/runs only in a private chat/);
  });

  it('still gives the owner the invite in their private chat', async () => {
    expect((await say(ownerDm, owner, '/team invite owner')).message.text).toMatch(/Give this code to one person: join \S+/);
  });

  it("sends a private error asked for in the group to the asker's private chat, with a pointer in the group", async () => {
    const before = fake.botMessages(ownerDm.id).length;
    const pointer = await say(group, owner, '/team@hawker_test_bot revoke 99');
    expect(pointer.message.text).toContain(sentPrivately());
    const privately = await fake.nextBotMessage(ownerDm.id, before, 'the private error');
    expect(privately.message.text).toMatch(/Say which member by the id/);
    expect(
      fake
        .botMessages(group.id)
        .map((stored) => stored.message.text)
        .join('\n'),
    ).not.toMatch(/Say which member/);
  });

  it('offers a deep link that carries no secret when the asker never started the bot', async () => {
    const stranger = fake.createUser('Sid');
    const pointer = await say(group, stranger, '/listings@hawker_test_bot');
    expect(pointer.message.text).toContain('https://t.me/hawker_test_bot?start=private');
    expect(
      fake
        .botMessages(group.id)
        .map((stored) => stored.message.text)
        .join('\n'),
    ).not.toMatch(/You have no role/);
  });
});
