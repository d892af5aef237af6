import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTelegramBot, createTelegramOutgoing, type TelegramBot } from '../../../adapters/telegram/index.js';
import type { HawkerCore } from '../../../src/core/hawker-core.js';
import { composeTestCore } from '../../support/composed.js';
import { translate } from '../../../src/i18n/index.js';
import { createLogger } from '../../../src/log/logger.js';
import { BUTTON_MESSAGES_PER_CHAT } from '../../../src/store/button-message-store.js';
import { generateKeyRingEntry, parseKeyRing } from '../../../src/store/key-ring.js';
import { createStores, type Stores } from '../../../src/store/stores.js';
import { startFakeTelegram, type FakeTelegram, type StoredMessage, type TgChat, type TgUser } from '../../fakes/telegram-bot-api/index.js';
import { createTestRedis, keysMatching, type TestRedis } from '../../support/test-redis.js';

// Issue #27, point 8: every buttoned message Hawker sent kept a 7-day Redis key, and
// anyone may make Hawker send one (`/language` needs no account). The real core on Redis,
// the adapter on the fake Bot API with its rate limits off, so a thousand messages are quick.
const MESSAGES = 1_000;
const UNTHROTTLED = { intervalMs: 1, burst: MESSAGES };

describe('what Hawker remembers of its buttoned Telegram messages', () => {
  let testRedis: TestRedis;
  let stores: Stores;
  let core: HawkerCore;
  let fake: FakeTelegram;
  let bot: TelegramBot;

  const buttonKeys = (chat?: TgChat) =>
    keysMatching(testRedis.redis, chat ? `${testRedis.namespace}:buttons:{telegram:${chat.id}}*` : `${testRedis.namespace}:buttons*`);

  /** Sends `text` `count` times and waits for every answer; returns the answers. */
  async function flood(from: TgUser, chat: TgChat, text: string, count: number): Promise<StoredMessage[]> {
    const before = fake.botMessages(chat.id).length;
    for (let sent = 0; sent < count; sent += 1) fake.userSends(from, chat, text);
    await fake.waitFor(`${count} answers to ${text}`, () => fake.botMessages(chat.id).length >= before + count, 60_000);
    return fake.botMessages(chat.id).slice(before);
  }

  /** Presses and waits until the press was answered, by an edit or a new message. */
  async function press(from: TgUser, chat: TgChat, message: StoredMessage, label: string): Promise<void> {
    const edits = fake.calls.filter((call) => call.method === 'editMessageText').length;
    const sent = fake.botMessages(chat.id).length;
    fake.pressButton(from, chat, message.message.message_id, label);
    await fake.waitFor(
      `the answer to ${label}`,
      () => fake.calls.filter((call) => call.method === 'editMessageText').length > edits || fake.botMessages(chat.id).length > sent,
    );
  }

  const textOf = (chat: TgChat, message: StoredMessage) => fake.message(chat.id, message.message.message_id)?.message.text ?? '';

  beforeAll(async () => {
    testRedis = createTestRedis('telegram-button-records');
    stores = createStores(testRedis.redis, testRedis.namespace, parseKeyRing(generateKeyRingEntry('tgb')));
    // `help` and `language` never reach the marketplace: no sandbox is needed.
    core = composeTestCore(
      { redis: testRedis.redis, namespace: testRedis.namespace, stores, logger: createLogger({ level: 'silent' }) },
      'http://127.0.0.1:9',
    );
    fake = await startFakeTelegram({ rateLimits: false });
    bot = createTelegramBot({
      token: fake.token,
      apiRoot: fake.apiRoot,
      core,
      mode: { type: 'polling' },
      logger: createLogger({ level: 'silent' }),
      outgoing: createTelegramOutgoing({ limits: { perChat: UNTHROTTLED, perGroup: UNTHROTTLED, global: UNTHROTTLED } }),
    });
    await bot.start();
  });
  afterAll(async () => {
    await bot.stop();
    await fake.close();
    await core.close();
    await testRedis.cleanup();
  });

  it('keeps nothing for a thousand `/language` menus in the private chat of someone without an account, whose presses still change the menu in place', async () => {
    const stranger = fake.createUser('Stranger');
    const dm = fake.privateChat(stranger);
    const menus = await flood(stranger, dm, '/language', MESSAGES);

    expect((await buttonKeys()).length).toBe(0);

    const latest = menus.at(-1);
    if (!latest) throw new Error('no menu');
    await press(stranger, dm, latest, 'Українська');
    expect(textOf(dm, latest)).toContain(translate('uk', 'language-set', { language: 'Українська' }));
    expect(fake.botMessages(dm.id)).toHaveLength(MESSAGES);
  }, 120_000);

  it(`remembers only the latest ${BUTTON_MESSAGES_PER_CHAT} buttoned messages of a group, and a forged press there still gets a new message`, async () => {
    const stranger = fake.createUser('Flooder');
    const member = fake.createUser('Member');
    const group = fake.createGroup({ members: [stranger, member] });
    const menus = await flood(stranger, group, '/language@hawker_test_bot', MESSAGES);

    const keys = await buttonKeys();
    expect(keys.length).toBeLessThanOrEqual(2);
    const remembered = await Promise.all(keys.map(entriesOf));
    for (const entries of remembered) expect(entries).toBe(BUTTON_MESSAGES_PER_CHAT);

    // The latest menu is remembered: its own button changes it in place.
    const latest = menus.at(-1);
    const oldest = menus[0];
    if (!latest || !oldest) throw new Error('no menu');
    await press(stranger, group, latest, 'English');
    expect(textOf(group, latest)).toContain(translate('en', 'language-set', { language: 'English' }));

    // The first menu is long forgotten: its button still acts, and answers with a new message.
    const sent = fake.botMessages(group.id).length;
    const oldestText = textOf(group, oldest);
    await press(stranger, group, oldest, 'Русский');
    expect(textOf(group, oldest)).toBe(oldestText);
    expect(fake.botMessages(group.id).at(-1)?.message.text).toContain(translate('ru', 'language-set', { language: 'Русский' }));
    expect(fake.botMessages(group.id)).toHaveLength(sent + 1);

    // A press naming a message Hawker never put that action on never rewrites it.
    const help = (await flood(member, group, '/help@hawker_test_bot', 1))[0];
    if (!help) throw new Error('no help');
    const helpText = textOf(group, help);
    const action = oldest.message.reply_markup?.inline_keyboard?.flat()[0]?.callback_data;
    if (!action) throw new Error('the menu had no button');
    const before = fake.botMessages(group.id).length;
    fake.pressCallbackData(member, group, help.message.message_id, action);
    await fake.nextBotMessage(group.id, before, 'the answer to the forged press');
    expect(textOf(group, help)).toBe(helpText);
  }, 120_000);

  it(`keeps the latest ${BUTTON_MESSAGES_PER_CHAT} buttoned messages in the private chat of a person with a role, where a press replaces only a message Hawker put it on`, async () => {
    const seller = fake.createUser('Seller');
    const identity = await stores.identities.resolve('telegram', String(seller.id));
    const account = await stores.accounts.create({
      label: 'Shop',
      apiKey: 'key-of-the-button-records-test',
      ownerIdentityId: identity,
      marketplaceUrl: 'http://127.0.0.1:9',
    });
    await stores.team.grant(account.id, identity, 'owner');
    const dm = fake.privateChat(seller);
    const menus = await flood(seller, dm, '/language', BUTTON_MESSAGES_PER_CHAT + 50);

    const keys = await buttonKeys(dm);
    expect(keys).toHaveLength(2);
    for (const entries of await Promise.all(keys.map(entriesOf))) expect(entries).toBe(BUTTON_MESSAGES_PER_CHAT);

    // Alerts reach this chat unrecorded: a press naming a message that does not carry its action gets a new message.
    const help = (await flood(seller, dm, '/help', 1))[0];
    const action = menus.at(-1)?.message.reply_markup?.inline_keyboard?.flat()[0]?.callback_data;
    if (!help || !action) throw new Error('no help or no menu button');
    const helpText = textOf(dm, help);
    const before = fake.botMessages(dm.id).length;
    fake.pressCallbackData(seller, dm, help.message.message_id, action);
    await fake.nextBotMessage(dm.id, before, 'the answer to the press');
    expect(textOf(dm, help)).toBe(helpText);
  }, 120_000);

  async function entriesOf(key: string): Promise<number> {
    const type = await testRedis.redis.type(key);
    if (type === 'zset') return testRedis.redis.zcard(key);
    if (type === 'hash') return testRedis.redis.hlen(key);
    if (type === 'set') return testRedis.redis.scard(key);
    throw new Error(`unexpected ${type} at ${key}`);
  }
});
