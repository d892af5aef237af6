// Puts the core's commands on Discord: per server while developing (instant),
// globally in production. Idempotent: the current set is read first (with every
// language's descriptions) and a bulk overwrite is sent only when something
// differs, so running it again is free.
import { Routes, type REST, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { z } from 'zod';
import type { CommandInfo } from '../../src/core/chat-core.js';
import { slashCommands } from './slash-commands.js';

export interface RegisterCommandsOptions {
  rest: REST;
  /** The registry's commands, read once per language: descriptions are worded in the current one. */
  commands: () => CommandInfo[];
  /** Looked up with GET /applications/@me when absent. */
  applicationId?: string;
  /** Register in this server only (development); global otherwise. */
  guildId?: string;
}

export interface RegisterCommandsResult {
  scope: 'guild' | 'global';
  applicationId: string;
  count: number;
  /** False when Discord already had exactly these commands (nothing was sent). */
  changed: boolean;
}

const application = z.looseObject({ id: z.string().min(1) });
const registered = z.array(z.looseObject({ name: z.string() }));

type Comparable = Record<string, unknown>;

/** A localisation map in a fixed order; Discord gives none as null or leaves it out. */
function localized(value: unknown): [string, unknown][] | null {
  if (value === null || typeof value !== 'object') return null;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
  return entries.length > 0 ? entries : null;
}

/** The fields we set, with Discord's defaults filled in, so a read-back compares equal to what we send. */
function comparable(command: Comparable): Comparable {
  const options = Array.isArray(command.options) ? (command.options as Comparable[]) : [];
  return {
    type: command.type ?? 1,
    name: command.name,
    description: command.description,
    description_localizations: localized(command.description_localizations),
    default_member_permissions: command.default_member_permissions ?? null,
    contexts: Array.isArray(command.contexts) ? [...(command.contexts as number[])].sort() : null,
    integration_types: Array.isArray(command.integration_types) ? [...(command.integration_types as number[])].sort() : [0],
    nsfw: command.nsfw ?? false,
    options: options.map((option) => ({
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
    })),
  };
}

function sameCommands(current: Comparable[], wanted: RESTPostAPIChatInputApplicationCommandsJSONBody[]): boolean {
  const key = (list: Comparable[]) => JSON.stringify(list.map(comparable).sort((a, b) => String(a.name).localeCompare(String(b.name))));
  return key(current) === key(wanted as unknown as Comparable[]);
}

export async function registerCommands(options: RegisterCommandsOptions): Promise<RegisterCommandsResult> {
  const { rest } = options;
  const applicationId = options.applicationId ?? application.parse(await rest.get(Routes.currentApplication())).id;
  const route = options.guildId
    ? Routes.applicationGuildCommands(applicationId, options.guildId)
    : Routes.applicationCommands(applicationId);
  const wanted = slashCommands(options.commands);
  // Without `with_localizations` Discord answers with one language's texts only, and every run would look changed.
  const current = registered.parse(await rest.get(route, { query: new URLSearchParams({ with_localizations: 'true' }) }));
  const scope = options.guildId ? 'guild' : 'global';
  if (sameCommands(current, wanted)) return { scope, applicationId, count: wanted.length, changed: false };
  await rest.put(route, { body: wanted });
  return { scope, applicationId, count: wanted.length, changed: true };
}
