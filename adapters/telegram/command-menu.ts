import type { Api } from 'grammy';
import type { BotCommand } from 'grammy/types';
import type { CommandInfo } from '../../src/core/chat-core.js';
import { telegramCommandName } from './command-names.js';

/** Telegram shows at most 100 commands per scope, each described in 1 to 256 characters. */
const MAX_COMMANDS = 100;
const MAX_DESCRIPTION = 256;

function describe(command: CommandInfo): string {
  const description = command.description.trim() || command.id;
  return description.length <= MAX_DESCRIPTION ? description : `${description.slice(0, MAX_DESCRIPTION - 1)}…`;
}

export function commandMenu(commands: CommandInfo[], scope: 'private' | 'group'): BotCommand[] {
  return commands
    .filter((command) => command.scopes.includes(scope))
    .map((command) => ({ command: telegramCommandName(command.id), description: describe(command) }))
    .filter((command, index, all) => command.command !== '' && all.findIndex((other) => other.command === command.command) === index)
    .slice(0, MAX_COMMANDS);
}

/** Publishes the registry as the command menu: one list for private chats, one for groups. */
export async function publishCommandMenus(api: Api, commands: CommandInfo[]): Promise<void> {
  await api.setMyCommands(commandMenu(commands, 'private'), { scope: { type: 'all_private_chats' } });
  await api.setMyCommands(commandMenu(commands, 'group'), { scope: { type: 'all_group_chats' } });
}
