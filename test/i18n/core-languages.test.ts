import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELLER_API_ERROR_CODES } from '../../src/api/error-codes.js';
import { codeSentence } from '../../src/core/error-sentences.js';
import { maskSecret } from '../../src/core/mask.js';
import type { Reply } from '../../src/domain/reply.js';
import { deliverReplies } from '../../src/core/reply-delivery.js';
import { translate, withLocale } from '../../src/i18n/index.js';
import { englishLeaksFor } from '../support/english-leak.js';
import { LANGUAGES, PARTNER, type Language } from '../support/languages.js';
import { SPEC_STATUS_OF } from '../support/spec-error-statuses.js';
import { textOf, type TestUser } from '../support/test-adapter.js';
import { demoKey, startHarness, type Harness } from '../core/harness.js';

/** The one reply the latest input got, with what it says flattened. */
function only(replies: Reply[]): { reply: Reply; text: string } {
  expect(replies).toHaveLength(1);
  const [reply] = replies as [Reply];
  return { reply, text: textOf(reply) };
}

/** What dispatch and the error path say in each language. */
interface Words {
  unknownCommand: string;
  notANumber: string;
  atMostFifty: RegExp;
  moreText: string;
  badId: RegExp;
  twoReadings: RegExp;
  usage: RegExp;
  zeroPrice: RegExp;
  viewerRefused: string;
  operatorRefused: string;
  buttonExpired: string;
  flowExpired: string;
  forged: string;
  confirmTitle: string;
  confirmButtons: [confirm: string, cancel: string];
  cancelled: string;
  alreadyCancelled: string;
  helpCancel: string[];
  helpTitle: string;
  nothingToCancel: string;
  noFileWanted: RegExp;
  rateLimited: RegExp;
  exported: RegExp;
}

