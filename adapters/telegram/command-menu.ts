import type { Api } from 'grammy';
import type { BotCommand, LanguageCode } from 'grammy/types';
import type { CommandInfo } from '../../src/core/command-info.js';
import { DEFAULT_LOCALE, supportedLocales, withLocale } from '../../src/i18n/index.js';
import { telegramCommandName } from './command-names.js';

/** Telegram shows at most 100 commands per scope, each described in 1 to 256 characters. */
const MAX_COMMANDS = 100;
const MAX_DESCRIPTION = 256;

function describe(command: CommandInfo): string {
  const description = command.description.trim() || command.id;
  return description.length <= MAX_DESCRIPTION ? description : `${description.slice(0, MAX_DESCRIPTION - 1)}…`;
}

function commandMenu(commands: CommandInfo[], scope: 'private' | 'group'): BotCommand[] {
  return commands
    .filter((command) => command.scopes.includes(scope))
    .map((command) => ({ command: telegramCommandName(command.id), description: describe(command) }))
    .filter((command, index, all) => command.command !== '' && all.findIndex((other) => other.command === command.command) === index)
    .slice(0, MAX_COMMANDS);
}

/** Telegram keys a menu's language by a two-letter ISO 639-1 code; Hawker's languages are named by theirs. */
function isLanguageCode(locale: string): locale is LanguageCode {
  return /^[a-z]{2}$/.test(locale);
}

/**
 * Publishes the registry as the command menu: one list for private chats, one for groups,
 * in every language Hawker speaks. English is the menu of anyone whose language has none.
 * `commands` is read once per language: the registry words its descriptions in the current one.
 */
export async function publishCommandMenus(api: Api, commands: () => CommandInfo[]): Promise<void> {
  for (const locale of supportedLocales()) {
    const language = locale === DEFAULT_LOCALE ? {} : isLanguageCode(locale) ? { language_code: locale } : null;
    if (language === null) continue;
    const worded = withLocale(locale, commands);
    await api.setMyCommands(commandMenu(worded, 'private'), { scope: { type: 'all_private_chats' }, ...language });
    await api.setMyCommands(commandMenu(worded, 'group'), { scope: { type: 'all_group_chats' }, ...language });
  }
}
