import { useState } from 'preact/hooks';
import type { Api } from '../api.js';
import { t } from '../i18n.js';
import { Replies } from '../replies.js';
import { reaches, useCall } from '../use-call.js';
import { useRead } from '../use-read.js';
import { useWrite, WriteNote } from '../use-write.js';
import type { DashboardReply, ListingSummary } from '../wire.js';
import {
  autopilotShown,
  cents,
  InlineEdit,
  ModerationNote,
  priceShown,
  SortHeader,
  stockShown,
  wholeNumber,
  type SortKey,
} from './listing-cells.js';
import { BulkBar, repriced, type BulkAction } from './listings-bulk.js';

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
  const shown = shownRows(listings ?? [], status, search, sort);
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
  const setPrice = (listing: ListingSummary, amount: number) =>
    write.run(
      (confirm) => api.price(listing.id, amount, confirm),
      (facts) => {
        update(listing.id, { price_cents: facts.cents });
        return t('dashboard-page-price-set', { title: listing.title, price: priceShown({ ...listing, price_cents: facts.cents }) });
      },
    );
  const setStock = (listing: ListingSummary, stock: number) =>
    write.run(
      () => api.stock(listing.id, stock),
      (facts) => {
        update(listing.id, { stock: facts.readBack });
        return t('dashboard-page-stock-set', { title: listing.title, stock: stockShown({ ...listing, stock: facts.readBack }) });
      },
    );
  /** Each selected listing that may be repriced, by the same percentage: one price write each, with its own guards. */
  const reprice = async (percent: number) => {
    const rows = (listings ?? []).filter((row) => selected.has(row.id) && row.actions.includes('reprice') && row.price_cents !== null);
    setSelected(new Set());
    for (const row of rows) await setPrice(row, repriced(row.price_cents ?? 0, percent));
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
      {canManage && selected.size > 0 && (
        <BulkBar
          rows={selectedRows}
          busy={write.busy}
          onAction={(action) => void bulk(action)}
          onReprice={(percent) => void reprice(percent)}
        />
      )}
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
          api={api}
          onPrice={setPrice}
          onStock={setStock}
        />
      )}
    </div>
  );
}

/** The rows the filter and search keep, in the order asked. */
function shownRows(listings: ListingSummary[], status: string, search: string, sort: { key: SortKey; up: boolean }): ListingSummary[] {
  const words = search.trim().toLowerCase();
  return listings
    .filter((listing) => status === '' || listing.status === status)
    .filter((listing) => words === '' || `${listing.title} ${listing.game ?? ''} ${listing.id}`.toLowerCase().includes(words))
    .sort((a, b) => {
      const [x, y] = [SORT_VALUE[sort.key](a), SORT_VALUE[sort.key](b)];
      return (x < y ? -1 : x > y ? 1 : 0) * (sort.up ? 1 : -1);
    });
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
  api: Api;
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
            <th scope="col">{t('dashboard-page-column-autopilot')}</th>
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
        <ModerationNote api={props.api} listing={listing} />
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
      <td data-label={t('dashboard-page-column-autopilot')}>{autopilotShown(listing)}</td>
    </tr>
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
