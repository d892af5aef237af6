import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { switchSummaryText } from '../../src/core/away/switch-announcement.js';
import { withLocale } from '../../src/i18n/index.js';
import type { SaleRecord } from '../../src/store/sales-book.js';
import { demoKey, startHarness, type Harness } from '../core/harness.js';
import { englishLeaksFor } from '../support/english-leak.js';
import { LANGUAGES, NATIVE_NAME, PARTNER, type Language } from '../support/languages.js';
import { textOf, type TestUser } from '../support/test-adapter.js';

const DAY_MS = 24 * 3600 * 1000;
/** Russian and Ukrainian write `50,00 $` and `1 000` with no-break spaces. */
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
    costCents: null,
    estimated: false,
    deliveryType: 'manual',
    deliveredBy: 'Olga',
    deliverySeconds: 300,
    outcome: 'delivered_hawker',
    source: 'live',
  };
}

/** What the deadline guard, the alert settings and stats say in each language. */
interface Words {
  hoursSet: RegExp;
  nowInsideOrOutside: RegExp;
  notAway: RegExp;
  hoursState: RegExp;
  noSwampedRule: RegExp;
  notATimeZone: RegExp;
  hoursRemoved: string;
  awayTitle: string;
  tookOff: RegExp;
  instantKeepSelling: RegExp;
  sendBack: RegExp;
  awaySince: RegExp;
  takenOffBy: RegExp;
  backTitle: string;
  putBack: RegExp;
  notAwayNothingBack: string;
  swamped: string;
  escalation: RegExp;
  escalationRefused: RegExp;
  reminders: RegExp;
  digest: RegExp;
  muted: RegExp;
  teamLanguageSet: (name: string) => string;
  alertsTitle: string;
  teamLanguageOwner: (name: string) => string;
  unknownLanguage: RegExp;
  auditMinutes: [RegExp, RegExp, RegExp];
  auditTeamLanguage: (name: string) => string;
  auditReminders: RegExp;
  statsTitle: string;
  ordersLabel: string;
  topListingsLabel: string;
  topListings: string;
  deliveredByLabel: string;
  statsZone: RegExp;
  byGameLabel: string;
  byGame: string;
  exported: RegExp;
  csvHeader: string;
  periodBackwards: string;
}

