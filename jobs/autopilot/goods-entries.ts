import type { GoodsEntry } from '../../src/api/schemas/requests.js';
import { renderGoodsEntry } from '../../src/core/autopilot/goods-template.js';
import type { LedgerEntry } from '../../src/store/alert-ledger.js';

/** The goods entries autopilot sends for an order: each code shaped by the binding's template from the order's facts. */
export function goodsEntries(entry: LedgerEntry, template: string | null, codes: readonly string[]): GoodsEntry[] {
  const buyerInputs = buyerInputsOf(entry);
  return codes.map((code) => ({ code: renderGoodsEntry(template, code, { orderId: entry.facts.orderId, buyerInputs }) }));
}

/** What the buyer typed, by the listing's field keys (`player_id` → `998877`). */
export function buyerInputsOf(entry: LedgerEntry): Record<string, string> {
  return Object.fromEntries((entry.facts.buyerInputs ?? []).map((input) => [input.key ?? inputName(input.label), input.value]));
}

/** Facts kept before the field's key was read have only the label the alert shows ("Player id"): the key it was made from (`player_id`). */
function inputName(label: string): string {
  return label.trim().toLowerCase().replaceAll(/\s+/g, '_');
}
