// Discord's slash commands generated from the core registry: options typed from
// each command's arguments (secret ones left out: they are asked in a modal), a
// sub-command per verb of a command with verbs (`/alerts mute value:30`),
// choices for enums, autocomplete for listing and order ids, the contexts a
// command is offered in, default member permissions from its role, and the
// descriptions (and choice labels) in every language Hawker speaks. Names stay English.
import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  ApplicationIntegrationType,
  InteractionContextType,
  Locale,
  PermissionFlagsBits,
  type APIApplicationCommandBasicOption,
  type APIApplicationCommandOption,
  type APIApplicationCommandSubcommandOption,
  type LocalizationMap,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import type { CommandArgumentInfo, CommandInfo, VerbInfo } from '../../src/core/command-info.js';
import { DEFAULT_LOCALE, supportedLocales, withLocale } from '../../src/i18n/index.js';
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
function discordName(name: string): string {
  const cleaned = name
    .toLowerCase()
    .replace(/[^-_\p{L}\p{N}]+/gu, '_')
    .slice(0, 32);
  return cleaned === '' ? 'value' : cleaned;
}

const DISCORD_LOCALES: readonly Locale[] = Object.values(Locale);

/**
 * The Discord locales a language of Hawker's stands for, matched by primary subtag: `ru` is
 * `ru`, a Spanish file would be `es-ES` and `es-419`. None for the default language: the
 * plain name and description are what every other locale shows.
 */
export function discordLocalesOf(locale: string): Locale[] {
  if (locale === DEFAULT_LOCALE) return [];
  return DISCORD_LOCALES.filter((discord) => discord.toLowerCase().split('-')[0] === locale.toLowerCase());
}

/** The registry as one language words it, for the Discord locales that language stands for. */
interface CommandTranslation {
  discordLocales: Locale[];
  commands: ReadonlyMap<string, CommandInfo>;
}

/** The same text in each translation's locales; null when there is no other language. */
function localizations(
  translations: readonly CommandTranslation[],
  text: (commands: ReadonlyMap<string, CommandInfo>) => string | undefined,
) {
  const map: LocalizationMap = {};
  for (const { discordLocales, commands } of translations) {
    const worded = text(commands)?.trim();
    if (!worded) continue;
    for (const discordLocale of discordLocales) map[discordLocale] = clip(worded, 100);
  }
  return Object.keys(map).length > 0 ? map : null;
}

/** Where a command's argument is in a registry: among its own, or among one verb's. */
interface ArgumentPlace {
  commandId: string;
  verb?: string;
}

function argumentsAt(commands: ReadonlyMap<string, CommandInfo>, place: ArgumentPlace): CommandArgumentInfo[] | undefined {
  const command = commands.get(place.commandId);
  if (place.verb === undefined) return command?.arguments;
  return command?.verbs?.find((verb) => verb.name === place.verb)?.arguments;
}

function argumentOf(commands: ReadonlyMap<string, CommandInfo>, place: ArgumentPlace, name: string): CommandArgumentInfo | undefined {
  return argumentsAt(commands, place)?.find((argument) => argument.name === name);
}

/** Options typed from arguments, required ones first (Discord requires every required option before the first optional one). */
function argumentOptions(
  args: readonly CommandArgumentInfo[],
  place: ArgumentPlace,
  translations: readonly CommandTranslation[],
): APIApplicationCommandBasicOption[] {
  const options = args
    .filter((argument) => !argument.secret)
    .map((argument) => {
      const choices = argument.type === 'string' ? (argument.choices ?? []).slice(0, 25) : [];
      const description = localizations(translations, (commands) => argumentOf(commands, place, argument.name)?.description);
      return {
        type: OPTION_TYPES[argument.type],
        name: discordName(argument.name),
        description: clip(argument.description.trim() || argument.name, 100),
        ...(description ? { description_localizations: description } : {}),
        required: argument.required,
        ...(choices.length > 0
          ? {
              choices: choices.map((choice) => {
                // The value is what is typed and sent; a command that says what a choice means shows that as its name, in every language.
                const labels = localizations(
                  translations,
                  (commands) => argumentOf(commands, place, argument.name)?.choiceLabels?.[choice],
                );
                const name = argument.choiceLabels?.[choice] ?? choice;
                return { name: clip(name, 100), value: clip(choice, 100), ...(labels ? { name_localizations: labels } : {}) };
              }),
            }
          : {}),
        ...(argument.autocomplete && choices.length === 0 ? { autocomplete: true } : {}),
      } as APIApplicationCommandBasicOption;
    });
  return [...options.filter((option) => option.required), ...options.filter((option) => !option.required)].slice(0, 25);
}

