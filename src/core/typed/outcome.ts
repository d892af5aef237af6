import type { Role } from '../../domain/roles.js';

/**
 * Why a typed call did not do what it was asked, as a code a caller branches on and the
 * sentence a person reads (in the caller's language). `refusal-of.ts` is the one place an
 * error becomes one; the HTTP API maps codes to statuses in one table.
 */
export type RefusalCode =
  /** The caller's role on the shop is below `needed`. */
  | 'role_too_low'
  /** The person called more often than their call limit lets through. */
  | 'rate_limited'
  /** The shop's marketplace key is refused: nothing is sent until it is replaced. */
  | 'key_refused'
  /** A request budget of the key is spent until `retryAfterSeconds`. */
  | 'budget_spent'
  /** The marketplace, the order or the listing named is not there (or no longer). */
  | 'not_found'
  /** No shop to act on, or not one the caller may act on. */
  | 'not_allowed'
  /** The marketplace refused with a code of its own (`marketplaceCode`). */
  | 'marketplace_error'
  /** Hawker refused: the input or the listing's state does not allow it (the sentence says why). */
  | 'refused'
  /** Hawker or the marketplace failed; the sentence says what to do. */
  | 'failed';

export interface Refusal {
  code: RefusalCode;
  message: string;
  needed?: Role;
  retryAfterSeconds?: number;
  marketplaceCode?: string;
}

/** What a typed command did: its facts, or why not. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

/** A command's question before a change out of the ordinary, with the facts it is asked about. */
export interface Preview<P> {
  question: string;
  preview: P;
}

/** What the typed entry answers: the outcome, or the question to confirm first (asked again with `confirmed`). */
export type Invoked<T, P> = Outcome<T> | ({ ok: 'confirm' } & Preview<P>);

export function done<T>(value: T): Outcome<T> {
  return { ok: true, value };
}

export function refused(
  code: RefusalCode,
  message: string,
  extra: Omit<Refusal, 'code' | 'message'> = {},
): { ok: false; refusal: Refusal } {
  return { ok: false, refusal: { code, message, ...extra } };
}
