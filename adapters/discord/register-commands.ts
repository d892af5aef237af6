// Puts the core's commands on Discord: globally in production; while developing, the
// commands usable in servers go to one server (updated at once) and their DM side goes
// global, so each command shows exactly where production shows it. Idempotent: each
// current set is read first (with every language's descriptions) and a bulk overwrite is
// sent only for a set that differs, so running it again is free.
import { InteractionContextType, Routes, type REST, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { z } from 'zod';
import type { CommandInfo } from '../../src/core/command-info.js';
import { slashCommands } from './slash-commands.js';

export interface RegisterCommandsOptions {
  rest: REST;
  /** The registry's commands, read once per language: descriptions are worded in the current one. */
  commands: () => CommandInfo[];
  /** Looked up with GET /applications/@me when absent. */
  applicationId?: string;
  /**
   * Development: the commands usable in servers are registered in this server (Discord
   * shows a server's commands at once), and those usable in DMs globally for DMs only.
   * Production (absent): every command globally.
   */
  guildId?: string;
}

export interface RegisteredSet {
  count: number;
  /** False when Discord already had exactly these commands (nothing was sent). */
  changed: boolean;
}

export interface RegisterCommandsResult {
  applicationId: string;
  /** The server's own commands (development only). */
  guild?: RegisteredSet;
  /** The global commands: all of them in production, the DM ones while developing. */
  global: RegisteredSet;
  /** True when any set was sent. */
  changed: boolean;
}

type SlashCommand = RESTPostAPIChatInputApplicationCommandsJSONBody;

const application = z.looseObject({ id: z.string().min(1) });
const registered = z.array(z.looseObject({ name: z.string() }));

type Comparable = Record<string, unknown>;

/** A localisation map in a fixed order; Discord gives none as null or leaves it out. */
function localized(value: unknown): [string, unknown][] | null {
  if (value === null || typeof value !== 'object') return null;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
  return entries.length > 0 ? entries : null;
}

/** An option as `comparable` compares it; a sub-command's own options likewise. */
function comparableOption(option: Comparable): Comparable {
  return {
    type: option.type,
    name: option.name,
    description: option.description,
    description_localizations: localized(option.description_localizations),
    required: option.required ?? false,
    autocomplete: option.autocomplete ?? false,
    choices: Array.isArray(option.choices)
      ? (option.choices as Comparable[]).map((choice) => ({
          name: choice.name,
          name_localizations: localized(choice.name_localizations),
          value: choice.value,
        }))
      : [],
    options: Array.isArray(option.options) ? (option.options as Comparable[]).map(comparableOption) : [],
  };
}

/**
 * The fields we set, with Discord's defaults filled in, so a read-back compares equal to what
 * we send. A server's own commands leave out where they show: Discord ignores `contexts` and
 * `integration_types` there (a server command shows in that server only).
 */
function comparable(command: Comparable, scope: 'guild' | 'global'): Comparable {
  /** A sorted list of a global command; null for a server's. */
  const placement = (value: unknown, absent: number[] | null) =>
    scope === 'guild' ? null : Array.isArray(value) ? [...(value as number[])].sort() : absent;
  const options = Array.isArray(command.options) ? (command.options as Comparable[]) : [];
  return {
    type: command.type ?? 1,
    name: command.name,
    description: command.description,
    description_localizations: localized(command.description_localizations),
    default_member_permissions: command.default_member_permissions ?? null,
    contexts: placement(command.contexts, null),
    integration_types: placement(command.integration_types, [0]),
    nsfw: command.nsfw ?? false,
    options: options.map(comparableOption),
  };
}

function sameCommands(current: Comparable[], wanted: SlashCommand[], scope: 'guild' | 'global'): boolean {
  const key = (list: Comparable[]) =>
    JSON.stringify(list.map((command) => comparable(command, scope)).sort((a, b) => String(a.name).localeCompare(String(b.name))));
  return key(current) === key(wanted as unknown as Comparable[]);
}

const offeredIn = (command: SlashCommand, context: InteractionContextType) => command.contexts?.includes(context) ?? true;

/**
 * While developing: the server gets every command usable in servers, without `contexts` and
 * `integration_types` (ignored there); the global set keeps the commands usable in DMs, offered
 * in DMs only, so the server does not list them twice.
 */
function developmentSets(commands: SlashCommand[]): { guild: SlashCommand[]; global: SlashCommand[] } {
  return {
    guild: commands
      .filter((command) => offeredIn(command, InteractionContextType.Guild))
      .map(({ contexts: _contexts, integration_types: _integrationTypes, ...command }) => command),
    global: commands
      .filter((command) => offeredIn(command, InteractionContextType.BotDM))
      .map((command) => ({ ...command, contexts: [InteractionContextType.BotDM] })),
  };
}

/** Replaces the set at `route` when it differs from `wanted`; sends nothing otherwise. */
async function registerSet(rest: REST, route: `/${string}`, wanted: SlashCommand[], scope: 'guild' | 'global'): Promise<RegisteredSet> {
  // Without `with_localizations` Discord answers with one language's texts only, and every run would look changed.
  const current = registered.parse(await rest.get(route, { query: new URLSearchParams({ with_localizations: 'true' }) }));
  if (sameCommands(current, wanted, scope)) return { count: wanted.length, changed: false };
  await rest.put(route, { body: wanted });
  return { count: wanted.length, changed: true };
}

export async function registerCommands(options: RegisterCommandsOptions): Promise<RegisterCommandsResult> {
  const { rest } = options;
  const applicationId = options.applicationId ?? application.parse(await rest.get(Routes.currentApplication())).id;
  const commands = slashCommands(options.commands);
  if (!options.guildId) {
    const global = await registerSet(rest, Routes.applicationCommands(applicationId), commands, 'global');
    return { applicationId, global, changed: global.changed };
  }
  const sets = developmentSets(commands);
  const guild = await registerSet(rest, Routes.applicationGuildCommands(applicationId, options.guildId), sets.guild, 'guild');
  const global = await registerSet(rest, Routes.applicationCommands(applicationId), sets.global, 'global');
  return { applicationId, guild, global, changed: guild.changed || global.changed };
}
