import { t } from '../../i18n/index.js';
import { commandArguments } from '../command-arguments.js';
import { personCommand } from '../command.js';

export const cancel = personCommand({
  id: 'cancel',
  description: () => t('cmd-cancel'),
  ...commandArguments({}),
  role: 'none',
  scopes: ['private', 'group'],
  stores: [],
  async run(ctx) {
    const stopped = await ctx.cancelFlow();
    return { text: stopped ? t('cancel-stopped') : t('cancel-nothing'), tone: 'info' };
  },
});
