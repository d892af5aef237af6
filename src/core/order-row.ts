import type { Order } from '../api/schemas/order.js';
import { t } from '../i18n/index.js';
import { commandAction } from './action-id.js';
import { orderStatusWord } from './format/marketplace-words.js';
import { formatCents } from './format/money.js';
import { formatIsoWhen } from './format/time.js';
import type { ListItem } from '../domain/reply.js';

/** Time left to deliver, or what is known instead. */
export function deadlineText(order: Pick<Order, 'deadline_at'>, nowMs: number): string {
  return order.deadline_at ? t('order-row-deadline', { when: formatIsoWhen(order.deadline_at, nowMs) }) : t('order-row-no-deadline');
}

/** The row's button delivers on `accountId`, the account the list was read from. */
export function orderItem(
  order: Pick<Order, 'id' | 'status' | 'title' | 'quantity' | 'price' | 'deadline_at'>,
  nowMs: number,
  accountId: string,
): ListItem {
  const parts = [orderStatusWord(order.status)];
  if (typeof order.quantity === 'number') parts.push(t('order-row-quantity', { count: order.quantity }));
  if (typeof order.price === 'number') parts.push(formatCents(order.price));
  parts.push(deadlineText(order, nowMs));
  const item: ListItem = { title: orderTitle(order), detail: parts.join(' · ') };
  const action = commandAction(`deliver ${order.id}`, accountId);
  if (action !== null) item.action = action;
  return item;
}

/** An order as lists and menus name it: its title (or the word for an order) and the start of its id. */
export function orderTitle(order: Pick<Order, 'id' | 'title'>): string {
  return `${order.title ?? t('order-row-untitled')} · ${order.id.slice(0, 8)}`;
}
