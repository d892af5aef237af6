import type { Stores } from '../../store/stores.js';
import { knownUnitCost } from '../unit-cost.js';
import type { PlannedRow } from './import-plan.js';

/** A row of an import whose new price is below what one unit is known to cost the seller. */
export interface BelowCostRow {
  row: number;
  listingId: string;
  title: string;
  priceCents: number;
  costCents: number;
}

/**
 * The repriced rows that would sell at a loss, as `price` asks before one: an import asks
 * for them all at once, named, so a spreadsheet's slip is seen before Apply.
 */
export async function belowCostRows(
  stores: Pick<Stores, 'costs' | 'autopilot'>,
  accountId: string,
  plan: readonly PlannedRow[],
): Promise<BelowCostRow[]> {
  const rows: BelowCostRow[] = [];
  for (const row of plan) {
    if (row.outcome !== 'change' || row.priceCents === null) continue;
    const costCents = await knownUnitCost(stores, accountId, row.listingId);
    if (costCents !== null && row.priceCents < costCents)
      rows.push({ row: row.row, listingId: row.listingId, title: row.title, priceCents: row.priceCents, costCents });
  }
  return rows;
}
