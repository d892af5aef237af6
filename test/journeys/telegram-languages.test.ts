import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log/logger.js';
import type { Stores } from '../../src/store/stores.js';
import { startSandbox, type RunningSandbox } from '../../sandbox/index.js';
import type { RunningWorker } from '../../jobs/worker.js';
import type { FakeTelegram, StoredMessage, TgChat, TgUser } from '../fakes/telegram-bot-api/index.js';
import { englishLeaksFor } from '../support/english-leak.js';
import { LANGUAGES, NATIVE_NAME, PARTNER, type Language } from '../support/languages.js';
import { marketplaceWords } from '../support/marketplace-words.js';
import { startJourneyWorker } from '../support/journey-worker.js';
import type { TestRedis } from '../support/test-redis.js';
import { telegramNotifierOnFake } from '../adapters/telegram/support/bot-support.js';
import { startTelegramStack, type TelegramStack } from '../adapters/telegram/support/telegram-stack.js';

// An owner and an operator who read different languages run one shop on Telegram, end to
// end, once for each language the owner may read: their apps' languages, the shop's group in
// the operator's language, the worker's alerts, delivery by reply. Nothing English reaches a
// reader of Russian or Ukrainian but command names, ids and the marketplace's words.

/** What each language says at each step of the journey. */
interface Words {
  connected: string;
  listings: string;
  joined: string;
  linked: string;
  newOrder: string;
  alertButtons: [deliver: string, take: string];
  previewOfTwo: string;
  confirmDelivery: string;
  delivered: string;
  active: string;
}

const WORDS: Record<Language, Words> = {
  en: {
    connected: 'Account connected',
    listings: 'Listings of Demo shop',
    joined: 'You joined "Demo shop"',
    linked: 'This chat now serves "Demo shop"',
    newOrder: 'New order',
    alertButtons: ['Deliver', 'Take'],
    previewOfTwo: 'Deliver 2 units for order',
    confirmDelivery: 'Confirm delivery',
    delivered: 'Delivered',
    active: 'active',
  },
  ru: {
    connected: 'Магазин подключён',
    listings: 'Объявления магазина Demo shop',
    joined: 'Вы вступили в «Demo shop»',
    linked: 'Этот чат теперь обслуживает «Demo shop»',
    newOrder: 'Новый заказ',
    alertButtons: ['Выдать', 'Взять'],
    previewOfTwo: 'Выдать 2 единицы по заказу',
    confirmDelivery: 'Подтвердить выдачу',
    delivered: 'Заказ выдан',
    active: 'активно',
  },
  uk: {
    connected: 'Магазин підключено',
    listings: 'Оголошення магазину Demo shop',
    joined: 'Ви вступили до «Demo shop»',
    linked: 'Цей чат тепер обслуговує «Demo shop»',
    newOrder: 'Нове замовлення',
    alertButtons: ['Видати', 'Взяти'],
    previewOfTwo: 'Видати 2 одиниці за замовленням',
    confirmDelivery: 'Підтвердити видачу',
    delivered: 'Замовлення видано',
    active: 'активне',
  },
};

const logger = createLogger({ level: 'silent' });

