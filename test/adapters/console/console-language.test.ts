import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleChat, consoleActor } from '../../../adapters/console/console-chat.js';
import { settleConsoleLanguage, systemLocale } from '../../../adapters/console/console-language.js';
import { renderReply } from '../../../adapters/console/console-render.js';
import { loadConfig } from '../../../src/config/config.js';
import type { HawkerCore } from '../../../src/core/hawker-core.js';
import { composeTestCore } from '../../support/composed.js';
import { translate } from '../../../src/i18n/index.js';
import { createLogger } from '../../../src/log/logger.js';
import { generateKeyRingEntry, parseKeyRing } from '../../../src/store/key-ring.js';
import { createStores, type Stores } from '../../../src/store/stores.js';
import { englishLeaks } from '../../support/english-leak.js';
import { createTestRedis, type TestRedis } from '../../support/test-redis.js';
import { openTerminalSession, type TerminalSession } from './support/terminal-session.js';

// The terminal chat as `npm start` runs it with HAWKER_LANGUAGE or a system locale:
// typed lines from a pipe, the real core on Redis, its own lines in the person's language.

describe('the terminal chat in the language of its person', () => {
  let testRedis: TestRedis;
  let stores: Stores;
  let core: HawkerCore;
  const chats: ConsoleChat[] = [];

  beforeAll(() => {
    testRedis = createTestRedis('console-language');
    stores = createStores(testRedis.redis, testRedis.namespace, parseKeyRing(generateKeyRingEntry('cl1')));
    // `help` and `language` never reach the marketplace: no sandbox is needed.
    core = composeTestCore(
      { redis: testRedis.redis, namespace: testRedis.namespace, stores, logger: createLogger({ level: 'silent' }) },
      'http://127.0.0.1:9',
    );
  });
  afterAll(async () => {
    for (const chat of chats) chat.close();
    await core.close();
    await testRedis.cleanup();
  });

  /** What `npm start` does: settle the language from the configuration, then read typed lines. */
  async function terminal(userId: string, env: NodeJS.ProcessEnv): Promise<TerminalSession> {
    const configured = loadConfig(env, { devKeyRingPath: '.data/dev-master-keys' }).language;
    const locale = await settleConsoleLanguage({ configured, env, actor: consoleActor({ userId }), stores });
    const session = openTerminalSession(core, { userId, ...(locale ? { locale } : {}) });
    chats.push(session.chat);
    return session;
  }

  const identity = (userId: string) => stores.identities.resolve('console', userId);

  it('with HAWKER_LANGUAGE=ru answers in Russian over a language an earlier run remembered, hints included', async () => {
    await stores.languages.setForPerson(await identity('ru-seller'), 'en');
    const { chat, type } = await terminal('ru-seller', { HAWKER_LANGUAGE: 'ru', LANG: 'en_US.UTF-8' });
    expect(await stores.languages.ofPerson(await identity('ru-seller'))).toBe('ru');

    const help = await type(['/help'], /\n#1\n[\s\S]*\n$/);
    expect(help).toContain(translate('ru', 'cmd-language'));
    const language = await type(['/language'], /Hawker отвечает вам на языке: Русский/);
    expect(englishLeaks(language, ['English'])).toEqual([]);

    const noChoice = await type(['#99.4'], /\n$/);
    expect(noChoice).toBe('У сообщения #99 нет варианта 4.\n');
    const unreadable = await type(['file /no/such/codes.txt'], /\n$/);
    expect(unreadable).toContain('Не удалось прочитать /no/such/codes.txt');
    expect(englishLeaks(unreadable, ['/no/such/codes.txt'])).toEqual([]);

    const alert = await chat.send(
      { platform: 'console', kind: 'user', id: 'ru-seller' },
      { title: 'Новый заказ', takesGoodsReply: true, locale: 'ru' },
    );
    const number = alert.ok ? alert.ref.messageId : '';
    const more = await type([`@${number} CODE-AAA-111`], /\n$/);
    expect(more).toBe(`   ${translate('ru', 'console-more-lines')}\n`);
    await type([''], /\n#\d+\n/);
  });

  it('prints an alert’s banner and its invitation to reply with goods in the alert’s language', async () => {
    const output = new PassThrough();
    let screen = '';
    output.on('data', (chunk: Buffer) => {
      screen += chunk.toString('utf8');
    });
    const quiet = new ConsoleChat({ core, input: new PassThrough(), output, userId: 'alerted' });
    await quiet.send(
      { platform: 'console', kind: 'user', id: 'alerted' },
      { title: 'Нове замовлення', takesGoodsReply: true, locale: 'uk' },
    );
    expect(screen).toContain('#1 СПОВІЩЕННЯ');
    expect(screen).toContain('(щоб відповісти, напишіть @1 і товар');
    expect(englishLeaks(screen)).toEqual([]);
  });

  it('takes the system locale as a first-contact hint only: a language chosen before stands', async () => {
    const fresh = await terminal('fresh', { LC_ALL: '', LANG: 'uk_UA.UTF-8' });
    expect(await stores.languages.ofPerson(await identity('fresh'))).toBeNull();
    const answer = await fresh.type(['/language'], /Hawker відповідає вам мовою: Українська/);
    expect(englishLeaks(answer, ['English'])).toEqual([]);
    expect(await stores.languages.ofPerson(await identity('fresh'))).toBe('uk');

    await stores.languages.setForPerson(await identity('chose-english'), 'en');
    const chosen = await terminal('chose-english', { LANG: 'ru_RU.UTF-8' });
    await chosen.type(['/language'], /Hawker answers you in English\./);
    expect(await stores.languages.ofPerson(await identity('chose-english'))).toBe('en');
  });

  it('reads the system locale as a shell sets it: LC_ALL, then LC_MESSAGES, then LANG; C and POSIX ask for none', () => {
    expect(systemLocale({ LANG: 'ru_RU.UTF-8' })).toBe('ru');
    expect(systemLocale({ LC_MESSAGES: 'uk_UA.UTF-8', LANG: 'en_US.UTF-8' })).toBe('uk');
    expect(systemLocale({ LC_ALL: 'ru_RU.UTF-8', LC_MESSAGES: 'uk_UA.UTF-8' })).toBe('ru');
    expect(systemLocale({ LC_ALL: 'C', LANG: 'ru_RU.UTF-8' })).toBeNull();
    expect(systemLocale({ LANG: 'C.UTF-8' })).toBeNull();
    expect(systemLocale({ LANG: 'POSIX' })).toBeNull();
    expect(systemLocale({ LANG: 'de_DE.UTF-8' })).toBeNull();
    expect(systemLocale({})).toBeNull();
  });
});

describe('the terminal’s own words around a reply', () => {
  it('words paging, an empty list, attachments and question hints in the reply’s language', () => {
    const paged = renderReply({
      list: {
        items: [{ title: 'Starfall crystals', action: 'c:listing 1' }],
        page: 2,
        pageCount: 3,
        total: 25,
        previousAction: 'p',
        nextAction: 'n',
      },
      locale: 'ru',
    }).text;
    expect(paged).toContain('страница 2/3, всего 25  [2] назад  [3] далее');
    expect(englishLeaks(paged, ['Starfall crystals'])).toEqual([]);

    expect(renderReply({ list: { items: [], page: 1, pageCount: 1, total: 0 }, locale: 'uk' }).text).toBe('  (тут нічого немає)');
    const bytes = (count: number, locale: string) =>
      renderReply({ attachments: [{ filename: 'codes.txt', contentType: 'text/plain', data: new Uint8Array(count) }], locale }).text;
    expect([1, 2, 5].map((count) => bytes(count, 'ru'))).toEqual([
      '  (вложение: codes.txt, 1 байт)',
      '  (вложение: codes.txt, 2 байта)',
      '  (вложение: codes.txt, 5 байт)',
    ]);
    expect([1, 2, 5].map((count) => bytes(count, 'en'))).toEqual([
      '  (attachment: codes.txt, 1 byte)',
      '  (attachment: codes.txt, 2 bytes)',
      '  (attachment: codes.txt, 5 bytes)',
    ]);

    const goods = renderReply({ prompt: { kind: 'goods', label: 'Коди', formId: 'f' }, locale: 'uk' }).text;
    expect(goods).toBe(`  > Коди ${translate('uk', 'console-goods-hint')}`);
    expect(englishLeaks(goods)).toEqual([]);
  });
});
