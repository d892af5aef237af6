// A real HTTP server on 127.0.0.1 and a client of it, for what a mock agent cannot show: a
// body in pieces, a request that hangs, a connection dropped halfway, a redirect.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';
import { SellerApiClient } from '../../src/api/seller-api-client.js';
import type { SellerApiClientOptions } from '../../src/api/seller-api.js';
import { API_KEY } from './mock-api.js';

export type LoopbackHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface LoopbackApi {
  client: SellerApiClient;
  origin: string;
  /** `METHOD /path?query` of every request the server took, in order. */
  hits: string[];
  /** Resolves when the server sees an answer's connection closed before the answer finished. */
  cutOff: Promise<void>;
}

/**
 * Call at the top of a test file (or describe): answers a function that starts a server
 * with `handler` and a client of it (5 s timeout, one attempt, unless `options` say
 * otherwise); both are closed after each test.
 */
export function loopbackApis(): (handler: LoopbackHandler, options?: Partial<SellerApiClientOptions>) => Promise<LoopbackApi> {
  const servers: Server[] = [];
  const clients: SellerApiClient[] = [];
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      server.close();
    }
  });
  return async (handler, options = {}) => {
    let cutOff!: () => void;
    const cut = new Promise<void>((resolve) => (cutOff = resolve));
    const hits: string[] = [];
    const server = createServer((request, response) => {
      hits.push(`${request.method} ${request.url}`);
      response.on('close', () => {
        if (!response.writableFinished) cutOff();
      });
      handler(request, response);
    });
    servers.push(server);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const origin = `http://127.0.0.1:${port}`;
    const client = new SellerApiClient({
      budgetClass: 'interactive',
      baseUrl: origin,
      apiKey: API_KEY,
      timeoutMs: 5_000,
      retry: { maxAttempts: 1 },
      ...options,
    });
    clients.push(client);
    return { client, origin, hits, cutOff: cut };
  };
}

/** The error a call failed with, or null when it succeeded. */
export async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => null,
    (caught: unknown) => caught,
  );
}
