import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/index.js';
import { demoKey, startHarness, type Harness } from '../core/harness.js';
import { englishLeaks } from '../support/english-leak.js';
import { textOf, type TestChat, type TestUser } from '../support/test-adapter.js';

/** What the sandbox's catalogue and the sellers wrote: shown as written in every language. */
const MARKETPLACE_WORDS = [
  'Neon Drift',
  'Region',
  '[eu]',
  '[na]',
  '[sa]',
  'region: eu',
  'Pack size',
  'Activation code',
  'Top-up by player id',
  'In-game trade',
  'player_id',
];

/** Everything the latest input was answered with must be free of English, apart from what the marketplace or a person wrote. */
function expectNoEnglish(chat: TestChat, allowed: readonly string[] = []): string {
  const text = chat.lastTurn.map(textOf).join('\n');
  // textOf marks a prompt's label with "(asks: …)": the test adapter's words, not Hawker's.
  expect(englishLeaks(text.replaceAll('(asks: ', '('), [...MARKETPLACE_WORDS, ...allowed])).toEqual([]);
  return text;
}

describe('a Russian-speaking seller connects a shop, shares it and creates a listing', () => {
  let h: Harness;
  let olga: TestUser;
  let taras: TestUser;

  beforeAll(async () => {
    h = await startHarness('i18n-account-russian');
    olga = h.adapter.user('olga', 'Olga', 'telegram');
    taras = h.adapter.user('taras', 'Taras', 'telegram');
  });
  afterAll(async () => {
    await h.close();
  });

  it('connects with a key and shows the account in Russian, with her language and the team language', async () => {
    await olga.dm.command('language', 'ru');
    await olga.dm.command('connect', `${demoKey(h)} Мой магазин`);
    expect(expectNoEnglish(olga.dm)).toMatch(/Магазин подключён/);
    expect(olga.dm.deleted).toHaveLength(1);

    await olga.dm.command('account');
    const text = expectNoEnglish(olga.dm);
    expect(text).toMatch(/Ваша роль: владелец/);
    expect(text).toMatch(/Ваш язык: Русский · сменить: `language`/);
    expect(text).toMatch(/Язык команды: Русский \(язык владельца\)/);
    expect(text).toMatch(/`alerts language`/);
    expect(text).toMatch(/Лимит чтения: осталось \d+ из 500 в эту минуту/);
    // The demo shop has one delivered order, sold from stock: both counts in the singular.
    expect(text).toMatch(/Автопродажи: 1 заказ выдан автоматически из остатка \(из 1 выданного заказа\)/);
  });

  it('invites a second person, who joins and reads their own language, Ukrainian, beside the team one', async () => {
    await olga.dm.command('team', 'invite operator');
    const invite = expectNoEnglish(olga.dm);
    expect(invite).toMatch(/Код приглашения/);
    expect(invite).toMatch(/получит роль «оператор» в «Мой магазин»/);
    const code = /`join (\S+)`/.exec(invite)?.[1] ?? '';
    expect(code).not.toBe('');

    await olga.dm.command('team', 'invites');
    expect(expectNoEnglish(olga.dm, [code.slice(0, 4)])).toMatch(/Открытые приглашения «Мой магазин»/);

    await taras.dm.command('language', 'uk');
    await taras.dm.command('join', code);
    expect(expectNoEnglish(taras.dm)).toMatch(/Ви вступили до «Мой магазин» з роллю «оператор»/);

    await taras.dm.command('account');
    const account = expectNoEnglish(taras.dm);
    expect(account).toMatch(/Ваша роль: оператор/);
    expect(account).toMatch(/Автопродажі: 1 замовлення видано автоматично із залишку \(з 1 виданого замовлення\)/);
    expect(account).toMatch(/Ваша мова: Українська/);
    expect(account).toMatch(/Мова команди: Русский \(мова власника\)/);

    await olga.dm.command('team', 'members');
    const members = expectNoEnglish(olga.dm, ['olga', 'taras']);
    expect(members).toMatch(/Команда «Мой магазин»/);
    expect(members).toMatch(/владелец \(вы\)/);
    expect(members).toMatch(/· оператор/);
  });

  it("words the audit log in each reader's language, whoever wrote the entry", async () => {
    await olga.dm.command('audit');
    const russian = expectNoEnglish(olga.dm, ['Olga', 'Taras']);
    expect(russian).toMatch(/Последние действия в «Мой магазин»/);
    expect(russian).toMatch(/connect: магазин подключён — Olga в Telegram/);
    expect(russian).toMatch(/team: создано одноразовое приглашение с ролью «оператор»/);
    expect(russian).toMatch(/join: вступление в команду с ролью «оператор» — Taras в Telegram/);

    await taras.dm.command('audit');
    const ukrainian = expectNoEnglish(taras.dm, ['Olga', 'Taras']);
    expect(ukrainian).toMatch(/Останні дії в «Мой магазин»/);
    expect(ukrainian).toMatch(/team: створено одноразове запрошення з роллю «оператор» — Olga у Telegram/);
  });

  it('runs the guided create of a manual top-up through its questions and preview in Russian', async () => {
    const chat = olga.dm;
    const title = 'Кредиты Neon Drift по id игрока';
    await chat.command('create');
    expect(expectNoEnglish(chat)).toMatch(/Что вы хотите продать\?/);
    await chat.press('Пополнение');
    expect(expectNoEnglish(chat)).toMatch(/Для какой игры это пополнение\? Напишите её название/);
    await chat.answer('neon');
    expect(expectNoEnglish(chat)).toMatch(/Какая игра\?/);
    await chat.press('Neon Drift');
    expect(expectNoEnglish(chat)).toMatch(/Region: выберите значение/);
    await chat.press('eu');
    expect(expectNoEnglish(chat)).toMatch(/Pack size \(необязательно\) \(число, не меньше 1\)\?/);
    await chat.answer('0');
    expect(expectNoEnglish(chat)).toMatch(/Pack size: не меньше 1/);
    await chat.press('Пропустить');
    await chat.answer('Коротко');
    expect(expectNoEnglish(chat)).toMatch(/В названии должно быть от 8 до 128 символов, а в этом — 7/);
    await chat.answer(title);
    expect(expectNoEnglish(chat, [title])).toMatch(/Описание\?/);
    await chat.press('Пропустить');
    expect(expectNoEnglish(chat)).toMatch(/Теги через запятую\?/);
    await chat.press('Пропустить');
    expect(expectNoEnglish(chat)).toMatch(/Цена\? Например 12,50/);
    await chat.answer('4,99');
    expect(expectNoEnglish(chat)).toMatch(/Как выдаётся товар\?/);
    await chat.press('Ручная выдача');
    expect(expectNoEnglish(chat)).toMatch(/Способ выдачи\?/);
    await chat.press('Top-up by player id');
    await chat.press('Пропустить');
    expect(expectNoEnglish(chat)).toMatch(/Для пополнения с ручной выдачей нужны инструкции/);
    await chat.answer('Пришлите свой id игрока.');
    expect(expectNoEnglish(chat)).toMatch(/Обещанное время передачи\?/);
    await chat.answer('полчаса');
    expect(expectNoEnglish(chat)).toMatch(/Напишите время числом и единицей/);
    await chat.answer('30 минут');
    expect(expectNoEnglish(chat)).toMatch(/Отправьте картинки \(от 1 до 10, по желанию\).*Уже загружено: 0/);
    await chat.press('Готово');

    const preview = expectNoEnglish(chat, [title]);
    expect(preview).toMatch(/Предпросмотр/);
    expect(preview).toMatch(/Категория: пополнение/);
    expect(preview).toMatch(/Цена: 4,99\s\$/);
    expect(preview).toMatch(/Выдача: ручная выдача/);
    expect(preview).toMatch(/Обещанное время: 30 минут/);
    expect(preview).toMatch(/\[Создать черновик\]/);

    await chat.press('Создать черновик');
    expect(expectNoEnglish(chat, [title])).toMatch(/Черновик создан/);
    const created = [...h.sandbox.core.state.listings.values()].find((listing) => listing.title === title);
    expect(created).toMatchObject({ status: 'draft', price: 499, manualDeliveryValue: 30, manualDeliveryUnit: 'minutes' });

    await chat.command('audit', '1');
    expect(expectNoEnglish(chat, ['Olga', title])).toMatch(/create: создан черновик «Кредиты Neon Drift по id игрока»/);
  });

  it('counts handover times with the forms each language needs for 1, 2 and 5', () => {
    const hours = (locale: string) => [1, 2, 5].map((count) => translate(locale, 'create-promised-time', { count, unit: 'hours' }));
    expect(hours('en')).toEqual(['1 hour', '2 hours', '5 hours']);
    expect(hours('ru')).toEqual(['1 час', '2 часа', '5 часов']);
    expect(hours('uk')).toEqual(['1 година', '2 години', '5 годин']);
  });
});

