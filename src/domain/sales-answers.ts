import { z } from 'zod';

const day = z.string().meta({ format: 'date' });

/** One group of a period's split: a listing, a game or a category, or the `other` row summing the rest. */
const breakdownData = z.strictObject({
  key: z.string().nullable().meta({
    description: 'The listing id, game name or category code; null for the other row or where sales differ or did not say',
  }),
  /** The group as shown: a title, a game, a category in the reader's language. */
  label: z.string(),
  revenue_cents: z.int(),
  profit_cents: z.int().meta({ description: 'Revenue less cost of the orders whose cost is known' }),
  cost_unknown: z.int().meta({ description: 'Orders whose cost is not known, left out of profit_cents' }),
  orders: z.int(),
  other: z.boolean(),
});
export type BreakdownData = z.infer<typeof breakdownData>;

/**
 * A period's sales as `stats` reads them from Hawker's sales book: days in the shop's time zone,
 * money in cents. The schema is the one source of the type and of the OpenAPI document's `Stats`.
 */
export const salesStats = z.strictObject({
  from: day,
  to: day,
  time_zone: z.string().meta({ description: "The shop's days are counted in it" }),
  revenue_cents: z.int(),
  estimated_cents: z.int().meta({ description: 'Part of the revenue estimated from listing prices where the order carried none' }),
  orders: z.int(),
  units: z.int(),
  lost: z.int().meta({ description: 'Orders that ran out of time undelivered' }),
  cost_cents: z.int().meta({
    description: "Cost of goods of the orders whose cost is known (a pool's or a listing's cost, or the supplier's answer)",
  }),
  profit_cents: z.int().meta({ description: 'Gross profit: the revenue of the orders whose cost is known, less that cost' }),
  margin_percent: z.number().nullable().meta({
    description: 'Gross profit as a percentage of the revenue it was made on, to one decimal; null when no cost is known',
  }),
  cost_unknown: z.int().meta({ description: 'Orders sold whose cost is not known: counted apart from the profit' }),
  median_delivery_seconds: z.number().nullable(),
  previous: z
    .strictObject({ revenue_cents: z.int(), orders: z.int(), profit_cents: z.int() })
    .meta({ description: 'The period of the same length before' }),
  series: z
    .array(z.strictObject({ date: day, revenue_cents: z.int(), profit_cents: z.int(), orders: z.int(), units: z.int() }))
    .meta({ description: 'Every day of the period, oldest first, days without sales included' }),
  breakdown: z
    .strictObject({ by: z.enum(['listing', 'game', 'category']), rows: z.array(breakdownData) })
    .optional()
    .meta({
      description: 'Only when the period asks for a split (`7d by game`): the largest groups, the rest summed in one `other` row',
    }),
});
export type SalesStats = z.infer<typeof salesStats>;
