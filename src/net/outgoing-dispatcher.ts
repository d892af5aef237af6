import { Agent, EnvHttpProxyAgent, fetch, type Dispatcher } from 'undici';
import type { Logger } from '../log/logger.js';

/**
 * The proxy settings the configuration read (HTTP_PROXY, HTTPS_PROXY, NO_PROXY, either
 * case). Passed to undici explicitly, so what runs is what the configuration checked.
 */
export interface ProxySettings {
  /** Plain-http destinations, and https ones when `httpsProxy` is null. */
  httpProxy: string | null;
  httpsProxy: string | null;
  /** Hosts reached directly: names, `.domain`, `*.domain`, `host:port`, `*`; comma-separated. */
  noProxy: string;
}

/**
 * One keep-alive pool per origin, so polling reuses connections instead of paying TLS each
 * time; 64 sockets to one origin cover ten thousand accounts' polling, alerts and replies.
 */
const POOL: Agent.Options = { connections: 64, keepAliveTimeout: 30_000, keepAliveMaxTimeout: 120_000 };

/**
 * The dispatcher every outgoing HTTP call of a process goes through: the marketplace,
 * Telegram, Discord's REST API, file downloads. With a proxy configured it is undici's
 * EnvHttpProxyAgent (CONNECT tunnels for https, absolute-URI requests for plain http,
 * NO_PROXY hosts direct); without, a plain pool. New outgoing clients take this too.
 */
export function createOutgoingDispatcher(proxy: ProxySettings | null = null, logger?: Logger): Dispatcher {
  if (!proxy) return new Agent(POOL);
  // Said once at start: a connection refused later names the proxy's address, and this line says it is the proxy.
  logger?.info({ outgoingHttp: describeProxy(proxy) }, 'outgoing HTTP goes through a proxy');
  // '' rather than undefined: undici would otherwise read process.env behind the configuration's back.
  return new EnvHttpProxyAgent({ ...POOL, httpProxy: proxy.httpProxy ?? '', httpsProxy: proxy.httpsProxy ?? '', noProxy: proxy.noProxy });
}

/** undici's fetch through `dispatcher`, for libraries and downloads that speak fetch. */
export function fetchThrough(dispatcher: Dispatcher | undefined): typeof fetch {
  if (!dispatcher) return fetch;
  return (input, init) => fetch(input, { ...init, dispatcher });
}

/** Where a proxy is, for logs: scheme, host and port, never the credentials it may carry. */
function describeProxy(proxy: ProxySettings): string {
  const where = (url: string | null) => (url === null ? 'direct' : new URL(url).origin);
  const bypass = proxy.noProxy === '' ? '' : `, direct to ${proxy.noProxy}`;
  return `http through ${where(proxy.httpProxy)}, https through ${where(proxy.httpsProxy ?? proxy.httpProxy)}${bypass}`;
}
