import { catalog } from './catalog.js';
import { currentLocale, DEFAULT_LOCALE } from './locale-scope.js';

/** What a message may be given: numbers stay numbers, so the message picks plural forms and formats them. */
export type MessageArgs = Record<string, string | number | Date>;

/**
 * A sentence kept as its key and arguments, rendered when read: an audit entry is
 * shown in the reader's language, not the writer's.
 */
export interface Message {
  key: string;
  args?: MessageArgs;
}

/** One message in a given language, falling back to English for a key the language lacks. */
export function translate(locale: string, key: string, args?: MessageArgs): string {
  const errors: Error[] = [];
  const text = catalog().format(locale, key, args, errors);
  if (text !== false) return text;
  const fallback = locale === DEFAULT_LOCALE ? false : catalog().format(DEFAULT_LOCALE, key, args, errors);
  // The catalogue test fails on any key used in code that a language lacks; at run time the key beats a crash.
  return fallback === false ? key : fallback;
}

/** One message in the language of whoever Hawker is answering (see locale-scope.ts). */
export function t(key: string, args?: MessageArgs): string {
  return translate(currentLocale(), key, args);
}

export function msg(key: string, args?: MessageArgs): Message {
  return args === undefined ? { key } : { key, args };
}

/** A stored message in the current language; text stored before messages were keyed is shown as it is. */
export function render(message: Message | string): string {
  return typeof message === 'string' ? message : t(message.key, message.args);
}