const WORDS: Record<Language, Words> = {
  en: {
    hoursSet: /^Working hours of "Demo": mon 09:00-23:00, tue 09:00-23:00, .*sat 12:00-20:00 \(Europe\/Berlin\)\./,
    nowInsideOrOutside: /It is (within|outside) them now\./,
    notAway: /Not away: manual listings sell as usual\./,
    hoursState: /Working hours: mon 09:00-23:00/,
    noSwampedRule: /No swamped rule/,
    notATimeZone: /"Mars\/Olympus" is not a time zone/,
    hoursRemoved: '"Demo" has no working hours now: Hawker switches only on `away now` and `back`.',
    awayTitle: 'Away',
    tookOff: /^Hawker took off sale \d+ manual-delivery listings?: /,
    instantKeepSelling: /Instant listings keep selling\./,
    sendBack: /Send `back` to put them on sale again\./,
    awaySince: /Away since .* \(ru-seller\)\./,
    takenOffBy: /Taken off sale by Hawker: "/,
    backTitle: 'Back',
    putBack: /^Hawker put back on sale \d+ manual-delivery listings?/,
    notAwayNothingBack: '"Demo" is not away: nothing to put back.',
    swamped: 'Swamped rule: manual listings go off sale while 5 or more orders wait, and come back once 2 or fewer do.',
    escalation: /Escalation: operators at 20 min or 40%, everyone at 80% of the time to the deadline, whichever first/,
    escalationRefused: /^“managers 50%” does not start with operators, team or everyone\. Write the steps in order/,
    reminders: /Reminders: 30 min, 10 min before the deadline/,
    digest: /Daily sales digest: 21:00 Europe\/Berlin, skipped on days without sales/,
    muted: /Muted: until .* UTC, in (4|5) min/,
    teamLanguageSet: (name) => `Team language: ${name} (\`alerts language owner\` follows the owner's language again)`,
    alertsTitle: 'Alerts of Demo',
    teamLanguageOwner: (name) => `Team language: ${name}, the owner's language`,
    unknownLanguage: /^Name a language Hawker speaks for the team's groups and channels: `alerts language uk` \(one of en, ru, uk\)/,
    auditMinutes: [/muted alerts for 1 minute/, /muted alerts for 2 minutes/, /muted alerts for 5 minutes/],
    auditTeamLanguage: (name) => `team messages in ${name}`,
    auditReminders: /reminders at 30, 10 minutes before the deadline/,
    statsTitle: 'Sales of Demo, the last 7 days',
    ordersLabel: 'Orders',
    topListingsLabel: 'Top listings',
    topListings: '1. Starfall crystals: $50.00 (5 orders)\n2. Neon gold: $30.00 (2 orders)\n3. Moon dust: $7.00 (1 order)',
    deliveredByLabel: 'Manual orders delivered by',
    statsZone: /^Days are Europe\/Berlin days\. Compared with the 7 days before/,
    byGameLabel: 'By game',
    byGame: 'Starfall Odyssey: $57.00 (6 orders)\nNeon Drift: $30.00 (2 orders)',
    exported: /^8 orders, the last 7 days \(days in Europe\/Berlin, times in the file in UTC\)\./,
    csvHeader:
      '"time","order_id","listing","category","game","quantity","amount_cents","amount_estimated","cost_cents","profit_cents","delivery_type","delivered_by","delivery_seconds","outcome","source"',
    periodBackwards: 'The period starts after it ends (2026-11-20 is after 2026-11-01): swap the dates.',
  },
  ru: {
    hoursSet: /^Рабочие часы магазина «Demo»: пн 09:00-23:00, вт 09:00-23:00, .*сб 12:00-20:00 \(Europe\/Berlin\)\./,
    nowInsideOrOutside: /Сейчас (рабочее|нерабочее) время\./,
    notAway: /Режим отсутствия выключен: ручные объявления продаются как обычно\./,
    hoursState: /Рабочие часы: пн 09:00-23:00/,
    noSwampedRule: /Правила перегрузки нет/,
    notATimeZone: /«Mars\/Olympus» — не часовой пояс/,
    hoursRemoved: 'У магазина «Demo» больше нет рабочих часов: Hawker переключает только по `away now` и `back`.',
    awayTitle: 'Нет на месте',
    tookOff: /^Hawker снял с продажи \d+ объявлени(е|я|й) с ручной выдачей: /,
    instantKeepSelling: /Объявления с автовыдачей продолжают продаваться\./,
    sendBack: /Отправьте `back`, чтобы вернуть их в продажу\./,
    awaySince: /Режим отсутствия включён .* \(ru-seller\)\./,
    takenOffBy: /Hawker снял с продажи: "/,
    backTitle: 'Снова на месте',
    putBack: /^Hawker вернул в продажу \d+ объявлени(е|я|й) с ручной выдачей/,
    notAwayNothingBack: 'Магазин «Demo» не в режиме отсутствия: возвращать нечего.',
    swamped:
      'Правило перегрузки: ручные объявления снимаются с продажи, пока ждут 5 или больше заказов, и возвращаются, когда их останется 2 или меньше.',
    escalation: /Эскалация: операторы — через 20 мин или на 40%, все — на 80% времени до дедлайна, что наступит раньше/,
    escalationRefused: /^«managers 50%» не начинается с `operators`, `team` или `everyone`\. Перечислите шаги по порядку/,
    reminders: /Напоминания: за 30 мин, 10 мин до дедлайна/,
    digest: /Ежедневная сводка продаж: 21:00 Europe\/Berlin, в дни без продаж не приходит/,
    muted: /Тишина: до .* UTC, через (4|5) мин/,
    teamLanguageSet: (name) => `Язык команды: ${name} (\`alerts language owner\` — снова следовать языку владельца)`,
    alertsTitle: 'Оповещения магазина Demo',
    teamLanguageOwner: (name) => `Язык команды: ${name}, язык владельца`,
    unknownLanguage: /^Укажите язык Hawker для групп и каналов команды: `alerts language uk` \(один из: en, ru, uk\)/,
    auditMinutes: [/тишина на 1 минуту/, /тишина на 2 минуты/, /тишина на 5 минут/],
    auditTeamLanguage: (name) => `язык сообщений команды: ${name}`,
    auditReminders: /напоминания за 30, 10 минут до дедлайна/,
    statsTitle: 'Продажи магазина Demo, последние 7 дней',
    ordersLabel: 'Заказы',
    topListingsLabel: 'Лучшие объявления',
    topListings: '1. Starfall crystals: 50,00 $ (5 заказов)\n2. Neon gold: 30,00 $ (2 заказа)\n3. Moon dust: 7,00 $ (1 заказ)',
    deliveredByLabel: 'Кто выдал ручные заказы',
    statsZone: /^Дни считаются по часовому поясу Europe\/Berlin\. Сравнение с 7 днями до этого/,
    byGameLabel: 'По играм',
    byGame: 'Starfall Odyssey: 57,00 $ (6 заказов)\nNeon Drift: 30,00 $ (2 заказа)',
    exported: /^8 заказов, последние 7 дней \(дни по поясу Europe\/Berlin, время в файле — UTC\)\./,
    csvHeader:
      '"время (UTC)","id заказа","объявление","категория","игра","количество","сумма в центах","сумма оценена","себестоимость в центах","прибыль в центах","тип выдачи","кто выдал","время выдачи в секундах","итог","источник"',
    periodBackwards: 'Период начинается позже, чем заканчивается (2026-11-20 позже 2026-11-01): поменяйте даты местами.',
  },
  uk: {
    hoursSet: /^Робочі години магазину «Demo»: пн 09:00-23:00, вт 09:00-23:00, .*сб 12:00-20:00 \(Europe\/Berlin\)\./,
    nowInsideOrOutside: /Зараз (робочий|неробочий) час\./,
    notAway: /Режим відсутності вимкнено: ручні оголошення продаються як звичайно\./,
    hoursState: /Робочі години: пн 09:00-23:00/,
    noSwampedRule: /Правила перевантаження немає/,
    notATimeZone: /«Mars\/Olympus» — не часовий пояс/,
    hoursRemoved: 'У магазину «Demo» більше немає робочих годин: Hawker перемикає лише за `away now` і `back`.',
    awayTitle: 'Немає на місці',
    tookOff: /^Hawker зняв з продажу \d+ оголошен\S* з ручною видачею: /,
    instantKeepSelling: /Оголошення з автовидачею продаються далі\./,
    sendBack: /Надішліть `back`, щоб повернути їх у продаж\./,
    awaySince: /Режим відсутності ввімкнено .* \(ru-seller\)\./,
    takenOffBy: /Hawker зняв з продажу: "/,
    backTitle: 'Знову на місці',
    putBack: /^Hawker повернув у продаж \d+ оголошен\S* з ручною видачею/,
    notAwayNothingBack: 'Магазин «Demo» не в режимі відсутності: повертати нічого.',
    swamped:
      'Правило перевантаження: ручні оголошення знімаються з продажу, поки чекають 5 або більше замовлень, і повертаються, коли їх залишиться 2 або менше.',
    escalation: /Ескалація: оператори — через 20 хв або на 40%, усі — на 80% часу до дедлайну, що настане раніше/,
    escalationRefused: /^«managers 50%» не починається з `operators`, `team` або `everyone`\. Перелічіть кроки по порядку/,
    reminders: /Нагадування: за 30 хв, 10 хв до дедлайну/,
    digest: /Щоденне зведення продажів: 21:00 Europe\/Berlin, у дні без продажів не надходить/,
    muted: /Тиша: до .* UTC, за (4|5) хв/,
    teamLanguageSet: (name) => `Мова команди: ${name} (\`alerts language owner\` — знову слідувати мові власника)`,
    alertsTitle: 'Сповіщення магазину Demo',
    teamLanguageOwner: (name) => `Мова команди: ${name}, мова власника`,
    unknownLanguage: /^Вкажіть мову Hawker для груп і каналів команди: `alerts language uk` \(одна з: en, ru, uk\)/,
    auditMinutes: [/тиша на 1 хвилину/, /тиша на 2 хвилини/, /тиша на 5 хвилин/],
    auditTeamLanguage: (name) => `мова повідомлень команди: ${name}`,
    auditReminders: /нагадування за 30, 10 хвилин до дедлайну/,
    statsTitle: 'Продажі магазину Demo, останні 7 днів',
    ordersLabel: 'Замовлення',
    topListingsLabel: 'Найкращі оголошення',
    topListings: '1. Starfall crystals: 50,00 $ (5 замовлень)\n2. Neon gold: 30,00 $ (2 замовлення)\n3. Moon dust: 7,00 $ (1 замовлення)',
    deliveredByLabel: 'Хто видав ручні замовлення',
    statsZone: /^Дні рахуються за часовим поясом Europe\/Berlin\. Порівняно з 7 днями перед цим/,
    byGameLabel: 'По іграх',
    byGame: 'Starfall Odyssey: 57,00 $ (6 замовлень)\nNeon Drift: 30,00 $ (2 замовлення)',
    exported: /^8 замовлень, останні 7 днів \(дні за поясом Europe\/Berlin, час у файлі — UTC\)\./,
    csvHeader:
      '"час (UTC)","id замовлення","оголошення","категорія","гра","кількість","сума в центах","суму оцінено","собівартість у центах","прибуток у центах","тип видачі","хто видав","час видачі в секундах","підсумок","джерело"',
    periodBackwards: 'Період починається пізніше, ніж закінчується (2026-11-20 пізніше за 2026-11-01): поміняйте дати місцями.',
  },
};

