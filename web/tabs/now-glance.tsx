import { useEffect, useState } from 'preact/hooks';
import type { Api } from '../api.js';
import { formatCents, formatCount } from '../format.js';
import { t } from '../i18n.js';
import { refusal } from '../use-call.js';
import type { DashboardReads, PoolData, SalesStats } from '../wire.js';

interface Facts {
  today: SalesStats;
  autopilot: DashboardReads['autopilot'];
  pools: PoolData[];
}

/** Today at a glance: revenue and orders so far, autopilot's state, and the pools running low. */
export function Glance({ api }: { api: Api }) {
  const [facts, setFacts] = useState<Facts | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    Promise.all([api.read('stats', { period: 'today' }), api.read('autopilot'), api.read('pools')])
      .then(([stats, autopilot, pools]) => setFacts({ today: stats.stats, autopilot, pools: pools.pools }))
      .catch((error: unknown) => setProblem(refusal(error)));
  }, [api]);
  if (problem !== null) return <p class="tone-error">{problem}</p>;
  if (facts === null) return <p class="hint">{t('dashboard-page-loading')}</p>;
  const { today, autopilot, pools } = facts;
  const failures = autopilot.failures.filter((failure) => shopDay(failure.at, today.time_zone) === today.to).length;
  const low = pools.filter((pool) => pool.low);
  return (
    <section aria-labelledby="now-today">
      <h2 id="now-today">{t('dashboard-page-today-title')}</h2>
      <dl class="figures glance">
        <div>
          <dt>{t('dashboard-page-today-revenue')}</dt>
          <dd>{formatCents(today.revenue_cents)}</dd>
        </div>
        <div>
          <dt>{t('dashboard-page-today-orders')}</dt>
          <dd>{formatCount(today.orders)}</dd>
        </div>
        <div>
          <dt>{t('dashboard-page-autopilot-state')}</dt>
          <dd>
            {autopilot.bindings.length === 0
              ? t('dashboard-page-autopilot-state-off')
              : t('dashboard-page-autopilot-state-on', { count: autopilot.bindings.length })}
          </dd>
          <dd class={failures > 0 ? 'before tone-error' : 'before'}>{t('dashboard-page-autopilot-failures-today', { count: failures })}</dd>
        </div>
        <div>
          <dt>{t('dashboard-page-pools-low')}</dt>
          <dd>{low.length === 0 ? t('dashboard-page-pools-low-none') : formatCount(low.length)}</dd>
          {low.length > 0 && <dd class="before tone-warning">{low.map((pool) => pool.name).join(', ')}</dd>}
        </div>
      </dl>
    </section>
  );
}

/** The shop's own date of a moment, YYYY-MM-DD, as the sales book counts days (`en-CA` writes dates that way). */
function shopDay(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
}
