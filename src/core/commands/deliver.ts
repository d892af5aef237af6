import { z } from 'zod';
import { msg, t } from '../../i18n/index.js';
import { goodsEntry, type GoodsEntry } from '../../api/schemas/requests.js';
import type { Order } from '../../api/schemas/order.js';
import type { OrderDelivery, PersonOutcome, ReadBack } from '../../orders/order-delivery.js';
import { argument, commandArguments } from '../command-arguments.js';
import { accountCommand } from '../command.js';
import type { MarketplaceContext } from '../context.js';
import { accountFlow, type TypedFlowView } from '../flow-definition.js';
import type { FlowInput, FlowStep, FlowView } from '../flow-types.js';
import { GOODS_FILE_MAX_BYTES, parseGoods } from '../goods-input.js';
import { deadlineText } from '../order-row.js';
import { personDelivery, raisePersonDelivered } from '../person-delivery.js';
import {
  countRefusal,
  deliverEntry,
  deliverPreview,
  previewWords,
  raiseOrderGone,
  settledDelivery,
  type DeliverArgs,
  type DeliverPreview,
  type DeliveryDone,
} from '../deliver-entry.js';
import { withTypedEntry } from '../typed/typed-command.js';
import type { Button } from '../../domain/reply.js';
import { errorReply } from '../reply-helpers.js';
import { isTradedAnswer, tradedGoods } from '../traded-goods.js';
import { findWaitingOrder, orderArgument } from '../waiting-order.js';

const DELIVER_FLOW = 'deliver';
/** A delivery whose answer was lost, waiting until its request can no longer land. */
const CHECKING_STEP = 'checking';

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

async function preview(ctx: MarketplaceContext<'listingSnapshots'>, flow: DeliverView, input: FlowInput): Promise<FlowStep> {
  const typed = typedText(input);
  const traded = typed !== null && isTradedAnswer(typed);
  const parsed = traded ? await tradedGoods(ctx, flow.data) : goodsFrom(input);
  if (!parsed.ok)
    return {
      replies: [{ ...errorReply(parsed.message), deleteUserMessage: true }],
      next: { step: 'goods', data: flow.data, secret: null },
    };
  const entries = parsed.value;
  const mismatch = countRefusal(flow.data.quantity, entries);
  if (mismatch !== null)
    return {
      replies: [{ ...errorReply(mismatch), deleteUserMessage: true }],
      next: { step: 'goods', data: flow.data, secret: null },
    };
  const words = previewWords(deliverPreview(flow.data.orderId, flow.data.title ?? null, entries, traded));
  return {
    replies: [
      {
        ...words,
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

async function confirm(ctx: MarketplaceContext<'claims'>, flow: DeliverView, choice: string): Promise<FlowStep> {
  const orderId = flow.data.orderId;
  if (choice !== 'yes')
    return {
      replies: [{ text: t('deliver-cancelled'), tone: 'info', replaceOriginal: true }],
      done: t('deliver-done-cancelled'),
    };
  if (!(await flow.claim('deliver')))
    return {
      replies: [{ text: t('deliver-confirmed-before'), tone: 'info' }],
      done: t('deliver-done-confirmed-before'),
    };
  const entries: GoodsEntry[] = storedGoods.parse(JSON.parse(flow.secret ?? '[]'));
  const delivery = personDelivery(ctx, orderId, entries.length);
  let outcome: PersonOutcome;
  try {
    // After a lost answer the earlier request may still land: the order is read before sending again.
    outcome = await delivery.run(entries, { uncertain: flow.data.uncertain === true });
  } catch (error) {
    await releaseClaims(flow, delivery);
    throw error;
  }
  if (outcome.kind === 'refused') {
    await flow.release('deliver');
    throw outcome.error;
  }
  await settledDelivery(ctx, orderId, outcome);
  const summary = t('deliver-done-delivered', { order: orderId.slice(0, 8), count: entries.length });
  if (outcome.kind === 'claimed') return claimedStep(orderId, outcome.holder);
  if (outcome.kind === 'gone') return goneStep(orderId);
  if (outcome.kind === 'delivered' && outcome.readBack) return settledStep(orderId, summary);
  if (outcome.kind === 'delivered')
    return {
      replies: [
        {
          title: t('deliver-delivered-title'),
          text: t('deliver-delivered', { order: orderId.slice(0, 8), count: entries.length }),
          tone: 'success',
          replaceOriginal: true,
        },
      ],
      done: summary,
    };
  // A read now may come before the request itself reaches the marketplace: both claims stay
  // held (no second deliver of this order) until a read after the request can no longer land.
  const { checkAfter } = outcome;
  return {
    replies: [
      {
        title: t('deliver-checking-title'),
        text: t('deliver-answer-lost', { order: orderId.slice(0, 8), until: secondUtc(checkAfter) }),
        tone: 'warning',
        buttons: [[checkButton(flow)]],
      },
    ],
    next: { step: CHECKING_STEP, data: { ...flow.data, checkAfter } },
  };
}

/** Someone else holds the order's claim: autopilot, or a person (maybe this one, in another flow). */
function claimedStep(orderId: string, holder: 'person' | 'autopilot'): FlowStep {
  const autopilot = holder === 'autopilot';
  return {
    replies: [
      {
        text: autopilot
          ? t('deliver-order-autopilot', { order: orderId.slice(0, 8) })
          : t('deliver-order-claimed', { order: orderId.slice(0, 8) }),
        tone: 'info',
      },
    ],
    done: t('deliver-done-delivered-before'),
  };
}

/** The verdict on a delivery whose answer was lost, once its request can no longer land. */
async function check(ctx: MarketplaceContext<'claims'>, flow: DeliverView): Promise<FlowStep> {
  const orderId = flow.data.orderId;
  const checkAfter = flow.data.checkAfter ?? 0;
  const delivery = personDelivery(ctx, orderId, 0);
  let read: ReadBack;
  try {
    read = await delivery.readBack(checkAfter);
    if (read.kind === 'delivered') {
      await raisePersonDelivered(ctx, orderId);
      return settledStep(orderId, t('deliver-done-delivered-uncounted', { order: orderId.slice(0, 8) }));
    }
    if (read.kind === 'gone') {
      await raiseOrderGone(ctx, orderId);
      return goneStep(orderId);
    }
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
  if (read.kind === 'too_early') {
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
  await releaseClaims(flow, delivery);
  await ctx.audit(msg('audit-deliver-not-arrived', { order: orderId.slice(0, 8) }), 'deliver');
  return {
    replies: [
      {
        text: t('deliver-not-arrived', { order: orderId.slice(0, 8), deadline: deadlineText(read.order, ctx.now()) }),
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

async function releaseClaims(flow: FlowView, delivery: OrderDelivery): Promise<void> {
  await flow.release('deliver');
  await delivery.giveBack();
}

/** An earlier delivery whose answer was lost landed: the order no longer waits, and the delivered list shows it. */
function settledStep(orderId: string, summary: string): FlowStep {
  return {
    replies: [
      {
        title: t('deliver-delivered-title'),
        text: t('deliver-settled', { order: orderId.slice(0, 8) }),
        tone: 'success',
      },
    ],
    done: summary,
  };
}

/** The order neither waits nor was delivered (cancelled or expired) after a delivery whose answer was lost. */
function goneStep(orderId: string): FlowStep {
  return {
    replies: [
      {
        text: t('deliver-gone', { order: orderId.slice(0, 8) }),
        tone: 'warning',
      },
    ],
    done: t('deliver-done-gone', { order: orderId.slice(0, 8) }),
  };
}
