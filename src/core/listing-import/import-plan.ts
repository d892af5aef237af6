import { t } from '../../i18n/index.js';
import { LISTING_CATEGORIES, type ListingCategory } from '../../api/schemas/listing-category.js';
import type { ListingSummaryRow } from '../../api/schemas/listing.js';
import { patchFor } from '../commands/edit.js';
import type { MarketplaceContext } from '../context.js';
import { listingStatusWord } from '../format/marketplace-words.js';
import { formatCents, parsePrice } from '../format/money.js';
import type { ExportRecord } from '../listing-export/export-record.js';
import {
  editFields,
  isEditable,
  repriceField,
  type EditableCategory,
  type EditField as Field,
  type StatusAction,
} from '../listing-capabilities.js';
import { listingRefusal } from '../listing-refusal.js';
import { knownCategory } from '../moderation-advice.js';
import type { ImportColumn, ImportRow } from './import-file.js';
import { attributePairs, checkNewDraft, type CLONE_CREATABLE, type NewDraft } from './new-draft.js';

/** What a row changes, as the preview counts it: a PATCH field, or the price, or a status call. */
export type ChangeKind = Exclude<Field, 'images'> | 'price' | StatusAction;

interface FieldChange {
  kind: ChangeKind;
  before: string;
  after: string;
}

export type PlannedRow =
  | { row: number; outcome: 'unchanged'; listingId: string }
  /** Changed on the marketplace since the file's export: the file's cells may be stale, so nothing is written. */
  | { row: number; outcome: 'kept'; listingId: string; title: string }
  | { row: number; outcome: 'refused'; reason: string }
  | {
      row: number;
      outcome: 'change';
      listingId: string;
      category: ListingCategory;
      title: string;
      changes: FieldChange[];
      /** The new price in cents where the row changes it, so the preview can weigh it against the unit's cost. */
      priceCents: number | null;
      /** One PATCH with every changed field, sent before the status call. */
      patch: Record<string, unknown> | null;
      action: StatusAction | null;
    }
  | { row: number; outcome: 'create'; draft: NewDraft };

/** Statuses a row may ask for, and the call that takes a listing there from `from`. */
function actionFor(wanted: string, from: string): StatusAction | null {
  switch (wanted) {
    case 'active':
      return from === 'paused' ? 'unpause' : 'publish';
    case 'draft':
      return 'unpublish';
    case 'paused':
      return 'pause';
    case 'archived':
      return 'archive';
    default:
      return null;
  }
}

/**
 * The fields an import never changes, and what changes them instead. Stock is not among
 * them: sales move it between the export and the import, so its cell is not read for a
 * listing that exists (`restock` changes it).
 */
const READ_ONLY: readonly ImportColumn[] = ['category', 'game', 'game_slug', 'product_id', 'product_scale', 'images'];

/** A PATCH field of `edit`, the column holding its value, and the value as `edit` reads it. */
interface EditField {
  field: Exclude<Field, 'images' | 'delivery' | 'handover'>;
  column: ImportColumn;
}
const EDIT_FIELDS: readonly EditField[] = [
  { field: 'title', column: 'title' },
  { field: 'description', column: 'description' },
  { field: 'tags', column: 'tags' },
  { field: 'instructions', column: 'delivery_instructions' },
  { field: 'minorder', column: 'min_order_quantity' },
  { field: 'method', column: 'delivery_method' },
  { field: 'attributes', column: 'attributes' },
];

/** A cell as the export writes the record's value, to tell an unchanged cell from an edited one. */
function currentCell(record: ExportRecord, column: ImportColumn): string | null {
  const value = record[column];
  if (value === null) return null;
  if (Array.isArray(value)) return value.join(column === 'images' ? ' ' : ', ');
  if (typeof value === 'object') return canonicalAttributes(value);
  return String(value);
}

/** Attributes compared by content: key order and number-or-text spelling do not make a change. */
function canonicalAttributes(value: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(value)
      .sort()
      .map((key) => [key, String(value[key])]),
  );
}

/** Two cells mean the same: text compared trimmed with its line breaks as `\n`; tags as the marketplace keeps them; attributes by content. */
function same(column: ImportColumn, cell: string, current: string | null): boolean {
  if (current === null) return false;
  const plain = (text: string) => text.replace(/\r\n?/g, '\n').trim();
  if (column === 'tags')
    return (
      plain(cell)
        .toLowerCase()
        .split(/\s*,\s*/)
        .join(',') ===
      plain(current)
        .toLowerCase()
        .split(/\s*,\s*/)
        .join(',')
    );
  if (column === 'attributes') {
    try {
      const parsed: unknown = JSON.parse(cell);
      return typeof parsed === 'object' && parsed !== null && canonicalAttributes(parsed as Record<string, unknown>) === current;
    } catch {
      return false;
    }
  }
  if (column === 'price') {
    const [a, b] = [parsePrice(cell), parsePrice(current)];
    return a.ok && b.ok && a.cents === b.cents;
  }
  return plain(cell) === plain(current);
}

