import type { ListingSummaryRow } from '../api/schemas/listing.js';
import type { AutopilotBinding } from '../store/autopilot-store.js';
import type { AccountContext } from './context.js';
import { rowStock } from './format/listing-row.js';
import type { ListingSummary } from './reply.js';

/** What Hawker itself keeps about a shop's listings, read once for a whole list: autopilot, and the low-stock thresholds. */
export interface ListingMarks {
  autopilot: ReadonlyMap<string, AutopilotBinding>;
  lowStockAt: Readonly<Record<string, number>>;
}

export async function listingMarks(ctx: AccountContext): Promise<ListingMarks> {
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

/**
 * A listing as the HTTP API and the dashboard show it; a currency's price is left out, as it
 * means nothing without the scale only its read by id carries. The moderation reason is the
 * row's unless a read by id gave one.
 */
export function listingData(
  row: ListingSummaryRow,
  category: string | null,
  marks: ListingMarks,
  moderation: ModerationReason = moderationOf(row),
): ListingSummary {
  const isCurrency = category === 'currency';
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    category,
    price_cents: !isCurrency && typeof row.price === 'number' ? row.price : null,
    stock: isCurrency ? null : rowStock(row),
    game: row.game_name ?? null,
    delivery_type: row.delivery_type ?? null,
    updated_at: row.updated_at ?? null,
    moderation_reason: moderation.code,
    moderation_note: moderation.note,
    autopilot: autopilotOf(marks.autopilot.get(row.id)),
    low_stock_at: marks.lowStockAt[row.id] ?? null,
  };
}

function autopilotOf(binding: AutopilotBinding | undefined): ListingSummary['autopilot'] {
  if (binding === undefined) return null;
  const { mode } = binding;
  if (mode.kind === 'keep') return { mode: 'keep', pool: mode.pool };
  return { mode: 'deliver', pool: mode.source.kind === 'pool' ? mode.source.pool : null };
}
