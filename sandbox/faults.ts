import { badRequest } from './api-error.js';
import { asBody } from './listing-input.js';
import type { Random } from './random.js';

const FAULT_KINDS = ['status', 'delay', 'reset', 'malformed'] as const;
type FaultKind = (typeof FAULT_KINDS)[number];

export interface Fault {
  id: string;
  kind: FaultKind;
  method: string | null;
  pathPrefix: string;
  status: number;
  error: string;
  delayMs: number;
  /** Requests still to affect; null until the fault is cleared. */
  remaining: number | null;
}

/** Failures injected into the seller interface for reliability tests; the control interface is never affected. */
export class FaultInjector {
  private faults: Fault[] = [];

  constructor(private readonly random: Random) {}

  add(rawBody: unknown): Fault {
    const body = asBody(rawBody);
    const kind = body.kind;
    if (typeof kind !== 'string' || !(FAULT_KINDS as readonly string[]).includes(kind)) throw badRequest('invalid_request');
    const pathPrefix = body.path_prefix ?? '/v1/';
    const method = body.method ?? null;
    const status = body.status ?? 503;
    const error = body.error ?? 'service_unavailable';
    const delayMs = body.delay_ms ?? 0;
    const times = body.times ?? null;
    if (
      typeof pathPrefix !== 'string' ||
      (method !== null && typeof method !== 'string') ||
      typeof status !== 'number' ||
      !Number.isInteger(status) ||
      status < 100 ||
      status > 599 ||
      typeof error !== 'string' ||
      typeof delayMs !== 'number' ||
      delayMs < 0 ||
      delayMs > 120_000 ||
      (times !== null && (typeof times !== 'number' || !Number.isInteger(times) || times < 1))
    ) {
      throw badRequest('invalid_request');
    }
    const fault: Fault = {
      id: this.random.uuid(),
      kind: kind as FaultKind,
      method: method === null ? null : method.toUpperCase(),
      pathPrefix,
      status,
      error,
      delayMs,
      remaining: times,
    };
    this.faults.push(fault);
    return fault;
  }

  /** The first fault matching the request, counted as used. */
  take(method: string, path: string): Fault | null {
    if (this.faults.length === 0) return null;
    const fault = this.faults.find((f) => (f.method === null || f.method === method) && path.startsWith(f.pathPrefix));
    if (!fault) return null;
    if (fault.remaining !== null) {
      fault.remaining -= 1;
      if (fault.remaining === 0) this.faults = this.faults.filter((f) => f !== fault);
    }
    return fault;
  }

  remove(id: string): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((f) => f.id !== id);
    return this.faults.length < before;
  }

  clear(): void {
    this.faults = [];
  }
}