const WORDS: Record<Language, Words> = {
  en: {
    unknownCommand: 'There is no command "nosuch". Send `help` for the list.',
    notANumber: '`count` must be a number. Usage: `audit [count]`',
    atMostFifty: /^`count` is at most 50\. Usage/,
    moreText: 'There is more text than the command takes. Usage: `cancel`',
    badId: /^`id`: a listing id is the uuid shown by `listings`/,
    twoReadings: /^"1,250" could mean \$1,250\.00 or \$1\.25\. Write `1250\.00` or `1\.25` to say which\./,
    usage: /Usage: `price <id> <amount>`$/,
    zeroPrice: /^A price of \$0\.00 is not possible/,
    viewerRefused: '`price` needs the manager role; you are a viewer on this account. Ask the owner if you need more.',
    operatorRefused: '`disconnect` needs the owner role; you are an operator on this account. Ask the owner if you need more.',
    buttonExpired: 'That button has expired: run the command again.',
    flowExpired: 'This has expired: run the command again.',
    forged: 'That button is not valid any more: run the command again.',
    confirmTitle: 'Please confirm',
    confirmButtons: ['Confirm', 'Cancel'],
    cancelled: 'Cancelled: nothing was changed.',
    alreadyCancelled: 'Already done: cancelled',
    helpCancel: ['Stop the guided step you are in', 'Usage: cancel', 'Role needed: anyone'],
    helpTitle: 'Hawker commands',
    nothingToCancel: 'There is nothing in progress to stop.',
    noFileWanted: /^Nothing is waiting for a file from you here/,
    rateLimited: /the rate limit is reached/,
    exported: /^8 listings in the CSV file, one row each, under the marketplace's English field names/,
  },
  ru: {
    unknownCommand: 'Команды «nosuch» нет. Отправьте `help`, чтобы увидеть список.',
    notANumber: '`count` должно быть числом. Как писать: `audit [count]`',
    atMostFifty: /^`count` — не больше 50\. Как писать/,
    moreText: 'Текста больше, чем принимает команда. Как писать: `cancel`',
    badId: /^`id`: id объявления — это идентификатор, который показывает `listings`/,
    twoReadings: /^«1,250» может означать 1\s250,00\s\$ или 1,25\s\$\. Напишите `1250,00` или `1,25`, чтобы уточнить\./,
    usage: /Как писать: `price <id> <amount>`$/,
    zeroPrice: /^Цена 0,00\s\$ невозможна/,
    viewerRefused:
      'Для `price` нужна роль «менеджер», а у вас в этом магазине роль «наблюдатель». Если нужно больше прав, обратитесь к владельцу.',
    operatorRefused:
      'Для `disconnect` нужна роль «владелец», а у вас в этом магазине роль «оператор». Если нужно больше прав, обратитесь к владельцу.',
    buttonExpired: 'Срок действия кнопки истёк: выполните команду ещё раз.',
    flowExpired: 'Время вышло: выполните команду ещё раз.',
    forged: 'Эта кнопка больше не действует: выполните команду ещё раз.',
    confirmTitle: 'Подтвердите действие',
    confirmButtons: ['Подтвердить', 'Отмена'],
    cancelled: 'Отменено: ничего не изменилось.',
    alreadyCancelled: 'Уже сделано: отменено',
    helpCancel: ['Остановить текущий пошаговый сценарий', 'Как писать: cancel', 'Нужная роль: любой'],
    helpTitle: 'Команды Hawker',
    nothingToCancel: 'Сейчас нечего останавливать.',
    noFileWanted: /^Здесь от вас не ждут файла/,
    rateLimited: /лимит запросов исчерпан/,
    exported: /^8 объявлений в файле CSV, по строке на каждое, под английскими названиями полей маркетплейса/,
  },
  uk: {
    unknownCommand: 'Команди «nosuch» немає. Надішліть `help`, щоб побачити список.',
    notANumber: '`count` має бути числом. Як писати: `audit [count]`',
    atMostFifty: /^`count` — не більше ніж 50\. Як писати/,
    moreText: 'Тексту більше, ніж приймає команда. Як писати: `cancel`',
    badId: /^`id`: id оголошення — це ідентифікатор, який показує `listings`/,
    twoReadings: /^«1,250» може означати 1\s250,00\s\$ або 1,25\s\$\. Напишіть `1250,00` або `1,25`, щоб уточнити\./,
    usage: /Як писати: `price <id> <amount>`$/,
    zeroPrice: /^Ціна 0,00\s\$ неможлива/,
    viewerRefused:
      'Для `price` потрібна роль «менеджер», а у вас у цьому магазині роль «спостерігач». Якщо потрібно більше прав, зверніться до власника.',
    operatorRefused:
      'Для `disconnect` потрібна роль «власник», а у вас у цьому магазині роль «оператор». Якщо потрібно більше прав, зверніться до власника.',
    buttonExpired: 'Термін дії кнопки минув: виконайте команду ще раз.',
    flowExpired: 'Час минув: виконайте команду ще раз.',
    forged: 'Ця кнопка більше не діє: виконайте команду ще раз.',
    confirmTitle: 'Підтвердьте дію',
    confirmButtons: ['Підтвердити', 'Скасувати'],
    cancelled: 'Скасовано: нічого не змінилося.',
    alreadyCancelled: 'Уже зроблено: скасовано',
    helpCancel: ['Зупинити поточний покроковий сценарій', 'Як писати: cancel', 'Потрібна роль: будь-хто'],
    helpTitle: 'Команди Hawker',
    nothingToCancel: 'Зараз нічого зупиняти.',
    noFileWanted: /^Тут від вас не чекають файлу/,
    rateLimited: /ліміт запитів вичерпано/,
    exported: /^8 оголошень у файлі CSV, по рядку на кожне, під англійськими назвами полів маркетплейсу/,
  },
};

