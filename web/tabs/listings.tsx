import { useEffect, useState } from 'preact/hooks';
import type { Api } from '../api.js';
import { formatCents, formatCount, formatCurrencyPrice, formatCurrencyStock } from '../format.js';
import { t } from '../i18n.js';
import { Replies } from '../replies.js';
import { reaches, useCall } from '../use-call.js';
import { dataOf, type DashboardReply, type ListingSummary } from '../wire.js';

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
  const call = useCall();
  const [listings, setListings] = useState<ListingSummary[] | null>(null);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [sort, setSort] = useState<{ key: SortKey; up: boolean }>({ key: 'title', up: true });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const canManage = reaches(role, 'manager');
  const canStock = reaches(role, 'operator');

  const load = async () => {
    const replies = await call.run(() => api.command('listings'));
    const data = dataOf(replies, 'listings');
    if (data) {
      setListings(data.listings);
      call.clear();
    }
  };
  useEffect(() => void load(), [api]);

  /** A command's answer: its data updates the row it names, its sentences (and questions) show above the table. */
  const settle = (replies: DashboardReply[]) => {
    const price = dataOf(replies, 'price');
    const stock = dataOf(replies, 'stock');
    const state = dataOf(replies, 'status');
    setListings((rows) =>
      (rows ?? []).map((row) => {
        if (price?.listingId === row.id) return { ...row, price_cents: price.cents };
        if (stock?.listingId === row.id) return { ...row, stock: stock.readBack };
        if (state?.listingId === row.id && state.status !== null) return { ...row, status: state.status };
        return row;
      }),
    );
  };
  const act = async (run: () => Promise<DashboardReply[]>) => settle(await call.run(run));

  const statuses = [...new Set((listings ?? []).map((listing) => listing.status))].sort();
  const words = search.trim().toLowerCase();
  const shown = (listings ?? [])
    .filter((listing) => status === '' || listing.status === status)
    .filter((listing) => words === '' || `${listing.title} ${listing.game ?? ''} ${listing.id}`.toLowerCase().includes(words))
    .sort((a, b) => {
      const [x, y] = [SORT_VALUE[sort.key](a), SORT_VALUE[sort.key](b)];
      return (x < y ? -1 : x > y ? 1 : 0) * (sort.up ? 1 : -1);
    });

  /** One command per selected listing, one after another (each is a write with its own guards); every answer shows. */
  const bulk = async (verb: 'pause' | 'publish' | 'unpublish') => {
    const ids = [...selected];
    setSelected(new Set());
    await act(async () => {
      const answers: DashboardReply[] = [];
      for (const id of ids) answers.push(...(await api.command(verb, { values: { id } })));
      return answers;
    });
  };

  return (
    <div class="stack">
      <div class="toolbar">
        <label class="field-inline">
          <span>{t('dashboard-page-search-label')}</span>
          <input type="search" value={search} onInput={(event) => setSearch(event.currentTarget.value)} />
        </label>
        <label class="field-inline">
          <span>{t('dashboard-page-status-filter-label')}</span>
          <select value={status} onChange={(event) => setStatus(event.currentTarget.value)}>
            <option value="">{t('dashboard-page-status-any')}</option>
            {statuses.map((value) => (
              <option key={value} value={value}>
                {t('dashboard-page-listing-status', { status: value })}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          disabled={call.busy}
          onClick={() => void call.run(() => api.command('listings', { verb: 'export', values: { format: 'csv' } }))}
        >
          {t('dashboard-page-export-button')}
        </button>
        {canManage && <ImportButton api={api} onUpload={(upload) => void act(upload)} />}
      </div>
      {canManage && selected.size > 0 && (
        <div class="toolbar selection" role="group" aria-label={t('dashboard-page-selection-label', { count: selected.size })}>
          <span>{t('dashboard-page-selection-label', { count: selected.size })}</span>
          <button type="button" disabled={call.busy} onClick={() => void bulk('pause')}>
            {t('dashboard-page-pause-button')}
          </button>
          <button type="button" disabled={call.busy} onClick={() => void bulk('publish')}>
            {t('dashboard-page-publish-button')}
          </button>
          <button type="button" disabled={call.busy} onClick={() => void bulk('unpublish')}>
            {t('dashboard-page-unpublish-button')}
          </button>
        </div>
      )}
      <Replies api={api} replies={call.replies} busy={call.busy} run={(answer) => void act(answer)} />
      {listings === null ? (
        <p class="hint">{t('dashboard-page-loading')}</p>
      ) : (
        <div class="table-wrap">
          <table class="listings">
            <caption class="visually-hidden">{t('dashboard-page-listings-caption', { count: shown.length })}</caption>
            <thead>
              <tr>
                {canManage && (
                  <th scope="col" class="narrow">
                    <span class="visually-hidden">{t('dashboard-page-select-column')}</span>
                  </th>
                )}
                <SortHeader label={t('dashboard-page-column-title')} column="title" sort={sort} onSort={setSort} />
                <SortHeader label={t('dashboard-page-column-status')} column="status" sort={sort} onSort={setSort} />
                <SortHeader label={t('dashboard-page-column-price')} column="price" sort={sort} onSort={setSort} />
                <SortHeader label={t('dashboard-page-column-stock')} column="stock" sort={sort} onSort={setSort} />
              </tr>
            </thead>
            <tbody>
              {shown.map((listing) => (
                <tr key={listing.id}>
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
                          setSelected(next);
                        }}
                      />
                    </td>
                  )}
                  <td data-label={t('dashboard-page-column-title')}>
                    <span class="item-title">{listing.title}</span>
                    <span class="hint">
                      {' '}
                      {[
                        listing.game,
                        listing.category === null ? null : t('dashboard-page-category', { category: listing.category }),
                        listing.id.slice(0, 8),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </td>
                  <td data-label={t('dashboard-page-column-status')}>{t('dashboard-page-listing-status', { status: listing.status })}</td>
                  <td data-label={t('dashboard-page-column-price')}>
                    <InlineEdit
                      shown={priceShown(listing)}
                      label={t('dashboard-page-price-label', { title: listing.title })}
                      editable={canManage}
                      busy={call.busy}
                      onSave={(amount) => act(() => api.command('price', { values: { id: listing.id, amount } }))}
                    />
                  </td>
                  <td data-label={t('dashboard-page-column-stock')}>
                    <InlineEdit
                      shown={stockShown(listing)}
                      label={t('dashboard-page-stock-label', { title: listing.title })}
                      // Only a currency's stock is a number to set; codes and accounts are added as themselves.
                      editable={canStock && listing.category === 'currency'}
                      busy={call.busy}
                      onSave={(amount) =>
                        act(() => api.command('restock', { verb: 'add', values: { id: listing.id, input: `set ${amount}` } }))
                      }
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
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
  if (!props.editable) return <span>{props.shown}</span>;
  if (!editing)
    return (
      <span class="inline-edit">
        <span>{props.shown}</span>
        <button type="button" class="small" onClick={() => setEditing(true)}>
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
        autoFocus
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
