import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskedEntry } from '../../src/core/goods-input.js';
import type { Reply } from '../../src/domain/reply.js';
import { translate, withLocale } from '../../src/i18n/index.js';
import { demoKey, startHarness, type Harness } from '../core/harness.js';
import { englishLeaksFor } from '../support/english-leak.js';
import { LANGUAGES, PARTNER, type Language } from '../support/languages.js';
import { textOf, type TestChat } from '../support/test-adapter.js';

const CRYSTALS = 'Starfall crystals by player id';
const PIXEL = 'Pixel Raiders $25 gift card';
const NEON = '1000 Neon credits code';

/** What each language says to a seller at each step, with the plural forms 1, 2 and 5 need. */
interface Words {
  listingsTitle: string;
  hiddenTwo: RegExp;
  noPageThree: RegExp;
  category: string;
  status: string;
  delivery: string;
  listingButtons: string;
  unitsAvailableTwo: string;
  units: RegExp;
  waiting: [one: string, two: string, five: string];
  ordersHint: string;
  askTenTimesHigher: string;
  priceSet: string;
  priceUnchanged: string;
  twentyThreeTimesLower: RegExp;
  paused: RegExp;
  unpaused: RegExp;
  restockTitle: string;
  addedTwo: string;
  oneDuplicate: string;
  batchOne: string;
  addedOne: RegExp;
  addedFive: RegExp;
  deliverTitle: (order: string) => string;
  sendGoods: string;
  sendTwo: RegExp;
  goodsLabel: string;
  sentOneOfTwo: string;
  previewTitle: (order: string) => string;
  previewWarning: RegExp;
  confirmDelivery: string;
  deliveredTitle: string;
  delivered: (order: string) => string;
  sendUnits: [one: string, five: string];
  taken: (order: string) => string;
  tradedFirst: RegExp;
}