describe.each(LANGUAGES)('dispatch and the error path speak %s to a seller who chose it', (language) => {
  const says = WORDS[language];
  const leaks = (text: string, allowed: string[] = []) => englishLeaksFor(language, text, allowed);
  let h: Harness;
  let alice: TestUser;
  let topUp = '';
  let accountId = '';
  let cents = 1000;
  // A new price each time: a price the listing already has is not sent at all.
  const price = async () => {
    cents += 1;
    return only(await alice.dm.command('price', `${topUp} ${cents}c`));
  };
  const failPatch = (fault: Record<string, unknown>) =>
    h.sandbox.core.faults.add({ method: 'PATCH', path_prefix: `/v1/offers/top-ups/${topUp}`, ...fault });

  beforeAll(async () => {
    h = await startHarness(`i18n-core-${language}`, { timeoutMs: 3000, limits: { offerWritesPerMinute: 1000, offerWritesPerHour: 1000 } });
    alice = h.adapter.user('alice');
    await alice.dm.command('connect', `${demoKey(h)} Demo`);
    for (const listing of h.sandbox.core.state.listings.values())
      if (listing.title === 'Starfall crystals by player id') topUp = listing.id;
    accountId = (await h.stores.identities.activeAccount(await h.stores.identities.resolve('test', 'alice')))?.accountId ?? '';
    await alice.dm.command('language', language);
  });
  afterAll(async () => {
    await h.close();
  });

  it('names an unknown command', async () => {
    const { reply, text } = only(await alice.dm.command('nosuch'));
    expect(reply.tone).toBe('error');
    expect(reply.locale).toBe(language);
    expect(text).toBe(says.unknownCommand);
    expect(leaks(text, ['nosuch'])).toEqual([]);
  });

  it('words usage problems, with the usage line', async () => {
    const notNumber = only(await alice.dm.command('audit', 'abc')).text;
    expect(notNumber).toBe(says.notANumber);
    const tooMany = only(await alice.dm.command('audit', '99')).text;
    expect(tooMany).toMatch(says.atMostFifty);
    const extra = only(await alice.dm.command('cancel', 'everything now')).text;
    expect(extra).toBe(says.moreText);
    const badId = only(await alice.dm.command('price', 'zz 12')).text;
    expect(badId).toMatch(says.badId);
    for (const text of [notNumber, tooMany, extra, badId]) expect(leaks(text)).toEqual([]);
  });

  it('offers both readings of "1,250" as the language writes money, and how to type each', async () => {
    const { reply, text } = only(await alice.dm.command('price', `${topUp} 1,250`));
    expect(reply.tone).toBe('error');
    expect(text).toMatch(says.twoReadings);
    expect(text).toMatch(says.usage);
    expect(leaks(text)).toEqual([]);
    const zero = only(await alice.dm.command('price', `${topUp} 0`)).text;
    expect(zero).toMatch(says.zeroPrice);
    expect(leaks(zero)).toEqual([]);
  });

  it('refuses a viewer reading this language and an operator reading another, naming both roles in words', async () => {
    const owner = await h.stores.identities.resolve('test', 'alice');
    const bob = h.adapter.user('bob');
    await bob.dm.command('language', language);
    await bob.dm.command('join', await h.stores.team.createInvite(accountId, 'viewer', owner));
    const refused = only(await bob.dm.command('price', `${topUp} 12`));
    expect(refused.reply.tone).toBe('error');
    expect(refused.text).toBe(says.viewerRefused);
    expect(leaks(refused.text)).toEqual([]);

    const olena = h.adapter.user('olena');
    await olena.dm.command('language', PARTNER[language]);
    await olena.dm.command('join', await h.stores.team.createInvite(accountId, 'operator', owner));
    const other = only(await olena.dm.command('disconnect')).text;
    expect(other).toBe(WORDS[PARTNER[language]].operatorRefused);
    expect(englishLeaksFor(PARTNER[language], other)).toEqual([]);
  });

  it('says that a button or a conversation has expired', async () => {
    const button = only(await alice.dm.pressAction('r:AbCdEf123456')).text;
    expect(button).toBe(says.buttonExpired);
    const flow = only(await alice.dm.pressAction('f:AbCdEf123456:yes')).text;
    expect(flow).toBe(says.flowExpired);
    const forged = only(await alice.dm.pressAction('x:nothing')).text;
    expect(forged).toBe(says.forged);
    for (const text of [button, flow, forged]) expect(leaks(text)).toEqual([]);
  });

  it('asks to confirm with buttons in the language, and a second press of Cancel says it was already cancelled', async () => {
    const { reply } = only(await alice.dm.command('disconnect'));
    expect(reply.title).toBe(says.confirmTitle);
    expect(reply.buttons?.flat().map((button) => button.label)).toEqual(says.confirmButtons);
    const cancel = alice.dm.findAction(says.confirmButtons[1]) ?? '';
    const cancelled = only(await alice.dm.pressAction(cancel)).text;
    expect(cancelled).toBe(says.cancelled);
    const again = only(await alice.dm.pressAction(cancel)).text;
    expect(again).toBe(says.alreadyCancelled);
    for (const text of [cancelled, again]) expect(leaks(text)).toEqual([]);
    expect(await h.stores.accounts.get(accountId)).not.toBeNull();
  });

  it('explains a command and the roles, and says when there is nothing to cancel', async () => {
    const { text } = only(await alice.dm.command('help', 'cancel'));
    for (const line of says.helpCancel) expect(text).toContain(line);
    expect(leaks(text)).toEqual([]);
    const overview = only(await alice.dm.command('help')).reply;
    expect(overview.title).toBe(says.helpTitle);
    expect(leaks(overview.text ?? '')).toEqual([]);
    const nothing = only(await alice.dm.command('cancel')).text;
    expect(nothing).toBe(says.nothingToCancel);
  });

  it("words the listings export in the language, and keeps the file's column names in English", async () => {
    const { reply, text } = only(await alice.dm.command('listings', 'export'));
    expect(text).toMatch(says.exported);
    expect(leaks(text)).toEqual([]);
    const header = new TextDecoder().decode(reply.attachments?.[0]?.data).split('\r\n')[0];
    expect(header).toMatch(/^"id","category","title","status","price",/);
  });

  it('refuses an unwanted file in the language of its sender', async () => {
    const verdict = await h.core.judgeFile({ actor: alice.actor, place: alice.dm.place });
    expect(verdict.accept).toBe(false);
    if (verdict.accept) return;
    expect(verdict.reply.locale).toBe(language);
    expect(verdict.reply.text).toMatch(says.noFileWanted);
    expect(leaks(verdict.reply.text ?? '')).toEqual([]);
  });

  describe('every marketplace error code', () => {
    it.each(SELLER_API_ERROR_CODES.filter((code) => code !== 'unauthorized'))('words %s for the seller', async (code) => {
      h.sandbox.core.faults.clear();
      failPatch({ kind: 'status', status: SPEC_STATUS_OF[code], error: code });
      const { reply, text } = await price();
      h.sandbox.core.faults.clear();
      expect(reply.tone).toBe('error');
      expect(reply.locale).toBe(language);
      if (code === 'rate_limited') expect(text).toMatch(says.rateLimited);
      else expect(text).toBe(withLocale(language, () => codeSentence(code)));
      // Outside a locale scope the sentence is English: another language must say something else.
      if (language !== 'en') expect(text).not.toBe(codeSentence(code));
      expect(leaks(text)).toEqual([]);
    });

    it('words unauthorized, and the refused key on the next command', async () => {
      failPatch({ kind: 'status', status: 401, error: 'unauthorized', times: 1 });
      const { text } = await price();
      expect(text).toBe(
        translate(language, 'dispatch-key-marked-invalid', { sentence: withLocale(language, () => codeSentence('unauthorized')) }),
      );
      expect(leaks(text)).toEqual([]);
      const next = await price();
      expect(next.text).toBe(translate(language, 'dispatch-key-refused'));
      expect(leaks(next.text)).toEqual([]);
      await h.stores.accounts.setKeyStatus(accountId, 'ok');
    });

    it('words a conflict, an unknown code, a server error and a broken connection', async () => {
      const texts: string[] = [];
      failPatch({ kind: 'status', status: 409, error: 'invalid_status_transition', times: 1 });
      texts.push((await price()).text);
      failPatch({ kind: 'status', status: 422, error: 'price_out_of_band', times: 1 });
      texts.push((await price()).text);
      failPatch({ kind: 'status', status: 503, error: 'service_unavailable', times: 1 });
      texts.push((await price()).text);
      failPatch({ kind: 'reset', times: 1 });
      texts.push((await price()).text);
      const [conflict, unknown, server, reset] = texts;
      expect(conflict).toBe(translate(language, 'error-conflict', { code: 'invalid_status_transition' }));
      expect(unknown).toBe(translate(language, 'error-unknown-code', { code: 'price_out_of_band', status: '422' }));
      expect(server).toBe(translate(language, 'error-server-with-code', { status: '503', code: 'service_unavailable' }));
      expect(reset).toBe(translate(language, 'error-connection-broke'));
      for (const text of texts) expect(leaks(text, ['invalid_status_transition', 'price_out_of_band', 'service_unavailable'])).toEqual([]);
    });
  });
});

