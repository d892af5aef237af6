import { t } from '../../i18n/index.js';
import type { MarketplaceContext } from '../context.js';
import { countRefusal, deliverPreview, previewWords } from '../deliver-entry.js';
import type { FlowInput, FlowStep } from '../flow-types.js';
import { parseGoods } from '../goods-input.js';
import { errorReply } from '../reply-helpers.js';
import { isTradedAnswer, tradedGoods } from '../traded-goods.js';
import { confirmButtons } from './confirm-step.js';
import type { DeliverView } from './deliver-data.js';

/** The question for the goods: one per unit, or `traded` for a currency order. */
export function ask(flow: DeliverView): FlowStep {
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

export async function preview(ctx: MarketplaceContext<'listingSnapshots'>, flow: DeliverView, input: FlowInput): Promise<FlowStep> {
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
