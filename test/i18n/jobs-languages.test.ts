import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Reply } from '../../src/domain/reply.js';
import type { NotifyOutcome } from '../../src/notify/notifier.js';
import type { AlertTarget } from '../../src/domain/alert-target.js';
import { msg, withLocale } from '../../src/i18n/index.js';
import { renderAlert, renderFinal, renderNotice } from '../../jobs/alert-render.js';
import type { OrderFacts } from '../../src/store/alerted-order.js';
import type { Notice } from '../../jobs/job-names.js';
import { englishLeaks } from '../support/english-leak.js';
import { RecordingNotifier, type RecordedMessage } from '../support/recording-notifier.js';
import { textOf } from '../support/test-adapter.js';
import { openHarness, waitFor, type Harness } from '../jobs/support/jobs-harness.js';

/** A chat platform that also keeps each reply object it was handed: one object for two chats means one rendering. */
class CapturingNotifier extends RecordingNotifier {
  constructor(
    platform: 'telegram' | 'discord',
    private readonly handed: { target: AlertTarget; reply: Reply }[],
  ) {
    super(platform);
  }

  override send(target: AlertTarget, reply: Reply): Promise<NotifyOutcome> {
    this.handed.push({ target, reply });
    return super.send(target, reply);
  }
}

const TITLE = 'Starfall crystals by player id';

let h: Harness;

beforeAll(async () => {
  h = await openHarness('jobs-russian');
});

afterEach(async () => {
  await h.closeWorkers();
});

afterAll(async () => {
  await h.close();
});

/** The one message of a chat whose first version names the order in its order field (whatever the label's language). */
function alertsIn(notifier: RecordingNotifier, chatId: string, orderId: string, titleStart: string): RecordedMessage[] {
  return notifier
    .inChat(chatId)
    .filter(
      (message) =>
        message.versions[0]?.title?.startsWith(titleStart) === true &&
        message.versions[0]?.fields?.some((field) => field.value === orderId) === true,
    );
}

function field(reply: Reply, label: string): string | undefined {
  return reply.fields?.find((entry) => entry.label === label)?.value;
}

