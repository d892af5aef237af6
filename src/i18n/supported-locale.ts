import { catalog } from './catalog.js';

/**
 * The language Hawker speaks that a platform's or system's tag asks for: Telegram's
 * `ru`, Discord's `en-GB`, a shell's `uk_UA.UTF-8`. Null when none fits (then the
 * person keeps the default until they choose).
 */
export function matchLocale(tag: string | null | undefined): string | null {
  if (!tag) return null;
  const primary =
    tag
      .trim()
      .toLowerCase()
      .split(/[-_.@]/)[0] ?? '';
  return catalog().locales.find((locale) => locale === primary) ?? null;
}

export function supportedLocales(): readonly string[] {
  return catalog().locales;
}
