import { z } from 'zod';
import { msg, t } from '../../i18n/index.js';
import { goodsEntry, type GoodsEntry } from '../../api/schemas/requests.js';
import type { Order } from '../../api/schemas/order.js';
import { AUTOPILOT_CLAIM_HOLDER, ORDER_CLAIM_TTL_SECONDS, orderClaimKey } from '../autopilot/order-claim.js';
import { argument, commandArguments } from '../command-arguments.js';
import { accountCommand } from '../command.js';
import type { MarketplaceContext } from '../context.js';
import { accountFlow, type TypedFlowView } from '../flow-definition.js';
import type { FlowInput, FlowStep, FlowView } from '../flow-types.js';
import { GOODS_FILE_MAX_BYTES, maskedEntry, parseGoods } from '../goods-input.js';
import { deadlineText } from '../order-row.js';
import type { Button } from '../reply.js';
import { errorReply } from '../reply-helpers.js';
import { isTradedAnswer, tradedGoods } from '../traded-goods.js';
import { findWaitingOrder, orderArgument } from '../waiting-order.js';

const DELIVER_FLOW = 'deliver';
/** A delivery whose answer was lost, waiting until its request can no longer land. */
const CHECKING_STEP = 'checking';
const PREVIEW_LIMIT = 10;

const storedGoods = z.array(goodsEntry);

/** What the deliver flow keeps: the order, and what was learned of it (a reply to an alert starts with the id alone). */
const deliverData = z.object({
  orderId: z.string(),
  quantity: z.number().int().nullable().optional(),
  title: z.string().nullable().optional(),
  deadline: z.string().nullable().optional(),
  /** The listing's category and id, as the order list gives them: a currency order may be answered `traded`. */
  category: z.string().nullable().optional(),
  listingId: z.string().nullable().optional(),
  /** A delivery's answer was lost: read the order before sending again. */
  uncertain: z.boolean().optional(),
  /** When a lost delivery can no longer land, so the order list tells the truth. */
  checkAfter: z.number().optional(),
});
type DeliverData = z.infer<typeof deliverData>;
type DeliverView = TypedFlowView<DeliverData>;

