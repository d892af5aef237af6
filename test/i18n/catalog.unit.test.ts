import { describe, expect, it } from 'vitest';
import { catalog, translate } from '../../src/i18n/index.js';
import { keysUsedInCode } from './code-keys.js';
import { localeFiles, selectorsOf, variablesOf } from './locale-files.js';

const files = localeFiles();
const english = files.find((file) => file.locale === 'en');
if (!english) throw new Error('locales/en.ftl is missing');
const englishKeys = [...english.messages.keys()];

/** What each kind of text may hold once rendered, by the key's ending: the platforms' own limits. */
function limitOf(key: string): { max: number; why: string } {
  if (key.endsWith('-button')) return { max: 80, why: "Discord's button label" };
  if (key.endsWith('-label')) return { max: 45, why: "Discord's modal field label" };
  if (key.endsWith('-title')) return { max: 256, why: "Discord's embed title" };
  if (key.startsWith('cmd-') && !key.endsWith('-details')) return { max: 100, why: "Discord's command and option description" };
  return { max: 2000, why: "Discord's message content (Telegram allows 4096)" };
}

/** Sample values: plural-picking counts, and strings long enough to look like real names. */
const SAMPLES: (number | string)[] = [1, 2, 5, 21, 'Starfall crystals'];

describe('the message catalogue', () => {
  it('has English and at least Russian and Ukrainian, each loaded by the running code', () => {
    expect(catalog().locales).toEqual(expect.arrayContaining(['en', 'ru', 'uk']));
    expect([...catalog().locales].sort()).toEqual(files.map((file) => file.locale));
  });

  it.each(files.map((file) => [file.locale, file] as const))('%s parses without a broken entry', (_locale, file) => {
    expect(file.junk.map((junk) => junk.content.slice(0, 120))).toEqual([]);
  });

  it.each(files.map((file) => [file.locale, file] as const))('%s has exactly the keys English has', (_locale, file) => {
    const keys = new Set(file.messages.keys());
    expect(englishKeys.filter((key) => !keys.has(key))).toEqual([]);
    expect([...keys].filter((key) => !english.messages.has(key))).toEqual([]);
  });

  it.each(files.map((file) => [file.locale, file] as const))('%s messages take the same variables as English', (_locale, file) => {
    const differing = englishKeys.flatMap((key) => {
      const ours = file.messages.get(key);
      const theirs = english.messages.get(key);
      if (!ours || !theirs) return [];
      const a = [...variablesOf(ours)].sort().join(',');
      const b = [...variablesOf(theirs)].sort().join(',');
      return a === b ? [] : [`${key}: ${a} vs English ${b}`];
    });
    expect(differing).toEqual([]);
  });

  it('every key the code asks for exists, and every key in the files is asked for', () => {
    const { uses, computed } = keysUsedInCode();
    expect(computed).toEqual([]);
    const used = new Set(uses.map((use) => use.key));
    expect(uses.filter((use) => !english.messages.has(use.key)).map((use) => `${use.key} (${use.file})`)).toEqual([]);
    expect(englishKeys.filter((key) => !used.has(key))).toEqual([]);
  });

  it('a message that picks plural forms gives Russian and Ukrainian their one, few and many', () => {
    const missing = files
      .filter((file) => file.locale === 'ru' || file.locale === 'uk')
      .flatMap((file) =>
        [...file.messages].flatMap(([key, message]) =>
          selectorsOf(message)
            .filter((selector) => selector.keys.includes('one') || selector.keys.includes('other'))
            .filter((selector) => !['one', 'few', 'many'].every((form) => selector.keys.includes(form)))
            .map((selector) => `${file.locale} ${key} ($${selector.variable ?? '?'}: ${selector.keys.join('/')})`),
        ),
      );
    expect(missing).toEqual([]);
  });

  it('every message of every language renders whole, within the platform limit of what it is', () => {
    const problems: string[] = [];
    for (const file of files) {
      for (const [key, message] of file.messages) {
        const names = [...variablesOf(message)];
        for (const sample of SAMPLES) {
          const args = Object.fromEntries(names.map((name) => [name, sample]));
          const bundle = catalog().bundle(file.locale);
          const pattern = bundle?.getMessage(key)?.value;
          if (!bundle || !pattern) {
            problems.push(`${file.locale} ${key}: no value`);
            continue;
          }
          const errors: Error[] = [];
          const text = bundle.formatPattern(pattern, args, errors);
          if (errors.length > 0) problems.push(`${file.locale} ${key}: ${errors.map((error) => error.message).join('; ')}`);
          if (/\{\s*\$|\{\s*[A-Z]+\(/.test(text)) problems.push(`${file.locale} ${key}: unrendered placeholder in "${text}"`);
          if (text.trim() === '') problems.push(`${file.locale} ${key}: renders empty`);
          const limit = limitOf(key);
          if (text.length > limit.max) problems.push(`${file.locale} ${key}: ${text.length} characters, over ${limit.why} (${limit.max})`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('formats money as each language writes it, from integer cents', () => {
    expect(translate('en', 'time-utc', { moment: 'x' })).toBe('x UTC');
    const formats = Object.fromEntries(
      ['en', 'ru', 'uk'].map((locale) => [locale, translate(locale, 'currency-per-amount', { amount: 5 })]),
    );
    expect(formats.en).toBe('per 5');
    expect(formats.ru).toBe('за 5');
  });
});
