import { z } from 'zod';
import { DEFAULT_LOCALE, matchLocale, supportedLocales, t, translate, withLocale } from '../../i18n/index.js';
import { argument, commandArguments } from '../command-arguments.js';
import { personCommand } from '../command.js';
import type { Reply } from '../../domain/reply.js';
import { buttonRows, errorReply } from '../reply-helpers.js';

/** A language as its own speakers name it, so a person who cannot read the current one still finds theirs. */
function ownName(locale: string): string {
  return translate(locale, 'language-name');
}

export const language = personCommand({
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
  async run(ctx, args): Promise<Reply> {
    const { languages } = ctx.services.stores;
    if (args.code !== undefined) {
      const chosen = matchLocale(args.code);
      if (chosen === null) return errorReply(t('language-unknown', { code: args.code, known: supportedLocales().join(', ') }));
      await languages.setForPerson(ctx.identityId, chosen);
      // Answered in the language just chosen: the confirmation is the first sentence the person reads in it.
      return withLocale(chosen, () => ({
        text: t('language-set', { language: ownName(chosen) }),
        tone: 'success',
        replaceOriginal: ctx.viaAction,
        locale: chosen,
      }));
    }
    const current = (await languages.ofPerson(ctx.identityId)) ?? null;
    const buttons = await Promise.all(
      supportedLocales().map(async (locale) => ({ label: ownName(locale), action: await ctx.actionFor(`language ${locale}`) })),
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
