import { readFileSync } from 'node:fs';
import { DEFAULT_LOCALE, supportedLocales } from '../i18n/index.js';

/** The page's own wording lives in the one catalogue, as messages whose id starts with this. */
const PAGE_PREFIX = 'dashboard-page-';
const LOCALES_DIRECTORY = new URL('../../locales/', import.meta.url);

const extracted = new Map<string, string>();

/**
 * The Fluent source of the page's messages in a language Hawker speaks (the default for any
 * other): each `dashboard-page-…` message of `locales/<locale>.ftl` with its indented lines (variants,
 * attributes), in file order. The page formats them with @fluent/bundle, as the server does.
 */
export function pageMessages(locale: string): { locale: string; ftl: string } {
  const known = supportedLocales().includes(locale) ? locale : DEFAULT_LOCALE;
  let ftl = extracted.get(known);
  if (ftl === undefined) {
    ftl = pageEntries(readFileSync(new URL(`${known}.ftl`, LOCALES_DIRECTORY), 'utf8'));
    extracted.set(known, ftl);
  }
  return { locale: known, ftl };
}

/**
 * A Fluent entry starts at a line's first column; its continuation lines are indented or blank,
 * or the `}` closing a select expression, which the catalogue writes at the first column.
 */
function pageEntries(source: string): string {
  const kept: string[] = [];
  let keeping = false;
  for (const line of source.split('\n')) {
    const startsEntry = line !== '' && !/^[\s}]/.test(line);
    if (startsEntry) keeping = line.startsWith(PAGE_PREFIX);
    if (keeping) kept.push(line);
  }
  return kept.join('\n').replace(/\n+$/, '') + (kept.length > 0 ? '\n' : '');
}
