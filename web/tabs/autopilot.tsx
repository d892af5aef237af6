import { useState } from 'preact/hooks';
import type { Api } from '../api.js';
import { formatCents, formatCount, formatMoment } from '../format.js';
import { t } from '../i18n.js';
import { reaches } from '../use-call.js';
import { useRead } from '../use-read.js';
import { useWrite, WriteNote } from '../use-write.js';
import type { AutopilotBinding, AutopilotFailure, AutopilotWrites, PoolData, PoolHandOverWrites } from '../wire.js';
import { AddCodesForm, BindForm, CapsForm, LowWaterForm, PoolHandOverForm, type BindSent, type CodesSent } from './autopilot-forms.js';

type Writes = AutopilotWrites & PoolHandOverWrites;
type Facts<K extends keyof Writes> = Extract<Writes[K], { value: unknown }>['value'];

/**
 * Autopilot as facts: the pools with their counts, the listings bound and where from, and each
 * listing's last failure; with the role's controls beside them (the server refuses regardless).
 */
export function AutopilotTab({ api, role }: { api: Api; role: string }) {
  const pools = useRead(() => api.read('pools'), [api]);
  const autopilot = useRead(() => api.read('autopilot'), [api]);
  const canManage = reaches(role, 'manager');
  const isOwner = reaches(role, 'owner');
  const listings = useRead(() => (canManage ? api.read('listings') : Promise.resolve({ listings: [] })), [api, canManage]);
  const { write, secret, setSecret, send } = useSend(api, () => void Promise.all([pools.reload(), autopilot.reload()]));
  const addCodes = (name: string, sent: CodesSent) =>
    send<'pools/add'>('pools/add', { name, ...sent }, (facts) =>
      facts.kind === 'added'
        ? t('dashboard-page-pool-added', {
            pool: facts.pool,
            count: facts.added,
            duplicates: facts.duplicateRows.length,
            available: facts.available,
          })
        : '',
    );
  const bind = (listing: { id: string; title: string }, sent: BindSent) =>
    void send<'autopilot/bind'>(`listings/${encodeURIComponent(listing.id)}/autopilot`, sent, (facts) => {
      if (facts.kind === 'supplier') setSecret(facts.signingSecret);
      return t('dashboard-page-bound', { title: facts.title });
    });
  const pageNote = (
    <>
      <WriteNote note={write.note} busy={write.busy} onCancel={write.clear} />
      {secret !== null && (
        <p class="reply tone-warning" role="status">
          {t('dashboard-page-bound-secret')} <code>{secret}</code>
        </p>
      )}
    </>
  );
  return (
    <div class="stack">
      <section aria-labelledby="pools-title">
        <h2 id="pools-title">{t('dashboard-page-pools-title')}</h2>
        {pools.value && (
          <Pools
            pools={pools.value.pools}
            canSetLow={canManage}
            isOwner={isOwner}
            busy={write.busy}
            {...handOver(send)}
            onLow={(pool, threshold) =>
              void send<'pools/low'>(`pools/${encodeURIComponent(pool.name)}/low`, { threshold }, (facts) =>
                facts.threshold === null
                  ? t('dashboard-page-pool-low-cleared', { pool: facts.pool })
                  : t('dashboard-page-pool-low-set', { pool: facts.pool, threshold: facts.threshold }),
              )
            }
          />
        )}
        {pools.problem !== null && <p class="tone-error">{pools.problem}</p>}
        {!isOwner && (pools.value?.pools.length ?? 0) > 0 && <p class="hint">{t('dashboard-page-pool-withdraw-needs')}</p>}
        {reaches(role, 'operator') ? (
          <AddCodesForm pools={pools.value?.pools ?? []} busy={write.busy} onAdd={addCodes} />
        ) : (
          <p class="hint">{t('dashboard-page-pool-add-needs')}</p>
        )}
      </section>
      {pageNote}
      <section aria-labelledby="autopilot-title">
        <h2 id="autopilot-title">{t('dashboard-page-autopilot-title')}</h2>
        {autopilot.value && (
          <Bindings
            bindings={autopilot.value.bindings}
            canManage={canManage}
            busy={write.busy}
            onCaps={(binding, orders, cents) =>
              void send<'autopilot/cap'>(`listings/${encodeURIComponent(binding.listing_id)}/autopilot-cap`, { orders, cents }, (facts) =>
                t('dashboard-page-capped', { title: facts.title }),
              )
            }
            onOff={(binding) =>
              void send<'autopilot/off'>(`listings/${encodeURIComponent(binding.listing_id)}/autopilot-off`, {}, (facts) =>
                t('dashboard-page-off-done', { title: facts.title }),
              )
            }
          />
        )}
        {autopilot.problem !== null && <p class="tone-error">{autopilot.problem}</p>}
        {canManage ? (
          <BindForm listings={listings.value?.listings ?? []} pools={pools.value?.pools ?? []} busy={write.busy} onBind={bind} />
        ) : (
          <p class="hint">{t('dashboard-page-autopilot-change-needs')}</p>
        )}
      </section>
      {autopilot.value && (
        <section aria-labelledby="failures-title">
          <h2 id="failures-title">{t('dashboard-page-failures-title')}</h2>
          <Failures failures={autopilot.value.failures} />
        </section>
      )}
    </div>
  );
}

