import { render } from '../../i18n/index.js';
import { z } from 'zod';
import { argument, commandArguments } from '../command-arguments.js';
import { accountCommand } from '../command.js';
import { formatUtc } from '../format/time.js';

export const audit = accountCommand({
  id: 'audit',
  description: 'The latest write actions on the account: who, what, when',
  ...commandArguments({
    count: argument(z.coerce.number().int().min(1).max(50).default(15), {
      description: 'How many (default 15, at most 50)',
      type: 'integer',
    }),
  }),
  role: 'viewer',
  writes: false,
  usesMarketplace: false,
  scopes: ['private', 'group'],
  async run(ctx, args) {
    const entries = await ctx.services.stores.audit.latest(ctx.account.id, args.count);
    if (entries.length === 0) return { text: 'Nothing was changed through Hawker yet.', tone: 'info' };
    return {
      title: `Latest actions on ${ctx.account.label}`,
      list: {
        items: entries.map((entry) => ({
          title: `${entry.action}: ${render(entry.summary)}${entry.failed === undefined ? '' : ` (failed: ${entry.failed})`}`,
          detail: `${'system' in entry.actor ? `${entry.actor.system}, by itself` : `${entry.actor.displayName ?? entry.actor.userId} on ${entry.actor.platform}`} · ${formatUtc(entry.at)}`,
        })),
        page: 1,
        pageCount: 1,
        total: entries.length,
      },
    };
  },
});