const WORDS: Record<Language, Words> = {
  en: {
    listingsTitle: 'Listings of Demo',
    hiddenTwo: /^2 sold or archived listings not shown: send `listings status=sold,archived` to see them\.$/,
    noPageThree: /^There is no page 3: 8 listings fit on one page\./,
    category: 'Category: top-up',
    status: 'Status: active',
    delivery: 'Delivery: manual · player_id',
    listingButtons: '[Unpublish] [Pause] [Restock] [Archive]',
    unitsAvailableTwo: 'Units available: 2',
    units: /Units: [0-9a-f]{8} available/,
    waiting: ['1 order waiting', '2 orders waiting', '5 orders waiting'],
    ordersHint: 'Press an order (or `deliver <order>`) to hand over the goods.',
    askTenTimesHigher: `Change the price of "${CRYSTALS}" from $14.99 to $149.90? That is 10× higher than now.`,
    priceSet: `"${CRYSTALS}" now costs $149.90.`,
    priceUnchanged: `"${CRYSTALS}" already costs $149.90: nothing was changed.`,
    twentyThreeTimesLower: /That is 23× lower than now\.$/,
    paused: /^"Pixel Raiders \$25 gift card" paused: buyers no longer see it\./,
    unpaused: /^"Pixel Raiders \$25 gift card" back on sale\./,
    restockTitle: 'Restock',
    addedTwo: `2 new codes added to "${NEON}".`,
    oneDuplicate: '1 refused as a duplicate (within this batch or added before), line 3.',
    batchOne: 'Batch 1: 2 of 2 sent',
    addedOne: /^1 new code added to "1000 Neon credits code"\./,
    addedFive: /^5 new codes added to "1000 Neon credits code"\./,
    deliverTitle: (order) => `Deliver order ${order}`,
    sendGoods: 'Send the goods:',
    sendTwo: /^Send the goods: 2 units, one per line/,
    goodsLabel: 'Goods, one per line',
    sentOneOfTwo: 'The order is for 2 units but you sent 1. Send exactly 2 entries.\nTo stop, send `cancel`.',
    previewTitle: (order) => `Deliver 2 units for order ${order}?`,
    previewWarning: /The buyer sees the goods at once; this cannot be undone\.$/,
    confirmDelivery: 'Confirm delivery',
    deliveredTitle: 'Delivered',
    delivered: (order) => `Order ${order}: 2 units handed over. The buyer sees them now.`,
    sendUnits: ['1 unit', '5 units'],
    taken: (order) => `You took order ${order} (${CRYSTALS}). The team sees it on the alert, and the next escalation step calls only you.`,
    tradedFirst: /^Traded in game: 1 of 5, /,
  },
  ru: {
    listingsTitle: 'Объявления магазина Demo',
    hiddenTwo: /^2 проданных или архивных объявления не показаны: отправьте `listings status=sold,archived`, чтобы их увидеть\.$/,
    noPageThree: /^Страницы 3 нет: 8 объявлений помещаются на одной странице\./,
    category: 'Категория: пополнение',
    status: 'Статус: активно',
    delivery: 'Выдача: ручная выдача · player_id',
    listingButtons: '[Снять с публикации] [Пауза] [Пополнить остаток] [В архив]',
    unitsAvailableTwo: 'Единиц в наличии: 2',
    units: /Единицы товара: [0-9a-f]{8} в наличии/,
    waiting: ['1 заказ ждёт выдачи', '2 заказа ждут выдачи', '5 заказов ждут выдачи'],
    ordersHint: 'Нажмите на заказ (или отправьте `deliver <order>`), чтобы выдать товар.',
    askTenTimesHigher: `Изменить цену «${CRYSTALS}» с 14,99 $ на 149,90 $? Это в 10 раз выше, чем сейчас.`,
    priceSet: `«${CRYSTALS}» теперь стоит 149,90 $.`,
    priceUnchanged: `«${CRYSTALS}» уже стоит 149,90 $: ничего не изменено.`,
    twentyThreeTimesLower: /Это в 23 раза ниже, чем сейчас\.$/,
    paused: /^«Pixel Raiders \$25 gift card» на паузе: покупатели его больше не видят\./,
    unpaused: /^«Pixel Raiders \$25 gift card» снова в продаже\./,
    restockTitle: 'Пополнение остатка',
    addedTwo: `Добавлено 2 новых кода в «${NEON}».`,
    oneDuplicate: '1 код отклонён как повтор (внутри этой партии или добавленные раньше), строка 3.',
    batchOne: 'Партия 1: отправлено 2 из 2',
    addedOne: /^Добавлен 1 новый код в «1000 Neon credits code»\./,
    addedFive: /^Добавлено 5 новых кодов в «1000 Neon credits code»\./,
    deliverTitle: (order) => `Выдача заказа ${order}`,
    sendGoods: 'Пришлите товар:',
    sendTwo: /^Пришлите товар: 2 единицы, по одной в строке/,
    goodsLabel: 'Товар, по одному в строке',
    sentOneOfTwo: 'В заказе 2 единицы, а вы прислали 1. Пришлите ровно 2 записи.\nЧтобы отменить, отправьте `отмена`.',
    previewTitle: (order) => `Выдать 2 единицы по заказу ${order}?`,
    previewWarning: /Покупатель сразу увидит товар; отменить это нельзя\.$/,
    confirmDelivery: 'Подтвердить выдачу',
    deliveredTitle: 'Выдано',
    delivered: (order) => `Заказ ${order}: 2 единицы переданы. Покупатель уже их видит.`,
    sendUnits: ['1 единицу', '5 единиц'],
    taken: (order) =>
      `Вы взяли заказ ${order} (${CRYSTALS}). Команда видит это в оповещении, а следующий шаг эскалации вызовет только вас.`,
    tradedFirst: /^Передано в игре: 1 из 5, /,
  },
  uk: {
    listingsTitle: 'Оголошення магазину Demo',
    hiddenTwo: /^2 продані чи архівні оголошення не показано: надішліть `listings status=sold,archived`, щоб їх побачити\.$/,
    noPageThree: /^Сторінки 3 немає: 8 оголошень вміщуються на одній сторінці\./,
    category: 'Категорія: поповнення',
    status: 'Статус: активне',
    delivery: 'Видача: ручна видача · player_id',
    listingButtons: '[Зняти з публікації] [Пауза] [Поповнити залишок] [В архів]',
    unitsAvailableTwo: 'Одиниць у наявності: 2',
    units: /Одиниці товару: [0-9a-f]{8} в наявності/,
    waiting: ['1 замовлення чекає на видачу', '2 замовлення чекають на видачу', '5 замовлень чекають на видачу'],
    ordersHint: 'Натисніть на замовлення (або надішліть `deliver <order>`), щоб видати товар.',
    askTenTimesHigher: `Змінити ціну «${CRYSTALS}» з 14,99 $ на 149,90 $? Це у 10 разів більше, ніж зараз.`,
    priceSet: `«${CRYSTALS}» тепер коштує 149,90 $.`,
    priceUnchanged: `«${CRYSTALS}» вже коштує 149,90 $: нічого не змінено.`,
    twentyThreeTimesLower: /Це у 23 рази менше, ніж зараз\.$/,
    paused: /^«Pixel Raiders \$25 gift card» на паузі: покупці його більше не бачать\./,
    unpaused: /^«Pixel Raiders \$25 gift card» знову в продажу\./,
    restockTitle: 'Поповнення залишку',
    addedTwo: `Додано 2 нові коди до «${NEON}».`,
    oneDuplicate: '1 код відхилено як повтор (у межах цієї партії або додані раніше), рядок 3.',
    batchOne: 'Партія 1: надіслано 2 з 2',
    addedOne: /^Додано 1 новий код до «1000 Neon credits code»\./,
    addedFive: /^Додано 5 нових кодів до «1000 Neon credits code»\./,
    deliverTitle: (order) => `Видача замовлення ${order}`,
    sendGoods: 'Надішліть товар:',
    sendTwo: /^Надішліть товар: 2 одиниці, по одній у рядку/,
    goodsLabel: 'Товар, по одному в рядку',
    sentOneOfTwo: 'У замовленні 2 одиниці, а ви надіслали 1. Надішліть рівно 2 записи.\nЩоб скасувати, надішліть `скасувати`.',
    previewTitle: (order) => `Видати 2 одиниці за замовленням ${order}?`,
    previewWarning: /Покупець одразу побачить товар; скасувати це неможливо\.$/,
    confirmDelivery: 'Підтвердити видачу',
    deliveredTitle: 'Видано',
    delivered: (order) => `Замовлення ${order}: 2 одиниці передано. Покупець уже їх бачить.`,
    sendUnits: ['1 одиницю', '5 одиниць'],
    taken: (order) =>
      `Ви взяли замовлення ${order} (${CRYSTALS}). Команда бачить це в сповіщенні, а наступний крок ескалації викличе лише вас.`,
    tradedFirst: /^Передано в грі: 1 з 5, /,
  },
};

