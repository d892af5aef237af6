import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/index.js';
import { demoKey, startHarness, type Harness } from '../core/harness.js';
import { englishLeaksFor } from '../support/english-leak.js';
import { LANGUAGES, NATIVE_NAME, PARTNER, type Language } from '../support/languages.js';
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

/** Everything the latest input was answered with, which must be free of English for a reader of another language, apart from what the marketplace or a person wrote. */
function expectNoEnglish(chat: TestChat, allowed: readonly string[] = []): string {
  const text = chat.lastTurn.map(textOf).join('\n');
  // textOf marks a prompt's label with "(asks: …)": the test adapter's words, not Hawker's.
  const language = chat.lastTurn[0]?.locale ?? 'en';
  expect(englishLeaksFor(language, text.replaceAll('(asks: ', '('), [...MARKETPLACE_WORDS, ...allowed])).toEqual([]);
  return text;
}

const SHOP = 'Мой магазин';
const TITLE = 'Кредиты Neon Drift по id игрока';

/** What each language says as a seller connects a shop, shares it and creates a listing. */
interface Words {
  connected: RegExp;
  ownerRole: RegExp;
  operatorRole: RegExp;
  yourLanguage: RegExp;
  /** The team language line naming the owner's language, given by its own name. */
  teamLanguage: (ownerLanguage: string) => RegExp;
  readBudget: RegExp;
  instantSalesOne: RegExp;
  inviteCode: RegExp;
  inviteRole: RegExp;
  openInvites: RegExp;
  joined: RegExp;
  team: RegExp;
  ownerYou: RegExp;
  memberOperator: RegExp;
  auditTitle: RegExp;
  auditConnect: RegExp;
  auditInvite: RegExp;
  auditJoin: RegExp;
  create: {
    whatToSell: RegExp;
    topUp: string;
    whichGameFor: RegExp;
    whichGame: RegExp;
    region: RegExp;
    packSize: RegExp;
    packSizeAtLeastOne: RegExp;
    skip: string;
    titleLength: RegExp;
    description: RegExp;
    tags: RegExp;
    price: RegExp;
    howDelivered: RegExp;
    manual: string;
    method: RegExp;
    instructionsNeeded: RegExp;
    promisedTime: RegExp;
    timeAsNumber: RegExp;
    pictures: RegExp;
    done: string;
    preview: RegExp[];
    createDraft: string;
    draftCreated: RegExp;
    audit: RegExp;
  };
}

