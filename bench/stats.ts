/** Nearest-rank percentile (p in 0..1) of unsorted samples; null when there are none. */
export function percentile(samples: readonly number[], p: number): number | null {
  if (samples.length === 0) return null;
  const sorted = Float64Array.from(samples).sort();
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length)));
  return sorted[rank - 1] ?? null;
}

export interface Spread {
  count: number;
  p50: number | null;
  p99: number | null;
  max: number | null;
}

/** p50, p99 and max, rounded to `digits` decimals. */
export function spread(samples: readonly number[], digits = 0): Spread {
  const round = (value: number | null) => (value === null ? null : Number(value.toFixed(digits)));
  return {
    count: samples.length,
    p50: round(percentile(samples, 0.5)),
    p99: round(percentile(samples, 0.99)),
    max: round(percentile(samples, 1)),
  };
}

export interface AlertTally {
  /** Orders with at least one alert, each counted once. */
  alerted: number;
  /** Orders placed and never alerted. */
  missed: string[];
  /** Orders alerted more than once to the same chat. */
  duplicated: string[];
  /** First alert of each order minus the time it was placed, ms. */
  latencies: number[];
}

/**
 * Matches placed orders with the alerts a chat server accepted. `alerts` may hold
 * orders that were not placed in the window (ignored) and several alerts per order.
 */
export function tallyAlerts(
  placed: ReadonlyMap<string, number>,
  alerts: readonly { orderId: string; chatId: string; at: number }[],
): AlertTally {
  const first = new Map<string, number>();
  const perChat = new Map<string, number>();
  const duplicated = new Set<string>();
  for (const alert of alerts) {
    if (!placed.has(alert.orderId)) continue;
    const key = `${alert.orderId}|${alert.chatId}`;
    const seen = (perChat.get(key) ?? 0) + 1;
    perChat.set(key, seen);
    if (seen > 1) duplicated.add(alert.orderId);
    const earlier = first.get(alert.orderId);
    if (earlier === undefined || alert.at < earlier) first.set(alert.orderId, alert.at);
  }
  const latencies: number[] = [];
  const missed: string[] = [];
  for (const [orderId, at] of placed) {
    const alertedAt = first.get(orderId);
    if (alertedAt === undefined) missed.push(orderId);
    else latencies.push(alertedAt - at);
  }
  return { alerted: first.size, missed, duplicated: [...duplicated], latencies };
}
