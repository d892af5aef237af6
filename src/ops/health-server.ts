import { createServer, type Server } from 'node:http';
import { isIPv6, type AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import { DEFAULT_HTTP_HOST } from '../config/config.js';

export interface HealthServerOptions {
  port: number;
  /** Default 127.0.0.1: the series and readiness say how the shop is doing, which is nobody else's business. */
  host?: string;
  metrics: Registry;
  /** Each check answers true when its dependency (Redis, a chat connection) is usable. */
  readiness: Record<string, () => Promise<boolean>>;
}

export interface HealthServer {
  url: string;
  close(): Promise<void>;
}

/**
 * `/healthz`: the process is alive. `/readyz`: every dependency answers, with a JSON
 * breakdown. `/metrics`: Prometheus text.
 */
export async function startHealthServer(options: HealthServerOptions): Promise<HealthServer> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path === '/healthz') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    if (path === '/metrics') {
      void options.metrics.metrics().then(
        (text) => response.writeHead(200, { 'content-type': options.metrics.contentType }).end(text),
        () => response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n'),
      );
      return;
    }
    if (path === '/readyz') {
      void checkReadiness(options.readiness).then((checks) => {
        const ready = Object.values(checks).every(Boolean);
        response.writeHead(ready ? 200 : 503, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ status: ready ? 'ready' : 'not_ready', checks }));
      });
      return;
    }
    response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not_found"}');
  });
  const host = options.host ?? DEFAULT_HTTP_HOST;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${reachableHost(host)}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function checkReadiness(readiness: Record<string, () => Promise<boolean>>): Promise<Record<string, boolean>> {
  const entries = await Promise.all(
    Object.entries(readiness).map(async ([name, check]) => {
      try {
        return [name, await check()] as const;
      } catch {
        return [name, false] as const;
      }
    }),
  );
  return Object.fromEntries(entries);
}

/** Where a client on this machine reaches a server listening on `host` (every interface includes loopback). */
function reachableHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return isIPv6(host) ? `[${host}]` : host;
}
