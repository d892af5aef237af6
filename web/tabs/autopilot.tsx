import type { Api } from '../api.js';
import { formatCount, formatMoment } from '../format.js';
import { t } from '../i18n.js';
import { useRead } from '../use-read.js';
import type { AutopilotBinding, AutopilotFailure, PoolData } from '../wire.js';

/** Autopilot as facts: the pools with their counts, the listings bound and where from, and each listing's last failure. */
export function AutopilotTab({ api }: { api: Api }) {
  const pools = useRead(() => api.read('pools'), [api]);
  const autopilot = useRead(() => api.read('autopilot'), [api]);
  return (
    <div class="stack">
      <section aria-labelledby="pools-title">
        <h2 id="pools-title">{t('dashboard-page-pools-title')}</h2>
        {pools.value && <Pools pools={pools.value.pools} />}
        {pools.problem !== null && <p class="tone-error">{pools.problem}</p>}
      </section>
      <section aria-labelledby="autopilot-title">
        <h2 id="autopilot-title">{t('dashboard-page-autopilot-title')}</h2>
        {autopilot.value && <Bindings bindings={autopilot.value.bindings} />}
        {autopilot.problem !== null && <p class="tone-error">{autopilot.problem}</p>}
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

function Pools({ pools }: { pools: PoolData[] }) {
  if (pools.length === 0) return <p class="empty">{t('dashboard-page-pools-none')}</p>;
  return (
    <div class="table-wrap">
      <table>
        <thead>
          <tr>
            <th scope="col">{t('dashboard-page-column-pool')}</th>
            <th scope="col">{t('dashboard-page-column-available')}</th>
            <th scope="col">{t('dashboard-page-column-held')}</th>
            <th scope="col">{t('dashboard-page-column-delivered-today')}</th>
            <th scope="col">{t('dashboard-page-column-bound')}</th>
          </tr>
        </thead>
        <tbody>
          {pools.map((pool) => (
            <tr key={pool.name} class={pool.low ? 'low' : ''}>
              <td data-label={t('dashboard-page-column-pool')}>{pool.name}</td>
              <td data-label={t('dashboard-page-column-available')}>
                {formatCount(pool.available)}
                {pool.low && <span class="badge">{t('dashboard-page-pool-low-badge')}</span>}
              </td>
              <td data-label={t('dashboard-page-column-held')}>{formatCount(pool.held)}</td>
              <td data-label={t('dashboard-page-column-delivered-today')}>{formatCount(pool.delivered_today)}</td>
              <td data-label={t('dashboard-page-column-bound')}>
                {pool.bound.length === 0 ? '—' : pool.bound.map((listing) => listing.title).join(', ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Bindings({ bindings }: { bindings: AutopilotBinding[] }) {
  if (bindings.length === 0) return <p class="empty">{t('dashboard-page-bindings-none')}</p>;
  return (
    <div class="table-wrap">
      <table>
        <thead>
          <tr>
            <th scope="col">{t('dashboard-page-column-title')}</th>
            <th scope="col">{t('dashboard-page-column-mode')}</th>
            <th scope="col">{t('dashboard-page-column-source')}</th>
          </tr>
        </thead>
        <tbody>
          {bindings.map((binding) => (
            <tr key={binding.listing_id}>
              <td data-label={t('dashboard-page-column-title')}>{binding.title}</td>
              <td data-label={t('dashboard-page-column-mode')}>{t('dashboard-page-autopilot-mode', { mode: binding.mode })}</td>
              <td data-label={t('dashboard-page-column-source')}>{binding.pool ?? t('dashboard-page-autopilot-supplier')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
