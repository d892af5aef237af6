import { readdirSync, readFileSync } from 'node:fs';
import { FluentBundle, FluentNumber, FluentResource, type FluentFunction } from '@fluent/bundle';
import { DEFAULT_LOCALE } from './locale-scope.js';

/** One file per language, named by its code: adding `locales/de.ftl` adds German. */
const LOCALES_DIRECTORY = new URL('../../locales/', import.meta.url);

/** `MONEY($cents)`: integer US cents as the locale writes dollars (`$12.50`, `12,50 $`). */
function moneyIn(locale: string): FluentFunction {
  return (positional) => {
    const [first] = positional;
    return formatMoney(first instanceof FluentNumber ? first.value : Number(first?.valueOf()), locale);
  };
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

export function formatMoney(cents: number, locale: string): string {
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' });
    moneyFormats.set(locale, format);
  }
  return format.format(cents / 100);
}

export interface Catalog {
  /** Every language with a file, the default first. */
  readonly locales: readonly string[];
  bundle(locale: string): FluentBundle | undefined;
  /** Formats one message; false when the locale lacks it. Fluent's complaints (a missing variable) go to `errors`. */
  format(locale: string, key: string, args: Record<string, string | number | Date> | undefined, errors: Error[]): string | false;
}

function loadCatalog(): Catalog {
  const bundles = new Map<string, FluentBundle>();
  const files = readdirSync(LOCALES_DIRECTORY)
    .filter((file) => file.endsWith('.ftl'))
    .sort();
  for (const file of files) {
    const locale = file.slice(0, -'.ftl'.length);
    const bundle = new FluentBundle(locale, { useIsolating: false, functions: { MONEY: moneyIn(locale) } });
    const source = readFileSync(new URL(file, LOCALES_DIRECTORY), 'utf8');
    const problems = bundle.addResource(new FluentResource(source));
    if (problems.length > 0) throw new Error(`locales/${file}: ${problems.map((problem) => problem.message).join('; ')}`);
    bundles.set(locale, bundle);
  }
  if (!bundles.has(DEFAULT_LOCALE)) throw new Error(`locales/${DEFAULT_LOCALE}.ftl is missing`);
  const locales = [DEFAULT_LOCALE, ...[...bundles.keys()].filter((locale) => locale !== DEFAULT_LOCALE)];
  return {
    locales,
    bundle: (locale) => bundles.get(locale),
    format(locale, key, args, errors) {
      const bundle = bundles.get(locale);
      const message = bundle?.getMessage(key);
      if (!bundle || !message?.value) return false;
      return bundle.formatPattern(message.value, args ?? null, errors);
    },
  };
}

let loaded: Catalog | null = null;

/** The messages of every language, read from `locales/` once. */
export function catalog(): Catalog {
  loaded ??= loadCatalog();
  return loaded;
}
