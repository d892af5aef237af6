import { useEffect, useState } from 'preact/hooks';
import type { Api } from '../api.js';
import { formatCount } from '../format.js';
import { t } from '../i18n.js';
import { Replies } from '../replies.js';
import { useCall } from '../use-call.js';
import { dataOf, type PoolData } from '../wire.js';

/** Autopilot's pools with their counts and the listings bound to them, then what `autopilot` says of each listing. */
export function AutopilotTab({ api }: { api: Api }) {
  const pools = useCall();
  const autopilot = useCall();
  const [data, setData] = useState<PoolData[] | null>(null);
  useEffect(() => {
    void pools
      .run(() => api.command('pool'))
      .then((replies) => {
        const found = dataOf(replies, 'pools');
        setData(found?.pools ?? null);
        if (found) pools.clear();
      });
    void autopilot.run(() => api.command('autopilot'));
  }, [api]);
  return (
    <div class="stack">
      <section aria-labelledby="pools-title">
        <h2 id="pools-title">{t('dashboard-page-pools-title')}</h2>
        {data?.length === 0 && <p class="empty">{t('dashboard-page-pools-none')}</p>}
        {data && data.length > 0 && (
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
                {data.map((pool) => (
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
        )}
        <Replies api={api} replies={pools.replies} busy={pools.busy} run={(answer) => void pools.run(answer)} />
      </section>
      <section aria-labelledby="autopilot-title">
        <h2 id="autopilot-title">{t('dashboard-page-autopilot-title')}</h2>
        <Replies api={api} replies={autopilot.replies} busy={autopilot.busy} run={(answer) => void autopilot.run(answer)} />
      </section>
    </div>
  );
}