describe.each(LANGUAGES)('an owner reading %s and an operator reading another language, on Telegram', (language) => {
  const own = WORDS[language];
  const theirs = WORDS[PARTNER[language]];
  let sandbox: RunningSandbox;
  let testRedis: TestRedis;
  let stores: Stores;
  let fake: FakeTelegram;
  let stack: TelegramStack | undefined;
  let worker: RunningWorker | undefined;
  let owner: TgUser;
  let operator: TgUser;
  let allowed: string[];
  let group: TgChat;

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
      .filter(
        (call) => (call.method.startsWith('send') || call.method.startsWith('edit')) && String(call.fields.chat_id) === String(chatId),
      )
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
    stack = await startTelegramStack(sandbox, `telegram-languages-${language}`, 'tgru');
    ({ fake, stores, testRedis } = stack);
    owner = fake.createUser('Саша', 'sasha_sells', language);
    operator = fake.createUser('Оксана', 'oksana', PARTNER[language]);
    allowed = [...(await marketplaceWords()), 'Demo shop', 'Саша', 'Оксана'];
  });

  afterAll(async () => {
    await worker?.close();
    await stack?.close();
  });

  it('set up the shop and its team, each in their own language', async () => {
    const dm = fake.privateChat(owner);
    expect((await say(dm, owner, `/connect ${sandbox.sellers[0]?.apiKey ?? ''} Demo shop`)).message.text).toContain(own.connected);
    expect((await say(dm, owner, '/listings')).message.text).toContain(own.listings);
    const invite = await say(dm, owner, '/team invite operator');
    const code = /join ([A-Za-z0-9_-]+)/.exec(invite.message.text ?? '')?.[1] ?? '';
    expect((await say(fake.privateChat(operator), operator, `/join ${code}`)).message.text).toContain(theirs.joined);

    group = fake.createGroup({ title: 'Склад', members: [owner, operator], botIsAdmin: true });
    expect((await say(group, owner, '/team@hawker_test_bot link')).message.text).toContain(own.linked);
    await say(dm, owner, '/alerts mode both');
    expect((await say(dm, owner, `/alerts language ${PARTNER[language]}`)).message.text).toContain(NATIVE_NAME[PARTNER[language]]);
  });

  it('alert the owner in their language and the group in the operator’s, and the owner delivers by replying', async () => {
    worker = await startJourneyWorker({
      redis: testRedis,
      stores,
      sandbox,
      notifiers: [telegramNotifierOnFake(fake)],
      logger,
    });
    const dm = fake.privateChat(owner);
    const order = sandbox.core.orders.place(listingId('Starfall crystals by player id'), 2);

    const alert = await fake.waitFor(
      'the owner’s alert',
      () => fake.botMessages(dm.id).find((stored) => stored.message.text?.includes(order.id)),
      30_000,
    );
    expect(alert.message.text).toContain(`${own.newOrder}: Starfall crystals by player id × 2`);
    expect(alert.message.reply_markup?.inline_keyboard?.flat().map((button) => button.text)).toEqual(own.alertButtons);
    const groupAlert = await fake.waitFor(
      'the group’s alert',
      () => fake.botMessages(group.id).find((stored) => stored.message.text?.includes(order.id)),
      30_000,
    );
    expect(groupAlert.message.text).toContain(`${theirs.newOrder}: Starfall crystals by player id × 2`);
    expect(groupAlert.message.reply_markup?.inline_keyboard?.flat().map((button) => button.text)).toEqual(theirs.alertButtons);

    fake.userSends(owner, dm, 'STAR-111\nSTAR-222', { replyTo: alert.message.message_id });
    const preview = await fake.waitFor('the preview', () =>
      fake.botMessages(dm.id).find((stored) => stored.message.text?.includes(own.previewOfTwo)),
    );
    fake.pressButton(owner, dm, preview.message.message_id, own.confirmDelivery);
    await fake.waitFor('the order delivered', () => sandbox.core.state.orders.get(order.id)?.status === 'delivered', 20_000);
    await fake.waitFor('the group’s alert closed in the operator’s language', () =>
      fake.message(group.id, groupAlert.message.message_id)?.message.text?.includes(theirs.delivered),
    );
    await fake.waitFor('the owner’s alert closed in their language', () =>
      fake.message(dm.id, alert.message.message_id)?.message.text?.includes(own.delivered),
    );

    // Everything said in each chat is read, menus and list rows included.
    expect(botTextIn(dm.id)).toMatch(new RegExp(`${own.listings}[\\s\\S]*${own.active}[\\s\\S]*${own.confirmDelivery}`));
    expect(botTextIn(group.id)).toContain(theirs.newOrder);
    expect(englishLeaksFor(language, botTextIn(dm.id), allowed)).toEqual([]);
    // The group shows the owner's own replies in their language beside the team's alerts in the
    // operator's: English there is a leak only when neither of them reads it.
    expect(englishLeaksFor(language === 'en' ? 'en' : PARTNER[language], botTextIn(group.id), allowed)).toEqual([]);
    expect(englishLeaksFor(PARTNER[language], botTextIn(fake.privateChat(operator).id), allowed)).toEqual([]);
  });
});
