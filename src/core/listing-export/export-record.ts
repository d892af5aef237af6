import type { AccountListing, CurrencyListing, ListingSummaryRow } from '../../api/schemas/listing.js';
import { rowStock } from '../format/listing-row.js';

/**
 * One listing as the export writes it, under the field names the marketplace uses, so a
 * file read back names what it changes. `null` is a value the marketplace did not show
 * for this listing (a top-up's description: there is no read by id for it); an import
 * reads an empty cell as "leave it as it is".
 */
export interface ExportRecord {
  id: string;
  /** `account`, `top_up`, `gift_card`, `currency`; a category the marketplace adds later as it names it. */
  category: string | null;
  title: string;
  status: string;
  /** Dollars with a dot (`9.99`), as `price` reads them; a currency's per one of its `product_scale`. */
  price: string | null;
  /** What is left to sell; a currency's in its `product_scale`; none for a manually delivered listing. */
  stock: number | null;
  min_order_quantity: number | null;
  delivery_type: string | null;
  delivery_method: string | null;
  manual_delivery_value: number | null;
  manual_delivery_unit: string | null;
  tags: string[] | null;
  description: string | null;
  delivery_instructions: string | null;
  /** The game's name as the marketplace shows it. */
  game: string | null;
  /** `unit`, `thousand`, `million`: what one of a currency's price and stock stands for. */
  product_scale: string | null;
  /** The game as create takes it (the brand's slug). */
  game_slug: string | null;
  product_id: string | null;
  attributes: Record<string, unknown> | null;
  images: string[] | null;
  /**
   * When the marketplace last changed the listing, as the list row gave it at the export: the
   * row's base, so an import changes only what the seller edited and leaves alone a listing
   * changed since (docs/listings-import.md).
   */
  updated_at: string | null;
}

/** What a listing's read by id adds to its list row; the interface reads only accounts and currency by id. */
export type ListingDetail = { category: 'account'; listing: AccountListing } | { category: 'currency'; listing: CurrencyListing };

/** `9.99` from 999 cents: dollars with a dot whatever the reader's language, as a spreadsheet and `price` both read it. */
function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** A field the row or its read carries, of the type the interface gives it; anything else is not shown. */
function text(...values: unknown[]): string | null {
  const found = values.find((value) => typeof value === 'string');
  return typeof found === 'string' ? found : null;
}

function whole(...values: unknown[]): number | null {
  const found = values.find((value) => typeof value === 'number' && Number.isInteger(value));
  return typeof found === 'number' ? found : null;
}

function texts(...values: unknown[]): string[] | null {
  const isTexts = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');
  return values.find(isTexts) ?? null;
}

function object(...values: unknown[]): Record<string, unknown> | null {
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  return values.find(isObject) ?? null;
}

/**
 * The record of one listing from its list row and, where read, its read by id. A list row
 * that carries more than the spec shows (a description, tags) gives it too: what the
 * marketplace shows is exported.
 */
export function exportRecord(
  row: ListingSummaryRow,
  category: string | null,
  detail: ListingDetail | null,
  scale: string | null,
): ExportRecord {
  const read: Record<string, unknown> = detail?.listing ?? {};
  const extra = row as Record<string, unknown>;
  const currency = detail?.category === 'currency' ? detail.listing : null;
  const isCurrency = category === 'currency';
  return {
    id: row.id,
    category,
    title: row.title,
    status: row.status,
    // A currency row's price means nothing without the scale only its read by id carries.
    price: currency ? dollars(currency.price_per_unit) : !isCurrency && typeof row.price === 'number' ? dollars(row.price) : null,
    stock: currency ? currency.stock_quantity : isCurrency ? null : rowStock(row),
    min_order_quantity: whole(read.min_order_quantity, extra.min_order_quantity),
    delivery_type: text(read.delivery_type, row.delivery_type),
    delivery_method: text(read.delivery_method, row.delivery_method),
    manual_delivery_value: whole(read.manual_delivery_value, extra.manual_delivery_value),
    manual_delivery_unit: text(read.manual_delivery_unit, extra.manual_delivery_unit),
    tags: texts(read.tags, extra.tags),
    description: text(read.description, extra.description),
    delivery_instructions: text(read.delivery_instructions, extra.delivery_instructions),
    game: text(row.game_name),
    product_scale: currency ? scale : null,
    game_slug: text(row.game_slug, read.brand_slug),
    product_id: text(read.product_id, extra.product_id),
    attributes: object(read.attributes, extra.attributes),
    images: texts(read.images, row.images),
    updated_at: text(row.updated_at),
  };
}
