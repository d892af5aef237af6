import { msg, t } from '../../i18n/index.js';
import type { GoodsEntry } from '../../api/schemas/requests.js';
import type { OrderDelivery, PersonOutcome, ReadBack } from '../../orders/order-delivery.js';
import type { MarketplaceContext } from '../context.js';
import { raiseOrderGone, settledDelivery } from '../deliver-entry.js';
import type { FlowStep, FlowView } from '../flow-types.js';
import { deadlineText } from '../order-row.js';
import { personDelivery, raisePersonDelivered } from '../person-delivery.js';
import type { Button } from '../../domain/reply.js';
import { CHECKING_STEP, storedGoods, type DeliverView } from './deliver-data.js';

/** Confirm or Cancel under the preview: the goods are sent once, by whoever confirms first. */
export async function confirm(ctx: MarketplaceContext<'claims'>, flow: DeliverView, choice: string): Promise<FlowStep> {
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
export async function check(ctx: MarketplaceContext<'claims'>, flow: DeliverView): Promise<FlowStep> {
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

export function confirmButtons(flow: FlowView): Button[] {
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
