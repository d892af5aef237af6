import { msg, t } from '../../i18n/index.js';
import { commandArguments } from '../command-arguments.js';
import { formatRelative } from '../format/time.js';
import { errorReply } from '../reply-helpers.js';
import { done } from '../typed/outcome.js';
import { typedCommand } from '../typed/typed-command.js';
import { findWaitingOrder, orderArgument } from '../waiting-order.js';

/** Who holds an order taken before: `yours` where it is the caller, with when they took it (ms). */
interface TakeHolder {
  name: string;
  yours: boolean;
  at: number;
}

/** An order marked as the caller's to deliver (`holder` null), or the one who had taken it already. */
export interface OrderTaken {
  orderId: string;
  title: string | null;
  holder: TakeHolder | null;
}

export const take = typedCommand<{ order: string }, OrderTaken, never, 'orderTakes'>({
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
  stores: ['orderTakes'],
  async run(ctx, args) {
    const order = await findWaitingOrder(ctx, args.order);
    const name = ctx.actor.displayName ?? ctx.actor.userId;
    const at = ctx.now();
    const result = await ctx.services.stores.orderTakes.take(ctx.account.id, order.id, { identityId: ctx.identityId, name, at });
    const taken = { orderId: order.id, title: order.title ?? null };
    if (!result.taken) {
      const { holder } = result;
      return done({ ...taken, holder: { name: holder.name, yours: holder.identityId === ctx.identityId, at: holder.at } });
    }
    await ctx.audit(msg('audit-take', { order: order.id.slice(0, 8) }));
    await ctx.services.orderChanges.raise({ kind: 'taken', accountId: ctx.account.id, order, name, identityId: ctx.identityId, at });
    return done({ ...taken, holder: null });
  },
  chat(outcome, ctx) {
    if (!outcome.ok) return errorReply(outcome.refusal.message);
    const { orderId, title, holder } = outcome.value;
    const shortId = orderId.slice(0, 8);
    if (holder) {
      const when = formatRelative(holder.at, ctx.now());
      return {
        text: holder.yours
          ? t('take-yours-already', { order: shortId, when })
          : t('take-held', { name: holder.name, order: shortId, when }),
        tone: 'info',
      };
    }
    return { text: title ? t('take-taken-titled', { order: shortId, title }) : t('take-taken', { order: shortId }), tone: 'success' };
  },
});
