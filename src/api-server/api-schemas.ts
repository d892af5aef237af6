import { z } from 'zod';
import { deliveryOutcome, waitingOrder } from '../domain/order-answers.js';

/** `POST /v1/orders/{id}/deliver`'s answer: only what this call's own delivery (or an earlier one of the same order) reached. */
export const deliveryAnswer = z.strictObject({
  order_id: z.string(),
  outcome: deliveryOutcome.extract(['delivered', 'answer_lost', 'gone']).meta({
    description:
      "`delivered`; `answer_lost`: sent but the marketplace's answer was lost (the order stays claimed; read GET /v1/orders after a minute); `gone`: the order stopped waiting, not by this delivery",
  }),
});

export type DeliveryAnswer = z.infer<typeof deliveryAnswer>;

const orderList = z.strictObject({ orders: z.array(waitingOrder) });

/**
 * The API's answers whose OpenAPI component is derived from the schema (`npm run openapi`
 * rewrites them in openapi/hawker-api.json; a unit test fails when the file differs).
 */
const components = z.registry<{ id: string }>();
components.add(waitingOrder, { id: 'WaitingOrder' });
components.add(orderList, { id: 'OrderList' });
components.add(deliveryAnswer, { id: 'Delivery' });

/** Each derived component as OpenAPI's JSON Schema, named and referred to as the document does. */
export function derivedComponents(): Record<string, unknown> {
  const { schemas } = z.toJSONSchema(components, {
    uri: (id) => `#/components/schemas/${id}`,
    // The safe-integer bounds zod adds to every integer say nothing a caller needs.
    override: ({ jsonSchema }) => {
      if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
      if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
    },
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _schema, $id: _id, ...rest } = schema;
      return [id, rest];
    }),
  );
}
