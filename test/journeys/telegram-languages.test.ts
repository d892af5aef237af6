import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HawkerCore } from '../../src/core/hawker-core.js';
import { composeTestCore } from '../support/composed.js';
import { createLogger } from '../../src/log/logger.js';
import { generateKeyRingEntry, parseKeyRing } from '../../src/store/key-ring.js';
import { createStores, type Stores } from '../../src/store/stores.js';
import { startSandbox, type RunningSandbox } from '../../sandbox/index.js';
import type { RunningWorker } from '../../jobs/worker.js';
import { createTelegramBot, createTelegramNotifier, createTelegramOutgoing, type TelegramBot } from '../../adapters/telegram/index.js';
import { startFakeTelegram, type FakeTelegram, type StoredMessage, type TgChat, type TgUser } from '../fakes/telegram-bot-api/index.js';
import { englishLeaks } from '../support/english-leak.js';
import { marketplaceWords } from '../support/marketplace-words.js';
import { startJourneyWorker } from '../support/journey-worker.js';
import { createTestRedis, type TestRedis } from '../support/test-redis.js';
import { FAST_FAKE_LIMITS, FAST_THROTTLE } from '../adapters/telegram/support/bot-support.js';

// A Russian-speaking owner and a Ukrainian-speaking operator run one shop on Telegram, end
// to end: their apps' languages, the shop's group in Ukrainian, the worker's alerts, delivery
// by reply. Nothing English reaches them but command names, ids and the marketplace's words.
let sandbox: RunningSandbox;
let testRedis: TestRedis;
let stores: Stores;
let core: HawkerCore;
let fake: FakeTelegram;
let bot: TelegramBot;
let worker: RunningWorker | undefined;
let owner: TgUser;
let operator: TgUser;
let allowed: string[];
let group: TgChat;

const logger = createLogger({ level: 'silent' });

function listingId(title: string): string {
  for (const listing of sandbox.core.state.listings.values()) if (listing.title === title) return listing.id;
  throw new Error(`no sandbox listing "${title}"`);
}

async function say(chat: TgChat, from: TgUser, text: string, replyTo?: number): Promise<StoredMessage> {
  const before = fake.messages(chat.id).filter((stored) => stored.fromBot).length;
  fake.userSends(from, chat, text, replyTo === undefined ? {} : { replyTo });
  return fake.nextBotMessage(chat.id, before, `the reply to "${text.slice(0, 30)}"`);
}

/** Every text the bot sent or edited in a chat, buttons included, without its HTML and code spans. */
function botTextIn(chatId: number): string {
  return fake.calls
    .filter((call) => (call.method.startsWith('send') || call.method.startsWith('edit')) && String(call.fields.chat_id) === String(chatId))
    .map((call) => {
      const markup =
        typeof call.fields.reply_markup === 'string' ? call.fields.reply_markup : JSON.stringify(call.fields.reply_markup ?? {});
      const buttons = [...markup.matchAll(/"text":"([^"]*)"/g)].map((match) => match[1]);
      return [call.fields.text, call.fields.caption, ...buttons].filter((part) => typeof part === 'string').join('\n');
    })
    .join('\n')
    .replace(/<code>[\s\S]*?<\/code>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&\w+;/g, ' ');
}

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 13 });
  testRedis = createTestRedis('telegram-russian');
  stores = createStores(testRedis.redis, testRedis.namespace, parseKeyRing(generateKeyRingEntry('tgru')));
  core = composeTestCore({ redis: testRedis.redis, namespace: testRedis.namespace, stores, logger }, sandbox.baseUrl);
  fake = await startFakeTelegram({ rateLimits: FAST_FAKE_LIMITS });
  bot = createTelegramBot({
    token: fake.token,
    apiRoot: fake.apiRoot,
    core,
    mode: { type: 'polling' },
    logger,
    outgoing: createTelegramOutgoing({ limits: FAST_THROTTLE }),
  });
  await bot.start();
  owner = fake.createUser('Саша', 'sasha_sells', 'ru');
  operator = fake.createUser('Оксана', 'oksana', 'uk');
  allowed = [...(await marketplaceWords()), 'Demo shop', 'Саша', 'Оксана'];
});

