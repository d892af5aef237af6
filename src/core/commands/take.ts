import { commandArguments } from '../command-arguments.js';
import { accountCommand } from '../command.js';
import { formatRelative } from '../format/time.js';
import { findWaitingOrder, orderArgument } from '../waiting-order.js';

export const take = accountCommand({
  id: 'take',
  description: 'Take a waiting order: the team sees you have it, and escalation waits for you',
  details:
    'Press Take on an order alert, or `take <order>`. The alert names you on its next update; the next escalation step calls only you, the one after that the whole step again. The first to take an order keeps it.',
  ...commandArguments({
    order: orderArgument,
  }),
  role: 'operator',
  writes: true,
  usesMarketplace: true,
  scopes: ['private', 'group'],
  async run(ctx, args) {
    const order = await findWaitingOrder(ctx, args.order);
    const name = ctx.actor.displayName ?? ctx.actor.userId;
    const result = await ctx.services.stores.orderTakes.take(ctx.account.id, order.id, { identityId: ctx.identityId, name, at: ctx.now() });
    const shortId = order.id.slice(0, 8);
    if (!result.taken) {
      const { holder } = result;
      return {
        text:
          holder.identityId === ctx.identityId
            ? `You took order ${shortId} already (${formatRelative(holder.at, ctx.now())}).`
            : `${holder.name} took order ${shortId} ${formatRelative(holder.at, ctx.now())}. Anyone can still deliver it.`,
        tone: 'info',
      };
    }
    await ctx.audit(`took order ${shortId}`);
    return {
      text: `You took order ${shortId}${order.title ? ` (${order.title})` : ''}. The team sees it on the alert, and the next escalation step calls only you.`,
      tone: 'success',
    };
  },
});
