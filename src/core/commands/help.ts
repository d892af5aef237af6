import { z } from 'zod';
import { t } from '../../i18n/index.js';
import { argument, commandArguments } from '../command-arguments.js';
import { personCommand } from '../command.js';
import type { CommandArgumentInfo, CommandInfo, VerbInfo } from '../command-info.js';
import type { Reply, ReplyField } from '../../domain/reply.js';
import { typedUsage } from '../verb-command.js';

/** Who may run a command, as help names it in the reader's language. */
const ROLE_LABELS = {
  none: () => t('help-role-anyone'),
  viewer: () => t('help-role-viewer'),
  operator: () => t('help-role-operator'),
  manager: () => t('help-role-manager'),
  owner: () => t('help-role-owner'),
} as const;

export const help = personCommand({
  id: 'help',
  description: () => t('cmd-help'),
  ...commandArguments({ command: argument(z.string().trim().optional(), { description: () => t('cmd-help-command') }) }),
  role: 'none',
  scopes: ['private', 'group'],
  stores: [],
  async run(ctx, args) {
    const commands = ctx.commands().filter((command) => command.scopes.includes(ctx.place.kind) || args.command !== undefined);
    const chosen =
      args.command === undefined ? undefined : commands.find((command) => command.id === args.command?.replace(/^\//, '').toLowerCase());
    if (chosen) return chosen.verbs ? verbsHelp(chosen, chosen.verbs) : commandHelp(chosen);
    return {
      title: t('help-title'),
      text: t('help-intro'),
      fields: commands.map((command) => ({ label: `${command.id} (${ROLE_LABELS[command.role]()})`, value: command.description })),
    };
  },
});

function usageOf(
  id: string,
  verb: Pick<VerbInfo, 'name' | 'typedAt'> | Record<string, never>,
  args: readonly CommandArgumentInfo[],
): string {
  return typedUsage(
    id,
    verb,
    args.map((argument) => (argument.required ? `<${argument.name}>` : `[${argument.name}]`)),
  );
}

function argumentFields(args: readonly CommandArgumentInfo[]): ReplyField[] {
  return args.map((argument) => ({
    label: argument.name,
    value: argument.description + (argument.choices ? ` (${argument.choices.join(', ')})` : ''),
  }));
}

function introOf(command: CommandInfo): string {
  return command.details === undefined ? command.description : `${command.description}. ${command.details}`;
}

function commandHelp(command: CommandInfo): Reply {
  return {
    title: command.id,
    text: introOf(command),
    fields: [
      { label: t('help-usage-label'), value: usageOf(command.id, {}, command.arguments) },
      { label: t('help-role-label'), value: ROLE_LABELS[command.role]() },
      ...argumentFields(command.arguments),
    ],
  };
}

/** A command with verbs: a usage line per verb, which role each verb needs, then what each does and what it takes. */
function verbsHelp(command: CommandInfo, verbs: readonly VerbInfo[]): Reply {
  const byRole = new Map<VerbInfo['role'], string[]>();
  for (const verb of verbs) byRole.set(verb.role, [...(byRole.get(verb.role) ?? []), verb.name]);
  return {
    title: command.id,
    text: introOf(command),
    fields: [
      { label: t('help-usage-label'), value: verbs.map((verb) => usageOf(command.id, verb, verb.arguments)).join('\n') },
      { label: t('help-role-label'), value: [...byRole].map(([role, names]) => `${ROLE_LABELS[role]()}: ${names.join(', ')}`).join('\n') },
      ...verbs.map((verb) => ({
        label: verb.name,
        value: [verb.description, ...argumentFields(verb.arguments).map((field) => `${field.label}: ${field.value}`)].join('\n'),
      })),
    ],
  };
}
