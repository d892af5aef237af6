import { z } from 'zod';
import { listingSummary } from '../domain/listing-answers.js';
import { deliveryOutcome, waitingOrder } from '../domain/order-answers.js';
import { salesStats } from '../domain/sales-answers.js';

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

const listingList = z.strictObject({ listings: z.array(listingSummary) });

/** `POST /v1/listings/{id}/price`'s answer: the price the marketplace took, in cents. */
const priceResult = z.strictObject({ listing_id: z.string(), price_cents: z.int() });
export type PriceResult = z.infer<typeof priceResult>;

/** `POST /v1/listings/{id}/cost`'s answer: what one unit costs the seller now. */
const costResult = z.strictObject({
  listing_id: z.string(),
  cost_cents: z.int().nullable().meta({ description: 'US cents per unit (a currency: per one of its scale); null once cleared' }),
});
export type CostResult = z.infer<typeof costResult>;

/** A status action's answer: the listing's status after it. */
const statusResult = z.strictObject({
  listing_id: z.string(),
  status: z.string().nullable().meta({ description: "null where the marketplace's answer did not say" }),
});
export type StatusResult = z.infer<typeof statusResult>;

/** `POST /v1/listings/{id}/stock`'s answer, one form per category. */
const stockResult = z.union([
  z
    .strictObject({
      listing_id: z.string(),
      added: z.int().meta({ description: 'Codes now on sale' }),
      duplicates: z.array(z.int()).meta({ description: '0-based places in `codes` of codes this shop added before: left out' }),
      uncertain: z.int().meta({
        description: "Codes of a batch whose answer was lost: kept as added, never sent again; the listing's stock tells",
      }),
      not_sent: z.int().meta({ description: 'Codes after a refusal: never sent, free to send again' }),
    })
    .meta({ title: 'Codes added to a top-up' }),
  z
    .strictObject({
      listing_id: z.string(),
      stock_quantity: z.int().meta({ description: 'The stock Hawker set' }),
      read_back: z.int().meta({
        description: 'The stock the marketplace read right after: different when a sale or another change came in meanwhile',
      }),
    })
    .meta({ title: "A currency's stock" }),
  z
    .strictObject({
      listing_id: z.string(),
      removed_unit: z.string().meta({ description: "The unit's id; removing the last one takes the listing off sale until restocked" }),
    })
    .meta({ title: 'A unit taken off sale' }),
]);
export type StockResult = z.infer<typeof stockResult>;

/**
 * The API's answers whose OpenAPI component is derived from the schema (`npm run openapi`
 * rewrites them in openapi/hawker-api.json; a unit test fails when the file differs).
 */
const components = z.registry<{ id: string }>();
components.add(waitingOrder, { id: 'WaitingOrder' });
components.add(orderList, { id: 'OrderList' });
components.add(deliveryAnswer, { id: 'Delivery' });
components.add(listingSummary, { id: 'Listing' });
components.add(listingList, { id: 'ListingList' });
components.add(priceResult, { id: 'PriceResult' });
components.add(costResult, { id: 'CostResult' });
components.add(statusResult, { id: 'StatusResult' });
components.add(stockResult, { id: 'StockResult' });
components.add(salesStats, { id: 'Stats' });

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
