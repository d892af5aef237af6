import { z } from 'zod';
import type { DeliveryOutcome } from '../core/reply.js';
import { ApiError } from './api-error.js';
import type { ApiRoute } from './api-route.js';
import { callAsToken, dataOf, refusalOf } from './token-call.js';

/** At most as many goods as one order's units can be (goods-input.ts allows 5,000 entries), each a code of a sane length. */
const deliverBody = z.object({
  goods: z.array(z.string().min(1).max(2000)).min(1).max(5000),
});

/** A whole order id: deliveries are idempotent by it, so a prefix that could name another order is refused. */
const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Outcomes this call's own delivery reached: remembered, so a repeat answers the same. */
const SETTLED: readonly DeliveryOutcome[] = ['delivered', 'answer_lost', 'gone'];

export const orderRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/v1/orders',
    async handle({ core, grant }) {
      const replies = await callAsToken(core, grant, 'orders', {});
      const found = dataOf(replies, 'orders');
      if (!found) throw refusalOf(replies);
      return { status: 200, body: { orders: found.orders } };
    },
  },
  {
    method: 'POST',
    path: '/v1/orders/{id}/deliver',
    async handle({ core, grant, params, body, stores }) {
      const orderId = (params.id ?? '').toLowerCase();
      if (!ORDER_ID.test(orderId)) throw new ApiError(400, 'invalid_field', 'Field `id`: the whole order id, a UUID.');
      const parsed = deliverBody.safeParse(await body());
      if (!parsed.success) throw new ApiError(400, 'invalid_field', fieldProblem(parsed.error));
      const goods = JSON.stringify(parsed.data.goods.map((code) => ({ code })));
      const replies = await callAsToken(core, grant, 'deliver', { order: orderId, goods });
      const delivery = dataOf(replies, 'delivery');
      if (delivery && SETTLED.includes(delivery.outcome)) {
        await stores.apiDeliveries.record(grant.accountId, orderId, delivery.outcome);
        return { status: 200, body: { order_id: orderId, outcome: delivery.outcome } };
      }
      // Refused after the role check: a repeat of a call that delivered answers what that call did.
      const earlier = await stores.apiDeliveries.outcome(grant.accountId, orderId);
      if (earlier !== null) return { status: 200, body: { order_id: orderId, outcome: earlier } };
      if (delivery?.outcome === 'autopilot') throw new ApiError(409, 'order_on_autopilot', 'Autopilot is delivering this order.');
      if (delivery?.outcome === 'claimed')
        throw new ApiError(409, 'order_claimed', 'Someone else is delivering this order or delivered it; read GET /v1/orders.');
      throw refusalOf(replies);
    },
  },
];

/** The first problem of a body, naming its field: `goods.2` for the third code. */
function fieldProblem(error: z.ZodError): string {
  const [issue] = error.issues;
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : 'body';
  return `Field \`${field}\`: ${issue?.message ?? 'invalid'}.`;
}
