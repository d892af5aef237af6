import { checkEndpointUrl, type EndpointProblem } from '../../net/endpoint-url.js';

/** A supplier address longer than this is no address a seller typed. */
const MAX_URL_LENGTH = 2048;

export type SupplierUrlProblem = EndpointProblem | 'credentials';

type SupplierUrlCheck = { ok: true; url: string } | { ok: false; problem: SupplierUrlProblem };

/** The seller typed an address, not a pool name. */
export function looksLikeUrl(typed: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(typed);
}

/**
 * A supplier endpoint as autopilot stores it: what the signed-HTTP client will call
 * (`checkEndpointUrl`: https, no literal private address, unless the operator allows
 * private networks), and no user or password in it, since the address is kept in clear
 * beside the binding, unlike the signing secret.
 */
export function checkSupplierUrl(typed: string, allowPrivateNetworks: boolean): SupplierUrlCheck {
  if (typed.length > MAX_URL_LENGTH) return { ok: false, problem: 'not-http' };
  const checked = checkEndpointUrl(typed, { allowPrivateNetworks });
  if (!checked.ok) return checked;
  if (checked.url.hostname === '') return { ok: false, problem: 'not-http' };
  if (checked.url.username !== '' || checked.url.password !== '') return { ok: false, problem: 'credentials' };
  return { ok: true, url: checked.url.href };
}
