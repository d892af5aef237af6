import { setTimeout as sleep } from 'node:timers/promises';

/** Waits `ms`, cut short when grammY aborts the call (its signal type is a polyfill's, hence `unknown`). */
export function pause(ms: number, signal?: unknown): Promise<void> {
  const abort = signal instanceof AbortSignal ? signal : undefined;
  return sleep(ms, undefined, abort ? { signal: abort } : undefined);
}