afterAll(async () => {
  await worker?.close();
  await bot?.stop();
  await core?.close();
  await fake?.close();
  await sandbox?.close();
  await testRedis?.cleanup();
});

describe('a Russian-speaking owner and a Ukrainian-speaking operator on Telegram', () => {
  it('set up the shop and its team, each in their own language', async () => {
    const dm = fake.privateChat(owner);
    expect((await say(dm, owner, `/connect ${sandbox.sellers[0]?.apiKey ?? ''} Demo shop`)).message.text).toMatch(/Магазин подключён/);
    expect((await say(dm, owner, '/listings')).message.text).toMatch(/Объявления магазина Demo shop/);
    const invite = await say(dm, owner, '/team invite operator');
    const code = /join ([A-Za-z0-9_-]+)/.exec(invite.message.text ?? '')?.[1] ?? '';
    expect((await say(fake.privateChat(operator), operator, `/join ${code}`)).message.text).toMatch(/Ви вступили до «Demo shop»/);

    group = fake.createGroup({ title: 'Склад', members: [owner, operator], botIsAdmin: true });
    expect((await say(group, owner, '/team@hawker_test_bot link')).message.text).toMatch(/Этот чат теперь обслуживает «Demo shop»/);
    await say(dm, owner, '/alerts mode both');
    expect((await say(dm, owner, '/alerts language uk')).message.text).toMatch(/Українська/);
  });

  it('alert the owner in Russian and the group in Ukrainian, and the owner delivers by replying', async () => {
    worker = await startJourneyWorker({
      redis: testRedis,
      stores,
      sandbox,
      notifiers: [
        createTelegramNotifier({ token: fake.token, apiRoot: fake.apiRoot, outgoing: createTelegramOutgoing({ limits: FAST_THROTTLE }) }),
      ],
      logger,
    });
    const dm = fake.privateChat(owner);
    const order = sandbox.core.orders.place(listingId('Starfall crystals by player id'), 2);

    const alert = await fake.waitFor(
      'the owner’s alert',
      () => fake.botMessages(dm.id).find((stored) => stored.message.text?.includes(order.id)),
      30_000,
    );
    expect(alert.message.text).toMatch(/Новый заказ: Starfall crystals by player id × 2/);
    expect(alert.message.reply_markup?.inline_keyboard?.flat().map((button) => button.text)).toEqual(['Выдать', 'Взять']);
    const groupAlert = await fake.waitFor(
      'the group’s alert',
      () => fake.botMessages(group.id).find((stored) => stored.message.text?.includes(order.id)),
      30_000,
    );
    expect(groupAlert.message.text).toMatch(/Нове замовлення: Starfall crystals by player id × 2/);
    expect(groupAlert.message.reply_markup?.inline_keyboard?.flat().map((button) => button.text)).toEqual(['Видати', 'Взяти']);

    fake.userSends(owner, dm, 'STAR-111\nSTAR-222', { replyTo: alert.message.message_id });
    const preview = await fake.waitFor('the preview', () =>
      fake.botMessages(dm.id).find((stored) => /Выдать 2 единицы по заказу/.test(stored.message.text ?? '')),
    );
    fake.pressButton(owner, dm, preview.message.message_id, 'Подтвердить выдачу');
    await fake.waitFor('the order delivered', () => sandbox.core.state.orders.get(order.id)?.status === 'delivered', 20_000);
    await fake.waitFor('the group’s alert closed in Ukrainian', () =>
      fake.message(group.id, groupAlert.message.message_id)?.message.text?.match(/Замовлення видано/),
    );
    await fake.waitFor('the owner’s alert closed in Russian', () =>
      fake.message(dm.id, alert.message.message_id)?.message.text?.match(/Заказ выдан/),
    );

    // Everything said in each chat is read, menus and list rows included.
    expect(botTextIn(dm.id)).toMatch(/Объявления магазина Demo shop[\s\S]*активно[\s\S]*Подтвердить выдачу/);
    expect(botTextIn(group.id)).toMatch(/Нове замовлення/);
    expect(englishLeaks(botTextIn(dm.id), allowed)).toEqual([]);
    expect(englishLeaks(botTextIn(group.id), allowed)).toEqual([]);
    expect(englishLeaks(botTextIn(fake.privateChat(operator).id), allowed)).toEqual([]);
  });
});