/** A verb as Discord's sub-command (option type 1), with its own options. */
function subcommand(info: CommandInfo, verb: VerbInfo, translations: readonly CommandTranslation[]): APIApplicationCommandSubcommandOption {
  const place = { commandId: info.id, verb: verb.name };
  const description = localizations(
    translations,
    (commands) => commands.get(info.id)?.verbs?.find((each) => each.name === verb.name)?.description,
  );
  return {
    type: ApplicationCommandOptionType.Subcommand,
    name: discordName(verb.name),
    description: clip(verb.description.trim() || verb.name, 100),
    ...(description ? { description_localizations: description } : {}),
    options: argumentOptions(verb.arguments, place, translations),
  };
}

/** A command's options: a sub-command per verb, or its arguments. */
function slashOptions(info: CommandInfo, translations: readonly CommandTranslation[] = []): APIApplicationCommandOption[] {
  if (info.verbs) return info.verbs.slice(0, 25).map((verb) => subcommand(info, verb, translations));
  return argumentOptions(info.arguments, { commandId: info.id }, translations);
}

function slashCommand(
  info: CommandInfo,
  translations: readonly CommandTranslation[] = [],
): RESTPostAPIChatInputApplicationCommandsJSONBody {
  const contexts: InteractionContextType[] = [];
  if (info.scopes.includes('group')) contexts.push(InteractionContextType.Guild);
  if (info.scopes.includes('private')) contexts.push(InteractionContextType.BotDM);
  const permissions = ROLE_PERMISSIONS[info.role];
  const description = localizations(translations, (commands) => commands.get(info.id)?.description);
  return {
    type: ApplicationCommandType.ChatInput,
    name: discordName(info.id),
    description: clip(info.description.trim() || info.id, 100),
    ...(description ? { description_localizations: description } : {}),
    options: slashOptions(info, translations),
    default_member_permissions: permissions === null ? null : permissions.toString(),
    contexts,
    integration_types: [ApplicationIntegrationType.GuildInstall],
    nsfw: false,
  };
}

/**
 * Every command of the registry as a slash command. `commands` is read once per language
 * Hawker speaks: the registry words descriptions and choice labels in the current one.
 */
export function slashCommands(commands: () => CommandInfo[]): RESTPostAPIChatInputApplicationCommandsJSONBody[] {
  const translations: CommandTranslation[] = supportedLocales().flatMap((locale) => {
    const discordLocales = discordLocalesOf(locale);
    if (discordLocales.length === 0) return [];
    return [{ discordLocales, commands: new Map(withLocale(locale, commands).map((info) => [info.id, info])) }];
  });
  return withLocale(DEFAULT_LOCALE, commands).map((info) => slashCommand(info, translations));
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

  /** A command's argument, or a verb's when the option came inside that verb's sub-command. */
  argument(info: CommandInfo, optionName: string, verb?: VerbInfo): CommandArgumentInfo | undefined {
    return (verb ?? info).arguments.find((argument) => discordName(argument.name) === optionName);
  }

  /**
   * What an option being typed autocompletes, looked for among the command's arguments and all
   * its verbs': Discord asks only for an option declared with autocomplete.
   */
  autocompleted(info: CommandInfo, optionName: string): CommandArgumentInfo['autocomplete'] {
    const args = [...info.arguments, ...(info.verbs ?? []).flatMap((verb) => verb.arguments)];
    return args.find((argument) => argument.autocomplete !== undefined && discordName(argument.name) === optionName)?.autocomplete;
  }

  /** The verb a sub-command stands for. */
  verb(info: CommandInfo, subcommandName: string): VerbInfo | undefined {
    return info.verbs?.find((verb) => discordName(verb.name) === subcommandName);
  }

  /**
   * The argument a form answers when its form id names a command (a secret argument asked in a
   * modal): `connect`, or `restock remove` for one verb; a command with verbs answers its default verb's.
   */
  formArgument(formId: string): string | undefined {
    const [id = '', verbName, ...more] = formId.split(' ');
    const info = more.length === 0 ? this.byName.get(discordName(id)) : undefined;
    if (!info || info.id !== id) return undefined;
    const verb = info.verbs?.find((each) => each.name === (verbName ?? info.defaultVerb));
    if (info.verbs ? !verb : verbName !== undefined) return undefined;
    const args = (verb ?? info).arguments;
    return (args.find((argument) => argument.secret) ?? args.find((argument) => argument.required))?.name;
  }
}
