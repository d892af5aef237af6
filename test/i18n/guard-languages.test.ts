import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { switchSummaryText } from '../../src/core/guard/switch-announcement.js';
import { withLocale } from '../../src/i18n/index.js';
import type { SaleRecord } from '../../src/store/sales-book.js';
import { demoKey, startHarness, type Harness } from '../core/harness.js';
import { englishLeaks } from '../support/english-leak.js';
import { textOf, type TestUser } from '../support/test-adapter.js';

const DAY_MS = 24 * 3600 * 1000;
/** Russian writes `50,00 $` and `1 000` with no-break spaces. */
const plainSpaces = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');
const ZONE = 'Europe/Berlin';

function sale(orderId: string, title: string, game: string, amountCents: number): SaleRecord {
  return {
    orderId,
    at: Date.now() - DAY_MS,
    listingId: `listing-${title}`,
    title,
    category: 'top_up',
    game,
    quantity: 1,
    amountCents,
    estimated: false,
    deliveryType: 'manual',
    deliveredBy: 'Olga',
    deliverySeconds: 300,
    outcome: 'delivered_hawker',
    source: 'live',
  };
}

describe('the deadline guard, alerts and stats in Russian', () => {
  let h: Harness;
  let seller: TestUser;
  let accountId: string;
  const titles = () => [...h.sandbox.core.state.listings.values()].map((listing) => listing.title);
  const said = () => seller.dm.lastText();

  beforeAll(async () => {
    h = await startHarness('i18n-guard-ru');
    seller = h.adapter.user('ru-seller');
    await seller.dm.command('language', 'ru');
    await seller.dm.command('connect', `${demoKey(h)} Demo`);
    accountId = (await h.stores.identities.activeAccount(await h.stores.identities.resolve('test', 'ru-seller')))?.accountId ?? '';
  });
  afterAll(async () => {
    await h.close();
  });

  it('sets working hours with weekday names in Russian, and shows them in the state', async () => {
    await seller.dm.command('away', `hours ${ZONE} mon-fri 09:00-23:00, sat 12:00-20:00`);
    expect(said()).toMatch(/^Рабочие часы магазина «Demo»: пн 09:00-23:00, вт 09:00-23:00, .*сб 12:00-20:00 \(Europe\/Berlin\)\./);
    expect(said()).toMatch(/Сейчас (рабочее|нерабочее) время\./);
    expect(englishLeaks(said(), ['Demo', ZONE])).toEqual([]);
    await seller.dm.command('away');
    expect(said()).toMatch(/Режим отсутствия выключен: ручные объявления продаются как обычно\./);
    expect(said()).toMatch(/Рабочие часы: пн 09:00-23:00/);
    expect(said()).toMatch(/Правила перегрузки нет/);
    expect(englishLeaks(said(), ['Demo', ZONE])).toEqual([]);
    await seller.dm.command('away', 'hours Mars/Olympus mon 09:00-17:00');
    expect(said()).toMatch(/«Mars\/Olympus» — не часовой пояс/);
    await seller.dm.command('away', 'off');
    expect(said()).toBe('У магазина «Demo» больше нет рабочих часов: Hawker переключает только по `away now` и `back`.');
  });

  it('goes away and comes back in Russian, and the team reads the announcement in its own language', async () => {
    await seller.dm.command('away', 'now');
    const away = seller.dm.last();
    expect(away.title).toBe('Нет на месте');
    expect(away.text).toMatch(/^Hawker снял с продажи \d+ объявлени(е|я|й) с ручной выдачей: /);
    expect(away.text).toMatch(/Объявления с автовыдачей продолжают продаваться\./);
    expect(away.text).toMatch(/Отправьте `back`, чтобы вернуть их в продажу\./);
    expect(englishLeaks(textOf(away), titles())).toEqual([]);

    // The announcement waits as messages: a Ukrainian team gets it in Ukrainian.
    const announcement = await h.stores.guard.takeAnnouncement(accountId);
    const forTeam = withLocale('uk', () => switchSummaryText(announcement?.summary ?? ''));
    expect(forTeam).toMatch(/^Hawker зняв з продажу \d+ оголошен\S* з ручною видачею: /);
    expect(englishLeaks(forTeam, titles())).toEqual([]);

    await seller.dm.command('away');
    expect(said()).toMatch(/Режим отсутствия включён .* \(ru-seller\)\./);
    expect(said()).toMatch(/Hawker снял с продажи: "/);
    expect(englishLeaks(said(), [...titles(), 'ru-seller', 'Demo'])).toEqual([]);

    await seller.dm.command('back');
    const back = seller.dm.last();
    expect(back.title).toBe('Снова на месте');
    expect(back.text).toMatch(/^Hawker вернул в продажу \d+ объявлени(е|я|й) с ручной выдачей/);
    expect(englishLeaks(textOf(back), titles())).toEqual([]);
    await seller.dm.command('back');
    expect(said()).toBe('Магазин «Demo» не в режиме отсутствия: возвращать нечего.');
  });

  it('sets the swamped rule and the escalation ladder in Russian', async () => {
    await seller.dm.command('away', 'swamped 5');
    expect(said()).toBe(
      'Правило перегрузки: ручные объявления снимаются с продажи, пока ждут 5 или больше заказов, и возвращаются, когда их останется 2 или меньше.',
    );
    await seller.dm.command('away', 'swamped off');

    await seller.dm.command('alerts', 'escalation operators 20m 40%, everyone 80%');
    expect(said()).toMatch(/Эскалация: операторы — через 20 мин или на 40%, все — на 80% времени до дедлайна, что наступит раньше/);
    expect(englishLeaks(said(), ['Demo'])).toEqual([]);
    const [refused] = await seller.dm.command('alerts', 'escalation managers 50%');
    expect(refused?.tone).toBe('error');
    expect(refused?.text).toMatch(/^«managers 50%» не начинается с `operators`, `team` или `everyone`\. Перечислите шаги по порядку/);
    expect(englishLeaks(refused?.text ?? '', ['managers'])).toEqual([]);
    await seller.dm.command('alerts', 'escalation default');
  });

  it('sets reminders, mute, the digest and the team language, and counts minutes in Russian', async () => {
    await seller.dm.command('alerts', 'reminders 30,10');
    expect(said()).toMatch(/Напоминания: за 30 мин, 10 мин до дедлайна/);
    await seller.dm.command('alerts', 'digest 21:00 Europe/Berlin');
    expect(said()).toMatch(/Ежедневная сводка продаж: 21:00 Europe\/Berlin, в дни без продаж не приходит/);
    for (const minutes of [1, 2, 5]) await seller.dm.command('alerts', `mute ${minutes}`);
    expect(said()).toMatch(/Тишина: до .* UTC, через (4|5) мин/);

    await seller.dm.command('alerts', 'language uk');
    expect(said()).toMatch(/Язык команды: Українська \(`alerts language owner` — снова следовать языку владельца\)/);
    expect(await h.stores.languages.teamChoice(accountId)).toBe('uk');
    const overview = seller.dm.last();
    expect(overview.title).toBe('Оповещения магазина Demo');
    expect(englishLeaks(textOf(overview), ['Demo', ZONE])).toEqual([]);

    await seller.dm.command('alerts', 'language owner');
    expect(said()).toMatch(/Язык команды: Русский, язык владельца/);
    expect(await h.stores.languages.teamChoice(accountId)).toBeNull();
    const [unknown] = await seller.dm.command('alerts', 'language klingon');
    expect(unknown?.text).toMatch(/^Укажите язык Hawker для групп и каналов команды: `alerts language uk` \(один из: en, ru, uk\)/);

    await seller.dm.command('audit', '50');
    const audit = seller.dm.turnText();
    expect(audit).toMatch(/тишина на 1 минуту/);
    expect(audit).toMatch(/тишина на 2 минуты/);
    expect(audit).toMatch(/тишина на 5 минут/);
    expect(audit).toMatch(/язык сообщений команды: Українська/);
    expect(audit).toMatch(/напоминания за 30, 10 минут до дедлайна/);
  });

  it('shows stats in Russian with a chart, counting 1, 2 and 5 orders, and exports a CSV with Russian headers', async () => {
    const records = [
      ...[1, 2, 3, 4, 5].map((n) => sale(`order-a${n}`, 'Starfall crystals', 'Starfall Odyssey', 1000)),
      ...[1, 2].map((n) => sale(`order-b${n}`, 'Neon gold', 'Neon Drift', 1500)),
      sale('order-c1', 'Moon dust', 'Starfall Odyssey', 700),
    ];
    for (const record of records) await h.stores.salesBook.record(accountId, record);
    const allowed = ['Starfall crystals', 'Neon gold', 'Moon dust', 'Starfall Odyssey', 'Neon Drift', 'Olga', ZONE];
    h.adapter.allowAsWritten(...allowed);

    const [figures] = await seller.dm.command('stats', '7d');
    expect(figures?.title).toBe('Продажи магазина Demo, последние 7 дней');
    const field = (label: string) => plainSpaces(figures?.fields?.find((entry) => entry.label === label)?.value);
    expect(field('Заказы')).toBe('8');
    expect(field('Лучшие объявления')).toBe(
      '1. Starfall crystals: 50,00 $ (5 заказов)\n2. Neon gold: 30,00 $ (2 заказа)\n3. Moon dust: 7,00 $ (1 заказ)',
    );
    expect(field('Кто выдал ручные заказы')).toBe('Olga: 8');
    expect(figures?.text).toMatch(/^Дни считаются по часовому поясу Europe\/Berlin\. Сравнение с 7 днями до этого/);
    expect(englishLeaks(textOf(figures!), ['Demo', ...allowed])).toEqual([]);
    const chart = figures?.attachments?.[0];
    expect(chart?.contentType).toBe('image/png');
    expect(PNG.sync.read(Buffer.from(chart!.data)).width).toBe(1000);

    const [byGame] = await seller.dm.command('stats', '7d by game');
    expect(plainSpaces(byGame?.fields?.find((entry) => entry.label === 'По играм')?.value)).toBe(
      'Starfall Odyssey: 57,00 $ (6 заказов)\nNeon Drift: 30,00 $ (2 заказа)',
    );
    expect(byGame?.attachments).toHaveLength(2);

    const [exported] = await seller.dm.command('stats', 'export 7d');
    expect(exported?.text).toMatch(/^8 заказов, последние 7 дней \(дни по поясу Europe\/Berlin, время в файле — UTC\)\./);
    expect(englishLeaks(exported?.text ?? '', allowed)).toEqual([]);
    const csv = new TextDecoder().decode(exported!.attachments![0]!.data);
    const header = csv.split('\r\n')[0] ?? '';
    expect(header).toBe(
      '"время (UTC)","id заказа","объявление","категория","игра","количество","сумма в центах","сумма оценена","тип выдачи","кто выдал","время выдачи в секундах","итог","источник"',
    );
    expect(englishLeaks(header)).toEqual([]);
    // The cells stay machine-readable: ISO times, ids, cents and raw values.
    expect(csv).toMatch(/\r\n"\d{4}-\d\d-\d\dT[\d:.]+Z","order-/);

    const [wrong] = await seller.dm.command('stats', '2026-11-20..2026-11-01');
    expect(wrong?.text).toBe('Период начинается позже, чем заканчивается (2026-11-20 позже 2026-11-01): поменяйте даты местами.');
  });
});
