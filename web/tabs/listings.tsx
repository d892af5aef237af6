import { useEffect, useRef, useState } from 'preact/hooks';
import type { Api } from '../api.js';
import { formatCents, formatCount, formatCurrencyPrice, formatCurrencyStock } from '../format.js';
import { t } from '../i18n.js';
import { Replies } from '../replies.js';
import { reaches, useCall } from '../use-call.js';
import { useRead } from '../use-read.js';
import { useWrite, WriteNote } from '../use-write.js';
import type { DashboardReply, ListingSummary } from '../wire.js';

type SortKey = 'title' | 'status' | 'price' | 'stock' | 'updated';

const SORT_VALUE: Record<SortKey, (listing: ListingSummary) => string | number> = {
  title: (listing) => listing.title.toLowerCase(),
  status: (listing) => listing.status,
  price: (listing) => listing.price_cents ?? -1,
  stock: (listing) => listing.stock ?? -1,
  updated: (listing) => listing.updated_at ?? '',
};

/** Every listing in one table: sort, filter, search, edit price and stock in place, act on several at once. */
export function ListingsTab({ api, role }: { api: Api; role: string }) {
  const write = useWrite();
  const imported = useCall();
  const read = useRead(() => api.read('listings'), [api]);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [sort, setSort] = useState<{ key: SortKey; up: boolean }>({ key: 'title', up: true });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const listings = read.value?.listings ?? null;
  const canManage = reaches(role, 'manager');
  /** A write's facts update the row it names. */
  const update = (listingId: string, change: Partial<ListingSummary>) =>
    read.setValue((found) => found && { listings: found.listings.map((row) => (row.id === listingId ? { ...row, ...change } : row)) });
  const words = search.trim().toLowerCase();
  const shown = (listings ?? [])
    .filter((listing) => status === '' || listing.status === status)
    .filter((listing) => words === '' || `${listing.title} ${listing.game ?? ''} ${listing.id}`.toLowerCase().includes(words))
    .sort((a, b) => {
      const [x, y] = [SORT_VALUE[sort.key](a), SORT_VALUE[sort.key](b)];
      return (x < y ? -1 : x > y ? 1 : 0) * (sort.up ? 1 : -1);
    });
  const statusSet = (listing: ListingSummary) => (facts: { status: string | null }) => {
    if (facts.status !== null) update(listing.id, { status: facts.status });
    return t('dashboard-page-status-set', {
      title: listing.title,
      status: t('dashboard-page-listing-status', { status: facts.status ?? listing.status }),
    });
  };
  /** One status change per selected listing that allows it, one after another (each is a write with its own guards). */
  const bulk = async (action: BulkAction) => {
    const rows = (listings ?? []).filter((listing) => selected.has(listing.id) && listing.actions.includes(action));
    setSelected(new Set());
    for (const listing of rows) await write.run((confirm) => api.status(listing.id, action, confirm), statusSet(listing));
  };
  const selectedRows = (listings ?? []).filter((listing) => selected.has(listing.id));
  return (
    <div class="stack">
      <div class="toolbar">
        <label class="field-inline">
          <span>{t('dashboard-page-search-label')}</span>
          <input type="search" value={search} onInput={(event) => setSearch(event.currentTarget.value)} />
        </label>
        <StatusFilter listings={listings ?? []} status={status} onStatus={setStatus} />
        <button
          type="button"
          disabled={write.busy}
          onClick={() => void api.download('listings/export', { format: 'csv' }).catch(write.fail)}
        >
          {t('dashboard-page-export-button')}
        </button>
        {canManage && <ImportButton api={api} onUpload={(upload) => void imported.run(upload).then(read.reload)} />}
      </div>
      {canManage && selected.size > 0 && <BulkBar rows={selectedRows} busy={write.busy} onAction={(action) => void bulk(action)} />}
      <Replies api={api} replies={imported.replies} busy={imported.busy} run={(answer) => void imported.run(answer).then(read.reload)} />
      <WriteNote note={write.note} busy={write.busy} onCancel={write.clear} />
      {read.problem !== null && <p class="tone-error">{read.problem}</p>}
      {listings === null ? (
        read.problem === null && <p class="hint">{t('dashboard-page-loading')}</p>
      ) : (
        <ListingsTable
          rows={shown}
          role={role}
          sort={sort}
          onSort={setSort}
          selected={selected}
          onSelect={setSelected}
          busy={write.busy}
          onPrice={(listing, cents) =>
            write.run(
              (confirm) => api.price(listing.id, cents, confirm),
              (facts) => {
                update(listing.id, { price_cents: facts.cents });
                return t('dashboard-page-price-set', { title: listing.title, price: priceShown({ ...listing, price_cents: facts.cents }) });
              },
            )
          }
          onStock={(listing, stock) =>
            write.run(
              () => api.stock(listing.id, stock),
              (facts) => {
                update(listing.id, { stock: facts.readBack });
                return t('dashboard-page-stock-set', { title: listing.title, stock: stockShown({ ...listing, stock: facts.readBack }) });
              },
            )
          }
        />
      )}
    </div>
  );
}

