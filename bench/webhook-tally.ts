/** One call a bench receiver answered 2xx: which endpoint, which event (`webhook-id`), when. */
export interface AcknowledgedCall {
  endpoint: string;
  eventId: string;
  at: number;
}

/** One event raised for one endpoint: the delivery the bench waits for. */
export interface ExpectedDelivery {
  endpoint: string;
  eventId: string;
  raisedAt: number;
}

export interface DeliveryTally {
  /** Expected deliveries that reached their endpoint at least once. */
  delivered: number;
  /** Expected deliveries that never reached their endpoint. */
  missing: number;
  /** Calls acknowledged beyond the first for the same endpoint and event: what a receiver had to drop. */
  duplicates: number;
  /** Calls for an endpoint and event nobody expected (a bug: sent to the wrong endpoint, or an event never raised). */
  unexpected: number;
  /** First acknowledged call minus the moment the event was raised, ms, one per delivered expectation. */
  latencies: number[];
}

/** Matches the deliveries a run expected with the calls its receivers acknowledged. */
export function tallyDeliveries(expected: readonly ExpectedDelivery[], acknowledged: readonly AcknowledgedCall[]): DeliveryTally {
  const first = new Map<string, number>();
  let duplicates = 0;
  for (const call of acknowledged) {
    const key = `${call.endpoint}|${call.eventId}`;
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, call.at);
    else {
      duplicates += 1;
      if (call.at < earlier) first.set(key, call.at);
    }
  }
  const latencies: number[] = [];
  const wanted = new Set<string>();
  for (const delivery of expected) {
    const key = `${delivery.endpoint}|${delivery.eventId}`;
    wanted.add(key);
    const at = first.get(key);
    if (at !== undefined) latencies.push(at - delivery.raisedAt);
  }
  let unexpected = 0;
  for (const key of first.keys()) if (!wanted.has(key)) unexpected += 1;
  return { delivered: latencies.length, missing: wanted.size - latencies.length, duplicates, unexpected, latencies };
}
