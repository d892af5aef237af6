// Discord's slash commands generated from the core registry: options typed from
// each command's arguments (secret ones left out: they are asked in a modal),
// choices for enums, autocomplete for listing and order ids, the contexts a
// command is offered in, and default member permissions from its role.
import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  ApplicationIntegrationType,
  InteractionContextType,
  PermissionFlagsBits,
  type APIApplicationCommandBasicOption,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import type { CommandArgumentInfo, CommandInfo } from '../../src/core/chat-core.js';
import { clip } from './text-limits.js';

const OPTION_TYPES: Record<CommandArgumentInfo['type'], ApplicationCommandOptionType> = {
  string: ApplicationCommandOptionType.String,
  integer: ApplicationCommandOptionType.Integer,
  number: ApplicationCommandOptionType.Number,
  boolean: ApplicationCommandOptionType.Boolean,
};

/**
 * Owner-level commands (keys, team, alerts) start visible only to people who can
 * manage the server; admins can widen that under Server Settings → Integrations.
 * Everything else is open: the core checks each person's team role on every call.
 */
const ROLE_PERMISSIONS: Record<CommandInfo['role'], bigint | null> = {
  none: null,
  viewer: null,
  operator: null,
  manager: null,
  owner: PermissionFlagsBits.ManageGuild,
};

/** Discord names: lower-case letters, digits, `-` and `_`, 1 to 32 characters. */
export function discordName(name: string): string {
  const cleaned = name
    .toLowerCase()
    .replace(/[^-_\p{L}\p{N}]+/gu, '_')
    .slice(0, 32);
  return cleaned === '' ? 'value' : cleaned;
}

export function slashOptions(info: CommandInfo): APIApplicationCommandBasicOption[] {
  const options = info.arguments
    .filter((argument) => !argument.secret)
    .map((argument) => {
      const choices = argument.type === 'string' ? (argument.choices ?? []).slice(0, 25) : [];
      return {
        type: OPTION_TYPES[argument.type],
        name: discordName(argument.name),
        description: clip(argument.description.trim() || argument.name, 100),
        required: argument.required,
        ...(choices.length > 0 ? { choices: choices.map((choice) => ({ name: clip(choice, 100), value: clip(choice, 100) })) } : {}),
        ...(argument.autocomplete && choices.length === 0 ? { autocomplete: true } : {}),
      } as APIApplicationCommandBasicOption;
    });
  // Discord requires every required option before the first optional one.
  return [...options.filter((option) => option.required), ...options.filter((option) => !option.required)].slice(0, 25);
}

export function slashCommand(info: CommandInfo): RESTPostAPIChatInputApplicationCommandsJSONBody {
  const contexts: InteractionContextType[] = [];
  if (info.scopes.includes('group')) contexts.push(InteractionContextType.Guild);
  if (info.scopes.includes('private')) contexts.push(InteractionContextType.BotDM);
  const permissions = ROLE_PERMISSIONS[info.role];
  return {
    type: ApplicationCommandType.ChatInput,
    name: discordName(info.id),
    description: clip(info.description.trim() || info.id, 100),
    options: slashOptions(info),
    default_member_permissions: permissions === null ? null : permissions.toString(),
    contexts,
    integration_types: [ApplicationIntegrationType.GuildInstall],
    nsfw: false,
  };
}

export function slashCommands(commands: CommandInfo[]): RESTPostAPIChatInputApplicationCommandsJSONBody[] {
  return commands.map(slashCommand);
}

/** Finds the core command and argument a slash command and option name stand for. */
export class CommandLookup {
  private readonly byName = new Map<string, CommandInfo>();

  constructor(commands: CommandInfo[]) {
    for (const info of commands) this.byName.set(discordName(info.id), info);
  }

  command(name: string): CommandInfo | undefined {
    return this.byName.get(name);
  }

  argument(info: CommandInfo, optionName: string): CommandArgumentInfo | undefined {
    return info.arguments.find((argument) => discordName(argument.name) === optionName);
  }

  /** The command a form answers when its form id is a command id (a secret argument asked in a modal). */
  formArgument(formId: string): string | undefined {
    const info = this.byName.get(discordName(formId));
    if (!info || info.id !== formId) return undefined;
    return (info.arguments.find((argument) => argument.secret) ?? info.arguments.find((argument) => argument.required))?.name;
  }
}