type Checked =
  { ok: true; changes: FieldChange[]; patch: Record<string, unknown>; priceCents: number | null } | { ok: false; reason: string };

/** Every PATCH field the row changes, each read by `edit`'s rules; the first problem refuses the row. */
async function checkEdits(ctx: MarketplaceContext, row: ImportRow, record: ExportRecord, summary: ListingSummaryRow): Promise<Checked> {
  const category = record.category ?? '';
  const known = knownCategory(category);
  const editable: EditableCategory | null = known !== null && isEditable(known) ? known : null;
  const changes: FieldChange[] = [];
  const patch: Record<string, unknown> = {};
  let priceCents: number | null = null;
  const changed = (column: ImportColumn) => {
    const cell = row.cells[column];
    return cell !== undefined && !same(column, cell, currentCell(record, column));
  };
  const refuseField = (field: ChangeKind): Checked =>
    editable === null
      ? { ok: false, reason: field === 'price' ? t('price-no-edit-call', { category }) : t('edit-no-edit-call', { category }) }
      : { ok: false, reason: t('edit-field-not-editable', { category, field, fields: editFields(editable).join(', ') }) };

  if (changed('price')) {
    if (editable === null) return refuseField('price');
    const price = parsePrice(row.cells.price ?? '');
    if (!price.ok) return { ok: false, reason: price.message };
    patch[repriceField(editable)] = price.cents;
    priceCents = price.cents;
    const before = record.price === null ? null : parsePrice(record.price);
    changes.push({ kind: 'price', before: before?.ok ? formatCents(before.cents) : '', after: formatCents(price.cents) });
  }
  const edits: { field: Exclude<Field, 'images'>; value: string; before: string; after: string }[] = [];
  for (const { field, column } of EDIT_FIELDS) {
    if (!changed(column)) continue;
    const cell = row.cells[column] ?? '';
    const value = column === 'attributes' ? attributePairs(cell) : cell;
    if (value === null) return { ok: false, reason: t('import-attributes-not-json') };
    edits.push({ field, value, before: currentCell(record, column) ?? '', after: cell });
  }
  const typeChanged = changed('delivery_type');
  const handoverChanged = changed('manual_delivery_value') || changed('manual_delivery_unit');
  const handover = `${row.cells.manual_delivery_value ?? record.manual_delivery_value ?? ''} ${row.cells.manual_delivery_unit ?? record.manual_delivery_unit ?? ''}`;
  const handoverBefore =
    record.manual_delivery_value === null ? '' : `${record.manual_delivery_value} ${record.manual_delivery_unit ?? ''}`;
  if (typeChanged) {
    const type = row.cells.delivery_type ?? '';
    edits.push({
      field: 'delivery',
      value: type === 'manual' ? `manual ${handover}` : type,
      before: record.delivery_type ?? '',
      after: type,
    });
  } else if (handoverChanged) edits.push({ field: 'handover', value: handover.trim(), before: handoverBefore, after: handover.trim() });

  for (const edit of edits) {
    if (editable === null || !editFields(editable).includes(edit.field)) return refuseField(edit.field);
    const read = await patchFor(ctx, editable, summary, edit.field, edit.value);
    if (!read.ok) return { ok: false, reason: read.message };
    Object.assign(patch, read.value.patch);
    changes.push({ kind: edit.field, before: edit.before, after: edit.after });
  }
  return { ok: true, changes, patch, priceCents };
}

/**
 * Nothing to sell: sold, or out of stock where stock is what sells (instant delivery,
 * currency; a manually delivered listing has none). Publishing it would put an empty
 * listing on sale.
 */
function nothingToSell(record: ExportRecord): boolean {
  return record.status === 'sold' || (record.stock !== null && record.stock <= 0);
}

