/** A supplier address longer than this is no address a seller typed. */
const MAX_URL_LENGTH = 2048;

export type SupplierUrlProblem = 'malformed' | 'plain-http' | 'credentials';

type SupplierUrlCheck = { ok: true; url: string } | { ok: false; problem: SupplierUrlProblem };

/** The seller typed an address, not a pool name. */
export function looksLikeUrl(typed: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(typed);
}

/**
 * A supplier endpoint as autopilot stores it. Only https: each request carries buyers'
 * inputs, and over plain http anyone on the path reads them; plain http only where the
 * operator allows private networks (the local demo's supplier). No user or password in
 * the address: it is kept in clear beside the binding, unlike the signing secret. The
 * address a name resolves to is checked when each call connects, not here.
 */
export function checkSupplierUrl(typed: string, allowPlainHttp: boolean): SupplierUrlCheck {
  let url: URL;
  try {
    url = new URL(typed);
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  if (typed.length > MAX_URL_LENGTH || url.hostname === '') return { ok: false, problem: 'malformed' };
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowPlainHttp)) return { ok: false, problem: 'plain-http' };
  if (url.username !== '' || url.password !== '') return { ok: false, problem: 'credentials' };
  return { ok: true, url: url.href };
}
