import { isIP } from 'node:net';
import { isPublicAddress } from './public-address.js';

/** Why an endpoint's address is refused before any connection is tried. */
export type EndpointProblem = 'not-http' | 'plain-http' | 'private-address';

/**
 * Checks an endpoint a seller gave (a supplier, a webhook receiver): an https:// address,
 * and not a literal private address. Plain http:// only with private networks allowed:
 * a signed call carries buyers' inputs, and over plain http anyone on the path reads them;
 * the local demo's endpoint is the one place it is fine. A name is checked when the call
 * connects (`guarded-dispatcher.ts`), on the address it resolves to then.
 */
export function checkEndpointUrl(
  raw: string,
  options: { allowPrivateNetworks: boolean },
): { ok: true; url: URL } | { ok: false; problem: EndpointProblem } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, problem: 'not-http' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, problem: 'not-http' };
  if (options.allowPrivateNetworks) return { ok: true, url };
  if (url.protocol === 'http:') return { ok: false, problem: 'plain-http' };
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) !== 0 && !isPublicAddress(host)) return { ok: false, problem: 'private-address' };
  return { ok: true, url };
}