/** The status call a row asks for, or why it is refused; `null` where the status stays. */
function statusChange(
  wanted: string | undefined,
  record: ExportRecord,
  category: ListingCategory,
): { action: StatusAction; change: FieldChange } | { refused: string } | null {
  if (wanted === undefined || wanted === record.status) return null;
  const action = actionFor(wanted, record.status);
  if (action === null) return { refused: t('import-status-unsettable', { status: wanted }) };
  // Whatever the file says: an import never puts a listing with nothing to sell on sale.
  if ((action === 'publish' || action === 'unpause') && nothingToSell(record))
    return { refused: t('import-sold-out', { title: record.title }) };
  const problem = listingRefusal(action, category, { id: record.id, title: record.title, status: record.status });
  if (problem) return { refused: problem.sentence };
  return { action, change: { kind: action, before: listingStatusWord(record.status), after: listingStatusWord(wanted) } };
}

/** A row naming a listing of the shop, against the listing as it is now: what it changes, or why it is refused. */
async function planAgainstNow(
  ctx: MarketplaceContext,
  row: ImportRow,
  record: ExportRecord,
  summary: ListingSummaryRow,
  category: ListingCategory,
): Promise<PlannedRow> {
  for (const column of READ_ONLY) {
    const cell = row.cells[column];
    const current = currentCell(record, column);
    if (cell !== undefined && current !== null && !same(column, cell, current))
      return { row: row.row, outcome: 'refused', reason: t('import-field-read-only', { field: column, before: current, after: cell }) };
  }
  const edits = await checkEdits(ctx, row, record, summary);
  if (!edits.ok) return { row: row.row, outcome: 'refused', reason: edits.reason };
  const changes = [...edits.changes];
  const status = statusChange(row.cells.status?.trim(), record, category);
  if (status !== null && 'refused' in status) return { row: row.row, outcome: 'refused', reason: status.refused };
  if (status !== null) changes.push(status.change);
  if (changes.length === 0) return { row: row.row, outcome: 'unchanged', listingId: record.id };
  const patch = Object.keys(edits.patch).length > 0 ? edits.patch : null;
  return {
    row: row.row,
    outcome: 'change',
    listingId: record.id,
    category,
    title: record.title,
    changes,
    priceCents: edits.priceCents,
    patch,
    action: status?.action ?? null,
  };
}

/**
 * A row naming a listing of the shop, merged three ways: the row's `updated_at` is the
 * listing as exported. Unchanged since, the listing is that base, so what the row differs
 * in is what the seller edited. Changed since (a sale, another edit), the row's other cells
 * may be stale: the listing is kept as it is now, unless the row already matches it. A row
 * without a base (a hand-made file) is taken as the seller's wish.
 */
async function planEdit(
  ctx: MarketplaceContext,
  row: ImportRow,
  record: ExportRecord | undefined,
  summary: ListingSummaryRow | undefined,
): Promise<PlannedRow> {
  const id = row.cells.id?.trim() ?? '';
  if (record === undefined || summary === undefined) return { row: row.row, outcome: 'refused', reason: t('import-no-listing', { id }) };
  const category = LISTING_CATEGORIES.find((known) => known === record.category);
  // A currency's price and fields come only from its read by id: without it every cell would look changed.
  const unread = category === undefined || (category === 'currency' && record.price === null);
  if (unread) return { row: row.row, outcome: 'refused', reason: t('import-listing-unread', { title: record.title }) };
  const planned = await planAgainstNow(ctx, row, record, summary, category);
  const base = row.cells.updated_at?.trim();
  if (base !== undefined && base !== record.updated_at && planned.outcome !== 'unchanged')
    return { row: row.row, outcome: 'kept', listingId: record.id, title: record.title };
  return planned;
}

/**
 * Each row of the file checked against the shop as it is now: `records` are the shop's
 * listings the file names, as `listings export` reads them, so an exported file read back
 * unchanged plans no change at all.
 */
export async function planImport(
  ctx: MarketplaceContext,
  rows: readonly ImportRow[],
  records: ReadonlyMap<string, ExportRecord>,
  summaries: ReadonlyMap<string, ListingSummaryRow>,
  creatable?: readonly (typeof CLONE_CREATABLE)[number][],
): Promise<PlannedRow[]> {
  const planned: PlannedRow[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const id = row.cells.id?.trim();
    if (id === undefined) {
      const draft = await checkNewDraft(ctx, row, creatable);
      planned.push(
        draft.ok ? { row: row.row, outcome: 'create', draft: draft.value } : { row: row.row, outcome: 'refused', reason: draft.message },
      );
      continue;
    }
    if (seen.has(id)) {
      planned.push({ row: row.row, outcome: 'refused', reason: t('import-id-repeated', { id }) });
      continue;
    }
    seen.add(id);
    planned.push(await planEdit(ctx, row, records.get(id), summaries.get(id)));
  }
  return planned;
}
