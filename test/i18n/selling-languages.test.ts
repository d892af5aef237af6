import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskedEntry } from '../../src/core/goods-input.js';
import type { Reply } from '../../src/core/reply.js';
import { withLocale } from '../../src/i18n/index.js';
import { demoKey, startHarness, type Harness } from '../core/harness.js';
import { englishLeaks } from '../support/english-leak.js';
import { textOf, type TestChat } from '../support/test-adapter.js';

/**
 * The selling commands as a Russian- and a Ukrainian-speaking seller meet them: each
 * first sends `language`, then lists, reprices, pauses, restocks and delivers through
 * the same test platform, and reads no English but what the marketplace wrote.
 */
describe('selling in Russian and Ukrainian', () => {
  let h: Harness;
  let alice: TestChat;
  let bohdan: TestChat;
  const ids = new Map<string, string>();
  /** What the marketplace and the seller wrote: titles, game and shop names, delivery method keys. */
  const marketplaceText: string[] = ['Demo', 'activation_code', 'player_id', 'in_game_trade'];

  const idOf = (title: string): string => {
    const id = ids.get(title);
    if (!id) throw new Error(`the sandbox seeds "${title}"`);
    return id;
  };
  const place = async (quantity: number) =>
    (await h.control<{ id: string }>('POST', '/_sandbox/orders', { offer_id: idOf('Starfall crystals by player id'), quantity })).id;
  /**
   * What this area words in a reply. A list row's detail (status, price, deadline) is worded
   * by order-row.ts and format/listing-row.ts, whose own tests read it; the row's title is
   * the marketplace's. The prompt's label is read without textOf's English "(asks: …)".
   */
  const ownText = ({ prompt, ...reply }: Reply): string =>
    [
      textOf(reply.list ? { ...reply, list: { ...reply.list, items: reply.list.items.map(({ title }) => ({ title })) } } : reply),
      prompt?.label ?? '',
    ].join('\n');
  const leaks = (reply: Reply, allowed: string[] = []) => englishLeaks(ownText(reply), [...marketplaceText, ...allowed]);
  /** A reply's text with the no-break spaces Intl puts in `9,99 $` written as plain ones. */
  const plain = (text: string | undefined): string => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
  /** Presses the first button of the newest reply: the confirming one, whatever language it is labelled in. */
  const pressFirst = (chat: TestChat) => {
    const action = chat.last().buttons?.[0]?.[0]?.action;
    if (!action) throw new Error(`no button to press in:\n${chat.lastText()}`);
    return chat.pressAction(action);
  };

  beforeAll(async () => {
    h = await startHarness('i18n-selling');
    for (const listing of h.sandbox.core.state.listings.values()) {
      ids.set(listing.title, listing.id);
      marketplaceText.push(listing.title, listing.id);
    }
    marketplaceText.push(...h.sandbox.core.catalogue.brands.map((brand) => brand.name));
    const aliceUser = h.adapter.user('alice');
    alice = aliceUser.dm;
    await alice.command('connect', `${demoKey(h)} Demo`);
    await alice.command('language', 'ru');
    const aliceIdentity = await h.stores.identities.resolve('test', 'alice');
    const accountId = (await h.stores.identities.activeAccount(aliceIdentity))?.accountId ?? '';
    bohdan = h.adapter.user('bohdan').dm;
    await bohdan.command('join', await h.stores.team.createInvite(accountId, 'manager', aliceIdentity));
    await bohdan.command('language', 'uk');
  });
  afterAll(async () => {
    await h.close();
  });

  it('lists the listings, counting the sold and archived ones in Russian plural forms', async () => {
    await alice.command('listings');
    const reply = alice.last();
    expect(reply.title).toBe('Объявления магазина Demo');
    expect(reply.text).toMatch(
      /^2 проданных или архивных объявления не показаны: отправьте `listings status=sold,archived`, чтобы их увидеть\.$/,
    );
    expect(reply.list?.items.map((item) => item.title)).toContain('Starfall crystals by player id');
    expect(leaks(reply)).toEqual([]);

    await alice.command('listings', 'page=3');
    expect(alice.lastText()).toMatch(/^Страницы 3 нет: 8 объявлений помещаются на одной странице\./);
    expect(leaks(alice.last())).toEqual([]);
  });

  it('shows one listing with its fields, status and actions in Russian', async () => {
    await alice.command('listing', idOf('Starfall crystals by player id').slice(0, 8));
    const text = alice.lastText();
    expect(text).toContain('Категория: пополнение');
    expect(text).toContain('Статус: активно');
    expect(text).toContain('Выдача: ручная выдача · player_id');
    expect(text).toContain('[Снять с публикации] [Пауза] [Пополнить остаток] [В архив]');
    expect(leaks(alice.last())).toEqual([]);

    await alice.command('listing', idOf('Level 80 EU account, platinum rank').slice(0, 8));
    expect(alice.lastText()).toContain('Единиц в наличии: 2');
    expect(alice.lastText()).toMatch(/Единицы товара: [0-9a-f]{8} в наличии/);
    expect(leaks(alice.last())).toEqual([]);
  });

  it('counts the waiting orders as 1 заказ, 2 заказа, 5 заказов', async () => {
    await alice.command('orders');
    expect(alice.last().title).toBe('1 заказ ждёт выдачи');
    expect(alice.last().text).toBe('Нажмите на заказ (или отправьте `deliver <order>`), чтобы выдать товар.');
    expect(leaks(alice.last())).toEqual([]);
    await place(1);
    await alice.command('orders');
    expect(alice.last().title).toBe('2 заказа ждут выдачи');
    await Promise.all([place(1), place(1), place(1)]);
    await alice.command('orders');
    expect(alice.last().title).toBe('5 заказов ждут выдачи');
    expect(leaks(alice.last())).toEqual([]);
  });

  it('asks before a price five times off, in Russian, and sets it', async () => {
    const crystals = idOf('Starfall crystals by player id').slice(0, 8);
    await alice.command('price', `${crystals} 149.90`);
    expect(plain(alice.last().text)).toBe(
      'Изменить цену «Starfall crystals by player id» с 14,99 $ на 149,90 $? Это в 10 раз выше, чем сейчас.',
    );
    expect(englishLeaks(alice.last().text ?? '', marketplaceText)).toEqual([]);
    await pressFirst(alice);
    expect(plain(alice.lastText())).toBe('«Starfall crystals by player id» теперь стоит 149,90 $.');
    await alice.command('price', `${crystals} 149,90`);
    expect(plain(alice.lastText())).toBe('«Starfall crystals by player id» уже стоит 149,90 $: ничего не изменено.');
    await alice.command('price', `${crystals} 6.50`);
    expect(alice.last().text).toMatch(/Это в 23 раза ниже, чем сейчас\.$/);
    await pressFirst(alice);
    expect(leaks(alice.last())).toEqual([]);
  });

  it('pauses and unpauses a gift card in Russian', async () => {
    const pixel = idOf('Pixel Raiders $25 gift card').slice(0, 8);
    await alice.command('pause', pixel);
    expect(alice.lastText()).toMatch(/^«Pixel Raiders \$25 gift card» на паузе: покупатели его больше не видят\./);
    expect(leaks(alice.last())).toEqual([]);
    await alice.command('unpause', pixel);
    expect(alice.lastText()).toMatch(/^«Pixel Raiders \$25 gift card» снова в продаже\./);
    expect(leaks(alice.last())).toEqual([]);
  });

  it('adds restock codes, refusing a repeat, as 1 новый код, 2 новых кода, 5 новых кодов', async () => {
    const neon = idOf('1000 Neon credits code').slice(0, 8);
    await alice.command('restock', `${neon} RU-A-1\nRU-A-2\nRU-A-1`);
    const reply = alice.last();
    expect(reply.title).toBe('Пополнение остатка');
    expect(reply.text).toContain('Добавлено 2 новых кода в «1000 Neon credits code».');
    expect(reply.text).toContain('1 код отклонён как повтор (внутри этой партии или добавленные раньше), строки 3.');
    expect(reply.text).toContain('Партия 1: отправлено 2 из 2');
    expect(leaks(reply)).toEqual([]);
    await alice.command('restock', `${neon} RU-B-1`);
    expect(alice.last().text).toMatch(/^Добавлен 1 новый код в «1000 Neon credits code»\./);
    await alice.command('restock', `${neon} RU-C-1\nRU-C-2\nRU-C-3\nRU-C-4\nRU-C-5`);
    expect(alice.last().text).toMatch(/^Добавлено 5 новых кодов в «1000 Neon credits code»\./);
    expect(leaks(alice.last())).toEqual([]);
  });

  it('delivers an order in Russian: asks for 2 единицы, refuses 1, previews masked, confirms once', async () => {
    const orderId = await place(2);
    const order = orderId.slice(0, 8);
    await alice.command('deliver', order);
    expect(alice.last().title).toBe(`Выдача заказа ${order}`);
    expect(alice.last().text).toMatch(/^Пришлите товар: 2 единицы, по одной в строке/);
    expect(alice.last().prompt?.label).toBe('Товар, по одному в строке');
    expect(leaks(alice.last())).toEqual([]);

    await alice.answer('RU-SECRET-0001');
    expect(alice.lastText()).toBe(`В заказе 2 единицы, а вы прислали 1. Пришлите ровно 2 записи.`);

    await alice.answer('RU-SECRET-0001\nRU-SECRET-0002');
    const preview = alice.last();
    expect(preview.title).toBe(`Выдать 2 единицы по заказу ${order}?`);
    expect(preview.text).toMatch(/Покупатель сразу увидит товар; отменить это нельзя\.$/);
    expect(alice.transcript()).not.toContain('RU-SECRET');
    const masked = withLocale('ru', () => [maskedEntry({ code: 'RU-SECRET-0001' }), maskedEntry({ code: 'RU-SECRET-0002' })]);
    expect(leaks(preview, masked)).toEqual([]);

    await alice.press('Подтвердить выдачу');
    expect(alice.last().title).toBe('Выдано');
    expect(alice.last().text).toBe(`Заказ ${order}: 2 единицы переданы. Покупатель уже их видит.`);
    expect(leaks(alice.last())).toEqual([]);

    for (const [quantity, units] of [
      [1, '1 единицу'],
      [5, '5 единиц'],
    ] as const) {
      await alice.command('deliver', (await place(quantity)).slice(0, 8));
      expect(alice.last().text).toMatch(new RegExp(`^Пришлите товар: ${units},`));
      await alice.command('cancel');
    }
  });

  it('takes an order in Russian', async () => {
    const order = (await place(1)).slice(0, 8);
    await alice.command('take', order);
    expect(alice.lastText()).toBe(
      `Вы взяли заказ ${order} (Starfall crystals by player id). Команда видит это в оповещении, а следующий шаг эскалации вызовет только вас.`,
    );
    expect(leaks(alice.last())).toEqual([]);
  });

  it('answers a Ukrainian-speaking manager of the same shop in Ukrainian', async () => {
    await bohdan.command('listings');
    expect(bohdan.last().title).toBe('Оголошення магазину Demo');
    expect(bohdan.last().text).toMatch(/^2 продані чи архівні оголошення не показано/);
    expect(leaks(bohdan.last())).toEqual([]);

    await bohdan.command('listing', idOf('Starfall crystals by player id').slice(0, 8));
    expect(bohdan.lastText()).toContain('Категорія: поповнення');
    expect(bohdan.lastText()).toContain('[Зняти з публікації] [Пауза] [Поповнити залишок] [В архів]');
    expect(leaks(bohdan.last())).toEqual([]);

    await bohdan.command('orders');
    expect(bohdan.last().title).toMatch(/^\d+ замовлен(ня|ь) чека(є|ють) на видачу$/);
    expect(leaks(bohdan.last())).toEqual([]);

    const crystals = idOf('Starfall crystals by player id').slice(0, 8);
    await bohdan.command('price', `${crystals} 65.00`);
    expect(plain(bohdan.last().text)).toBe(
      'Змінити ціну «Starfall crystals by player id» з 6,50 $ на 65,00 $? Це у 10 разів більше, ніж зараз.',
    );
    await pressFirst(bohdan);
    expect(plain(bohdan.lastText())).toBe('«Starfall crystals by player id» тепер коштує 65,00 $.');

    const pixel = idOf('Pixel Raiders $25 gift card').slice(0, 8);
    await bohdan.command('pause', pixel);
    expect(bohdan.lastText()).toMatch(/^«Pixel Raiders \$25 gift card» на паузі: покупці його більше не бачать\./);
    expect(leaks(bohdan.last())).toEqual([]);
    await bohdan.command('unpause', pixel);
    expect(bohdan.lastText()).toMatch(/^«Pixel Raiders \$25 gift card» знову в продажу\./);

    const neon = idOf('1000 Neon credits code').slice(0, 8);
    await bohdan.command('restock', `${neon} UK-A-1\nUK-A-2\nUK-A-3\nUK-A-4\nUK-A-5\nUK-A-1`);
    expect(bohdan.last().text).toContain('Додано 5 нових кодів до «1000 Neon credits code».');
    expect(bohdan.last().text).toContain('1 код відхилено як повтор');
    expect(leaks(bohdan.last())).toEqual([]);

    const order = (await place(2)).slice(0, 8);
    await bohdan.command('deliver', order);
    expect(bohdan.last().text).toMatch(/^Надішліть товар: 2 одиниці,/);
    await bohdan.answer('UK-SECRET-0001\nUK-SECRET-0002');
    expect(bohdan.last().title).toBe(`Видати 2 одиниці за замовленням ${order}?`);
    const masked = withLocale('uk', () => [maskedEntry({ code: 'UK-SECRET-0001' }), maskedEntry({ code: 'UK-SECRET-0002' })]);
    expect(leaks(bohdan.last(), masked)).toEqual([]);
    await bohdan.press('Підтвердити видачу');
    expect(bohdan.last().text).toBe(`Замовлення ${order}: 2 одиниці передано. Покупець уже їх бачить.`);
    expect(leaks(bohdan.last())).toEqual([]);
  });
});
