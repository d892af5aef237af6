import { FluentBundle, FluentResource, type FluentVariable } from '@fluent/bundle';

/**
 * The page's sentences: the `dashboard-page-` messages of locales/*.ftl, fetched from the
 * server in the person's language (GET api/messages) and formatted here by @fluent/bundle.
 */
let bundle: FluentBundle | null = null;

export function loadMessages(locale: string, ftl: string): void {
  const fresh = new FluentBundle(locale, { useIsolating: false });
  fresh.addResource(new FluentResource(ftl));
  bundle = fresh;
  document.documentElement.lang = locale;
}

export function currentLocale(): string {
  return bundle?.locales[0] ?? 'en';
}

/** A message by its literal key (the catalogue's tests find every key the page asks for by reading calls of `t`). */
export function t(key: string, args?: Record<string, FluentVariable>): string {
  const pattern = bundle?.getMessage(key)?.value;
  if (!bundle || !pattern) return key;
  return bundle.formatPattern(pattern, args ?? null);
}
