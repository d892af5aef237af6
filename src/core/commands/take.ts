import { msg, t } from '../../i18n/index.js';
import { commandArguments } from '../command-arguments.js';
import { accountCommand } from '../command.js';
import { formatRelative } from '../format/time.js';
import { findWaitingOrder, orderArgument } from '../waiting-order.js';

export const take = accountCommand({
  id: 'take',
  description: () => t('cmd-take'),
  details: () => t('cmd-take-details'),
  ...commandArguments({
    order: orderArgument,
  }),
  role: 'operator',
  writes: true,
  marketplace: 'needed',
  scopes: ['private', 'group'],
  async run(ctx, args) {
    const order = await findWaitingOrder(ctx, args.order);
    const name = ctx.actor.displayName ?? ctx.actor.userId;
    const at = ctx.now();
    const result = await ctx.services.stores.orderTakes.take(ctx.account.id, order.id, { identityId: ctx.identityId, name, at });
    const shortId = order.id.slice(0, 8);
    if (!result.taken) {
      const { holder } = result;
      return {
        text:
          holder.identityId === ctx.identityId
            ? t('take-yours-already', { order: shortId, when: formatRelative(holder.at, ctx.now()) })
            : t('take-held', { name: holder.name, order: shortId, when: formatRelative(holder.at, ctx.now()) }),
        tone: 'info',
      };
    }
    await ctx.audit(msg('audit-take', { order: shortId }));
    await ctx.services.orderChanges.raise({ kind: 'taken', accountId: ctx.account.id, order, name, identityId: ctx.identityId, at });
    return {
      text: order.title ? t('take-taken-titled', { order: shortId, title: order.title }) : t('take-taken', { order: shortId }),
      tone: 'success',
    };
  },
});