const WORDS: Record<Language, Words> = {
  en: {
    connected: /Account connected/,
    ownerRole: /Your role: owner/,
    operatorRole: /Your role: operator/,
    yourLanguage: /Your language: English · `language` changes it/,
    teamLanguage: (ownerLanguage) => new RegExp(`Team language: ${ownerLanguage} \\(the owner's language\\)`),
    readBudget: /Read budget: \d+ of 500 left this minute/,
    instantSalesOne: /Instant sales: 1 delivered automatically from stock \(of 1 delivered order\)/,
    inviteCode: /Invite code/,
    inviteRole: /It makes them operator of "Мой магазин"/,
    openInvites: /Open invites of Мой магазин/,
    joined: /You joined "Мой магазин" as operator/,
    team: /Team of Мой магазин/,
    ownerYou: /owner \(you\)/,
    memberOperator: /· operator/,
    auditTitle: /Latest actions on Мой магазин/,
    auditConnect: /connect: connected the account — Olga on telegram/,
    auditInvite: /team: created a one-time operator invite — Olga on telegram/,
    auditJoin: /join: joined the team as operator — Taras on telegram/,
    create: {
      whatToSell: /What do you want to sell\?/,
      topUp: 'Top-up',
      whichGameFor: /Which game is this top-up for\? Type its name/,
      whichGame: /Which game\?/,
      region: /Region: pick one/,
      packSize: /Pack size \(optional\) \(a number, at least 1\)\?/,
      packSizeAtLeastOne: /Pack size must be at least 1/,
      skip: 'Skip',
      titleLength: /A title has 8 to 128 characters; this one has 7/,
      description: /Description\?/,
      tags: /Tags, comma-separated\?/,
      price: /Price\? For example 12\.50/,
      howDelivered: /How is it delivered\?/,
      manual: 'Manual',
      method: /Delivery method\?/,
      instructionsNeeded: /Manual top-ups need delivery instructions/,
      promisedTime: /Promised handover time\?/,
      timeAsNumber: /Write the time as a number and a unit/,
      pictures: /Send pictures \(1 to 10, optional\).*0 so far/,
      done: 'Done',
      preview: [/Preview/, /Category: top-up/, /Price: \$4\.99/, /Delivery: manual/, /Promised time: 30 minutes/, /\[Create draft\]/],
      createDraft: 'Create draft',
      draftCreated: /Draft created/,
      audit: /create: created draft "Кредиты Neon Drift по id игрока"/,
    },
  },
  ru: {
    connected: /Магазин подключён/,
    ownerRole: /Ваша роль: владелец/,
    operatorRole: /Ваша роль: оператор/,
    yourLanguage: /Ваш язык: Русский · сменить: `language`/,
    teamLanguage: (ownerLanguage) => new RegExp(`Язык команды: ${ownerLanguage} \\(язык владельца\\)`),
    readBudget: /Лимит чтения: осталось \d+ из 500 в эту минуту/,
    // The demo shop has one delivered order, sold from stock: both counts in the singular.
    instantSalesOne: /Автопродажи: 1 заказ выдан автоматически из остатка \(из 1 выданного заказа\)/,
    inviteCode: /Код приглашения/,
    inviteRole: /получит роль «оператор» в «Мой магазин»/,
    openInvites: /Открытые приглашения «Мой магазин»/,
    joined: /Вы вступили в «Мой магазин» с ролью «оператор»/,
    team: /Команда «Мой магазин»/,
    ownerYou: /владелец \(вы\)/,
    memberOperator: /· оператор/,
    auditTitle: /Последние действия в «Мой магазин»/,
    auditConnect: /connect: магазин подключён — Olga в Telegram/,
    auditInvite: /team: создано одноразовое приглашение с ролью «оператор»/,
    auditJoin: /join: вступление в команду с ролью «оператор» — Taras в Telegram/,
    create: {
      whatToSell: /Что вы хотите продать\?/,
      topUp: 'Пополнение',
      whichGameFor: /Для какой игры это пополнение\? Напишите её название/,
      whichGame: /Какая игра\?/,
      region: /Region: выберите значение/,
      packSize: /Pack size \(необязательно\) \(число, не меньше 1\)\?/,
      packSizeAtLeastOne: /Pack size: не меньше 1/,
      skip: 'Пропустить',
      titleLength: /В названии должно быть от 8 до 128 символов, а в этом — 7/,
      description: /Описание\?/,
      tags: /Теги через запятую\?/,
      price: /Цена\? Например 12,50/,
      howDelivered: /Как выдаётся товар\?/,
      manual: 'Ручная выдача',
      method: /Способ выдачи\?/,
      instructionsNeeded: /Для пополнения с ручной выдачей нужны инструкции/,
      promisedTime: /Обещанное время передачи\?/,
      timeAsNumber: /Напишите время числом и единицей/,
      pictures: /Отправьте картинки \(от 1 до 10, по желанию\).*Уже загружено: 0/,
      done: 'Готово',
      preview: [
        /Предпросмотр/,
        /Категория: пополнение/,
        /Цена: 4,99\s\$/,
        /Выдача: ручная выдача/,
        /Обещанное время: 30 минут/,
        /\[Создать черновик\]/,
      ],
      createDraft: 'Создать черновик',
      draftCreated: /Черновик создан/,
      audit: /create: создан черновик «Кредиты Neon Drift по id игрока»/,
    },
  },
  uk: {
    connected: /Магазин підключено/,
    ownerRole: /Ваша роль: власник/,
    operatorRole: /Ваша роль: оператор/,
    yourLanguage: /Ваша мова: Українська · змінити: `language`/,
    teamLanguage: (ownerLanguage) => new RegExp(`Мова команди: ${ownerLanguage} \\(мова власника\\)`),
    readBudget: /Ліміт читання: залишилося \d+ з 500 цієї хвилини/,
    instantSalesOne: /Автопродажі: 1 замовлення видано автоматично із залишку \(з 1 виданого замовлення\)/,
    inviteCode: /Код запрошення/,
    inviteRole: /Вона отримає роль «оператор» у «Мой магазин»/,
    openInvites: /Відкриті запрошення «Мой магазин»/,
    joined: /Ви вступили до «Мой магазин» з роллю «оператор»/,
    team: /Команда «Мой магазин»/,
    ownerYou: /власник \(ви\)/,
    memberOperator: /· оператор/,
    auditTitle: /Останні дії в «Мой магазин»/,
    auditConnect: /connect: магазин підключено — Olga у Telegram/,
    auditInvite: /team: створено одноразове запрошення з роллю «оператор» — Olga у Telegram/,
    auditJoin: /join: вступ до команди з роллю «оператор» — Taras у Telegram/,
    create: {
      whatToSell: /Що ви хочете продати\?/,
      topUp: 'Поповнення',
      whichGameFor: /Для якої гри це поповнення\? Напишіть її назву/,
      whichGame: /Яка гра\?/,
      region: /Region: виберіть значення/,
      packSize: /Pack size \(необов'язково\) \(число, не менше 1\)\?/,
      packSizeAtLeastOne: /Pack size: не менше 1/,
      skip: 'Пропустити',
      titleLength: /У назві має бути від 8 до 128 символів, а в цій — 7/,
      description: /Опис\?/,
      tags: /Теги через кому\?/,
      price: /Ціна\? Наприклад 12,50/,
      howDelivered: /Як видається товар\?/,
      manual: 'Ручна видача',
      method: /Спосіб видачі\?/,
      instructionsNeeded: /Для поповнення з ручною видачею потрібні інструкції/,
      promisedTime: /Обіцяний час передачі\?/,
      timeAsNumber: /Напишіть час числом і одиницею/,
      pictures: /Надішліть зображення \(від 1 до 10, за бажанням\).*Уже завантажено: 0/,
      done: 'Готово',
      preview: [
        /Попередній перегляд/,
        /Категорія: поповнення/,
        /Ціна: 4,99\s\$/,
        /Видача: ручна видача/,
        /Обіцяний час: 30 хвилин/,
        /\[Створити чернетку\]/,
      ],
      createDraft: 'Створити чернетку',
      draftCreated: /Чернетку створено/,
      audit: /create: створено чернетку «Кредиты Neon Drift по id игрока»/,
    },
  },
};

describe.each(LANGUAGES)(
  'a seller reading %s connects a shop, shares it with someone reading another language and creates a listing',
  (language) => {
    const own = WORDS[language];
    const partner = PARTNER[language];
    const theirs = WORDS[partner];
    let h: Harness;
    let olga: TestUser;
    let taras: TestUser;

    beforeAll(async () => {
      h = await startHarness(`i18n-account-${language}`);
      olga = h.adapter.user('olga', 'Olga', 'telegram');
      taras = h.adapter.user('taras', 'Taras', 'telegram');
    });
    afterAll(async () => {
      await h.close();
    });

    it('connects with a key and shows the account in her language, with her language and the team language', async () => {
      await olga.dm.command('language', language);
      await olga.dm.command('connect', `${demoKey(h)} ${SHOP}`);
      expect(expectNoEnglish(olga.dm)).toMatch(own.connected);
      expect(olga.dm.deleted).toHaveLength(1);

      await olga.dm.command('account');
      const text = expectNoEnglish(olga.dm);
      expect(text).toMatch(own.ownerRole);
      expect(text).toMatch(own.yourLanguage);
      expect(text).toMatch(own.teamLanguage(NATIVE_NAME[language]));
      expect(text).toMatch(/`alerts language`/);
      expect(text).toMatch(own.readBudget);
      expect(text).toMatch(own.instantSalesOne);
    });

    it('invites a second person, who joins and reads their own language beside the team one', async () => {
      await olga.dm.command('team', 'invite operator');
      const invite = expectNoEnglish(olga.dm);
      expect(invite).toMatch(own.inviteCode);
      expect(invite).toMatch(own.inviteRole);
      const code = /`join (\S+)`/.exec(invite)?.[1] ?? '';
      expect(code).not.toBe('');

      await olga.dm.command('team', 'invites');
      expect(expectNoEnglish(olga.dm, [code.slice(0, 4)])).toMatch(own.openInvites);

      await taras.dm.command('language', partner);
      await taras.dm.command('join', code);
      expect(expectNoEnglish(taras.dm)).toMatch(theirs.joined);

      await taras.dm.command('account');
      const account = expectNoEnglish(taras.dm);
      expect(account).toMatch(theirs.operatorRole);
      expect(account).toMatch(theirs.instantSalesOne);
      expect(account).toMatch(theirs.yourLanguage);
      expect(account).toMatch(theirs.teamLanguage(NATIVE_NAME[language]));

      await olga.dm.command('team', 'members');
      const members = expectNoEnglish(olga.dm, ['olga', 'taras']);
      expect(members).toMatch(own.team);
      expect(members).toMatch(own.ownerYou);
      expect(members).toMatch(own.memberOperator);
    });

    it("words the audit log in each reader's language, whoever wrote the entry", async () => {
      await olga.dm.command('audit');
      const mine = expectNoEnglish(olga.dm, ['Olga', 'Taras']);
      expect(mine).toMatch(own.auditTitle);
      expect(mine).toMatch(own.auditConnect);
      expect(mine).toMatch(own.auditInvite);
      expect(mine).toMatch(own.auditJoin);

      await taras.dm.command('audit');
      const theirView = expectNoEnglish(taras.dm, ['Olga', 'Taras']);
      expect(theirView).toMatch(theirs.auditTitle);
      expect(theirView).toMatch(theirs.auditInvite);
    });

    it('runs the guided create of a manual top-up through its questions and preview', async () => {
      const says = own.create;
      const chat = olga.dm;
      await chat.command('create');
      expect(expectNoEnglish(chat)).toMatch(says.whatToSell);
      await chat.press(says.topUp);
      expect(expectNoEnglish(chat)).toMatch(says.whichGameFor);
      await chat.answer('neon');
      expect(expectNoEnglish(chat)).toMatch(says.whichGame);
      await chat.press('Neon Drift');
      expect(expectNoEnglish(chat)).toMatch(says.region);
      await chat.press('eu');
      expect(expectNoEnglish(chat)).toMatch(says.packSize);
      await chat.answer('0');
      expect(expectNoEnglish(chat)).toMatch(says.packSizeAtLeastOne);
      await chat.press(says.skip);
      await chat.answer('Коротко');
      expect(expectNoEnglish(chat)).toMatch(says.titleLength);
      await chat.answer(TITLE);
      expect(expectNoEnglish(chat, [TITLE])).toMatch(says.description);
      await chat.press(says.skip);
      expect(expectNoEnglish(chat)).toMatch(says.tags);
      await chat.press(says.skip);
      expect(expectNoEnglish(chat)).toMatch(says.price);
      await chat.answer('4,99');
      expect(expectNoEnglish(chat)).toMatch(says.howDelivered);
      await chat.press(says.manual);
      expect(expectNoEnglish(chat)).toMatch(says.method);
      await chat.press('Top-up by player id');
      await chat.press(says.skip);
      expect(expectNoEnglish(chat)).toMatch(says.instructionsNeeded);
      await chat.answer('Пришлите свой id игрока.');
      expect(expectNoEnglish(chat)).toMatch(says.promisedTime);
      await chat.answer('полчаса');
      expect(expectNoEnglish(chat)).toMatch(says.timeAsNumber);
      await chat.answer(language === 'en' ? '30 minutes' : language === 'ru' ? '30 минут' : '30 хвилин');
      expect(expectNoEnglish(chat)).toMatch(says.pictures);
      await chat.press(says.done);

      const preview = expectNoEnglish(chat, [TITLE]);
      for (const line of says.preview) expect(preview).toMatch(line);

      await chat.press(says.createDraft);
      expect(expectNoEnglish(chat, [TITLE])).toMatch(says.draftCreated);
      const created = [...h.sandbox.core.state.listings.values()].find((listing) => listing.title === TITLE);
      expect(created).toMatchObject({ status: 'draft', price: 499, manualDeliveryValue: 30, manualDeliveryUnit: 'minutes' });

      await chat.command('audit', '1');
      expect(expectNoEnglish(chat, ['Olga', TITLE])).toMatch(says.audit);
    });
  },
);

describe('handover times', () => {
  it('are counted with the forms each language needs for 1, 2 and 5', () => {
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
