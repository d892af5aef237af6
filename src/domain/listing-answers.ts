import { z } from 'zod';
import { LISTING_ACTIONS } from './listing-action.js';

/**
 * A currency's scale as the marketplace names it (`unit`, `thousand`, `million`; null where it
 * gave none, read as unit), the amount of the product that is (1,000; null for a scale the
 * interface does not name), and the product's name where the catalogue gave it.
 */
const currencyUnitData = z.strictObject({
  scale: z.string().nullable().meta({
    description: 'unit, thousand, million, or a scale the marketplace adds; null where it gave none (read as unit)',
  }),
  amount: z
    .int()
    .nullable()
    .meta({ description: 'How many of the product one is: 1, 1000, 1000000; null for a scale the marketplace adds' }),
  product: z
    .string()
    .nullable()
    .meta({ description: "The product's name in the game's catalogue (Stardust); null where the catalogue did not say" }),
});
export type CurrencyUnitData = z.infer<typeof currencyUnitData>;

/**
 * A listing as the API and the page show it: money in integer cents. The schema is the one
 * source of the type and of the OpenAPI document's `Listing` (`npm run openapi`).
 */
export const listingSummary = z.strictObject({
  id: z.string(),
  title: z.string(),
  status: z.string().meta({
    description: 'draft, pending_review, active, paused, changes_requested, sold, archived, or a status the marketplace adds',
  }),
  category: z.string().nullable().meta({ description: 'top_up, currency, account, gift_card; null where the list did not tag it' }),
  price_cents: z.int().nullable().meta({
    description:
      "US cents; a currency's per one of its currency_unit (per 1,000 Stardust for a thousand-scale product); null where unknown",
  }),
  stock: z.int().nullable().meta({
    description:
      "What is left to sell; a currency's in its currency_unit (500 means 500 × 1,000 Stardust for a thousand-scale product); null where a count means nothing (a listing delivered by hand) or unknown",
  }),
  currency_unit: currencyUnitData.nullable().meta({
    description:
      "What one of a currency's price_cents and stock stands for; null for other categories (and where the list did not tag one). Hawker keeps it from the listing watch's look (each currency listing is read by id once), so a list costs no read per row",
  }),
  game: z.string().nullable(),
  delivery_type: z.string().nullable(),
  updated_at: z.string().meta({ format: 'date-time' }).nullable(),
  moderation_reason: z.string().nullable().meta({
    description:
      'Why moderation sent it back (prohibited_item, misleading_description, stolen_images, invalid_price, insufficient_details, other, or a code the marketplace adds)',
  }),
  moderation_note: z.string().nullable().meta({ description: "The moderator's note" }),
  autopilot: z
    .strictObject({ mode: z.enum(['deliver', 'keep']), pool: z.string().nullable() })
    .nullable()
    .meta({
      description: 'Autopilot on the listing: delivering each order or keeping stock, from a pool (null: a supplier); null when off',
    }),
  low_stock_at: z.int().nullable().meta({
    description: 'The stock at or under which the team is told (`alerts lowstock`); null when not set',
  }),
  actions: z.array(z.enum(LISTING_ACTIONS)).meta({
    description:
      "What the marketplace lets the seller do to the listing now, by its category and status: offer only these controls. reprice (price, or a currency's price per unit), restock (codes for a top-up, the stock count for currency), remove_unit (one unsold unit of an account or gift card), edit, edit_images, publish, unpublish, pause, unpause, archive. Where category is null, only the actions every category allows in that status",
  }),
});
export type ListingSummary = z.infer<typeof listingSummary>;
