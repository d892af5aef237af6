import { z } from 'zod';
import { msg, t } from '../../i18n/index.js';
import { argument, commandArguments } from '../command-arguments.js';
import { costInput } from '../format/cost-input.js';
import { formatCents } from '../format/money.js';
import { errorReply } from '../reply-helpers.js';
import { done, refused } from '../typed/outcome.js';
import { typedVerb } from '../typed/typed-command.js';

/** A pool's cost per code now; null once cleared. */
export interface PoolCost {
  pool: string;
  centsPerCode: number | null;
}

/**
 * `pool cost <name> <price per code|off>`: what the seller paid for each of a pool's codes.
 * Autopilot records it on every order it delivers from the pool as the codes leave, so a
 * later change does not rewrite past sales.
 */
export const poolCost = typedVerb<{ name: string; amount: number | 'off' }, PoolCost, never, 'pools' | 'costs'>('pool', {
  name: 'cost',
  description: () => t('cmd-pool-action-cost'),
  ...commandArguments({
    name: argument(z.string().trim().min(1).max(64), { description: () => t('cmd-pool-name') }),
    amount: argument(costInput, { description: () => t('cmd-pool-cost-amount') }),
  }),
  role: 'manager',
  writes: true,
  marketplace: 'none',
  stores: ['pools', 'costs'],
  async run(ctx, args) {
    const pool = args.name.toLowerCase();
    if ((await ctx.services.stores.pools.get(ctx.account.id, pool)) === null) return refused('not_found', t('pool-cost-no-pool', { pool }));
    const subject = { kind: 'pool', pool } as const;
    if (args.amount === 'off') {
      await ctx.services.stores.costs.clear(ctx.account.id, subject);
      await ctx.audit(msg('audit-pool-cost-cleared', { pool }));
      return done({ pool, centsPerCode: null });
    }
    await ctx.services.stores.costs.set(ctx.account.id, subject, args.amount);
    await ctx.audit(msg('audit-pool-cost-set', { pool, cost: formatCents(args.amount) }));
    return done({ pool, centsPerCode: args.amount });
  },
  chat(outcome) {
    if (!outcome.ok) return errorReply(outcome.refusal.message);
    const { pool, centsPerCode } = outcome.value;
    return centsPerCode === null
      ? { text: t('pool-cost-cleared', { pool }), tone: 'info' }
      : { text: t('pool-cost-set', { pool, cost: formatCents(centsPerCode) }), tone: 'success' };
  },
});
