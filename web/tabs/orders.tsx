import { useState } from 'preact/hooks';
import type { Api } from '../api.js';
import { Countdown, useNow } from '../countdown.js';
import { formatCents, formatCount } from '../format.js';
import { t } from '../i18n.js';
import { Replies } from '../replies.js';
import { reaches, useCall } from '../use-call.js';
import type { WaitingOrder } from '../wire.js';

interface OrdersProps {
  api: Api;
  role: string;
  orders: WaitingOrder[];
}

/** Waiting orders, each delivered with the deliver command's own masked preview and confirmation (an in-game trade: Traded), or taken. */
export function OrdersTab({ api, role, orders }: OrdersProps) {
  const now = useNow();
  if (orders.length === 0) return <p class="empty">{t('dashboard-page-orders-none')}</p>;
  return (
    <ul class="cards">
      {orders.map((order) => (
        <li key={order.id}>
          <OrderCard api={api} order={order} now={now} canDeliver={reaches(role, 'operator')} />
        </li>
      ))}
    </ul>
  );
}

function OrderCard({ api, order, now, canDeliver }: { api: Api; order: WaitingOrder; now: number; canDeliver: boolean }) {
  const call = useCall();
  const [goods, setGoods] = useState('');
  const goodsId = `goods-${order.id}`;
  const deliver = async (event: Event) => {
    event.preventDefault();
    const typed = goods;
    // The codes leave the page once: the preview the core answers is masked, and the box is emptied.
    setGoods('');
    await call.run(() => api.command('deliver', { values: { order: order.id, goods: typed } }));
  };
  return (
    <article class="card order" aria-labelledby={`order-${order.id}`}>
      <header class="card-head">
        <h3 id={`order-${order.id}`}>{order.title ?? t('dashboard-page-order-untitled')}</h3>
        <Countdown deadline={order.deadline_at} now={now} />
      </header>
      <p class="hint">
        {t('dashboard-page-order-line', {
          id: order.id.slice(0, 8),
          quantity: formatCount(order.quantity ?? 1),
          price: order.price_cents === null ? '—' : formatCents(order.price_cents),
        })}
      </p>
      {order.buyer_inputs.length > 0 && (
        <dl class="fields">
          {order.buyer_inputs.map((input, index) => (
            <div key={index} class="field">
              <dt>{input.label}</dt>
              <dd>{input.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {canDeliver && (
        <form class="deliver" onSubmit={(event) => void deliver(event)}>
          <label for={goodsId}>{t('dashboard-page-deliver-goods-label')}</label>
          <textarea
            id={goodsId}
            rows={3}
            autocomplete="off"
            spellcheck={false}
            value={goods}
            onInput={(event) => setGoods(event.currentTarget.value)}
          />
          <div class="button-row">
            <button type="submit" class="primary" disabled={call.busy || goods.trim() === ''}>
              {t('dashboard-page-deliver-button')}
            </button>
            {order.category === 'currency' && (
              // An in-game trade has no codes: the core writes its one line per unit and previews them before Confirm.
              <button
                type="button"
                disabled={call.busy}
                onClick={() => void call.run(() => api.command('deliver', { values: { order: order.id, goods: 'traded' } }))}
              >
                {t('dashboard-page-traded-button')}
              </button>
            )}
            <button
              type="button"
              disabled={call.busy}
              onClick={() => void call.run(() => api.command('take', { values: { order: order.id } }))}
            >
              {t('dashboard-page-take-button')}
            </button>
          </div>
        </form>
      )}
      <Replies api={api} replies={call.replies} busy={call.busy} run={(answer) => void call.run(answer)} />
    </article>
  );
}
