import { z } from 'zod';
import { goodsEntry, type GoodsEntry } from '../../api/schemas/requests.js';
import type { Order } from '../../api/schemas/order.js';
import { argument, commandArguments } from '../command-arguments.js';
import { accountCommand } from '../command.js';
import type { AccountContext } from '../context.js';
import { accountFlow, type TypedFlowView } from '../flow-definition.js';
import type { FlowInput, FlowStep, FlowView } from '../flow-types.js';
import { GOODS_FILE_MAX_BYTES, maskedEntry, parseGoods } from '../goods-input.js';
import { deadlineText } from '../order-row.js';
import { countOf, plural } from '../format/plural.js';
import type { Button } from '../reply.js';
import { errorReply } from '../reply-helpers.js';
import { findWaitingOrder, orderArgument } from '../waiting-order.js';

export const DELIVER_FLOW = 'deliver';
/** A delivery whose answer was lost, waiting until its request can no longer land. */
const CHECKING_STEP = 'checking';
const PREVIEW_LIMIT = 10;
/** A delivered order stays claimed this long: a second confirmation never reaches the marketplace. */
const ORDER_CLAIM_TTL_SECONDS = 30 * 24 * 60 * 60;

const storedGoods = z.array(goodsEntry);

export const deliver = accountCommand({
  id: 'deliver',
  description: 'Hand over the goods of a waiting order, previewed masked, then confirmed',
  details:
    'Goods as lines, a .txt/.csv/.json file or JSON objects, one per unit; the count must match the order. Replying to an order alert with the goods does the same. A confirmation is carried out once, even if pressed twice.',
  ...commandArguments({
    order: orderArgument,
    goods: argument(z.string().optional(), { description: 'The goods, one line per unit (or send them after)', rest: true, secret: true }),
  }),
  role: 'operator',
  writes: true,
  usesMarketplace: true,
  scopes: ['private', 'group'],
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
});

/** What the deliver flow keeps: the order, and what was learned of it (a reply to an alert starts with the id alone). */
const deliverData = z.object({
  orderId: z.string(),
  quantity: z.number().int().nullable().optional(),
  title: z.string().nullable().optional(),
  deadline: z.string().nullable().optional(),
  /** A delivery's answer was lost: read the order before sending again. */
  uncertain: z.boolean().optional(),
  /** When a lost delivery can no longer land, so the order list tells the truth. */
  checkAfter: z.number().optional(),
});
type DeliverData = z.infer<typeof deliverData>;
type DeliverView = TypedFlowView<DeliverData>;

export const deliverFlow = accountFlow({
  kind: DELIVER_FLOW,
  role: 'operator',
  ttlSeconds: 30 * 60,
  acceptsFile: { goods: GOODS_FILE_MAX_BYTES },
  schema: deliverData,
  async handle(ctx, flow, input) {
    if (flow.step === CHECKING_STEP) {
      if (input.type === 'choice') return check(ctx, flow);
      return {
        replies: [
          errorReply(
            `Hawker is still checking whether order ${flow.data.orderId.slice(0, 8)} was delivered: press Check for the verdict first.`,
          ),
        ],
        next: { step: flow.step, data: flow.data },
      };
    }
    if (flow.step === 'confirm' && input.type === 'choice') return confirm(ctx, flow, input.choice);
    if (input.type === 'start' && flow.secret !== null) return preview(flow, { type: 'text', text: flow.secret });
    if (input.type === 'start') return ask(flow);
    if (input.type === 'choice')
      return { replies: [errorReply('Send the goods first, or `cancel`.')], next: { step: flow.step, data: flow.data } };
    if (typeof flow.data.quantity !== 'number' && typeof flow.data.title !== 'string') {
      const order = await findWaitingOrder(ctx, flow.data.orderId);
      return preview({ ...flow, data: orderData(order) }, input);
    }
    return preview(flow, input);
  },
});

function orderData(order: Order): DeliverData {
  return { orderId: order.id, quantity: order.quantity ?? null, title: order.title ?? null, deadline: order.deadline_at ?? null };
}

function ask(flow: DeliverView): FlowStep {
  const quantity = typeof flow.data.quantity === 'number' ? countOf(flow.data.quantity, 'unit') : 'one entry per unit';
  return {
    replies: [
      {
        title: `Deliver order ${flow.data.orderId.slice(0, 8)}`,
        text: `Send the goods: ${quantity}, one per line, JSON objects, or a .txt/.csv/.json file. You will see a masked preview before anything is sent.`,
        prompt: { kind: 'goods', label: 'Goods, one per line', formId: flow.token, multiline: true },
        visibility: 'private',
      },
    ],
    next: { step: 'goods', data: flow.data },
  };
}

function goodsFrom(input: FlowInput): ReturnType<typeof parseGoods> {
  if (input.type === 'text') return parseGoods({ text: input.text });
  if (input.type === 'file') return parseGoods({ filename: input.filename, data: input.data });
  if (input.type === 'form') return parseGoods({ text: input.values.goods ?? Object.values(input.values).join('\n') });
  return { ok: false, message: 'Send the goods as text or a file.' };
}

