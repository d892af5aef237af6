import { useEffect, useState } from 'preact/hooks';
import type { Api } from '../api.js';
import { Countdown, useNow } from '../countdown.js';
import { formatCount } from '../format.js';
import { t } from '../i18n.js';
import { refusal } from '../use-call.js';
import { Glance } from './now-glance.js';
import { type AccountStatus, type ListingSummary, type PoolData, type WaitingOrder } from '../wire.js';

interface NowProps {
  api: Api;
  orders: WaitingOrder[];
  onOpenOrders: () => void;
}

/** What needs the seller now: today at a glance, orders waiting (soonest deadline first), and what needs attention. */
export function NowTab({ api, orders, onOpenOrders }: NowProps) {
  const now = useNow();
  const sorted = [...orders].sort((a, b) => deadlineOf(a) - deadlineOf(b));
  return (
    <div class="stack">
      <Glance api={api} />
      <section aria-labelledby="now-orders">
        <h2 id="now-orders">{t('dashboard-page-now-orders-title', { count: orders.length })}</h2>
        {sorted.length === 0 ? (
          <p class="empty">{t('dashboard-page-orders-none')}</p>
        ) : (
          <ul class="rows">
            {sorted.map((order) => (
              <li key={order.id} class="row">
                <span class="grow">{order.title ?? t('dashboard-page-order-untitled')}</span>
                <Countdown deadline={order.deadline_at} now={now} />
              </li>
            ))}
          </ul>
        )}
        {sorted.length > 0 && (
          <button type="button" class="primary" onClick={onOpenOrders}>
            {t('dashboard-page-open-orders-button')}
          </button>
        )}
      </section>
      <Attention api={api} />
    </div>
  );
}

function deadlineOf(order: WaitingOrder): number {
  return order.deadline_at === null ? Number.POSITIVE_INFINITY : Date.parse(order.deadline_at);
}

function Attention({ api }: { api: Api }) {
  const [items, setItems] = useState<string[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    Promise.all([api.read('account'), api.read('listings').then(({ listings }) => withNotes(api, listings)), api.read('pools')])
      .then(([account, listings, pools]) =>
        setItems([...accountItems(account.account), ...listingItems(listings), ...poolItems(pools.pools)]),
      )
      .catch((error: unknown) => setProblem(refusal(error)));
  }, [api]);
  return (
    <section aria-labelledby="now-attention">
      <h2 id="now-attention">{t('dashboard-page-attention-title')}</h2>
      {problem !== null && <p class="tone-error">{problem}</p>}
      {items === null && problem === null && <p class="hint">{t('dashboard-page-loading')}</p>}
      {items?.length === 0 && <p class="empty">{t('dashboard-page-attention-none')}</p>}
      {items && items.length > 0 && (
        <ul class="rows attention">
          {items.map((item, index) => (
            <li key={index} class="row">
              {item}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function accountItems(account: AccountStatus | undefined): string[] {
  if (!account) return [];
  const items: string[] = [];
  if (account.key.health !== 'ok') items.push(t('dashboard-page-attention-key', { fingerprint: account.key.fingerprint }));
  if (!account.alerts_enabled) items.push(t('dashboard-page-attention-alerts-off'));
  if (account.away.away) items.push(t('dashboard-page-attention-away'));
  const writes = account.budget?.writes;
  // A tenth of the hour's writes left: edits and deliveries may soon wait for the next slot.
  if (writes && writes.remaining < writes.limit / 10)
    items.push(t('dashboard-page-attention-budget', { remaining: formatCount(writes.remaining), limit: formatCount(writes.limit) }));
  for (const failure of account.autopilot_failures)
    items.push(t('dashboard-page-attention-autopilot', { title: failure.title, reason: failure.reason }));
  return items;
}

/** The list's rows seldom carry a reviewer's note: a listing sent back without one is read by id for it. */
function withNotes(api: Api, listings: ListingSummary[]): Promise<ListingSummary[]> {
  const read = (listing: ListingSummary) =>
    api.listing(listing.id).then(
      ({ listing: full }) => full,
      () => listing,
    );
  return Promise.all(
    listings.map((listing) =>
      listing.status === 'changes_requested' && listing.moderation_note === null ? read(listing) : Promise.resolve(listing),
    ),
  );
}

function listingItems(listings: ListingSummary[]): string[] {
  return listings.flatMap((listing) => {
    if (listing.status === 'changes_requested') {
      const note = listing.moderation_note ?? listing.moderation_reason ?? null;
      return [
        note === null
          ? t('dashboard-page-attention-moderation-unexplained', { title: listing.title })
          : t('dashboard-page-attention-moderation', { title: listing.title, note }),
      ];
    }
    if (listing.status !== 'active' || listing.stock === null) return [];
    if (listing.stock === 0) return [t('dashboard-page-attention-sold-out', { title: listing.title })];
    const low = listing.low_stock_at;
    if (low !== undefined && low !== null && listing.stock <= low)
      return [t('dashboard-page-attention-low-stock', { title: listing.title, stock: formatCount(listing.stock) })];
    return [];
  });
}

function poolItems(pools: PoolData[]): string[] {
  return pools.filter((pool) => pool.low).map((pool) => t('dashboard-page-attention-pool-low', { pool: pool.name, count: pool.available }));
}