type BulkAction = 'pause' | 'publish' | 'unpublish';
const BULK_ACTIONS: BulkAction[] = ['pause', 'publish', 'unpublish'];

/** The status changes some selected listing allows; the others are not offered. */
function BulkBar(props: { rows: ListingSummary[]; busy: boolean; onAction: (action: BulkAction) => void }) {
  const words: Record<BulkAction, string> = {
    pause: t('dashboard-page-pause-button'),
    publish: t('dashboard-page-publish-button'),
    unpublish: t('dashboard-page-unpublish-button'),
  };
  const count = props.rows.length;
  return (
    <div class="toolbar selection" role="group" aria-label={t('dashboard-page-selection-label', { count })}>
      <span>{t('dashboard-page-selection-label', { count })}</span>
      {BULK_ACTIONS.filter((action) => props.rows.some((row) => row.actions.includes(action))).map((action) => (
        <button key={action} type="button" disabled={props.busy} onClick={() => props.onAction(action)}>
          {words[action]}
        </button>
      ))}
    </div>
  );
}

function StatusFilter(props: { listings: ListingSummary[]; status: string; onStatus: (status: string) => void }) {
  const statuses = [...new Set(props.listings.map((listing) => listing.status))].sort();
  return (
    <label class="field-inline">
      <span>{t('dashboard-page-status-filter-label')}</span>
      <select value={props.status} onChange={(event) => props.onStatus(event.currentTarget.value)}>
        <option value="">{t('dashboard-page-status-any')}</option>
        {statuses.map((value) => (
          <option key={value} value={value}>
            {t('dashboard-page-listing-status', { status: value })}
          </option>
        ))}
      </select>
    </label>
  );
}

interface TableProps {
  rows: ListingSummary[];
  role: string;
  sort: { key: SortKey; up: boolean };
  onSort: (sort: { key: SortKey; up: boolean }) => void;
  selected: Set<string>;
  onSelect: (selected: Set<string>) => void;
  busy: boolean;
  onPrice: (listing: ListingSummary, cents: number) => Promise<void>;
  onStock: (listing: ListingSummary, stock: number) => Promise<void>;
}

