import { useState } from 'preact/hooks';
import type { Api } from '../api.js';
import { Countdown, useNow } from '../countdown.js';
import { formatCents, formatCount, formatTime } from '../format.js';
import { t } from '../i18n.js';
import { reaches } from '../use-call.js';
import { useWrite, WriteNote } from '../use-write.js';
import type { ShownOrder } from '../live-orders.js';
import type { WaitingOrder } from '../wire.js';

interface OrdersProps {
  api: Api;
  role: string;
  orders: ShownOrder[];
  onDismiss: (orderId: string) => void;
}

/**
 * Waiting orders, each delivered with the core's masked preview and Confirm (an in-game trade: Traded), or taken;
 * a delivered one stays as a card saying who delivered it and when until the seller dismisses it.
 */
export function OrdersTab({ api, role, orders, onDismiss }: OrdersProps) {
  const now = useNow();
  if (orders.length === 0) return <p class="empty">{t('dashboard-page-orders-none')}</p>;
  return (
    <ul class="cards">
      {orders.map((order) => (
        <li key={order.id}>
          {order.delivered ? (
            <DeliveredCard order={order} onDismiss={() => onDismiss(order.id)} />
          ) : (
            <OrderCard api={api} order={order} now={now} canDeliver={reaches(role, 'operator')} />
          )}
        </li>
      ))}
    </ul>
  );
}

function OrderCard({ api, order, now, canDeliver }: { api: Api; order: WaitingOrder; now: number; canDeliver: boolean }) {
  const call = useWrite();
  const [goods, setGoods] = useState('');
  const goodsId = `goods-${order.id}`;
  const delivered = ({ outcome }: { outcome: string }) => t('dashboard-page-delivered', { outcome });
  const deliver = async (event: Event) => {
    event.preventDefault();
    const codes = goods
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
    // The codes leave the page for the preview, which the core answers masked, and the box is emptied.
    setGoods('');
    await call.run((confirm) => api.deliver(order.id, { goods: codes }, confirm), delivered);
  };
  return (
    <article class="card order" aria-labelledby={`order-${order.id}`}>
      <header class="card-head">
        <h3 id={`order-${order.id}`}>{order.title ?? t('dashboard-page-order-untitled')}</h3>
        <Countdown deadline={order.deadline_at} now={now} />
      </header>
      <p class="hint">{orderLine(order)}</p>
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
                onClick={() => void call.run((confirm) => api.deliver(order.id, { traded: true }, confirm), delivered)}
              >
                {t('dashboard-page-traded-button')}
              </button>
            )}
            <button
              type="button"
              disabled={call.busy}
              onClick={() =>
                void call.run(
                  () => api.take(order.id),
                  () => t('dashboard-page-taken'),
                )
              }
            >
              {t('dashboard-page-take-button')}
            </button>
          </div>
        </form>
      )}
      <WriteNote note={call.note} busy={call.busy} onCancel={call.clear} />
    </article>
  );
}

/** "✔ Delivered by Ann at 18:02" (a currency's in-game trade: "✔ Traded …"), kept until Dismiss. */
function DeliveredCard({ order, onDismiss }: { order: ShownOrder; onDismiss: () => void }) {
  const delivered = order.delivered;
  if (!delivered) return null;
  const time = formatTime(delivered.at);
  const name = delivered.autopilot ? t('dashboard-page-order-autopilot-name') : delivered.by;
  // A currency order is handed over in the game; the seller said "Traded" for it rather than sending codes.
  const traded = order.category === 'currency' && !delivered.autopilot;
  const line =
    name === null
      ? t('dashboard-page-order-delivered-at', { how: traded ? 'traded' : 'delivered', time })
      : t('dashboard-page-order-delivered-by', { how: traded ? 'traded' : 'delivered', name, time });
  return (
    <article class="card order delivered" aria-labelledby={`order-${order.id}`}>
      <header class="card-head">
        <h3 id={`order-${order.id}`}>{order.title ?? t('dashboard-page-order-untitled')}</h3>
        <button type="button" class="small" onClick={onDismiss}>
          {t('dashboard-page-dismiss-button')}
        </button>
      </header>
      <p class="tone-success" role="status">
        {line}
      </p>
      <p class="hint">{orderLine(order)}</p>
    </article>
  );
}

function orderLine(order: WaitingOrder): string {
  return t('dashboard-page-order-line', {
    id: order.id.slice(0, 8),
    quantity: formatCount(order.quantity ?? 1),
    price: order.price_cents === null ? '—' : formatCents(order.price_cents),
  });
}
