/**
 * Every event type a webhook endpoint may ask for, as issue #30 names them: the names are
 * part of the contract with receivers, so one is only ever added, never renamed.
 */
export const WEBHOOK_EVENTS = [
  'order.awaiting_delivery',
  'order.taken',
  'order.delivered',
  'order.cancelled',
  'order.deadline_soon',
  'listing.status_changed',
  'listing.moderated',
  'listing.sold_out',
  'stock.low',
  'away.switched',
  'autopilot.failed',
  'key.invalid',
] as const;

/** What `webhooks add <url> order.delivered,key.invalid` asked for: null is every event. */
export function parseEventList(typed: string | undefined): { ok: true; events: string[] | null } | { ok: false; unknown: string } {
  const names = (typed ?? '')
    .split(/[,\s]+/)
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
  if (names.length === 0 || names.includes('all')) return { ok: true, events: null };
  const known: readonly string[] = WEBHOOK_EVENTS;
  const unknown = names.find((name) => !known.includes(name));
  if (unknown !== undefined) return { ok: false, unknown };
  return { ok: true, events: [...new Set(names)] };
}

/** Whether an endpoint gets events of `type` now: switched on, and asking for it (or for every event). */
export function endpointWants(endpoint: { enabled: boolean; events: readonly string[] | null }, type: string): boolean {
  return endpoint.enabled && (endpoint.events === null || endpoint.events.includes(type));
}