describe('core wording that needs no marketplace', () => {
  it('counts the characters of a masked entry with the plural each language needs', () => {
    const masked = (locale: string, length: number) => withLocale(locale, () => maskSecret('k'.repeat(length)));
    expect(masked('ru', 21)).toMatch(/\(21 символ\)$/);
    expect(masked('ru', 22)).toMatch(/\(22 символа\)$/);
    expect(masked('ru', 25)).toMatch(/\(25 символов\)$/);
    expect(masked('uk', 21)).toMatch(/\(21 символ\)$/);
    expect(masked('uk', 23)).toMatch(/\(23 символи\)$/);
    expect(masked('uk', 11)).toMatch(/\(11 символів\)$/);
    expect(masked('en', 22)).toMatch(/\(22 chars\)$/);
  });

  it("words Hawker's own additions in the language of the replies they follow", async () => {
    const sent: Reply[] = [];
    await deliverReplies([{ text: 'секрет', visibility: 'private', locale: 'uk' }], {
      inGroup: true,
      send: async (reply) => {
        sent.push(reply);
      },
      sendPrivately: async () => 'sent',
      deleteUserMessage: async () => false,
    });
    expect(sent.map((reply) => reply.text)).toEqual(['Я відповів вам в особистому повідомленні.']);
    expect(sent.every((reply) => reply.locale === 'uk')).toBe(true);
  });
});
