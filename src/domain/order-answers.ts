import { z } from 'zod';

/**
 * A waiting order as the API shows it: money in integer cents, times as ISO 8601. The schema is
 * the one source of the type and of the OpenAPI document's `WaitingOrder` (`npm run openapi`).
 */
export const waitingOrder = z.strictObject({
  id: z.string(),
  title: z.string().nullable(),
  listing_id: z.string().nullable(),
  category: z.string().nullable().meta({
    description:
      'The listing\'s category (top_up, currency, account, gift_card); a currency order is an in-game trade, delivered with "traded": true; null where neither the order list nor the listing watch\'s last look named it',
  }),
  quantity: z.int().min(1).nullable(),
  price_cents: z.int().nullable().meta({ description: 'What the buyer paid, in US cents' }),
  created_at: z.string().meta({ format: 'date-time' }).nullable(),
  deadline_at: z.string().meta({ format: 'date-time' }).nullable(),
  seconds_left: z.int().min(0).nullable().meta({ description: 'Until the deadline; 0 once past' }),
  buyer_inputs: z
    .array(z.strictObject({ label: z.string(), value: z.string() }))
    .meta({ description: 'What the buyer filled in for the handover (player id, server…)' }),
});
export type WaitingOrder = z.infer<typeof waitingOrder>;

/**
 * How a delivery ended: `delivered`; `answer_lost` (sent, the answer lost: the order stays
 * claimed until a check tells); `claimed` (someone else is delivering or delivered it);
 * `autopilot` (autopilot has it); `gone` (no longer waiting, not by this delivery).
 */
export const deliveryOutcome = z.enum(['delivered', 'answer_lost', 'claimed', 'autopilot', 'gone']);
export type DeliveryOutcome = z.infer<typeof deliveryOutcome>;
