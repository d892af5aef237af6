import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoShop, type DemoShop } from '../core/commands/support/demo-shop.js';
import { englishLeaksFor } from '../support/english-leak.js';
import { LANGUAGES, type Language } from '../support/languages.js';
import { textOf, type TestChat } from '../support/test-adapter.js';

/** What each language says about pools, with the plural forms 1, 2 and 5 need. */
interface Words {
  added: [one: string, two: string, five: string];
  oneDuplicate: RegExp;
  nowHasEight: string;
  listTitle: string;
  listLine: string;
  notFound: string;
  lowSet: string;
  withdrawAsk: string;
  withdrawn: RegExp;
  removeAsk: string;
  removed: RegExp;
  tooMany: RegExp;
}

const WORDS: Record<Language, Words> = {
  en: {
    added: ['1 code added to "psn".', '2 codes added to "psn".', '5 codes added to "psn".'],
    oneDuplicate: /^1 duplicate skipped \(already in a pool, restocked through Hawker, or repeated in what you sent\), line 3\.$/m,
    nowHasEight: 'Pool "psn" now has 8 codes.',
    listTitle: 'Pools of codes',
    listLine: 'psn: 8 available, 0 held',
    notFound: 'There is no pool "xbox". Pools: psn.',
    lowSet: 'The team is told when pool "psn" has fewer than 5 codes left.',
    withdrawAsk: 'Take 2 codes (of 8) out of pool "psn"? They come back to you here as a file and autopilot no longer delivers them.',
    withdrawn: /^2 codes withdrawn from pool "psn": they are in the file, in clear, so keep it safe\. 6 left in the pool\.$/,
    removeAsk: 'Remove pool "psn"? Its 6 unsold codes come back to you here as a file.',
    removed: /^Pool "psn" removed: its 6 unsold codes are in the file/,
    tooMany: /more than the 50,000 codes a pool holds/,
  },
  ru: {
    added: ['В «psn» добавлен 1 код.', 'В «psn» добавлено 2 кода.', 'В «psn» добавлено 5 кодов.'],
    oneDuplicate: /^1 повтор пропущен \(уже есть в пуле, добавлен через Hawker при пополнении или повторяется в присланном\), строка 3\.$/m,
    nowHasEight: 'Теперь в пуле «psn» 8 кодов.',
    listTitle: 'Пулы кодов',
    listLine: 'psn: доступно 8, удержано 0',
    notFound: 'Пула «xbox» нет. Пулы: psn.',
    lowSet: 'Команда получит предупреждение, когда в пуле «psn» останется меньше 5 кодов.',
    withdrawAsk: 'Забрать 2 кода (из 8) из пула «psn»? Они вернутся вам сюда файлом, и автопилот больше не будет их выдавать.',
    withdrawn: /^Из пула «psn» забрано 2 кода: они в файле в открытом виде, храните его надёжно\. В пуле осталось 6\.$/,
    removeAsk: 'Удалить пул «psn»? Его 6 непроданных кодов вернутся вам сюда файлом.',
    removed: /^Пул «psn» удалён: его 6 непроданных кодов в файле/,
    tooMany: /больше 50\s000 кодов, которые вмещает пул/,
  },
  uk: {
    added: ['До «psn» додано 1 код.', 'До «psn» додано 2 коди.', 'До «psn» додано 5 кодів.'],
    oneDuplicate:
      /^1 повтор пропущено \(уже є в пулі, додано через Hawker під час поповнення або повторюється в надісланому\), рядок 3\.$/m,
    nowHasEight: 'Тепер у пулі «psn» 8 кодів.',
    listTitle: 'Пули кодів',
    listLine: 'psn: доступно 8, утримано 0',
    notFound: 'Пулу «xbox» немає. Пули: psn.',
    lowSet: 'Команда отримає попередження, коли в пулі «psn» залишиться менше ніж 5 кодів.',
    withdrawAsk: 'Забрати 2 коди (з 8) з пулу «psn»? Вони повернуться вам сюди файлом, і автопілот більше не видаватиме їх.',
    withdrawn: /^З пулу «psn» забрано 2 коди: вони у файлі у відкритому вигляді, зберігайте його надійно\. У пулі залишилося 6\.$/,
    removeAsk: 'Видалити пул «psn»? Його 6 непроданих кодів повернуться вам сюди файлом.',
    removed: /^Пул «psn» видалено: його 6 непроданих кодів у файлі/,
    tooMany: /більше ніж 50\s000 кодів, які вміщує пул/,
  },
};

/** The `pool` command in each language: counts in the plural forms each needs, and no English left in Russian or Ukrainian. */
describe.each(LANGUAGES)('pools of codes in %s', (language) => {
  const says = WORDS[language];
  let shop: DemoShop;
  let owner: TestChat;
  const said = () => textOf(owner.last()).replace(/[\u00a0\u202f]/g, ' ');
  const leaks = () => englishLeaksFor(language, said(), ['Demo', 'psn', 'xbox']);
  /** The confirming button, whatever language it is labelled in. */
  const confirm = () => owner.pressAction(owner.last().buttons?.[0]?.[0]?.action ?? '');

  beforeAll(async () => {
    shop = await openDemoShop(`i18n-pool-${language}`);
    owner = shop.owner.dm;
    await owner.command('language', language);
  });
  afterAll(async () => {
    await shop.h.close();
  });

  it('adds 1, 2 and 5 codes, skipping a duplicate', async () => {
    await owner.command('pool', 'add psn P-1');
    expect(said()).toContain(says.added[0]);
    await owner.command('pool', 'add psn P-2 P-3 P-1');
    expect(said()).toContain(says.added[1]);
    expect(said()).toMatch(says.oneDuplicate);
    expect(leaks()).toEqual([]);
    await owner.command('pool', 'add psn P-4 P-5 P-6 P-7 P-8');
    expect(said()).toContain(says.added[2]);
    expect(said()).toContain(says.nowHasEight);
    expect(leaks()).toEqual([]);
  });

  it('lists and shows pools, and names them when one does not exist', async () => {
    await owner.command('pool');
    expect(said()).toBe(`${says.listTitle}\n${says.listLine}`);
    await owner.command('pool', 'psn');
    expect(leaks()).toEqual([]);
    await owner.command('pool', 'xbox');
    expect(said()).toBe(says.notFound);
    await owner.command('pool', 'low psn 5');
    expect(said()).toBe(says.lowSet);
    await owner.command('pool', 'add bulk');
    await owner.upload('many.txt', Array.from({ length: 50_001 }, (_, index) => `B${index}`).join('\n'));
    expect(said()).toMatch(says.tooMany);
    expect(leaks()).toEqual([]);
    await owner.command('cancel');
  });

  it('withdraws and removes after asking', async () => {
    await owner.command('pool', 'withdraw psn 2');
    expect(owner.last().text).toBe(says.withdrawAsk);
    await confirm();
    expect(owner.last().text).toMatch(says.withdrawn);
    expect(leaks()).toEqual([]);
    await owner.command('pool', 'remove psn');
    expect(owner.last().text).toBe(says.removeAsk);
    await confirm();
    expect(owner.last().text).toMatch(says.removed);
    expect(leaks()).toEqual([]);
  });
});