function preview(flow: DeliverView, input: FlowInput): FlowStep {
  const parsed = goodsFrom(input);
  if (!parsed.ok)
    return {
      replies: [{ ...errorReply(parsed.message), deleteUserMessage: true }],
      next: { step: 'goods', data: flow.data, secret: null },
    };
  const entries = parsed.value;
  const quantity = flow.data.quantity;
  if (typeof quantity === 'number' && entries.length !== quantity) {
    return {
      replies: [
        {
          ...errorReply(
            `The order is for ${countOf(quantity, 'unit')} but you sent ${entries.length}. Send exactly ${countOf(quantity, 'entry', 'entries')}.`,
          ),
          deleteUserMessage: true,
        },
      ],
      next: { step: 'goods', data: flow.data, secret: null },
    };
  }
  const lines = entries.slice(0, PREVIEW_LIMIT).map((entry, index) => `${index + 1}. ${maskedEntry(entry)}`);
  if (entries.length > PREVIEW_LIMIT) lines.push(`… and ${entries.length - PREVIEW_LIMIT} more`);
  return {
    replies: [
      {
        title: `Deliver ${countOf(entries.length, 'unit')} for order ${flow.data.orderId.slice(0, 8)}?`,
        text: `${flow.data.title ? `${flow.data.title}\n` : ''}${lines.join('\n')}\nThe buyer sees the goods at once; this cannot be undone.`,
        tone: 'warning',
        buttons: [
          [
            { label: 'Confirm delivery', action: flow.choiceAction('yes'), style: 'success' },
            { label: 'Cancel', action: flow.choiceAction('no'), style: 'secondary' },
          ],
        ],
        deleteUserMessage: true,
        visibility: 'private',
      },
    ],
    next: { step: 'confirm', data: flow.data, secret: JSON.stringify(entries) },
  };
}

async function confirm(ctx: AccountContext, flow: DeliverView, choice: string): Promise<FlowStep> {
  const orderId = flow.data.orderId;
  if (choice !== 'yes')
    return {
      replies: [{ text: 'Cancelled: nothing was delivered.', tone: 'info', replaceOriginal: true }],
      done: 'the delivery was cancelled',
    };
  const orderClaim = orderClaimKey(ctx, orderId);
  if (!(await flow.claim('deliver')))
    return { replies: [{ text: 'Already done: this delivery was confirmed before.', tone: 'info' }], done: 'delivery confirmed before' };
  if (!(await ctx.services.stores.flows.claimOnce(orderClaim, ORDER_CLAIM_TTL_SECONDS))) {
    return {
      replies: [
        {
          text: `Already done or under way: order ${orderId.slice(0, 8)} was delivered through Hawker before, or a delivery of it is still being checked. See \`orders\`.`,
          tone: 'info',
        },
      ],
      done: 'order delivered before',
    };
  }
  const entries: GoodsEntry[] = storedGoods.parse(JSON.parse(flow.secret ?? '[]'));
  const summary = `order ${orderId.slice(0, 8)} delivered (${countOf(entries.length, 'unit')})`;
  let result;
  const sentAt = ctx.now();
  try {
    // After a lost answer the earlier request may still land: read the order before sending again.
    if (flow.data.uncertain === true && !(await isWaiting(ctx, orderId))) return await settled(ctx, orderId, summary);
    result = await ctx.write(`deliver order ${orderId.slice(0, 8)} (${countOf(entries.length, 'unit')})`, () =>
      ctx.api.orders.deliver(orderId, entries, { timeoutMs: ctx.services.deliverTimeoutMs }),
    );
  } catch (error) {
    // deliver answers ambiguous failures with outcome "unknown"; what it throws was refused or never sent.
    await releaseClaims(ctx, flow, orderId);
    throw error;
  }
  if (result.outcome === 'delivered') {
    await ctx.services.stores.deliveredBy.record(ctx.account.id, orderId, ctx.actor, ctx.now());
    return {
      replies: [
        {
          title: 'Delivered',
          text: `Order ${orderId.slice(0, 8)}: ${countOf(entries.length, 'unit')} handed over. The buyer sees ${plural(entries.length, 'it', 'them')} now.`,
          tone: 'success',
          replaceOriginal: true,
        },
      ],
      done: summary,
    };
  }
  // A read now may come before the request itself reaches the marketplace: both claims stay
  // held (no second deliver of this order) until a read after the request can no longer land.
  const checkAfter = sentAt + 2 * ctx.services.deliverTimeoutMs;
  await ctx.audit(
    `delivery of order ${orderId.slice(0, 8)} unknown: the answer was lost; checking after ${new Date(checkAfter).toISOString()}`,
    'deliver',
  );
  return {
    replies: [
      {
        title: 'Checking…',
        text: `The marketplace's answer for order ${orderId.slice(0, 8)} was lost, so Hawker does not know yet whether the goods arrived. A delivery still on its way can land until ${secondUtc(checkAfter)}: Hawker reads the order only after that, and no second delivery of this order is possible meanwhile. Press Check then.`,
        tone: 'warning',
        buttons: [[checkButton(flow)]],
      },
    ],
    next: { step: CHECKING_STEP, data: { ...flow.data, checkAfter } },
  };
}