const deliverFlow = accountFlow({
  kind: DELIVER_FLOW,
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

export const deliver = accountCommand({
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
});

function orderData(order: Order): DeliverData {
  return {
    orderId: order.id,
    quantity: order.quantity ?? null,
    title: order.title ?? null,
    deadline: order.deadline_at ?? null,
    category: order.category ?? null,
    listingId: order.offer_id ?? null,
  };
}

function ask(flow: DeliverView): FlowStep {
  const quantity = flow.data.quantity;
  return {
    replies: [
      {
        title: t('deliver-ask-title', { order: flow.data.orderId.slice(0, 8) }),
        text: [
          typeof quantity === 'number' ? t('deliver-ask-counted', { count: quantity }) : t('deliver-ask'),
          ...(flow.data.category === 'currency' ? [t('deliver-ask-traded')] : []),
        ].join(' '),
        prompt: { kind: 'goods', label: t('deliver-goods-label'), formId: flow.token, multiline: true },
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
  return { ok: false, message: t('deliver-text-or-file') };
}

/** What the person typed, where the input is text: a `traded` answer is read from it. */
function typedText(input: FlowInput): string | null {
  if (input.type === 'text') return input.text;
  if (input.type === 'form') return input.values.goods ?? null;
  return null;
}

async function preview(ctx: MarketplaceContext, flow: DeliverView, input: FlowInput): Promise<FlowStep> {
  const typed = typedText(input);
  const traded = typed !== null && isTradedAnswer(typed);
  const parsed = traded ? await tradedGoods(ctx, flow.data) : goodsFrom(input);
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
          ...errorReply(t('deliver-count-mismatch', { quantity, sent: entries.length })),
          deleteUserMessage: true,
        },
      ],
      next: { step: 'goods', data: flow.data, secret: null },
    };
  }
  // A traded answer's lines are Hawker's own words, not secrets: the preview shows exactly what is sent.
  const lines = entries
    .slice(0, PREVIEW_LIMIT)
    .map((entry, index) => `${index + 1}. ${traded && typeof entry.code === 'string' ? entry.code : maskedEntry(entry)}`);
  if (entries.length > PREVIEW_LIMIT) lines.push(t('deliver-preview-more', { count: entries.length - PREVIEW_LIMIT }));
  return {
    replies: [
      {
        title: t('deliver-preview-title', { count: entries.length, order: flow.data.orderId.slice(0, 8) }),
        text: [
          ...(flow.data.title ? [flow.data.title] : []),
          ...(traded ? [t('deliver-traded-preview', { count: entries.length })] : []),
          ...lines,
          t('deliver-preview-warning'),
        ].join('\n'),
        tone: 'warning',
        buttons: [confirmButtons(flow)],
        data: { kind: 'confirm', action: flow.choiceAction('yes') },
        deleteUserMessage: true,
        visibility: 'private',
      },
    ],
    next: { step: 'confirm', data: flow.data, secret: JSON.stringify(entries) },
  };
}

async function confirm(ctx: MarketplaceContext, flow: DeliverView, choice: string): Promise<FlowStep> {
  const orderId = flow.data.orderId;
  if (choice !== 'yes')
    return {
      replies: [{ text: t('deliver-cancelled'), tone: 'info', replaceOriginal: true }],
      done: t('deliver-done-cancelled'),
    };
  const orderClaim = orderClaimKey(ctx.account.id, orderId);
  if (!(await flow.claim('deliver')))
    return {
      replies: [{ text: t('deliver-confirmed-before'), tone: 'info', data: { kind: 'delivery', orderId, outcome: 'claimed' } }],
      done: t('deliver-done-confirmed-before'),
    };
  if (!(await ctx.services.stores.claims.claimOnce(orderClaim, ORDER_CLAIM_TTL_SECONDS))) {
    const autopilot = (await ctx.services.stores.claims.holder(orderClaim)) === AUTOPILOT_CLAIM_HOLDER;
    return {
      replies: [
        {
          text: autopilot
            ? t('deliver-order-autopilot', { order: orderId.slice(0, 8) })
            : t('deliver-order-claimed', { order: orderId.slice(0, 8) }),
          tone: 'info',
          data: { kind: 'delivery', orderId, outcome: autopilot ? 'autopilot' : 'claimed' },
        },
      ],
      done: t('deliver-done-delivered-before'),
    };
  }
  const entries: GoodsEntry[] = storedGoods.parse(JSON.parse(flow.secret ?? '[]'));
  const summary = t('deliver-done-delivered', { order: orderId.slice(0, 8), count: entries.length });
  let result;
  const sentAt = ctx.now();
  try {
    // After a lost answer the earlier request may still land: read the order before sending again.
    if (flow.data.uncertain === true && !(await isWaiting(ctx, orderId))) return await settled(ctx, orderId, summary);
    result = await ctx.write(msg('audit-deliver-order', { order: orderId.slice(0, 8), count: entries.length }), () =>
      ctx.api.orders.deliver(orderId, entries, { timeoutMs: ctx.services.deliverTimeoutMs, budgetClass: 'critical' }),
    );
  } catch (error) {
    // deliver answers ambiguous failures with outcome "unknown"; what it throws was refused or never sent.
    await releaseClaims(ctx, flow, orderId);
    throw error;
  }
  if (result.outcome === 'delivered') {
    await ctx.services.stores.deliveredBy.record(ctx.account.id, orderId, ctx.actor, ctx.now());
    await ctx.services.stores.dashboardEvents.orderDone(ctx.account.id, orderId, 'delivered');
    return {
      replies: [
        {
          title: t('deliver-delivered-title'),
          text: t('deliver-delivered', { order: orderId.slice(0, 8), count: entries.length }),
          tone: 'success',
          replaceOriginal: true,
          data: { kind: 'delivery', orderId, outcome: 'delivered' },
        },
      ],
      done: summary,
    };
  }
  // A read now may come before the request itself reaches the marketplace: both claims stay
  // held (no second deliver of this order) until a read after the request can no longer land.
  const checkAfter = sentAt + 2 * ctx.services.deliverTimeoutMs;
  await ctx.audit(msg('audit-deliver-unknown', { order: orderId.slice(0, 8), checkAfter: new Date(checkAfter).toISOString() }), 'deliver');
  return {
    replies: [
      {
        title: t('deliver-checking-title'),
        text: t('deliver-answer-lost', { order: orderId.slice(0, 8), until: secondUtc(checkAfter) }),
        tone: 'warning',
        data: { kind: 'delivery', orderId, outcome: 'answer_lost' },
        buttons: [[checkButton(flow)]],
      },
    ],
    next: { step: CHECKING_STEP, data: { ...flow.data, checkAfter } },
  };
}

/** The verdict on a delivery whose answer was lost, once its request can no longer land. */
async function check(ctx: MarketplaceContext, flow: DeliverView): Promise<FlowStep> {
  const orderId = flow.data.orderId;
  const checkAfter = flow.data.checkAfter ?? 0;
  const summary = t('deliver-done-delivered-uncounted', { order: orderId.slice(0, 8) });
  if (!(ctx.now() >= checkAfter)) {
    return {
      replies: [
        {
          text: t('deliver-check-too-early', { order: orderId.slice(0, 8), until: secondUtc(checkAfter) }),
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
          text: t('deliver-check-unreadable', { order: orderId.slice(0, 8) }),
          tone: 'warning',
          buttons: [[checkButton(flow)]],
        },
      ],
      next: { step: CHECKING_STEP, data: flow.data },
    };
  }
  await releaseClaims(ctx, flow, orderId);
  await ctx.audit(msg('audit-deliver-not-arrived', { order: orderId.slice(0, 8) }), 'deliver');
  return {
    replies: [
      {
        text: t('deliver-not-arrived', { order: orderId.slice(0, 8), deadline: deadlineText(stillWaiting, ctx.now()) }),
        tone: 'warning',
        buttons: [confirmButtons(flow)],
      },
    ],
    next: { step: 'confirm', data: { ...flow.data, uncertain: true } },
  };
}

/** `21:49:07 UTC`: the wait is seconds long, so minutes would not tell when to press Check. */
function secondUtc(atMs: number): string {
  return t('time-utc', { moment: new Date(atMs).toISOString().slice(11, 19) });
}

function checkButton(flow: FlowView): Button {
  return { label: t('deliver-check-button'), action: flow.choiceAction('check'), style: 'primary' };
}

function confirmButtons(flow: FlowView): Button[] {
  return [
    { label: t('deliver-confirm-button'), action: flow.choiceAction('yes'), style: 'success' },
    { label: t('deliver-cancel-button'), action: flow.choiceAction('no'), style: 'secondary' },
  ];
}

async function releaseClaims(ctx: MarketplaceContext, flow: FlowView, orderId: string): Promise<void> {
  await flow.release('deliver');
  await ctx.services.stores.claims.release(orderClaimKey(ctx.account.id, orderId));
}

async function isWaiting(ctx: MarketplaceContext, orderId: string): Promise<boolean> {
  const waiting = await ctx.api.orders.list('awaiting_delivery');
  return waiting.orders.some((order) => order.id === orderId && order.status === 'awaiting_delivery');
}
/** The order no longer waits: the delivered list says whether this delivery is what moved it. */
async function settled(ctx: MarketplaceContext, orderId: string, summary: string): Promise<FlowStep> {
  const delivered = await ctx.api.orders.list('delivered');
  if (delivered.orders.some((order) => order.id === orderId)) {
    await ctx.services.stores.deliveredBy.record(ctx.account.id, orderId, ctx.actor, ctx.now());
    await ctx.services.stores.dashboardEvents.orderDone(ctx.account.id, orderId, 'delivered');
    return {
      replies: [
        {
          title: t('deliver-delivered-title'),
          text: t('deliver-settled', { order: orderId.slice(0, 8) }),
          tone: 'success',
          data: { kind: 'delivery', orderId, outcome: 'delivered' },
        },
      ],
      done: summary,
    };
  }
  await ctx.audit(msg('audit-deliver-gone', { order: orderId.slice(0, 8) }), 'deliver');
  await ctx.services.stores.dashboardEvents.orderDone(ctx.account.id, orderId, 'gone');
  return {
    replies: [
      {
        text: t('deliver-gone', { order: orderId.slice(0, 8) }),
        tone: 'warning',
        data: { kind: 'delivery', orderId, outcome: 'gone' },
      },
    ],
    done: t('deliver-done-gone', { order: orderId.slice(0, 8) }),
  };
}
