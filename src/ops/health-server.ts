import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export interface HealthServerOptions {
  port: number;
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
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
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
