import { commandArguments } from '../command-arguments.js';
import { personCommand } from '../command.js';

export const cancel = personCommand({
  id: 'cancel',
  description: 'Stop the guided step you are in (create, deliver, restock, connect)',
  ...commandArguments({}),
  role: 'none',
  scopes: ['private', 'group'],
  async run(ctx) {
    const stopped = await ctx.cancelFlow();
    return { text: stopped ? 'Stopped. Nothing more will be sent for it.' : 'There is nothing in progress to stop.', tone: 'info' };
  },
});
