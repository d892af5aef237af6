import { z } from 'zod';
import { t } from '../../i18n/index.js';
import { argument, commandArguments } from '../command-arguments.js';
import { accountCommand } from '../command.js';
import { accountFlow } from '../flow-definition.js';
import { GOODS_FILE_MAX_BYTES } from '../goods-input.js';
import { deliverEntry, type DeliverArgs, type DeliverPreview, type DeliveryDone } from '../deliver-entry.js';
import { check, confirm } from '../deliver-flow/confirm-step.js';
import { CHECKING_STEP, deliverData, orderData } from '../deliver-flow/deliver-data.js';
import { ask, preview } from '../deliver-flow/goods-step.js';
import { withTypedEntry } from '../typed/typed-command.js';
import { errorReply } from '../reply-helpers.js';
import { findWaitingOrder, orderArgument } from '../waiting-order.js';

const DELIVER_FLOW = 'deliver';

const deliverFlow = accountFlow({
  kind: DELIVER_FLOW,
  stores: ['listingSnapshots', 'claims'],
  role: 'operator',
  ttlSeconds: 30 * 60,
  acceptsFile: { goods: GOODS_FILE_MAX_BYTES },
  // The goods of an alerted order may come as a reply to its alert, before anything is known of it but its id.
  alertReply: { step: 'goods', data: (orderId) => ({ orderId }), roleRefusal: () => t('dispatch-deliver-needs-operator') },
  schema: deliverData,
  async handle(ctx, flow, input) {
    if (flow.step === CHECKING_STEP) {
      if (input.type === 'choice') return check(ctx, flow);
      return {
        replies: [errorReply(t('deliver-still-checking', { order: flow.data.orderId.slice(0, 8) }))],
        next: { step: flow.step, data: flow.data },
      };
    }
    if (flow.step === 'confirm' && input.type === 'choice') return confirm(ctx, flow, input.choice);
    if (input.type === 'start' && flow.secret !== null) return preview(ctx, flow, { type: 'text', text: flow.secret });
    if (input.type === 'start') return ask(flow);
    if (input.type === 'choice') return { replies: [errorReply(t('deliver-goods-first'))], next: { step: flow.step, data: flow.data } };
    if (typeof flow.data.quantity !== 'number' && typeof flow.data.title !== 'string') {
      const order = await findWaitingOrder(ctx, flow.data.orderId);
      return preview(ctx, { ...flow, data: orderData(order) }, input);
    }
    return preview(ctx, flow, input);
  },
});

export const deliver = withTypedEntry<DeliverArgs, DeliveryDone, DeliverPreview>(
  accountCommand({
    id: 'deliver',
    description: () => t('cmd-deliver'),
    details: () => t('cmd-deliver-details'),
    ...commandArguments({
      order: orderArgument,
      goods: argument(z.string().optional(), { description: () => t('cmd-deliver-goods'), rest: true, secret: true }),
    }),
    role: 'operator',
    writes: true,
    marketplace: 'needed',
    scopes: ['private', 'group'],
    stores: [],
    flows: [deliverFlow],
    async run(ctx, args) {
      const order = await findWaitingOrder(ctx, args.order);
      const replies = await ctx.startFlow({
        kind: DELIVER_FLOW,
        step: 'goods',
        data: orderData(order),
        ...(args.goods === undefined ? {} : { secret: args.goods }),
      });
      return args.goods === undefined ? replies : replies.map((reply) => ({ ...reply, deleteUserMessage: true }));
    },
  }),
  deliverEntry,
);
