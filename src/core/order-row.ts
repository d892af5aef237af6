import type { Order } from '../api/schemas/order.js';
import { commandAction } from './action-id.js';
import { formatCents } from './format/money.js';
import { formatIsoWhen } from './format/time.js';
import type { ListItem } from './reply.js';

/** Time left to deliver, or what is known instead. */
export function deadlineText(order: Order, nowMs: number): string {
  return order.deadline_at ? `deliver ${formatIsoWhen(order.deadline_at, nowMs)}` : 'no deadline shown';
}

/** The row's button delivers on `accountId`, the account the list was read from. */
export function orderItem(order: Order, nowMs: number, accountId: string): ListItem {
  const parts = [order.status];
  if (typeof order.quantity === 'number') parts.push(`qty ${order.quantity}`);
  if (typeof order.price === 'number') parts.push(formatCents(order.price));
  parts.push(deadlineText(order, nowMs));
  const item: ListItem = { title: `${order.title ?? 'Order'} · ${order.id.slice(0, 8)}`, detail: parts.join(' · ') };
  const action = commandAction(`deliver ${order.id}`, accountId);
  if (action !== null) item.action = action;
  return item;
}
