import type { ChatActor } from '../../src/domain/chat-input.js';
import { matchLocale } from '../../src/i18n/index.js';
import type { IdentityStore } from '../../src/store/identity-store.js';
import type { LanguageStore } from '../../src/store/language-store.js';

/**
 * The language the system's locale asks for, as a shell sets it: LC_ALL, then LC_MESSAGES,
 * then LANG (`ru_RU.UTF-8`), the first one set deciding. `C` and `POSIX` ask for none.
 */
export function systemLocale(env: NodeJS.ProcessEnv): string | null {
  const tag = [env.LC_ALL, env.LC_MESSAGES, env.LANG].map((value) => value?.trim()).find((value) => value !== undefined && value !== '');
  if (tag === undefined || /^(C|POSIX)([._@]|$)/.test(tag)) return null;
  return matchLocale(tag);
}

/**
 * The language of the person at the terminal. HAWKER_LANGUAGE is their choice, stored over
 * whatever an earlier run remembered; otherwise a choice remembered stands, and the system's
 * locale is only a hint, taken on first contact like a chat app's. Gives the locale for
 * `ConsoleChat` (and the greeting), or undefined when nothing says one.
 */
export async function settleConsoleLanguage(options: {
  /** HAWKER_LANGUAGE, already checked against the languages Hawker speaks. */
  configured: string | null;
  env: NodeJS.ProcessEnv;
  actor: ChatActor;
  stores: { identities: IdentityStore; languages: LanguageStore };
}): Promise<string | undefined> {
  const { configured, actor, stores } = options;
  const identityId = await stores.identities.resolve(actor.platform, actor.userId);
  if (configured !== null) {
    await stores.languages.setForPerson(identityId, configured);
    return configured;
  }
  return (await stores.languages.ofPerson(identityId)) ?? systemLocale(options.env) ?? undefined;
}
