import { badRequest } from './api-error.js';

export interface Paging {
  /** 0 means everything. */
  limit: number;
  offset: number;
}

function nonNegative(text: string | null): number {
  if (text === null || text === '') return 0;
  if (!/^-?\d+$/.test(text)) throw badRequest('invalid_paging');
  const value = Number(text);
  if (value < 0 || !Number.isSafeInteger(value)) throw badRequest('invalid_paging');
  return value;
}

/** `limit` and `offset`: absent or 0 limit returns everything; negatives are refused; `cap` bounds the page size. */
export function readPaging(query: URLSearchParams, cap?: number): Paging {
  const limit = nonNegative(query.get('limit'));
  return { limit: cap !== undefined ? Math.min(limit, cap) : limit, offset: nonNegative(query.get('offset')) };
}

export function page<T>(rows: T[], paging: Paging): T[] {
  return paging.limit === 0 ? rows.slice(paging.offset) : rows.slice(paging.offset, paging.offset + paging.limit);
}

/** A comma-separated status filter; empty means none. */
export function readStatuses(query: URLSearchParams): Set<string> | null {
  const raw = query.get('status');
  if (raw === null) return null;
  const statuses = raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  return statuses.length === 0 ? null : new Set(statuses);
}