/**
 * The selling commands as a seller meets them in each language: the seller first sends
 * `language`, then lists, reprices, pauses, restocks and delivers through the test platform,
 * and a reader of Russian or Ukrainian reads no English but what the marketplace wrote (the
 * test adapter checks every reply; the checks here also read the confirmation texts alone).
 */
describe.each(LANGUAGES)('selling in %s', (language) => {
  const says = WORDS[language];
  let h: Harness;
  let alice: TestChat;
  let partner: TestChat;
  const ids = new Map<string, string>();
  /** What the marketplace and the seller wrote: titles, game and shop names, delivery method keys. */
  const marketplaceText: string[] = ['Demo', 'activation_code', 'player_id', 'in_game_trade'];

  const idOf = (title: string): string => {
    const id = ids.get(title);
    if (!id) throw new Error(`the sandbox seeds "${title}"`);
    return id;
  };
  const place = async (quantity: number) =>
    (await h.control<{ id: string }>('POST', '/_sandbox/orders', { offer_id: idOf(CRYSTALS), quantity })).id;
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
  const leaks = (reply: Reply, allowed: string[] = []) => englishLeaksFor(language, ownText(reply), [...marketplaceText, ...allowed]);
  /** A reply's text with the no-break spaces Intl puts in `9,99 $` written as plain ones. */
  const plain = (text: string | undefined): string => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
  /** Presses the first button of the newest reply: the confirming one, whatever language it is labelled in. */
  const pressFirst = (chat: TestChat) => {
    const action = chat.last().buttons?.[0]?.[0]?.action;
    if (!action) throw new Error(`no button to press in:\n${chat.lastText()}`);
    return chat.pressAction(action);
  };

  beforeAll(async () => {
    h = await startHarness(`i18n-selling-${language}`);
    for (const listing of h.sandbox.core.state.listings.values()) {
      ids.set(listing.title, listing.id);
      marketplaceText.push(listing.title, listing.id);
    }
    marketplaceText.push(...h.sandbox.core.catalogue.brands.map((brand) => brand.name));
    alice = h.adapter.user('alice').dm;
    await alice.command('connect', `${demoKey(h)} Demo`);
    await alice.command('language', language);
    const aliceIdentity = await h.stores.identities.resolve('test', 'alice');
    const accountId = (await h.stores.identities.activeAccount(aliceIdentity))?.accountId ?? '';
    partner = h.adapter.user('bohdan').dm;
    await partner.command('join', await h.stores.team.createInvite(accountId, 'manager', aliceIdentity));
    await partner.command('language', PARTNER[language]);
  });
  afterAll(async () => {
    await h.close();
  });

  it('lists the listings, counting the sold and archived ones in the plural form the language needs', async () => {
    await alice.command('listings');
    const reply = alice.last();
    expect(reply.title).toBe(says.listingsTitle);
    expect(reply.text).toMatch(says.hiddenTwo);
    expect(reply.list?.items.map((item) => item.title)).toContain(CRYSTALS);
    expect(leaks(reply)).toEqual([]);

    await alice.command('listings', 'page=3');
    expect(alice.lastText()).toMatch(says.noPageThree);
    expect(leaks(alice.last())).toEqual([]);
  });

  it('shows one listing with its fields, status and actions', async () => {
    await alice.command('listing', idOf(CRYSTALS).slice(0, 8));
    const text = alice.lastText();
    expect(text).toContain(says.category);
    expect(text).toContain(says.status);
    expect(text).toContain(says.delivery);
    expect(text).toContain(says.listingButtons);
    expect(leaks(alice.last())).toEqual([]);

    await alice.command('listing', idOf('Level 80 EU account, platinum rank').slice(0, 8));
    expect(alice.lastText()).toContain(says.unitsAvailableTwo);
    expect(alice.lastText()).toMatch(says.units);
    expect(leaks(alice.last())).toEqual([]);
  });

  it('counts the waiting orders for 1, 2 and 5', async () => {
    await alice.command('orders');
    expect(alice.last().title).toBe(says.waiting[0]);
    expect(alice.last().text).toBe(says.ordersHint);
    expect(leaks(alice.last())).toEqual([]);
    await place(1);
    await alice.command('orders');
    expect(alice.last().title).toBe(says.waiting[1]);
    await Promise.all([place(1), place(1), place(1)]);
    await alice.command('orders');
    expect(alice.last().title).toBe(says.waiting[2]);
    expect(leaks(alice.last())).toEqual([]);
  });

  it('asks before a price ten times off, and sets it', async () => {
    const crystals = idOf(CRYSTALS).slice(0, 8);
    await alice.command('price', `${crystals} 149.90`);
    expect(plain(alice.last().text)).toBe(says.askTenTimesHigher);
    expect(englishLeaksFor(language, alice.last().text ?? '', marketplaceText)).toEqual([]);
    await pressFirst(alice);
    expect(plain(alice.lastText())).toBe(says.priceSet);
    await alice.command('price', `${crystals} 149,90`);
    expect(plain(alice.lastText())).toBe(says.priceUnchanged);
    await alice.command('price', `${crystals} 6.50`);
    expect(alice.last().text).toMatch(says.twentyThreeTimesLower);
    await pressFirst(alice);
    expect(leaks(alice.last())).toEqual([]);
  });

  it('pauses and unpauses a gift card', async () => {
    const pixel = idOf(PIXEL).slice(0, 8);
    await alice.command('pause', pixel);
    expect(alice.lastText()).toMatch(says.paused);
    expect(leaks(alice.last())).toEqual([]);
    await alice.command('unpause', pixel);
    expect(alice.lastText()).toMatch(says.unpaused);
    expect(leaks(alice.last())).toEqual([]);
  });

  it('adds restock codes for 1, 2 and 5, refusing a repeat', async () => {
    const neon = idOf(NEON).slice(0, 8);
    await alice.command('restock', `${neon} RS-A-1\nRS-A-2\nRS-A-1`);
    const reply = alice.last();
    expect(reply.title).toBe(says.restockTitle);
    expect(reply.text).toContain(says.addedTwo);
    expect(reply.text).toContain(says.oneDuplicate);
    expect(reply.text).toContain(says.batchOne);
    expect(leaks(reply)).toEqual([]);
    await alice.command('restock', `${neon} RS-B-1`);
    expect(alice.last().text).toMatch(says.addedOne);
    await alice.command('restock', `${neon} RS-C-1\nRS-C-2\nRS-C-3\nRS-C-4\nRS-C-5`);
    expect(alice.last().text).toMatch(says.addedFive);
    expect(leaks(alice.last())).toEqual([]);
  });

  it('delivers an order: asks for 2 units, refuses 1, previews masked, confirms once', async () => {
    const orderId = await place(2);
    const order = orderId.slice(0, 8);
    await alice.command('deliver', order);
    expect(alice.last().title).toBe(says.deliverTitle(order));
    expect(alice.last().text).toMatch(says.sendTwo);
    expect(alice.last().prompt?.label).toBe(says.goodsLabel);
    expect(leaks(alice.last())).toEqual([]);

    await alice.answer('SECRET-0001');
    expect(alice.lastText()).toBe(says.sentOneOfTwo);

    await alice.answer('SECRET-0001\nSECRET-0002');
    const preview = alice.last();
    expect(preview.title).toBe(says.previewTitle(order));
    expect(preview.text).toMatch(says.previewWarning);
    expect(alice.transcript()).not.toContain('SECRET-000');
    const masked = withLocale(language, () => [maskedEntry({ code: 'SECRET-0001' }), maskedEntry({ code: 'SECRET-0002' })]);
    expect(leaks(preview, masked)).toEqual([]);

    await alice.press(says.confirmDelivery);
    expect(alice.last().title).toBe(says.deliveredTitle);
    expect(alice.last().text).toBe(says.delivered(order));
    expect(leaks(alice.last())).toEqual([]);

    for (const [quantity, units] of [
      [1, says.sendUnits[0]],
      [5, says.sendUnits[1]],
    ] as const) {
      await alice.command('deliver', (await place(quantity)).slice(0, 8));
      expect(alice.last().text).toMatch(new RegExp(`^${says.sendGoods} ${units},`));
      await alice.command('cancel');
    }
  });

  it('delivers an in-game trade answered with the language’s own word: a line per unit, worded in it, shown before Confirm', async () => {
    const stardust = idOf('Stardust, fast trade on EU servers');
    const orderId = (await h.control<{ id: string }>('POST', '/_sandbox/orders', { offer_id: stardust, quantity: 5 })).id;
    await alice.command('deliver', orderId.slice(0, 8));
    const word = translate(language, 'deliver-traded-word');
    expect(alice.last().text).toContain(`\`${word}\``);
    expect(leaks(alice.last())).toEqual([]);
    await alice.answer(word);
    const preview = alice.last();
    const lines = (preview.text ?? '').split('\n').filter((line) => /^\d\. /.test(line));
    expect(lines).toHaveLength(5);
    expect(leaks(preview)).toEqual([]);
    await pressFirst(alice);
    const { goods } = h.sandbox.core.orders.buyerView(orderId) as { goods: { code: string }[] };
    expect(goods.map((entry, index) => `${index + 1}. ${entry.code}`)).toEqual(lines);
    expect(goods[0]?.code).toMatch(says.tradedFirst);
  });

  it('takes an order', async () => {
    const order = (await place(1)).slice(0, 8);
    await alice.command('take', order);
    expect(alice.lastText()).toBe(says.taken(order));
    expect(leaks(alice.last())).toEqual([]);
  });

  it('answers a manager of the same shop who reads another language in theirs', async () => {
    const theirs = WORDS[PARTNER[language]];
    await partner.command('listings');
    expect(partner.last().title).toBe(theirs.listingsTitle);
    expect(partner.last().text).toMatch(theirs.hiddenTwo);
    await partner.command('listing', idOf(CRYSTALS).slice(0, 8));
    expect(partner.lastText()).toContain(theirs.category);
    expect(partner.lastText()).toContain(theirs.listingButtons);
    expect(englishLeaksFor(PARTNER[language], ownText(partner.last()), marketplaceText)).toEqual([]);
  });
});
