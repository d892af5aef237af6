import { z } from 'zod';
import { t } from '../../i18n/index.js';
import { argument, commandArguments } from '../command-arguments.js';
import { personCommand } from '../command.js';

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
  async run(ctx, args) {
    const commands = ctx.commands().filter((command) => command.scopes.includes(ctx.place.kind) || args.command !== undefined);
    const chosen =
      args.command === undefined ? undefined : commands.find((command) => command.id === args.command?.replace(/^\//, '').toLowerCase());
    if (chosen) {
      const usage = [
        chosen.id,
        ...chosen.arguments.map((argument) => (argument.required ? `<${argument.name}>` : `[${argument.name}]`)),
      ].join(' ');
      return {
        title: chosen.id,
        text: chosen.details === undefined ? chosen.description : `${chosen.description}. ${chosen.details}`,
        fields: [
          { label: t('help-usage-label'), value: usage },
          { label: t('help-role-label'), value: ROLE_LABELS[chosen.role]() },
          ...chosen.arguments.map((argument) => ({
            label: argument.name,
            value: argument.description + (argument.choices ? ` (${argument.choices.join(', ')})` : ''),
          })),
        ],
      };
    }
    return {
      title: t('help-title'),
      text: t('help-intro'),
      fields: commands.map((command) => ({ label: `${command.id} (${ROLE_LABELS[command.role]()})`, value: command.description })),
    };
  },
});
