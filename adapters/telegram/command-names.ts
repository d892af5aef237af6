import type { CommandInfo } from '../../src/core/command-info.js';

/** Telegram command names allow only `a-z`, digits and `_`, at most 32 characters. */
export function telegramCommandName(id: string): string {
  return id
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .slice(0, 32);
}

/** Maps what a person typed after `/` back to the registry's command id. */
export function commandIdResolver(commands: CommandInfo[]): (typed: string) => string | undefined {
  const byName = new Map(commands.map((command) => [telegramCommandName(command.id), command.id]));
  return (typed) => byName.get(typed.toLowerCase());
}

export type ParsedCommand =
  | { kind: 'command'; name: string; text: string; mentioned: boolean }
  /** `/cmd@otherbot`: meant for another bot in the group. */
  | { kind: 'other-bot' };

/** Splits `/name@bot rest of the text` as Telegram clients write commands; `null` when it is no command. */
export function parseCommandText(text: string, botUsername: string): ParsedCommand | null {
  const match = /^\/([A-Za-z0-9_]{1,32})(?:@([A-Za-z0-9_]+))?(?:\s+([\s\S]*))?$/.exec(text);
  if (!match) return null;
  const [, name = '', mention, rest = ''] = match;
  if (mention !== undefined && mention.toLowerCase() !== botUsername.toLowerCase()) return { kind: 'other-bot' };
  return { kind: 'command', name: name.toLowerCase(), text: rest.trim(), mentioned: mention !== undefined };
}