describe('a person with linked Discord and Telegram logins', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness('i18n-account-linked');
  });
  afterAll(async () => {
    await h.close();
  });

  it('reads one language on both: chosen on either login, the other answers in it', async () => {
    const onTelegram = h.adapter.user('tg-ivan', 'Ivan', 'telegram');
    const onDiscord = h.adapter.user('ds-ivan', 'Ivan', 'discord');

    await onTelegram.dm.command('link');
    const code = /`link (\S+)`/.exec(onTelegram.dm.turnText())?.[1] ?? '';
    expect(code).not.toBe('');

    await onDiscord.dm.command('language', 'ru');
    await onDiscord.dm.command('link', code);
    const question = expectNoEnglish(onDiscord.dm, ['Ivan', 'tg-ivan']);
    expect(question).toMatch(/Объединить учётные записи\?/);
    expect(question).toMatch(/Ваш вход через Discord будет объединён с пользователем Telegram «Ivan» \(id пользователя tg-ivan\)/);
    await onDiscord.dm.press('Подтвердить');
    expect(expectNoEnglish(onDiscord.dm, ['Ivan', 'tg-ivan'])).toMatch(/Связано с пользователем Telegram «Ivan»/);

    // The Telegram login chose nothing: it takes the language its new other half had chosen.
    await onTelegram.dm.command('link');
    expect(expectNoEnglish(onTelegram.dm, ['ds-ivan'])).toMatch(
      /Связанные входы[\s\S]*С этим входом связаны: Discord, id пользователя ds-ivan/,
    );

    await onDiscord.dm.command('language', 'uk');
    await onTelegram.dm.command('link');
    const ukrainian = expectNoEnglish(onTelegram.dm, ['ds-ivan']);
    expect(ukrainian).toMatch(/Код зв'язку/);
    expect(ukrainian).toMatch(/\[Відв'язати Discord\]/);

    await onTelegram.dm.command('link', 'remove discord');
    expect(expectNoEnglish(onTelegram.dm, ['ds-ivan'])).toMatch(
      /Вхід через Discord \(id користувача ds-ivan\) більше не пов'язаний з вашим/,
    );
  });
});