/** The tab's writes: each answers facts, after which the tables are read again; a signing secret is kept to be shown once. */
function useSend(api: Api, reload: () => void) {
  const write = useWrite();
  /** Kept in memory until the next write, never read again. */
  const [secret, setSecret] = useState<string | null>(null);
  const send = <K extends keyof Writes>(path: string, body: object, done: (facts: Facts<K>) => string) => {
    setSecret(null);
    // Confirm sends the same call again with `confirm: true` (a withdrawal's or removal's question).
    return write.run<Facts<K>>(
      (confirm) => api.post<Writes[K]>(path, confirm ? { ...body, confirm } : body),
      (facts) => {
        reload();
        return done(facts);
      },
    );
  };
  return { write, secret, setSecret, send };
}

interface PoolsProps {
  pools: PoolData[];
  canSetLow: boolean;
  isOwner: boolean;
  busy: boolean;
  onLow: (pool: PoolData, threshold: number | null) => void;
  onWithdraw: (pool: PoolData, count: number | null) => void;
  onRemove: (pool: PoolData) => void;
}

/** The owner's withdraw and remove: each asks first, then the page says what went to their private chat (counts only). */
function handOver(send: ReturnType<typeof useSend>['send']): Pick<PoolsProps, 'onWithdraw' | 'onRemove'> {
  return {
    onWithdraw: (pool, count) =>
      void send<'pools/withdraw'>(`pools/${encodeURIComponent(pool.name)}/withdraw`, { count }, (facts) =>
        t('dashboard-page-pool-withdrawn', { pool: facts.pool, count: facts.withdrawn, left: facts.left }),
      ),
    onRemove: (pool) =>
      void send<'pools/remove'>(`pools/${encodeURIComponent(pool.name)}/remove`, {}, (facts) =>
        t('dashboard-page-pool-removed', { pool: facts.pool, count: facts.removed }),
      ),
  };
}