describe.each(LANGUAGES)('the deadline guard, alerts and stats in %s', (language) => {
  const says = WORDS[language];
  const team = PARTNER[language];
  const leaks = (text: string, allowed: readonly string[] = []) => englishLeaksFor(language, text, allowed);
  let h: Harness;
  let seller: TestUser;
  let accountId: string;
  const titles = () => [...h.sandbox.core.state.listings.values()].map((listing) => listing.title);
  const said = () => seller.dm.lastText();

  beforeAll(async () => {
    h = await startHarness(`i18n-guard-${language}`);
    seller = h.adapter.user('ru-seller');
    await seller.dm.command('language', language);
    await seller.dm.command('connect', `${demoKey(h)} Demo`);
    accountId = (await h.stores.identities.activeAccount(await h.stores.identities.resolve('test', 'ru-seller')))?.accountId ?? '';
  });
  afterAll(async () => {
    await h.close();
  });

  it('sets working hours with weekday names in the language, and shows them in the state', async () => {
    await seller.dm.command('away', `hours ${ZONE} mon-fri 09:00-23:00, sat 12:00-20:00`);
    expect(said()).toMatch(says.hoursSet);
    expect(said()).toMatch(says.nowInsideOrOutside);
    expect(leaks(said(), ['Demo', ZONE])).toEqual([]);
    await seller.dm.command('away');
    expect(said()).toMatch(says.notAway);
    expect(said()).toMatch(says.hoursState);
    expect(said()).toMatch(says.noSwampedRule);
    expect(leaks(said(), ['Demo', ZONE])).toEqual([]);
    await seller.dm.command('away', 'hours Mars/Olympus mon 09:00-17:00');
    expect(said()).toMatch(says.notATimeZone);
    await seller.dm.command('away', 'off');
    expect(said()).toBe(says.hoursRemoved);
  });

  it('goes away and comes back, and a team reading another language reads the announcement in its own', async () => {
    await seller.dm.command('away', 'now');
    const away = seller.dm.last();
    expect(away.title).toBe(says.awayTitle);
    expect(away.text).toMatch(says.tookOff);
    expect(away.text).toMatch(says.instantKeepSelling);
    expect(away.text).toMatch(says.sendBack);
    expect(leaks(textOf(away), titles())).toEqual([]);

    // The announcement waits as messages: a team reading another language gets it in that one.
    const announcement = await h.stores.away.takeAnnouncement(accountId);
    const forTeam = withLocale(team, () => switchSummaryText(announcement?.summary ?? ''));
    expect(forTeam).toMatch(WORDS[team].tookOff);
    expect(englishLeaksFor(team, forTeam, titles())).toEqual([]);

    await seller.dm.command('away');
    expect(said()).toMatch(says.awaySince);
    expect(said()).toMatch(says.takenOffBy);
    expect(leaks(said(), [...titles(), 'ru-seller', 'Demo'])).toEqual([]);

    await seller.dm.command('back');
    const back = seller.dm.last();
    expect(back.title).toBe(says.backTitle);
    expect(back.text).toMatch(says.putBack);
    expect(leaks(textOf(back), titles())).toEqual([]);
    await seller.dm.command('back');
    expect(said()).toBe(says.notAwayNothingBack);
  });

  it('sets the swamped rule and the escalation ladder', async () => {
    await seller.dm.command('away', 'swamped 5');
    expect(said()).toBe(says.swamped);
    await seller.dm.command('away', 'swamped off');

    await seller.dm.command('alerts', 'escalation operators 20m 40%, everyone 80%');
    expect(said()).toMatch(says.escalation);
    expect(leaks(said(), ['Demo'])).toEqual([]);
    const [refused] = await seller.dm.command('alerts', 'escalation managers 50%');
    expect(refused?.tone).toBe('error');
    expect(refused?.text).toMatch(says.escalationRefused);
    expect(leaks(refused?.text ?? '', ['managers'])).toEqual([]);
    await seller.dm.command('alerts', 'escalation default');
  });

  it('sets reminders, mute, the digest and the team language, and counts minutes in the language', async () => {
    await seller.dm.command('alerts', 'reminders 30,10');
    expect(said()).toMatch(says.reminders);
    await seller.dm.command('alerts', 'digest 21:00 Europe/Berlin');
    expect(said()).toMatch(says.digest);
    for (const minutes of [1, 2, 5]) await seller.dm.command('alerts', `mute ${minutes}`);
    expect(said()).toMatch(says.muted);

    await seller.dm.command('alerts', `language ${team}`);
    expect(said()).toContain(says.teamLanguageSet(NATIVE_NAME[team]));
    expect(await h.stores.languages.teamChoice(accountId)).toBe(team);
    const overview = seller.dm.last();
    expect(overview.title).toBe(says.alertsTitle);
    expect(leaks(textOf(overview), ['Demo', ZONE])).toEqual([]);

    await seller.dm.command('alerts', 'language owner');
    expect(said()).toContain(says.teamLanguageOwner(NATIVE_NAME[language]));
    expect(await h.stores.languages.teamChoice(accountId)).toBeNull();
    const [unknown] = await seller.dm.command('alerts', 'language klingon');
    expect(unknown?.text).toMatch(says.unknownLanguage);

    await seller.dm.command('audit', '50');
    const audit = seller.dm.turnText();
    for (const minutes of says.auditMinutes) expect(audit).toMatch(minutes);
    expect(audit).toContain(says.auditTeamLanguage(NATIVE_NAME[team]));
    expect(audit).toMatch(says.auditReminders);
  });

  it('shows stats with a chart, counting 1, 2 and 5 orders, and exports a CSV with headers in the language', async () => {
    const records = [
      ...[1, 2, 3, 4, 5].map((n) => sale(`order-a${n}`, 'Starfall crystals', 'Starfall Odyssey', 1000)),
      ...[1, 2].map((n) => sale(`order-b${n}`, 'Neon gold', 'Neon Drift', 1500)),
      sale('order-c1', 'Moon dust', 'Starfall Odyssey', 700),
    ];
    for (const record of records) await h.stores.salesBook.record(accountId, record);
    const allowed = ['Starfall crystals', 'Neon gold', 'Moon dust', 'Starfall Odyssey', 'Neon Drift', 'Olga', ZONE];
    h.adapter.allowAsWritten(...allowed);

    const [figures] = await seller.dm.command('stats', '7d');
    expect(figures?.title).toBe(says.statsTitle);
    const field = (label: string) => plainSpaces(figures?.fields?.find((entry) => entry.label === label)?.value);
    expect(field(says.ordersLabel)).toBe('8');
    expect(field(says.topListingsLabel)).toBe(says.topListings);
    expect(field(says.deliveredByLabel)).toBe('Olga: 8');
    expect(figures?.text).toMatch(says.statsZone);
    expect(leaks(textOf(figures!), ['Demo', ...allowed])).toEqual([]);
    const chart = figures?.attachments?.[0];
    expect(chart?.contentType).toBe('image/png');
    expect(PNG.sync.read(Buffer.from(chart!.data)).width).toBe(1000);

    const [byGame] = await seller.dm.command('stats', '7d by game');
    expect(plainSpaces(byGame?.fields?.find((entry) => entry.label === says.byGameLabel)?.value)).toBe(says.byGame);
    expect(byGame?.attachments).toHaveLength(2);

    const [exported] = await seller.dm.command('stats', 'export 7d');
    expect(exported?.text).toMatch(says.exported);
    expect(leaks(exported?.text ?? '', allowed)).toEqual([]);
    const csv = new TextDecoder().decode(exported!.attachments![0]!.data);
    const header = csv.split('\r\n')[0] ?? '';
    expect(header).toBe(says.csvHeader);
    expect(leaks(header)).toEqual([]);
    // The cells stay machine-readable: ISO times, ids, cents and raw values.
    expect(csv).toMatch(/\r\n"\d{4}-\d\d-\d\dT[\d:.]+Z","order-/);

    const [wrong] = await seller.dm.command('stats', '2026-11-20..2026-11-01');
    expect(wrong?.text).toBe(says.periodBackwards);
  });
});
