import { z } from 'zod';
import type { ProxySettings } from '../net/outgoing-dispatcher.js';
import { optional, type Read } from './env-read.js';

// Outgoing proxy: HTTP_PROXY, HTTPS_PROXY and NO_PROXY as curl and undici read them, lower case first.

const PROXY_NEED = 'an http:// or https:// proxy address (http://proxy.example:3128, with user:password@ when it asks for them)';

const proxyUrl = z.url({ protocol: /^https?$/ }).refine((value) => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.pathname === '/' || url.pathname === '') && url.search === '' && url.hash === '';
});

const noProxyList = z
  .string()
  .refine((value) => !value.includes('/'), {
    message: 'host names, .domains, host:port or *, separated by commas; address ranges (10.0.0.0/8) are not matched, name each host',
  })
  .refine((value) => value.split(/[\s,]+/).every((entry) => /^[\w.*:[\]-]*$/.test(entry)), {
    message: 'host names, .domains, host:port or *, separated by commas (localhost,.internal.example)',
  });

export function readProxy(read: Read): ProxySettings | null {
  const either = (name: string) => (read(name.toLowerCase()) === undefined ? name : name.toLowerCase());
  const httpName = either('HTTP_PROXY');
  const httpsName = either('HTTPS_PROXY');
  const noProxyName = either('NO_PROXY');
  const httpProxy = optional(read, httpName, proxyUrl, PROXY_NEED) ?? null;
  const httpsProxy = optional(read, httpsName, proxyUrl, PROXY_NEED) ?? null;
  const noProxy = optional(read, noProxyName, noProxyList) ?? '';
  if (httpProxy === null && httpsProxy === null) return null;
  return { httpProxy, httpsProxy, noProxy };
}
