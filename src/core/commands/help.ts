import { z } from 'zod';
import { argument, commandArguments } from '../command-arguments.js';
import { personCommand } from '../command.js';

const ROLE_LABELS = { none: 'anyone', viewer: 'viewer', operator: 'operator', manager: 'manager', owner: 'owner' } as const;

export const help = personCommand({
  id: 'help',
  description: 'What Hawker can do, and the role each command needs',
  ...commandArguments({ command: argument(z.string().trim().optional(), { description: 'One command to explain' }) }),
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
          { label: 'Usage', value: usage },
          { label: 'Role needed', value: ROLE_LABELS[chosen.role] },
          ...chosen.arguments.map((argument) => ({
            label: argument.name,
            value: argument.description + (argument.choices ? ` (${argument.choices.join(', ')})` : ''),
          })),
        ],
      };
    }
    return {
      title: 'Hawker commands',
      text: 'Send `help <command>` for details. Roles: viewer reads; operator also delivers and restocks; manager also edits, prices, publishes, pauses and creates; owner also manages keys, team and alerts.',
      fields: commands.map((command) => ({ label: `${command.id} (${ROLE_LABELS[command.role]})`, value: command.description })),
    };
  },
});