describe('jobs in each reader’s language', () => {
  it('alerts a Russian owner, English operators and a Ukrainian group once each, in their languages, through countdown, delivery and a loss', async () => {
    const seller = await h.seller();
    const handed: { target: AlertTarget; reply: Reply }[] = [];
    const telegram = new CapturingNotifier('telegram', handed);
    const discord = new CapturingNotifier('discord', handed);

    // The owner reads Russian; the shop's groups are set to Ukrainian.
    await h.stores.languages.setForPerson(seller.identityId, 'ru');
    await h.stores.languages.setForTeam(seller.accountId, 'uk');
    // One operator chose English; the other chose nothing and reads the default, English too.
    const chosen = await h.stores.identities.resolve('telegram', 'op-chosen');
    await h.stores.languages.setForPerson(chosen, 'en');
    const unset = await h.stores.identities.resolve('discord', 'op-default');
    for (const [identityId, target] of [
      [chosen, { platform: 'telegram', kind: 'user', id: 'op-chosen' }],
      [unset, { platform: 'discord', kind: 'user', id: 'op-default' }],
    ] as const) {
      await h.stores.team.grant(seller.accountId, identityId, 'operator');
      await h.stores.alertSettings.addPrivateTarget(seller.accountId, target);
    }
    const group = '-100555';
    await h.stores.team.linkPlace(seller.accountId, { platform: 'telegram', chatId: group });

    const offerId = await h.manualListing(seller, 1);
    await h.startWorker({}, { notifiers: [telegram, discord] });
    const kept = await h.placeOrder(offerId, 2);
    const lost = await h.placeOrder(offerId, 1);
    const buyerValues = [kept, lost].flatMap((order) => Object.values(h.sandbox.core.state.orders.get(order.id)?.buyerFields ?? {}));
    const allowed = [TITLE, seller.label, offerId, kept.id, lost.id, ...buyerValues];

    const chats = {
      owner: () => alertsIn(h.notifier, seller.ownerChat, kept.id, 'Новый заказ'),
      testGroup: () => alertsIn(h.notifier, seller.teamChat, kept.id, 'Нове замовлення'),
      telegramGroup: () => alertsIn(telegram, group, kept.id, 'Нове замовлення'),
      chosen: () => alertsIn(telegram, 'op-chosen', kept.id, 'New order'),
      unset: () => alertsIn(discord, 'op-default', kept.id, 'New order'),
    };
    await waitFor('the alert in every chat', () => Object.values(chats).every((found) => found().length > 0));
    await h.drain();
    for (const found of Object.values(chats)) expect(found()).toHaveLength(1);
    const first = (found: () => RecordedMessage[]) => found()[0]!;

    // Russian for the owner, whole: labels, money, time left, buttons.
    const owner = first(chats.owner).versions[0]!;
    expect(owner.locale).toBe('ru');
    expect(owner.title).toBe(`Новый заказ: ${TITLE} × 2`);
    expect(field(owner, 'Цена')).toMatch(/^29,98\s\$$/);
    expect(field(owner, 'Количество')).toBe('2');
    expect(field(owner, 'Осталось')).toMatch(/^(1 ч|5\d мин)$/);
    expect(field(owner, 'Крайний срок')).toMatch(/^\d\d\.\d\d\.\d{4}, \d\d:\d\d UTC$/);
    expect(owner.buttons?.flat().map((button) => button.label)).toEqual(['Выдать', 'Взять']);
    expect(englishLeaks(textOf(owner), allowed)).toEqual([]);

    // English for both operators: one rendering handed to both platforms.
    const english = handed.filter((entry) => entry.target.kind === 'user' && entry.reply.title?.includes(`× 2`));
    expect(english.map((entry) => entry.target.id).sort()).toEqual(['op-chosen', 'op-default']);
    expect(english[0]!.reply).toBe(english[1]!.reply);
    expect(english[0]!.reply.locale).toBe('en');
    expect(english[0]!.reply.title).toBe(`New order: ${TITLE} × 2`);
    expect(field(english[0]!.reply, 'Price')).toBe('$29.98');

    // Ukrainian in both groups, the same words on both platforms.
    const groupAlert = first(chats.telegramGroup).versions[0]!;
    expect(groupAlert.locale).toBe('uk');
    expect(groupAlert.title).toBe(`Нове замовлення: ${TITLE} × 2`);
    expect(field(groupAlert, 'Ціна')).toMatch(/^29,98\s\$$/);
    expect(groupAlert.buttons?.flat().map((button) => button.label)).toEqual(['Видати', 'Взяти']);
    expect(first(chats.testGroup).versions[0]).toEqual(groupAlert);
    expect(englishLeaks(textOf(groupAlert), allowed)).toEqual([]);

    // The countdown edits each message in its own chat's language.
    await h.advanceClock(25 * 60_000);
    const latest = (found: () => RecordedMessage[]) => first(found).versions.at(-1)!;
    await waitFor('the countdown edits', () =>
      [
        /^3[45] мин$/.test(field(latest(chats.owner), 'Осталось') ?? ''),
        /^3[45] хв$/.test(field(latest(chats.testGroup), 'Залишилося') ?? ''),
        /^3[45] хв$/.test(field(latest(chats.telegramGroup), 'Залишилося') ?? ''),
        /^3[45] min$/.test(field(latest(chats.chosen), 'Time left') ?? ''),
        /^3[45] min$/.test(field(latest(chats.unset), 'Time left') ?? ''),
      ].every(Boolean),
    );
    expect(latest(chats.owner).locale).toBe('ru');
    expect(englishLeaks(textOf(latest(chats.owner)), allowed)).toEqual([]);
    expect(englishLeaks(textOf(latest(chats.telegramGroup)), allowed)).toEqual([]);
    // The operators' escalation step (10 minutes in) reached the owner in Russian and the operators in English.
    await waitFor('the escalation step', () =>
      h.notifier.inChat(seller.ownerChat).some((message) => message.versions[0]?.title?.startsWith('Заказ ещё никто не выдал')),
    );
    expect(telegram.inChat('op-chosen').some((message) => message.versions[0]?.title?.startsWith('Nobody has delivered yet'))).toBe(true);

    // Delivered: the final state in each chat's language.
    expect((await seller.client.orders.deliver(kept.id, [{ code: 'STAR-1' }, { code: 'STAR-2' }])).outcome).toBe('delivered');
    await waitFor('the delivered state everywhere', () =>
      [
        latest(chats.owner).title === `Заказ выдан: ${TITLE} × 2`,
        latest(chats.testGroup).title === `Замовлення видано: ${TITLE} × 2`,
        latest(chats.telegramGroup).title === `Замовлення видано: ${TITLE} × 2`,
        latest(chats.chosen).title === `Delivered: ${TITLE} × 2`,
        latest(chats.unset).title === `Delivered: ${TITLE} × 2`,
      ].every(Boolean),
    );
    expect(latest(chats.owner).text).toBe('Выдано (не через Hawker).');
    expect(latest(chats.telegramGroup).text).toBe('Видано (не через Hawker).');
    expect(latest(chats.owner).buttons ?? []).toHaveLength(0);
    expect(englishLeaks(textOf(latest(chats.owner)), allowed)).toEqual([]);
    expect(englishLeaks(textOf(latest(chats.testGroup)), allowed)).toEqual([]);

    // The other order runs out: its alert shows the cancellation, and the loss is told in each language.
    await h.advanceClock(36 * 60_000);
    const lossIn = (notifier: RecordingNotifier, chatId: string, titleStart: string) =>
      notifier.inChat(chatId).find((message) => message.versions[0]?.title?.startsWith(titleStart));
    const losses = await waitFor('the loss told everywhere', () => {
      const found = {
        owner: lossIn(h.notifier, seller.ownerChat, 'Заказ упущен по сроку'),
        group: lossIn(telegram, group, 'Замовлення втрачено через термін'),
        operator: lossIn(discord, 'op-default', 'Lost to the deadline'),
      };
      return Object.values(found).every((message) => message !== undefined) && found;
    });
    const ownerLoss = losses.owner!.versions[0]!;
    expect(ownerLoss.title).toBe(`Заказ упущен по сроку: ${TITLE}`);
    // Five chats got the alert: Russian says «5 чатов», Ukrainian «5 чатів».
    expect(field(ownerLoss, 'Кого оповестили')).toContain('оповещение (5 чатов)');
    expect(field(losses.group!.versions[0]!, 'Кого сповістили')).toContain('сповіщення (5 чатів)');
    expect(field(losses.operator!.versions[0]!, 'Who was called')).toContain('the alert (5 chats)');
    expect(ownerLoss.buttons?.flat().map((button) => button.label)).toEqual(['Уйти сейчас']);
    expect(englishLeaks(textOf(ownerLoss), allowed)).toEqual([]);
    expect(englishLeaks(textOf(losses.group!.versions[0]!), allowed)).toEqual([]);
    const cancelled = alertsIn(h.notifier, seller.ownerChat, lost.id, 'Новый заказ')[0]!;
    await waitFor('the cancelled state', () => cancelled.versions.at(-1)?.title === `Заказ отменён: ${TITLE}`);
    expect(cancelled.versions.at(-1)?.text).toBe('Срок истёк до выдачи: маркетплейс отменил заказ и вернул остаток.');
  });

  it('picks Russian and Ukrainian plural forms for 1, 2 and 5 units of stock and chats called', () => {
    const lowStock = (stock: number): Notice => ({
      kind: 'listing_low_stock',
      listingId: '5f3e2a1b9c0d',
      title: 'Neon credits',
      stock,
      threshold: 5,
      category: 'top_up',
    });
    const lostOrder = (counts: number[]): Notice => ({
      kind: 'order_lost',
      orderId: '9c0d5f3e2a1b',
      title: 'Neon credits',
      listingId: null,
      cameInAt: null,
      deadlineAt: null,
      calls: counts.map((count, index) => ({ at: Date.UTC(2026, 0, 1, 12, index), who: msg('lost-call-alert', { count }) })),
      awayAction: null,
    });
    const ru = (notice: Notice) => withLocale('ru', () => renderNotice(notice, 'Shop'));
    const uk = (notice: Notice) => withLocale('uk', () => renderNotice(notice, 'Shop'));

    expect(ru(lowStock(1)).text).toMatch(/^Осталась всего 1 единица \(/);
    expect(ru(lowStock(2)).text).toMatch(/^Осталось всего 2 единицы \(/);
    expect(ru(lowStock(5)).text).toMatch(/^Осталось всего 5 единиц \(/);
    expect(uk(lowStock(1)).text).toMatch(/^Залишилася лише 1 одиниця \(/);
    expect(uk(lowStock(2)).text).toMatch(/^Залишилося лише 2 одиниці \(/);
    expect(uk(lowStock(5)).text).toMatch(/^Залишилося лише 5 одиниць \(/);

    const called = (reply: Reply) => reply.fields?.at(-1)?.value ?? '';
    expect(called(ru(lostOrder([1, 2, 5])))).toMatch(/оповещение \(1 чат\)\n.*оповещение \(2 чата\)\n.*оповещение \(5 чатов\)$/);
    expect(called(uk(lostOrder([1, 2, 5])))).toMatch(/сповіщення \(1 чат\)\n.*сповіщення \(2 чати\)\n.*сповіщення \(5 чатів\)$/);
    expect(englishLeaks(textOf(ru(lowStock(2))), ['Neon credits', 'Shop'])).toEqual([]);
    expect(englishLeaks(textOf(uk(lostOrder([2]))), ['Neon credits', 'Shop'])).toEqual([]);
  });

  it("words autopilot's delivery, its hand-over and a low pool in Russian and Ukrainian, plural forms included", () => {
    const facts: OrderFacts = {
      accountId: 'acc',
      accountLabel: 'Shop',
      orderId: '9c0d5f3e2a1b',
      title: 'Neon credits',
      quantity: 2,
      priceCents: 2998,
      deadlineAt: null,
      offerId: '5f3e2a1b9c0d',
      createdAt: null,
    };
    const delivered = renderFinal.bind(null, facts, {
      kind: 'delivered',
      by: 'autopilot',
      autopilot: { elapsedMs: 1_400, masked: ['NE••••••01', 'NE••••••02'] },
    });
    const empty = () =>
      renderAlert(facts, 0, null, {
        kind: 'autopilot',
        why: msg('autopilot-why-pool-short', { pool: 'steam', available: 0, quantity: 2 }),
      });
    const short = (available: number) => () =>
      renderAlert(facts, 0, null, { kind: 'autopilot', why: msg('autopilot-why-pool-short', { pool: 'steam', available, quantity: 7 }) });
    const low = (left: number) => () => renderNotice({ kind: 'pool_low', pool: 'steam', left, lowWater: 10 }, 'Shop');
    const wrongCount = () =>
      renderAlert(facts, 0, null, { kind: 'supplier', answer: msg('supplier-answer-wrong-count', { count: 3, quantity: 2 }) });
    const refused = () =>
      renderAlert(facts, 0, null, { kind: 'autopilot', why: msg('autopilot-why-refused-supplier', { code: 'invalid_goods' }) });

    expect(withLocale('ru', delivered).text).toBe('Выдано автопилотом за 1,4 с.');
    expect(withLocale('uk', delivered).text).toBe('Видано автопілотом за 1,4 с.');
    expect(withLocale('en', delivered).text).toBe('Delivered by autopilot in 1.4 s.');
    expect(withLocale('ru', empty).text).toMatch(/^Автопилот не выдал заказ: пул steam пуст\./);
    expect(withLocale('uk', empty).text).toMatch(/^Автопілот не видав замовлення: пул steam порожній\./);
    expect(withLocale('ru', short(2)).text).toMatch(/осталось только 2 кода на 7 шт\./);
    expect(withLocale('uk', short(5)).text).toMatch(/лишилося тільки 5 кодів на 7 шт\./);
    expect(withLocale('ru', low(1)).text).toMatch(/^Остался всего 1 код в пуле steam/);
    expect(withLocale('uk', low(5)).text).toMatch(/^Лишилося всього 5 кодів у пулі steam/);
    expect(withLocale('ru', wrongCount).text).toMatch(/^Автопилот не выдал заказ: Ваш поставщик прислал 3 кода на 2 единицы/);
    expect(withLocale('uk', refused).text).toMatch(/; товар вашого постачальника не видано\. Видайте його самі/);
    for (const render of [delivered, empty, low(2), wrongCount, refused]) {
      expect(englishLeaks(textOf(withLocale('ru', render)), ['Neon credits', 'Shop', 'steam'])).toEqual([]);
      expect(englishLeaks(textOf(withLocale('uk', render)), ['Neon credits', 'Shop', 'steam'])).toEqual([]);
    }
  });

  it('words drip restock’s notices in Russian and Ukrainian, with the plural forms of the codes a removed listing held', () => {
    const removed = (exposed: number): Notice => ({
      kind: 'keep_stock_removed',
      listingId: '5f3e2a1b9c0d',
      title: 'Neon credits',
      pool: 'neon',
      exposed,
    });
    const short: Notice = { kind: 'keep_stock_short', listingId: '5f3e2a1b9c0d', title: 'Neon credits', pool: 'neon', units: 5, onSale: 2 };
    const ru = (notice: Notice) => withLocale('ru', () => renderNotice(notice, 'Shop'));
    const uk = (notice: Notice) => withLocale('uk', () => renderNotice(notice, 'Shop'));

    expect(ru(removed(1)).text).toContain('не более 1 кода;');
    expect(ru(removed(3)).text).toContain('не более 3 кодов;');
    expect(uk(removed(1)).text).toContain('не більше 1 коду;');
    expect(uk(removed(5)).text).toContain('не більше 5 кодів;');
    expect(ru(short).text).toContain('/pool add neon');
    const allowed = ['Neon credits', 'Shop', 'neon', 'pool'];
    for (const reply of [ru(short), uk(short), ru(removed(2)), uk(removed(2))]) expect(englishLeaks(textOf(reply), allowed)).toEqual([]);
  });

  it('words a webhook endpoint switched off after days of failures in Russian and Ukrainian, with the way to switch it on', () => {
    const off: Notice = {
      kind: 'webhook_disabled',
      endpoint: 2,
      url: 'https://example.com/hawker',
      failingSince: Date.UTC(2026, 10, 21, 14, 14),
    };
    const ru = withLocale('ru', () => renderNotice(off, 'Shop'));
    const uk = withLocale('uk', () => renderNotice(off, 'Shop'));

    expect(ru.title).toBe('Адрес вебхуков 2 отключён');
    expect(uk.title).toBe('Адресу вебхуків 2 вимкнено');
    for (const reply of [ru, uk]) {
      expect(reply.text).toContain('`webhooks test 2`');
      expect(reply.text).toContain('21.11.2026, 14:14 UTC');
      expect(englishLeaks(textOf(reply), ['https://example.com/hawker', 'Hawker', 'Shop', 'webhooks test', 'UTC'])).toEqual([]);
    }
  });
});