/** The verdict on a delivery whose answer was lost, once its request can no longer land. */
async function check(ctx: AccountContext, flow: DeliverView): Promise<FlowStep> {
  const orderId = flow.data.orderId;
  const checkAfter = flow.data.checkAfter ?? 0;
  const summary = `order ${orderId.slice(0, 8)} delivered`;
  if (!(ctx.now() >= checkAfter)) {
    return {
      replies: [
        {
          text: `Still checking order ${orderId.slice(0, 8)}: the delivery sent may still land until ${secondUtc(checkAfter)}. Press Check after that.`,
          tone: 'info',
          buttons: [[checkButton(flow)]],
        },
      ],
      next: { step: CHECKING_STEP, data: flow.data },
    };
  }
  let stillWaiting: Order | undefined;
  try {
    const waiting = await ctx.api.orders.list('awaiting_delivery');
    stillWaiting = waiting.orders.find((order) => order.id === orderId && order.status === 'awaiting_delivery');
    if (!stillWaiting) return await settled(ctx, orderId, summary);
  } catch {
    return {
      replies: [
        {
          text: `Hawker cannot read the order list to learn whether order ${orderId.slice(0, 8)} was delivered. Press Check again in a minute: no second delivery of this order is possible until then.`,
          tone: 'warning',
          buttons: [[checkButton(flow)]],
        },
      ],
      next: { step: CHECKING_STEP, data: flow.data },
    };
  }
  await releaseClaims(ctx, flow, orderId);
  await ctx.audit(`delivery of order ${orderId.slice(0, 8)} did not arrive; the order still waits`, 'deliver');
  return {
    replies: [
      {
        text: `The marketplace's answer was lost, and the order list, read once the delivery could no longer arrive, shows order ${orderId.slice(0, 8)} still waiting (${deadlineText(stillWaiting, ctx.now())}), so nothing was delivered. Press Confirm delivery again to retry.`,
        tone: 'warning',
        buttons: [
          [
            { label: 'Confirm delivery', action: flow.choiceAction('yes'), style: 'success' },
            { label: 'Cancel', action: flow.choiceAction('no'), style: 'secondary' },
          ],
        ],
      },
    ],
    next: { step: 'confirm', data: { ...flow.data, uncertain: true } },
  };
}

/** `21:49:07 UTC`: the wait is seconds long, so minutes would not tell when to press Check. */
function secondUtc(atMs: number): string {
  return `${new Date(atMs).toISOString().slice(11, 19)} UTC`;
}

function checkButton(flow: FlowView): Button {
  return { label: 'Check', action: flow.choiceAction('check'), style: 'primary' };
}

function orderClaimKey(ctx: AccountContext, orderId: string): string {
  return `deliver-order:${ctx.account.id}:${orderId}`;
}

async function releaseClaims(ctx: AccountContext, flow: FlowView, orderId: string): Promise<void> {
  await flow.release('deliver');
  await ctx.services.stores.flows.releaseClaim(orderClaimKey(ctx, orderId));
}

async function isWaiting(ctx: AccountContext, orderId: string): Promise<boolean> {
  const waiting = await ctx.api.orders.list('awaiting_delivery');
  return waiting.orders.some((order) => order.id === orderId && order.status === 'awaiting_delivery');
}
/** The order no longer waits: the delivered list says whether this delivery is what moved it. */
async function settled(ctx: AccountContext, orderId: string, summary: string): Promise<FlowStep> {
  const delivered = await ctx.api.orders.list('delivered');
  if (delivered.orders.some((order) => order.id === orderId)) {
    await ctx.services.stores.deliveredBy.record(ctx.account.id, orderId, ctx.actor, ctx.now());
    return {
      replies: [
        {
          title: 'Delivered',
          text: `Order ${orderId.slice(0, 8)} is delivered: the marketplace's answer was lost, and its order list confirms it.`,
          tone: 'success',
        },
      ],
      done: summary,
    };
  }
  await ctx.audit(`delivery of order ${orderId.slice(0, 8)} unknown: the order no longer waits`, 'deliver');
  return {
    replies: [
      {
        text: `Order ${orderId.slice(0, 8)} no longer waits for delivery, but the marketplace does not list it as delivered either (it may have been cancelled). Check it in the seller dashboard before sending anything again.`,
        tone: 'warning',
      },
    ],
    done: `order ${orderId.slice(0, 8)} no longer waits`,
  };
}
