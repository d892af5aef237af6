import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TelegramBot } from '../../../adapters/telegram/index.js';
import { renderReply } from '../../../adapters/telegram/index.js';
import type { HawkerCore } from '../../../src/core/hawker-core.js';
import { composeTestCore } from '../../support/composed.js';
import type { Reply } from '../../../src/domain/reply.js';
import { translate } from '../../../src/i18n/index.js';
import { createLogger } from '../../../src/log/logger.js';
import { generateKeyRingEntry, parseKeyRing } from '../../../src/store/key-ring.js';
import { createStores } from '../../../src/store/stores.js';
import { parseHtml } from '../../fakes/telegram-bot-api/html-markup.js';
import { startFakeTelegram, type FakeTelegram, type StoredMessage, type TgChat, type TgUser } from '../../fakes/telegram-bot-api/index.js';
import { englishLeaks } from '../../support/english-leak.js';
import { createTestRedis, type TestRedis } from '../../support/test-redis.js';
import { FAST_FAKE_LIMITS, RecordingCore, startBotOnFake } from './support/bot-support.js';

// Each person reads Hawker in their Telegram app's language from the first message on,
// and finds the command menu in it: the real core on Redis, the adapter on the fake Bot API.
const LANGUAGE_NAMES = ['English', 'Русский', 'Українська'];

const buttonLabels = (stored: StoredMessage): string[] =>
  (stored.message.reply_markup?.inline_keyboard ?? []).flat().map((button) => button.text);

describe('Telegram in the language of each person', () => {
  let testRedis: TestRedis;
  let core: HawkerCore;
  let fake: FakeTelegram;
  let bot: TelegramBot;

  /** Sends as `from` and waits for the bot's next message in that chat. */
  async function say(from: TgUser, chat: TgChat, text: string): Promise<StoredMessage> {
    const before = fake.botMessages(chat.id).length;
    fake.userSends(from, chat, text);
    return fake.nextBotMessage(chat.id, before, `the answer to ${text}`);
  }

  beforeAll(async () => {
    testRedis = createTestRedis('telegram-languages');
    const stores = createStores(testRedis.redis, testRedis.namespace, parseKeyRing(generateKeyRingEntry('tgl')));
    // `help` and `language` never reach the marketplace: no sandbox is needed.
    core = composeTestCore(
      { redis: testRedis.redis, namespace: testRedis.namespace, stores, logger: createLogger({ level: 'silent' }) },
      'http://127.0.0.1:9',
    );
    fake = await startFakeTelegram({ rateLimits: FAST_FAKE_LIMITS });
    bot = await startBotOnFake(fake, core);
  });
  afterAll(async () => {
    await bot.stop();
    await fake.close();
    await core.close();
    await testRedis.cleanup();
  });

  it('answers a first message in the language of the person’s app, without `language` being sent', async () => {
    const ira = fake.createUser('Ира', 'ira_sells', 'ru');
    const dm = fake.privateChat(ira);
    const menu = await say(ira, dm, '/language');
    const shown = menu.message.text ?? '';
    expect(shown).toContain(translate('ru', 'language-title'));
    expect(shown).toContain('Hawker отвечает вам на языке: Русский');
    expect(englishLeaks(shown)).toEqual([]);
    expect(buttonLabels(menu)).toEqual(LANGUAGE_NAMES);

    const help = (await say(ira, dm, '/help')).message.text ?? '';
    expect(help).toContain(translate('ru', 'cmd-language'));
  });

  it('takes a Ukrainian app as Ukrainian, and leaves a language Hawker does not speak in English', async () => {
    const oksana = fake.createUser('Оксана', undefined, 'uk');
    const ukrainian = (await say(oksana, fake.privateChat(oksana), '/language')).message.text ?? '';
    expect(ukrainian).toContain('Hawker відповідає вам мовою: Українська');
    expect(englishLeaks(ukrainian)).toEqual([]);

    const hans = fake.createUser('Hans', undefined, 'de');
    const english = (await say(hans, fake.privateChat(hans), '/language')).message.text ?? '';
    expect(english).toContain('Hawker answers you in English until you choose');
  });

  it('publishes the command menus in every language: English names, descriptions in the language', () => {
    const calls = fake.calls.filter((call) => call.method === 'setMyCommands');
    expect(calls.map((call) => call.fields.language_code ?? '')).toEqual(['', '', 'ru', 'ru', 'uk', 'uk']);
    for (const scope of ['all_private_chats', 'all_group_chats']) {
      const english = fake.commandMenu(scope) ?? [];
      expect(english.length).toBeGreaterThan(5);
      for (const locale of ['ru', 'uk']) {
        const menu = fake.commandMenu(scope, locale) ?? [];
        expect(menu.map((command) => command.command)).toEqual(english.map((command) => command.command));
        expect(menu.find((command) => command.command === 'language')?.description).toBe(translate(locale, 'cmd-language'));
      }
      expect(english.find((command) => command.command === 'language')?.description).toBe(translate('en', 'cmd-language'));
    }
  });
});

describe('what the Telegram adapter says itself', () => {
  const list = (total: number): NonNullable<Reply['list']> => ({
    items: [{ title: 'Starfall crystals', action: 'c:listing 1' }],
    page: 2,
    pageCount: 3,
    total,
    previousAction: 'c:listings page=1',
    nextAction: 'c:listings page=3',
  });

  it('words paging and an empty list in the language of the reply', () => {
    const [russian] = renderReply({ list: list(25), locale: 'ru' }).messages;
    expect(parseHtml(russian?.html ?? '')).toContain('Страница 2 из 3 · всего 25');
    expect(russian?.inlineKeyboard?.at(-1)?.map((button) => button.text)).toEqual(['‹ Назад', 'Далее ›']);
    const [ukrainian] = renderReply({ list: { items: [], page: 1, pageCount: 1, total: 0 }, locale: 'uk' }).messages;
    expect(parseHtml(ukrainian?.html ?? '')).toBe('Тут нічого немає.');
    const [english] = renderReply({ list: list(25) }).messages;
    expect(english?.inlineKeyboard?.at(-1)?.map((button) => button.text)).toEqual(['‹ Previous', 'Next ›']);
  });

  it('apologises in the language of the person’s app when the core fails, and passes that language on', async () => {
    const fake = await startFakeTelegram({ rateLimits: FAST_FAKE_LIMITS });
    const core = new RecordingCore();
    core.answer = () => {
      throw new Error('the core is down');
    };
    const bot = await startBotOnFake(fake, core);
    try {
      const ira = fake.createUser('Ира', undefined, 'ru');
      const dm = fake.privateChat(ira);
      fake.userSends(ira, dm, '/listings');
      const apology = (await fake.nextBotMessage(dm.id, 0, 'the apology')).message.text ?? '';
      expect(apology).toContain(translate('ru', 'telegram-something-went-wrong'));
      expect(englishLeaks(apology)).toEqual([]);
      expect(core.lastEvent().locale).toBe('ru');
    } finally {
      await bot.stop();
      await fake.close();
    }
  });
});
