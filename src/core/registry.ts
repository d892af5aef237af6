import { readText } from '../i18n/index.js';
import type { CommandArgumentInfo, CommandInfo } from './chat-core.js';
import type { ArgumentDeclaration } from './command-arguments.js';
import type { Command } from './command.js';

const COMMAND_ID = /^[a-z][a-z0-9_]{0,31}$/;

/** The one list of commands: dispatch, help and the platforms' menus all read it. */
export class CommandRegistry {
  private readonly byId = new Map<string, Command>();

  register(command: Command): this {
    if (!COMMAND_ID.test(command.id)) throw new Error(`command id "${command.id}" must be lower-case letters, digits or _`);
    if (this.byId.has(command.id)) throw new Error(`command "${command.id}" is already registered`);
    this.byId.set(command.id, command);
    return this;
  }

  get(id: string): Command | undefined {
    return this.byId.get(id.toLowerCase());
  }

  all(): Command[] {
    return [...this.byId.values()];
  }

  /** Every command as help and the menus show it, worded in the current language. */
  info(): CommandInfo[] {
    return this.all().map((command) => ({
      id: command.id,
      description: readText(command.description),
      ...(command.details === undefined ? {} : { details: readText(command.details) }),
      arguments: command.arguments.map(argumentInfo),
      role: command.role,
      scopes: command.scopes,
    }));
  }
}

function argumentInfo(declared: ArgumentDeclaration): CommandArgumentInfo {
  const { description, choiceLabels, ...rest } = declared;
  const info: CommandArgumentInfo = { ...rest, description: readText(description) };
  if (choiceLabels)
    info.choiceLabels = Object.fromEntries(Object.entries(choiceLabels).map(([choice, label]) => [choice, readText(label)]));
  return info;
}
