import type { ListingSummaryRow } from '../api/schemas/listing.js';
import type { AutopilotBinding } from '../store/autopilot-store.js';
import type { AccountContext } from './context.js';
import { scaleFactor, type CurrencyUnit } from './format/currency-scale.js';
import { rowStock } from './format/listing-row.js';
import { listingActions } from './listing-capabilities.js';
import type { ListingSummary } from '../domain/listing-answers.js';

/** What Hawker itself keeps about a shop's listings, read once for a whole list: autopilot, and the low-stock thresholds. */
export interface ListingMarks {
  autopilot: ReadonlyMap<string, AutopilotBinding>;
  lowStockAt: Readonly<Record<string, number>>;
}

export async function listingMarks(ctx: AccountContext<'autopilot' | 'alertSettings'>): Promise<ListingMarks> {
  const { autopilot, alertSettings } = ctx.services.stores;
  const [bindings, settings] = await Promise.all([autopilot.bindings(ctx.account.id), alertSettings.get(ctx.account.id)]);
  return {
    autopilot: new Map(bindings.map((binding) => [binding.listingId, binding])),
    lowStockAt: settings.lowStockThresholds,
  };
}

/** Why moderation sent a listing back, as a row or a read by id carries it; null where it does not say. */
export interface ModerationReason {
  code: string | null;
  note: string | null;
}

export function moderationOf(record: Record<string, unknown>): ModerationReason {
  const { moderation_reason_code: code, moderation_note: note } = record;
  return { code: typeof code === 'string' ? code : null, note: typeof note === 'string' && note !== '' ? note : null };
}

/** What a currency listing's read by id gives beyond its row: the price and stock in its product's scale, and that scale. */
export interface CurrencyFigures {
  priceCents: number;
  stock: number;
}

/**
 * A listing as the HTTP API and the dashboard show it. A currency's price and stock are per
 * one of its product's scale, which `currency_unit` names (null where nothing said it yet);
 * a read by id gives fresher figures than the row. The moderation reason is the row's unless
 * a read by id gave one.
 */
export function listingData(
  row: ListingSummaryRow,
  category: string | null,
  marks: ListingMarks,
  more: { moderation?: ModerationReason; currency?: { unit: CurrencyUnit | null; figures?: CurrencyFigures } } = {},
): ListingSummary {
  const moderation = more.moderation ?? moderationOf(row);
  const isCurrency = category === 'currency';
  const figures = more.currency?.figures;
  const rowPrice = typeof row.price === 'number' ? row.price : null;
  // A currency has no delivery_type, so `rowStock` reads its row's stock as it is.
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    category,
    price_cents: figures?.priceCents ?? rowPrice,
    stock: figures?.stock ?? rowStock(row),
    currency_unit: isCurrency ? currencyUnitData(more.currency?.unit ?? null) : null,
    game: row.game_name ?? null,
    delivery_type: row.delivery_type ?? null,
    updated_at: row.updated_at ?? null,
    moderation_reason: moderation.code,
    moderation_note: moderation.note,
    autopilot: autopilotOf(marks.autopilot.get(row.id)),
    low_stock_at: marks.lowStockAt[row.id] ?? null,
    actions: listingActions(category, row.status),
  };
}

function currencyUnitData(unit: CurrencyUnit | null): ListingSummary['currency_unit'] {
  if (unit === null) return null;
  return { scale: unit.scale ?? null, amount: scaleFactor(unit.scale), product: unit.productName };
}

function autopilotOf(binding: AutopilotBinding | undefined): ListingSummary['autopilot'] {
  if (binding === undefined) return null;
  const { mode } = binding;
  if (mode.kind === 'keep') return { mode: 'keep', pool: mode.pool };
  return { mode: 'deliver', pool: mode.source.kind === 'pool' ? mode.source.pool : null };
}
