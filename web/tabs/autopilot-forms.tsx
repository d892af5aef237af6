import { useState } from 'preact/hooks';
import { t } from '../i18n.js';
import type { ListingSummary, PoolData } from '../wire.js';

/** What the add form sends: codes pasted one per line, or a file's bytes as base64 (never read into the page's text). */
export type CodesSent = { codes: string } | { file: { filename: string; base64: string } };

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** A pool's codes by paste or by file; a new name makes a new pool. The field is emptied once sent: codes never stay on the page. */
export function AddCodesForm(props: { pools: PoolData[]; busy: boolean; onAdd: (name: string, sent: CodesSent) => Promise<void> }) {
  const [name, setName] = useState(props.pools[0]?.name ?? '');
  const [codes, setCodes] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const submit = async (event: Event) => {
    event.preventDefault();
    const sent: CodesSent = file === null ? { codes } : { file: { filename: file.name, base64: await base64Of(file) } };
    setCodes('');
    setFile(null);
    (event.target as HTMLFormElement).reset();
    await props.onAdd(name.trim(), sent);
  };
  return (
    <form class="stack" aria-labelledby="pool-add-title" onSubmit={(event) => void submit(event)}>
      <h3 id="pool-add-title">{t('dashboard-page-pool-add-title')}</h3>
      <label for="pool-add-name">{t('dashboard-page-pool-name-label')}</label>
      <input id="pool-add-name" list="pool-names" required value={name} onInput={(event) => setName(event.currentTarget.value)} />
      <datalist id="pool-names">
        {props.pools.map((pool) => (
          <option key={pool.name} value={pool.name} />
        ))}
      </datalist>
      <label for="pool-add-codes">{t('dashboard-page-pool-codes-label')}</label>
      <textarea
        id="pool-add-codes"
        rows={4}
        autocomplete="off"
        spellcheck={false}
        value={codes}
        onInput={(event) => setCodes(event.currentTarget.value)}
      />
      <label for="pool-add-file">{t('dashboard-page-pool-file-label')}</label>
      <input
        id="pool-add-file"
        type="file"
        accept=".txt,.csv,text/plain,text/csv"
        onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
      />
      <div class="button-row">
        <button type="submit" class="primary" disabled={props.busy || name.trim() === '' || (codes.trim() === '' && file === null)}>
          {t('dashboard-page-pool-add-button')}
        </button>
      </div>
    </form>
  );
}

/** A pool's low-water mark: a number, or empty for none. */
/** The owner takes codes back (empty: all of them) or removes the pool; each asks first, and the codes go to their private chat. */
export function PoolHandOverForm(props: {
  pool: PoolData;
  busy: boolean;
  onWithdraw: (count: number | null) => void;
  onRemove: () => void;
}) {
  const [typed, setTyped] = useState('');
  const id = `pool-withdraw-${props.pool.name}`;
  return (
    <form
      class="inline-edit"
      onSubmit={(event) => {
        event.preventDefault();
        props.onWithdraw(typed.trim() === '' ? null : Number(typed));
      }}
    >
      <label class="visually-hidden" for={id}>
        {t('dashboard-page-pool-withdraw-count')} ({props.pool.name})
      </label>
      <input
        id={id}
        class="small-input"
        type="number"
        min={1}
        inputMode="numeric"
        value={typed}
        onInput={(event) => setTyped(event.currentTarget.value)}
      />
      <button type="submit" class="small" disabled={props.busy}>
        {t('dashboard-page-pool-withdraw-button')}
        <span class="visually-hidden"> {props.pool.name}</span>
      </button>
      <button type="button" class="small" disabled={props.busy} onClick={props.onRemove}>
        {t('dashboard-page-pool-remove-button')}
        <span class="visually-hidden"> {props.pool.name}</span>
      </button>
    </form>
  );
}

export function LowWaterForm(props: { pool: PoolData; busy: boolean; onSet: (threshold: number | null) => void }) {
  const [typed, setTyped] = useState(props.pool.low_at === null ? '' : String(props.pool.low_at));
  const id = `pool-low-${props.pool.name}`;
  return (
    <form
      class="inline-edit"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSet(typed.trim() === '' ? null : Number(typed));
      }}
    >
      <label class="visually-hidden" for={id}>
        {t('dashboard-page-pool-low-label', { pool: props.pool.name })}
      </label>
      <input
        id={id}
        class="small-input"
        type="number"
        min={1}
        inputMode="numeric"
        value={typed}
        onInput={(event) => setTyped(event.currentTarget.value)}
      />
      <button type="submit" class="small" disabled={props.busy}>
        {t('dashboard-page-save-button')}
        <span class="visually-hidden"> {t('dashboard-page-pool-low-label', { pool: props.pool.name })}</span>
      </button>
    </form>
  );
}

type How = 'pool' | 'supplier' | 'keep';
/** What binding sends: the listing, then where its goods come from. */
export type BindSent =
  | { source: 'pool'; pool: string; template?: string }
  | { source: 'supplier'; url: string }
  | { source: 'keep'; pool: string; units: number };

