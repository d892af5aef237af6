import { useEffect, useRef, useState } from 'preact/hooks';
import type { Api } from '../api.js';
import { formatCents, formatCount, formatCurrencyPrice, formatCurrencyStock } from '../format.js';
import { t } from '../i18n.js';
import type { ListingSummary } from '../wire.js';

export type SortKey = 'title' | 'status' | 'price' | 'stock' | 'updated';

/** What a seller types as a price (12.50, 12,50, $12.50) in cents; nothing is sent for what is not an amount. */
export async function cents(typed: string, save: (cents: number) => Promise<void>): Promise<void> {
  const cleaned = typed.replace(/[^\d.,]/g, '');
  // The last separator with at most two digits after it is the decimal one, whichever the language writes.
  const last = Math.max(cleaned.lastIndexOf('.'), cleaned.lastIndexOf(','));
  const decimal = last >= 0 && cleaned.length - last - 1 <= 2;
  const [whole, fraction] = decimal ? [cleaned.slice(0, last), cleaned.slice(last + 1)] : [cleaned, ''];
  const amount = Number(`${whole.replace(/[.,]/g, '')}.${fraction || '0'}`);
  if (Number.isFinite(amount) && amount > 0) await save(Math.round(amount * 100));
}

export async function wholeNumber(typed: string, save: (count: number) => Promise<void>): Promise<void> {
  const count = Number(typed.replace(/[\s,]/g, ''));
  if (Number.isInteger(count) && count >= 0) await save(count);
}

/** A currency's price is per one of its scale, named as chat names it; a row without a price shows a dash. */
export function priceShown(listing: ListingSummary): string {
  if (listing.price_cents === null) return '—';
  return listing.currency_unit === null
    ? formatCents(listing.price_cents)
    : formatCurrencyPrice(listing.price_cents, listing.currency_unit);
}

export function stockShown(listing: ListingSummary): string {
  if (listing.stock === null) return '—';
  return listing.currency_unit === null ? formatCount(listing.stock) : formatCurrencyStock(listing.stock, listing.currency_unit);
}

export function SortHeader(props: {
  label: string;
  column: SortKey;
  sort: { key: SortKey; up: boolean };
  onSort: (sort: { key: SortKey; up: boolean }) => void;
}) {
  const active = props.sort.key === props.column;
  return (
    <th scope="col" aria-sort={active ? (props.sort.up ? 'ascending' : 'descending') : 'none'}>
      <button type="button" class="link" onClick={() => props.onSort({ key: props.column, up: active ? !props.sort.up : true })}>
        {props.label}
        <span aria-hidden="true">{active ? (props.sort.up ? ' ▲' : ' ▼') : ''}</span>
      </button>
    </th>
  );
}

/** A value with an Edit button that turns into a small form; the command answers (and asks its own questions). */
export function InlineEdit(props: {
  shown: string;
  label: string;
  editable: boolean;
  busy: boolean;
  onSave: (typed: string) => Promise<void>;
}) {
  const [editing, setEditing] = useState(false);
  const [typed, setTyped] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const edit = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  // The focus follows the edit (autofocus works only as a page loads): into the field as it opens, back to Edit as it closes.
  useEffect(() => {
    if (editing) field.current?.focus();
    else if (opened.current) edit.current?.focus();
    opened.current = editing;
  }, [editing]);
  if (!props.editable) return <span>{props.shown}</span>;
  if (!editing)
    return (
      <span class="inline-edit">
        <span>{props.shown}</span>
        <button ref={edit} type="button" class="small" onClick={() => setEditing(true)}>
          {t('dashboard-page-edit-button')}
          {/* The visible word first, so a voice user saying "Edit" reaches it; then which value. */}
          <span class="visually-hidden"> {props.label}</span>
        </button>
      </span>
    );
  return (
    <form
      class="inline-edit"
      onSubmit={(event) => {
        event.preventDefault();
        setEditing(false);
        void props.onSave(typed.trim());
        setTyped('');
      }}
    >
      <label class="visually-hidden" for={`edit-${props.label}`}>
        {props.label}
      </label>
      <input
        id={`edit-${props.label}`}
        class="small-input"
        inputMode="decimal"
        value={typed}
        placeholder={props.shown}
        ref={field}
        onInput={(event) => setTyped(event.currentTarget.value)}
        onKeyDown={(event) => event.key === 'Escape' && setEditing(false)}
      />
      <button type="submit" class="small primary" disabled={props.busy || typed.trim() === ''}>
        {t('dashboard-page-save-button')}
      </button>
      <button type="button" class="small" onClick={() => setEditing(false)}>
        {t('dashboard-page-cancel-button')}
      </button>
    </form>
  );
}

/** Where autopilot delivers a listing from: a pool by name, a supplier, or off. */
export function autopilotShown(listing: ListingSummary): string {
  const { autopilot } = listing;
  if (autopilot === null) return t('dashboard-page-autopilot-off');
  const source =
    autopilot.pool === null
      ? t('dashboard-page-autopilot-from-supplier')
      : t('dashboard-page-autopilot-from-pool', { pool: autopilot.pool });
  return autopilot.mode === 'keep' ? t('dashboard-page-autopilot-keeping', { source }) : source;
}

/**
 * Why moderation sent a listing back, in place. The list's rows seldom carry the reviewer's
 * note: a listing sent back without one is read by id (once, when its row is shown) for it.
 */
export function ModerationNote({ api, listing }: { api: Api; listing: ListingSummary }) {
  const [read, setRead] = useState<{ note: string | null; reason: string | null } | null>(null);
  const carried = listing.moderation_note ?? null;
  useEffect(() => {
    if (listing.status !== 'changes_requested' || carried !== null) return;
    api
      .listing(listing.id)
      .then(({ listing: full }) => setRead({ note: full.moderation_note, reason: full.moderation_reason }))
      .catch(() => setRead({ note: null, reason: null }));
  }, [api, listing.id, listing.status, carried]);
  if (listing.status !== 'changes_requested') return null;
  const note = carried ?? read?.note ?? null;
  const reason = listing.moderation_reason ?? read?.reason ?? null;
  if (note === null && reason === null && read === null) return <p class="hint moderation-note">{t('dashboard-page-loading')}</p>;
  const words = note ?? reason;
  return (
    <p class="moderation-note tone-warning">
      {words === null ? t('dashboard-page-moderation-unexplained') : t('dashboard-page-moderation-note', { note: words })}
    </p>
  );
}