function ListingsTable(props: TableProps) {
  const canManage = reaches(props.role, 'manager');
  const { sort, onSort } = props;
  return (
    <div class="table-wrap">
      <table class="listings">
        <caption class="visually-hidden">{t('dashboard-page-listings-caption', { count: props.rows.length })}</caption>
        <thead>
          <tr>
            {canManage && (
              <th scope="col" class="narrow">
                <span class="visually-hidden">{t('dashboard-page-select-column')}</span>
              </th>
            )}
            <SortHeader label={t('dashboard-page-column-title')} column="title" sort={sort} onSort={onSort} />
            <SortHeader label={t('dashboard-page-column-status')} column="status" sort={sort} onSort={onSort} />
            <SortHeader label={t('dashboard-page-column-price')} column="price" sort={sort} onSort={onSort} />
            <SortHeader label={t('dashboard-page-column-stock')} column="stock" sort={sort} onSort={onSort} />
          </tr>
        </thead>
        <tbody>
          {props.rows.map((listing) => (
            <ListingRow key={listing.id} listing={listing} {...props} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One listing: its price and stock editable only where the role and the capability table allow it. */
function ListingRow(props: TableProps & { listing: ListingSummary }) {
  const { listing, selected } = props;
  const canManage = reaches(props.role, 'manager');
  // Only a currency's stock is a number to set; codes and accounts are added as themselves.
  const stockEditable = reaches(props.role, 'operator') && listing.category === 'currency' && listing.actions.includes('restock');
  const details = [
    listing.game,
    listing.category === null ? null : t('dashboard-page-category', { category: listing.category }),
    listing.id.slice(0, 8),
  ];
  return (
    <tr>
      {canManage && (
        <td class="narrow">
          <input
            type="checkbox"
            aria-label={t('dashboard-page-select-listing', { title: listing.title })}
            checked={selected.has(listing.id)}
            onChange={(event) => {
              const next = new Set(selected);
              if (event.currentTarget.checked) next.add(listing.id);
              else next.delete(listing.id);
              props.onSelect(next);
            }}
          />
        </td>
      )}
      <td data-label={t('dashboard-page-column-title')}>
        <span class="item-title">{listing.title}</span>
        <span class="hint"> {details.filter(Boolean).join(' · ')}</span>
      </td>
      <td data-label={t('dashboard-page-column-status')}>{t('dashboard-page-listing-status', { status: listing.status })}</td>
      <td data-label={t('dashboard-page-column-price')}>
        <InlineEdit
          shown={priceShown(listing)}
          label={t('dashboard-page-price-label', { title: listing.title })}
          editable={canManage && listing.actions.includes('reprice')}
          busy={props.busy}
          onSave={(typed) => cents(typed, (amount) => props.onPrice(listing, amount))}
        />
      </td>
      <td data-label={t('dashboard-page-column-stock')}>
        <InlineEdit
          shown={stockShown(listing)}
          label={t('dashboard-page-stock-label', { title: listing.title })}
          editable={stockEditable}
          busy={props.busy}
          onSave={(typed) => wholeNumber(typed, (amount) => props.onStock(listing, amount))}
        />
      </td>
    </tr>
  );
}

/** What a seller types as a price (12.50, 12,50, $12.50) in cents; nothing is sent for what is not an amount. */
async function cents(typed: string, save: (cents: number) => Promise<void>): Promise<void> {
  const cleaned = typed.replace(/[^\d.,]/g, '');
  // The last separator with at most two digits after it is the decimal one, whichever the language writes.
  const last = Math.max(cleaned.lastIndexOf('.'), cleaned.lastIndexOf(','));
  const decimal = last >= 0 && cleaned.length - last - 1 <= 2;
  const [whole, fraction] = decimal ? [cleaned.slice(0, last), cleaned.slice(last + 1)] : [cleaned, ''];
  const amount = Number(`${whole.replace(/[.,]/g, '')}.${fraction || '0'}`);
  if (Number.isFinite(amount) && amount > 0) await save(Math.round(amount * 100));
}

async function wholeNumber(typed: string, save: (count: number) => Promise<void>): Promise<void> {
  const count = Number(typed.replace(/[\s,]/g, ''));
  if (Number.isInteger(count) && count >= 0) await save(count);
}

/** A currency's price is per one of its scale, named as chat names it; a row without a price shows a dash. */
function priceShown(listing: ListingSummary): string {
  if (listing.price_cents === null) return '—';
  return listing.currency_unit === null
    ? formatCents(listing.price_cents)
    : formatCurrencyPrice(listing.price_cents, listing.currency_unit);
}

function stockShown(listing: ListingSummary): string {
  if (listing.stock === null) return '—';
  return listing.currency_unit === null ? formatCount(listing.stock) : formatCurrencyStock(listing.stock, listing.currency_unit);
}

function SortHeader(props: {
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
function InlineEdit(props: { shown: string; label: string; editable: boolean; busy: boolean; onSave: (typed: string) => Promise<void> }) {
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

/** Imports a file of listings (the export's format): the command answers a preview with Apply. */
function ImportButton({ api, onUpload }: { api: Api; onUpload: (upload: () => Promise<DashboardReply[]>) => void }) {
  const upload = async (file: File) => {
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return api.file({ caption: 'listings import', filename: file.name, content_type: file.type || 'text/csv', base64: btoa(binary) });
  };
  return (
    <label class="button-like">
      {t('dashboard-page-import-button')}
      <input
        type="file"
        class="visually-hidden"
        accept=".csv,.tsv,.txt,.json,text/csv,text/tab-separated-values,text/plain,application/json"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) onUpload(() => upload(file));
          event.currentTarget.value = '';
        }}
      />
    </label>
  );
}
