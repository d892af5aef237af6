import { z } from 'zod';
import { DEFAULT_LOCALE, matchLocale, supportedLocales, t, translate, withLocale } from '../../i18n/index.js';
import { argument, commandArguments } from '../command-arguments.js';
import type { Reply } from '../../domain/reply.js';
import { buttonRows, errorReply } from '../reply-helpers.js';
import { done, refused } from '../typed/outcome.js';
import { typedPersonCommand } from '../typed/typed-person-command.js';

/** A language as its own speakers name it, so a person who cannot read the current one still finds theirs. */
function ownName(locale: string): string {
  return translate(locale, 'language-name');
}

/** The person's language: just chosen (`changed`), or as it is (null: they never chose, so the default), with the ones to choose from. */
export interface LanguageFacts {
  changed: boolean;
  locale: string | null;
  available: string[];
}

export const language = typedPersonCommand<{ code?: string | undefined }, LanguageFacts, 'languages'>({
  id: 'language',
  description: () => t('cmd-language'),
  details: () => t('cmd-language-details'),
  ...commandArguments({
    code: argument(z.string().trim().min(1).optional(), {
      description: () => t('cmd-language-code'),
      offered: supportedLocales(),
      // Each language by its own name, whatever language the menu is in.
      choiceLabels: Object.fromEntries(supportedLocales().map((locale) => [locale, () => ownName(locale)])),
    }),
  }),
  role: 'none',
  scopes: ['private', 'group'],
  stores: ['languages'],
  async run(ctx, args) {
    const { languages } = ctx.services.stores;
    const available = [...supportedLocales()];
    if (args.code !== undefined) {
      const chosen = matchLocale(args.code);
      if (chosen === null) return refused('refused', t('language-unknown', { code: args.code, known: available.join(', ') }));
      await languages.setForPerson(ctx.identityId, chosen);
      return done({ changed: true, locale: chosen, available });
    }
    return done({ changed: false, locale: (await languages.ofPerson(ctx.identityId)) ?? null, available });
  },
  async chat(outcome, ctx): Promise<Reply> {
    if (!outcome.ok) return errorReply(outcome.refusal.message);
    const { changed, locale: current, available } = outcome.value;
    if (changed && current !== null)
      // Answered in the language just chosen: the confirmation is the first sentence the person reads in it.
      return withLocale(current, () => ({
        text: t('language-set', { language: ownName(current) }),
        tone: 'success',
        replaceOriginal: ctx.viaAction,
        locale: current,
      }));
    const buttons = await Promise.all(
      available.map(async (locale) => ({ label: ownName(locale), action: await ctx.actionFor(`language ${locale}`) })),
    );
    return {
      title: t('language-title'),
      text:
        current === null
          ? t('language-current-default', { language: ownName(DEFAULT_LOCALE) })
          : t('language-current', { language: ownName(current) }),
      buttons: buttonRows(buttons),
    };
  },
});