function Pools(props: PoolsProps) {
  if (props.pools.length === 0) return <p class="empty">{t('dashboard-page-pools-none')}</p>;
  return (
    <div class="table-wrap">
      <table>
        <thead>
          <tr>
            <th scope="col">{t('dashboard-page-column-pool')}</th>
            <th scope="col">{t('dashboard-page-column-available')}</th>
            <th scope="col">{t('dashboard-page-column-held')}</th>
            <th scope="col">{t('dashboard-page-column-delivered-today')}</th>
            <th scope="col">{t('dashboard-page-column-low')}</th>
            <th scope="col">{t('dashboard-page-column-bound')}</th>
            {props.isOwner && <th scope="col">{t('dashboard-page-column-actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {props.pools.map((pool) => (
            <tr key={pool.name} class={pool.low ? 'low' : ''}>
              <td data-label={t('dashboard-page-column-pool')}>{pool.name}</td>
              <td data-label={t('dashboard-page-column-available')}>
                {formatCount(pool.available)}
                {pool.low && <span class="badge">{t('dashboard-page-pool-low-badge')}</span>}
              </td>
              <td data-label={t('dashboard-page-column-held')}>{formatCount(pool.held)}</td>
              <td data-label={t('dashboard-page-column-delivered-today')}>{formatCount(pool.delivered_today)}</td>
              <td data-label={t('dashboard-page-column-low')}>
                {props.canSetLow ? (
                  <LowWaterForm pool={pool} busy={props.busy} onSet={(threshold) => props.onLow(pool, threshold)} />
                ) : pool.low_at === null ? (
                  '—'
                ) : (
                  formatCount(pool.low_at)
                )}
              </td>
              <td data-label={t('dashboard-page-column-bound')}>
                {pool.bound.length === 0 ? '—' : pool.bound.map((listing) => listing.title).join(', ')}
              </td>
              {props.isOwner && (
                <td data-label={t('dashboard-page-column-actions')}>
                  <PoolHandOverForm
                    pool={pool}
                    busy={props.busy}
                    onWithdraw={(count) => props.onWithdraw(pool, count)}
                    onRemove={() => props.onRemove(pool)}
                  />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface BindingsProps {
  bindings: AutopilotBinding[];
  canManage: boolean;
  busy: boolean;
  onCaps: (binding: AutopilotBinding, orders: number | null, cents: number | null) => void;
  onOff: (binding: AutopilotBinding) => void;
}

function Bindings(props: BindingsProps) {
  if (props.bindings.length === 0) return <p class="empty">{t('dashboard-page-bindings-none')}</p>;
  return (
    <div class="table-wrap">
      <table>
        <thead>
          <tr>
            <th scope="col">{t('dashboard-page-column-title')}</th>
            <th scope="col">{t('dashboard-page-column-mode')}</th>
            <th scope="col">{t('dashboard-page-column-source')}</th>
            <th scope="col">{t('dashboard-page-column-delivered-today')}</th>
            <th scope="col">{t('dashboard-page-column-caps')}</th>
            <th scope="col">{t('dashboard-page-column-last-failure')}</th>
            {props.canManage && <th scope="col">{t('dashboard-page-column-actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {props.bindings.map((binding) => (
            <BindingRow key={binding.listing_id} binding={binding} {...props} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BindingRow({ binding, canManage, busy, onCaps, onOff }: BindingsProps & { binding: AutopilotBinding }) {
  const source =
    binding.pool === null
      ? t('dashboard-page-autopilot-supplier-host', { host: binding.host ?? '' })
      : t('dashboard-page-autopilot-pool-left', { pool: binding.pool, left: binding.pool_left ?? 0 });
  const caps =
    binding.cap_orders === null
      ? t('dashboard-page-caps-none')
      : binding.cap_cents === null
        ? t('dashboard-page-caps-orders', { orders: binding.cap_orders })
        : t('dashboard-page-caps-both', { orders: binding.cap_orders, dollars: formatCents(binding.cap_cents) });
  return (
    <tr>
      <td data-label={t('dashboard-page-column-title')}>{binding.title}</td>
      <td data-label={t('dashboard-page-column-mode')}>{t('dashboard-page-autopilot-mode', { mode: binding.mode })}</td>
      <td data-label={t('dashboard-page-column-source')}>
        {binding.mode === 'keep' ? t('dashboard-page-autopilot-keep-units', { units: binding.units ?? 0 }) : ''} {source}
      </td>
      <td data-label={t('dashboard-page-column-delivered-today')}>{formatCount(binding.delivered_today)}</td>
      <td data-label={t('dashboard-page-column-caps')}>{binding.mode === 'keep' ? '—' : caps}</td>
      <td data-label={t('dashboard-page-column-last-failure')}>
        {binding.last_failure === null ? '—' : `${formatMoment(binding.last_failure.at)}: ${binding.last_failure.reason}`}
      </td>
      {canManage && (
        <td data-label={t('dashboard-page-column-actions')}>
          {binding.mode === 'deliver' && (
            <CapsForm title={binding.title} busy={busy} onSet={(orders, cents) => onCaps(binding, orders, cents)} />
          )}
          <button type="button" class="small" disabled={busy} onClick={() => onOff(binding)}>
            {t('dashboard-page-off-button')}
            <span class="visually-hidden"> {binding.title}</span>
          </button>
        </td>
      )}
    </tr>
  );
}

function Failures({ failures }: { failures: AutopilotFailure[] }) {
  if (failures.length === 0) return <p class="empty">{t('dashboard-page-failures-none')}</p>;
  return (
    <ul class="rows">
      {failures.map((failure) => (
        <li key={failure.listing_id} class="row">
          <span class="hint">{formatMoment(failure.at)}</span>
          <span class="grow">{failure.title}</span>
          <span>{failure.reason}</span>
        </li>
      ))}
    </ul>
  );
}
