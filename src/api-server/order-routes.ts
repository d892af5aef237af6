import { z } from 'zod';
import { deliver } from '../core/commands/deliver.js';
import { orders } from '../core/commands/orders.js';
import { ApiError } from '../http/api-error.js';
import { wholeId, type ApiRoute } from './api-route.js';
import { parsedBody } from '../http/parsed-body.js';
import { invokeAsToken } from './token-call.js';
import { refusalAnswer } from './refusal-status.js';
import { deliveryAnswer, type DeliveryAnswer } from './api-schemas.js';

/**
 * At most as many goods as one order's units can be (goods-input.ts allows 5,000 entries), each
 * a code of a sane length; or `traded`, the answer that an in-game currency trade is done.
 */
const deliverBody = z
  .object({
    goods: z.array(z.string().min(1).max(2000)).min(1).max(5000).optional(),
    traded: z.literal(true, { error: 'true, or leave it out and send `goods`' }).optional(),
  })
  .refine((body) => (body.goods === undefined) !== (body.traded === undefined), {
    error: 'send either `goods`, one code per unit, or `"traded": true` for an in-game currency trade',
  });

export const orderRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/v1/orders',
    async handle({ core, grant }) {
      const found = await invokeAsToken(core, grant, orders.typed, {});
      return { status: 200, body: { orders: found.orders } };
    },
  },
  {
    method: 'POST',
    path: '/v1/orders/{id}/deliver',
    async handle({ core, grant, params, body, stores }) {
      // Deliveries are idempotent by the order id: a prefix that could name another order is refused.
      const orderId = wholeId(params, 'order');
      const parsed = parsedBody(deliverBody, await body());
      const args = parsed.goods === undefined ? { order: orderId, traded: true as const } : { order: orderId, codes: parsed.goods };
      // The call is the decision the chat's preview asks for.
      const invoked = await core.invoke({ type: 'token', grant }, deliver.typed, args, { confirmed: true });
      const delivery = invoked.ok === true ? invoked.value : null;
      const refusal = invoked.ok === false ? invoked.refusal : null;
      if (refusal?.code === 'role_too_low') throw refusalAnswer(refusal, grant);
      // Outcomes this call's own delivery reached are remembered, so a repeat answers the same.
      const settled = deliveryAnswer.shape.outcome.safeParse(delivery?.outcome);
      if (settled.success) {
        await stores.apiDeliveries.record(grant.accountId, orderId, settled.data);
        const answer: DeliveryAnswer = { order_id: orderId, outcome: settled.data };
        return { status: 200, body: answer };
      }
      // Refused after the role check: a repeat of a call that delivered answers what that call did.
      const earlier = await stores.apiDeliveries.outcome(grant.accountId, orderId);
      if (earlier !== null) return { status: 200, body: { order_id: orderId, outcome: earlier } };
      if (delivery?.outcome === 'autopilot') throw new ApiError(409, 'order_on_autopilot', 'Autopilot is delivering this order.');
      if (delivery?.outcome === 'claimed')
        throw new ApiError(409, 'order_claimed', 'Someone else is delivering this order or delivered it; read GET /v1/orders.');
      throw refusalAnswer(refusal ?? { code: 'refused', message: 'The request was refused.' }, grant);
    },
  },
];
