import { msg, type Message } from '../../i18n/index.js';

/**
 * The longest goods entry a supplier may answer. The marketplace shows no limit on one
 * entry (an opaque JSON payload); a code, a key or an account's login and password fit
 * well within this, and a longer answer is a supplier sending something else.
 */
const SUPPLIER_ENTRY_MAX_CHARS = 4096;

/** `costCents`: what the supplier charged per unit (`cost_cents`), or null where the answer did not say. */
export type SupplierGoods = { ok: true; goods: string[]; costCents: number | null } | { ok: false; reason: Message };

/**
 * The cost per unit an object answer may carry (`cost_cents`, a whole number of cents). A cost
 * that is not one is read as unknown rather than refused: the goods are good, and a buyer
 * waiting for them matters more than the seller's margin figure.
 */
function costOf(json: unknown): number | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json) || !('cost_cents' in json)) return null;
  const cost = json.cost_cents;
  return typeof cost === 'number' && Number.isSafeInteger(cost) && cost >= 0 ? cost : null;
}

/** The list of entries: a bare JSON array, or `{ "goods": [...] }` (both are accepted, docs/autopilot.md). */
function entriesOf(json: unknown): unknown[] | null {
  if (Array.isArray(json)) return json as unknown[];
  if (typeof json === 'object' && json !== null && 'goods' in json && Array.isArray(json.goods)) return json.goods as unknown[];
  return null;
}

/**
 * Reads a supplier's 2xx answer: exactly `quantity` non-empty strings, none too long, none
 * twice (two units with the same code would hand it to a buyer twice). The reason never
 * quotes an entry: entries are goods.
 */
export function readSupplierGoods(json: unknown, quantity: number): SupplierGoods {
  if (json === undefined) return { ok: false, reason: msg('supplier-answer-not-json') };
  const entries = entriesOf(json);
  if (entries === null) return { ok: false, reason: msg('supplier-answer-not-a-list') };
  if (entries.length !== quantity) {
    return { ok: false, reason: msg('supplier-answer-wrong-count', { count: entries.length, quantity }) };
  }
  const goods: string[] = [];
  const seen = new Set<string>();
  for (const [index, entry] of entries.entries()) {
    if (typeof entry !== 'string') return { ok: false, reason: msg('supplier-answer-entry-not-text', { entry: index + 1 }) };
    if (entry.trim() === '') return { ok: false, reason: msg('supplier-answer-entry-empty', { entry: index + 1 }) };
    if (entry.length > SUPPLIER_ENTRY_MAX_CHARS) {
      return { ok: false, reason: msg('supplier-answer-entry-too-long', { entry: index + 1, max: SUPPLIER_ENTRY_MAX_CHARS }) };
    }
    if (seen.has(entry)) return { ok: false, reason: msg('supplier-answer-entry-repeated', { entry: index + 1 }) };
    seen.add(entry);
    goods.push(entry);
  }
  return { ok: true, goods, costCents: costOf(json) };
}
