import { isIP } from 'node:net';
import { InsecureBaseUrlError } from './errors.js';

/**
 * A key that travels over plain HTTP counts as leaked (spec, Authentication 3), so
 * `http://` is accepted only for a loopback host: the local sandbox never leaves the
 * machine. `allowPlainHttp` is the operator's explicit opt-out, for a demo sandbox on
 * a private container network only.
 */
export function checkBaseUrl(raw: string, options: { allowPlainHttp?: boolean | undefined } = {}): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new InsecureBaseUrlError('the Seller API base URL is not a valid URL');
  }
  if (url.protocol === 'https:') return url;
  if (url.protocol === 'http:' && (isLoopbackHost(url.hostname) || options.allowPlainHttp === true)) return url;
  throw new InsecureBaseUrlError(
    `the Seller API base URL must use https (plain http is allowed only to a loopback host, got ${url.protocol}//${url.hostname})`,
  );
}

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '::1') return true;
  if (isIP(host) === 4) return host.split('.')[0] === '127';
  return false;
}

/** Joins the base (which may carry a path prefix) and an API path starting with `/v1`. */
export function joinUrl(base: URL, path: string, query?: URLSearchParams): string {
  const prefix = base.pathname.replace(/\/+$/, '');
  const url = new URL(base.origin + prefix + path);
  if (query) url.search = query.toString();
  return url.toString();
}
