import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The language of whoever Hawker is answering right now. Dispatch opens a scope per
 * chat event and the jobs one per recipient language, so every sentence built inside
 * (deep in a formatter or a zod message) reads it without each function taking it.
 */
const scope = new AsyncLocalStorage<string>();

export const DEFAULT_LOCALE = 'en';

export function withLocale<T>(locale: string, run: () => T): T {
  return scope.run(locale, run);
}

export function currentLocale(): string {
  return scope.getStore() ?? DEFAULT_LOCALE;
}
