import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELLER_API_ERROR_CODES } from '../../src/api/error-codes.js';
import { codeSentence } from '../../src/core/error-sentences.js';
import { maskSecret } from '../../src/core/mask.js';
import type { Reply } from '../../src/core/reply.js';
import { deliverReplies } from '../../src/core/reply-delivery.js';
import { translate, withLocale } from '../../src/i18n/index.js';
import { englishLeaks } from '../support/english-leak.js';
import { SPEC_STATUS_OF } from '../support/spec-error-statuses.js';
import { textOf, type TestUser } from '../support/test-adapter.js';
import { demoKey, startHarness, type Harness } from '../core/harness.js';

/** The one reply the latest input got, with what it says flattened. */
function only(replies: Reply[]): { reply: Reply; text: string } {
  expect(replies).toHaveLength(1);
  const [reply] = replies as [Reply];
  return { reply, text: textOf(reply) };
}

describe('dispatch and the error path speak the language a seller chose', () => {
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
    h = await startHarness('i18n-core', { timeoutMs: 3000, limits: { offerWritesPerMinute: 1000, offerWritesPerHour: 1000 } });
    alice = h.adapter.user('alice');
    await alice.dm.command('connect', `${demoKey(h)} Demo`);
    for (const listing of h.sandbox.core.state.listings.values())
      if (listing.title === 'Starfall crystals by player id') topUp = listing.id;
    accountId = (await h.stores.identities.activeAccount(await h.stores.identities.resolve('test', 'alice')))?.accountId ?? '';
    await alice.dm.command('language', 'ru');
  });
  afterAll(async () => {
    await h.close();
  });

  it('names an unknown command in Russian', async () => {
    const { reply, text } = only(await alice.dm.command('nosuch'));
    expect(reply.tone).toBe('error');
    expect(reply.locale).toBe('ru');
    expect(text).toBe('Команды «nosuch» нет. Отправьте `help`, чтобы увидеть список.');
    expect(englishLeaks(text, ['nosuch'])).toEqual([]);
  });

  it('words usage problems in Russian, with the usage line', async () => {
    const notNumber = only(await alice.dm.command('audit', 'abc')).text;
    expect(notNumber).toBe('`count` должно быть числом. Как писать: `audit [count]`');
    const tooMany = only(await alice.dm.command('audit', '99')).text;
    expect(tooMany).toMatch(/^`count` — не больше 50\. Как писать/);
    const extra = only(await alice.dm.command('cancel', 'everything now')).text;
    expect(extra).toBe('Текста больше, чем принимает команда. Как писать: `cancel`');
    const badId = only(await alice.dm.command('price', 'zz 12')).text;
    expect(badId).toMatch(/^`id`: id объявления — это идентификатор, который показывает `listings`/);
    for (const text of [notNumber, tooMany, extra, badId]) expect(englishLeaks(text)).toEqual([]);
  });

  it('offers both readings of "1,250" as Russian writes money, and how to type each', async () => {
    const { reply, text } = only(await alice.dm.command('price', `${topUp} 1,250`));
    expect(reply.tone).toBe('error');
    expect(text).toMatch(/^«1,250» может означать 1\s250,00\s\$ или 1,25\s\$\. Напишите `1250,00` или `1,25`, чтобы уточнить\./);
    expect(text).toMatch(/Как писать: `price <id> <amount>`$/);
    expect(englishLeaks(text)).toEqual([]);
    const zero = only(await alice.dm.command('price', `${topUp} 0`)).text;
    expect(zero).toMatch(/^Цена 0,00\s\$ невозможна/);
    expect(englishLeaks(zero)).toEqual([]);
  });

  it('refuses a viewer in Russian and an operator in Ukrainian, naming both roles in words', async () => {
    const owner = await h.stores.identities.resolve('test', 'alice');
    const bob = h.adapter.user('bob');
    await bob.dm.command('language', 'ru');
    await bob.dm.command('join', await h.stores.team.createInvite(accountId, 'viewer', owner));
    const refused = only(await bob.dm.command('price', `${topUp} 12`));
    expect(refused.reply.tone).toBe('error');
    expect(refused.text).toBe(
      'Для `price` нужна роль «менеджер», а у вас в этом магазине роль «наблюдатель». Если нужно больше прав, обратитесь к владельцу.',
    );
    expect(englishLeaks(refused.text)).toEqual([]);

    const olena = h.adapter.user('olena');
    await olena.dm.command('language', 'uk');
    await olena.dm.command('join', await h.stores.team.createInvite(accountId, 'operator', owner));
    const ukrainian = only(await olena.dm.command('disconnect')).text;
    expect(ukrainian).toBe(
      'Для `disconnect` потрібна роль «власник», а у вас у цьому магазині роль «оператор». Якщо потрібно більше прав, зверніться до власника.',
    );
    expect(englishLeaks(ukrainian)).toEqual([]);
  });

  it('says in Russian that a button or a conversation has expired', async () => {
    const button = only(await alice.dm.pressAction('r:AbCdEf123456')).text;
    expect(button).toBe('Срок действия кнопки истёк: выполните команду ещё раз.');
    const flow = only(await alice.dm.pressAction('f:AbCdEf123456:yes')).text;
    expect(flow).toBe('Время вышло: выполните команду ещё раз.');
    const forged = only(await alice.dm.pressAction('x:nothing')).text;
    expect(forged).toBe('Эта кнопка больше не действует: выполните команду ещё раз.');
    for (const text of [button, flow, forged]) expect(englishLeaks(text)).toEqual([]);
  });

  it('asks to confirm with Russian buttons, and a second press of Cancel says it was already cancelled', async () => {
    const { reply } = only(await alice.dm.command('disconnect'));
    expect(reply.title).toBe('Подтвердите действие');
    expect(reply.buttons?.flat().map((button) => button.label)).toEqual(['Подтвердить', 'Отмена']);
    const cancel = alice.dm.findAction('Отмена') ?? '';
    const cancelled = only(await alice.dm.pressAction(cancel)).text;
    expect(cancelled).toBe('Отменено: ничего не изменилось.');
    const again = only(await alice.dm.pressAction(cancel)).text;
    expect(again).toBe('Уже сделано: отменено');
    for (const text of [cancelled, again]) expect(englishLeaks(text)).toEqual([]);
    expect(await h.stores.accounts.get(accountId)).not.toBeNull();
  });

  it('explains a command and the roles in Russian, and says when there is nothing to cancel', async () => {
    const { text } = only(await alice.dm.command('help', 'cancel'));
    expect(text).toContain('Остановить текущий пошаговый сценарий');
    expect(text).toContain('Как писать: cancel');
    expect(text).toContain('Нужная роль: любой');
    expect(englishLeaks(text)).toEqual([]);
    const overview = only(await alice.dm.command('help')).reply;
    expect(overview.title).toBe('Команды Hawker');
    expect(englishLeaks(overview.text ?? '')).toEqual([]);
    const nothing = only(await alice.dm.command('cancel')).text;
    expect(nothing).toBe('Сейчас нечего останавливать.');
  });

  it('refuses an unwanted file in the language of its sender', async () => {
    const verdict = await h.core.judgeFile({ actor: alice.actor, place: alice.dm.place });
    expect(verdict.accept).toBe(false);
    if (verdict.accept) return;
    expect(verdict.reply.locale).toBe('ru');
    expect(verdict.reply.text).toMatch(/^Здесь от вас не ждут файла/);
    expect(englishLeaks(verdict.reply.text ?? '')).toEqual([]);
  });

  describe.each(['ru', 'uk'])('every marketplace error code in %s', (locale) => {
    beforeAll(async () => {
      await alice.dm.command('language', locale);
    });

    it.each(SELLER_API_ERROR_CODES.filter((code) => code !== 'unauthorized'))('words %s for the seller', async (code) => {
      h.sandbox.core.faults.clear();
      failPatch({ kind: 'status', status: SPEC_STATUS_OF[code], error: code });
      const { reply, text } = await price();
      h.sandbox.core.faults.clear();
      expect(reply.tone).toBe('error');
      expect(reply.locale).toBe(locale);
      if (code === 'rate_limited') expect(text).toMatch(locale === 'ru' ? /лимит запросов исчерпан/ : /ліміт запитів вичерпано/);
      else expect(text).toBe(withLocale(locale, () => codeSentence(code)));
      expect(text).not.toBe(codeSentence(code));
      expect(englishLeaks(text)).toEqual([]);
    });

    it('words unauthorized, and the refused key on the next command', async () => {
      failPatch({ kind: 'status', status: 401, error: 'unauthorized', times: 1 });
      const { text } = await price();
      expect(text).toBe(
        translate(locale, 'dispatch-key-marked-invalid', { sentence: withLocale(locale, () => codeSentence('unauthorized')) }),
      );
      expect(englishLeaks(text)).toEqual([]);
      const next = await price();
      expect(next.text).toBe(translate(locale, 'dispatch-key-refused'));
      expect(englishLeaks(next.text)).toEqual([]);
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
      expect(conflict).toBe(translate(locale, 'error-conflict', { code: 'invalid_status_transition' }));
      expect(unknown).toBe(translate(locale, 'error-unknown-code', { code: 'price_out_of_band', status: '422' }));
      expect(server).toBe(translate(locale, 'error-server-with-code', { status: '503', code: 'service_unavailable' }));
      expect(reset).toBe(translate(locale, 'error-connection-broke'));
      for (const text of texts)
        expect(englishLeaks(text, ['invalid_status_transition', 'price_out_of_band', 'service_unavailable'])).toEqual([]);
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
