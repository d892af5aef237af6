import type { Order } from '../api/schemas/order.js';
import type { SellerAccount } from '../store/account-store.js';
import { commandAction } from './action-id.js';
import { formatCents } from './format/money.js';
import { formatIsoWhen } from './format/time.js';
import type { ListItem, Reply, ReplyField } from './reply.js';

/** Time left to deliver, or what is known instead. */
export function deadlineText(order: Order, nowMs: number): string {
  return order.deadline_at ? `deliver ${formatIsoWhen(order.deadline_at, nowMs)}` : 'no deadline shown';
}

export function orderItem(order: Order, nowMs: number): ListItem {
  const parts = [order.status];
  if (typeof order.quantity === 'number') parts.push(`qty ${order.quantity}`);
  if (typeof order.price === 'number') parts.push(formatCents(order.price));
  parts.push(deadlineText(order, nowMs));
  const item: ListItem = { title: `${order.title ?? 'Order'} · ${order.id.slice(0, 8)}`, detail: parts.join(' · ') };
  const action = commandAction(`deliver ${order.id}`);
  if (action !== null) item.action = action;
  return item;
}

/**
 * The alert jobs post when an order waits: replying to it with the goods delivers
 * that order (the alert's MessageRef is remembered in the AlertMessageStore).
 */
export function renderOrderAlert(account: SellerAccount, order: Order, nowMs: number, kind: 'new' | 'reminder' = 'new'): Reply {
  const fields: ReplyField[] = [
    { label: 'Account', value: account.label, inline: true },
    { label: 'Order', value: order.id, inline: true },
  ];
  if (order.title) fields.push({ label: 'Listing', value: order.title, inline: true });
  if (typeof order.quantity === 'number') fields.push({ label: 'Quantity', value: String(order.quantity), inline: true });
  if (typeof order.price === 'number') fields.push({ label: 'Total', value: formatCents(order.price), inline: true });
  fields.push({ label: 'Deadline', value: order.deadline_at ? formatIsoWhen(order.deadline_at, nowMs) : 'not shown' });
  const deliver = commandAction(`deliver ${order.id}`);
  return {
    title: kind === 'new' ? 'New order waits for delivery' : 'Reminder: order still waits for delivery',
    text: 'Reply to this message with the goods (one line per unit, or a .txt/.csv/.json file) to deliver it, or press Deliver.',
    tone: kind === 'new' ? 'info' : 'warning',
    fields,
    ...(deliver === null ? {} : { buttons: [[{ label: 'Deliver', action: deliver, style: 'primary' as const }]] }),
  };
}