/** A listing put on autopilot: from a pool (with an optional template), from the seller's supplier, or kept stocked from a pool. */
export function BindForm(props: {
  listings: ListingSummary[];
  pools: PoolData[];
  busy: boolean;
  onBind: (listing: ListingSummary, sent: BindSent) => void;
}) {
  const [listingId, setListingId] = useState('');
  const [how, setHow] = useState<How>('pool');
  const [pool, setPool] = useState('');
  const [url, setUrl] = useState('');
  const [template, setTemplate] = useState('');
  const [units, setUnits] = useState('');
  const listing = props.listings.find((each) => each.id === listingId) ?? null;
  const poolName = pool === '' ? (props.pools[0]?.name ?? '') : pool;
  const sent = (): BindSent =>
    how === 'supplier'
      ? { source: 'supplier', url: url.trim() }
      : how === 'keep'
        ? { source: 'keep', pool: poolName, units: Number(units) }
        : { source: 'pool', pool: poolName, ...(template.trim() === '' ? {} : { template: template.trim() }) };
  return (
    <form
      class="stack"
      aria-labelledby="bind-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (listing) props.onBind(listing, sent());
      }}
    >
      <h3 id="bind-title">{t('dashboard-page-bind-title')}</h3>
      <label for="bind-listing">{t('dashboard-page-bind-listing-label')}</label>
      <select id="bind-listing" required value={listingId} onChange={(event) => setListingId(event.currentTarget.value)}>
        <option value="">—</option>
        {props.listings.map((each) => (
          <option key={each.id} value={each.id}>
            {each.title}
          </option>
        ))}
      </select>
      <label for="bind-how">{t('dashboard-page-bind-how-label')}</label>
      <select id="bind-how" value={how} onChange={(event) => setHow(event.currentTarget.value as How)}>
        {(['pool', 'supplier', 'keep'] as const).map((each) => (
          <option key={each} value={each}>
            {t('dashboard-page-bind-how', { how: each })}
          </option>
        ))}
      </select>
      {how === 'supplier' ? (
        <>
          <label for="bind-url">{t('dashboard-page-bind-url-label')}</label>
          <input id="bind-url" type="url" required value={url} onInput={(event) => setUrl(event.currentTarget.value)} />
        </>
      ) : (
        <>
          <label for="bind-pool">{t('dashboard-page-bind-pool-label')}</label>
          <select id="bind-pool" required value={poolName} onChange={(event) => setPool(event.currentTarget.value)}>
            {props.pools.map((each) => (
              <option key={each.name} value={each.name}>
                {each.name}
              </option>
            ))}
          </select>
        </>
      )}
      {how === 'pool' && (
        <>
          <label for="bind-template">{t('dashboard-page-bind-template-label')}</label>
          <input id="bind-template" value={template} onInput={(event) => setTemplate(event.currentTarget.value)} />
        </>
      )}
      {how === 'keep' && (
        <>
          <label for="bind-units">{t('dashboard-page-bind-units-label')}</label>
          <input
            id="bind-units"
            type="number"
            min={1}
            required
            inputMode="numeric"
            value={units}
            onInput={(event) => setUnits(event.currentTarget.value)}
          />
        </>
      )}
      <div class="button-row">
        <button type="submit" class="primary" disabled={props.busy || listing === null}>
          {t('dashboard-page-bind-button')}
        </button>
      </div>
    </form>
  );
}

/** A delivering listing's daily caps: orders, and optionally dollars; empty orders lifts both. */
export function CapsForm(props: { title: string; busy: boolean; onSet: (orders: number | null, cents: number | null) => void }) {
  const [orders, setOrders] = useState('');
  const [dollars, setDollars] = useState('');
  const id = `caps-${props.title}`;
  return (
    <form
      class="inline-edit"
      onSubmit={(event) => {
        event.preventDefault();
        const cents = dollars.trim() === '' ? null : Math.round(Number(dollars.replace(',', '.')) * 100);
        props.onSet(orders.trim() === '' ? null : Number(orders), orders.trim() === '' ? null : cents);
      }}
    >
      <label class="visually-hidden" for={`${id}-orders`}>
        {t('dashboard-page-cap-orders-label', { title: props.title })}
      </label>
      <input
        id={`${id}-orders`}
        class="small-input"
        type="number"
        min={1}
        inputMode="numeric"
        placeholder={t('dashboard-page-cap-orders-placeholder')}
        value={orders}
        onInput={(event) => setOrders(event.currentTarget.value)}
      />
      <label class="visually-hidden" for={`${id}-dollars`}>
        {t('dashboard-page-cap-dollars-label', { title: props.title })}
      </label>
      <input
        id={`${id}-dollars`}
        class="small-input"
        inputMode="decimal"
        placeholder="$"
        value={dollars}
        onInput={(event) => setDollars(event.currentTarget.value)}
      />
      <button type="submit" class="small" disabled={props.busy}>
        {t('dashboard-page-cap-button')}
        <span class="visually-hidden"> {props.title}</span>
      </button>
    </form>
  );
}
