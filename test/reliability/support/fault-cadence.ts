/**
 * The order poll's interval the kill and failover suites run at: the fastest `POLL_INTERVAL_MS` a
 * deployment may set (`src/config/config.ts`), so a shop polled every second keeps every alert
 * exactly once through kills and failovers, not only the jobs tests' quarter second.
 */
export const FAULT_POLL_INTERVAL_MS = 1_000;
