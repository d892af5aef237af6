// Issue #18 item 14: a marketplace (or something posing as it) that answers with an
// endless or enormous body must not make Hawker buffer it. Real loopback servers.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ResponseShapeError, ResponseTooLargeError } from '../../src/api/errors.js';
import { ANSWER_LIMIT_BYTES, LIST_ANSWER_LIMIT_BYTES } from '../../src/api/http-transport.js';
import { SellerApiClient } from '../../src/api/seller-api-client.js';
import { errorSentence } from '../../src/core/error-sentences.js';
import { API_KEY, LISTING_ID, ORDER_ID } from './mock-api.js';

const servers: Server[] = [];
const clients: SellerApiClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

interface Served {
  client: SellerApiClient;
  /** Resolves when the server sees its answer's connection closed before it finished. */
  cutOff: Promise<void>;
}

async function serve(handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<Served> {
  let cutOff!: () => void;
  const cut = new Promise<void>((resolve) => (cutOff = resolve));
  const server = createServer((request, response) => {
    response.on('close', () => {
      if (!response.writableFinished) cutOff();
    });
    handler(request, response);
  });
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const client = new SellerApiClient({ baseUrl: `http://127.0.0.1:${port}`, apiKey: API_KEY, timeoutMs: 5_000, retry: { maxAttempts: 1 } });
  clients.push(client);
  return { client, cutOff: cut };
}

/** Writes a JSON order list that never ends, a megabyte every 20 ms. */
function endlessOrderList(_request: IncomingMessage, response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.write('{"orders": [');
  const order = JSON.stringify({ id: ORDER_ID, status: 'awaiting_delivery', offer_id: LISTING_ID, quantity: 1, price: 100 });
  const chunk = `${Array.from({ length: Math.ceil((1024 * 1024) / order.length) }, () => order).join(',')},`;
  const timer = setInterval(() => {
    if (response.destroyed) clearInterval(timer);
    else response.write(chunk);
  }, 20);
  response.on('close', () => clearInterval(timer));
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => null,
    (caught: unknown) => caught,
  );
}

describe('answers longer than the client reads', () => {
  it('an endless order list is cut off at the list limit, not read until the timeout', async () => {
    const { client, cutOff } = await serve(endlessOrderList);
    const error = await failureOf(client.orders.list());
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(error).toMatchObject({ maxBytes: LIST_ANSWER_LIMIT_BYTES, status: 200, retryable: false });
    await cutOff;
  });

  it('a finished but oversized answer to a single-object call fails the same way, even with a well-formed body', async () => {
    const { client } = await serve((_request, response) => {
      const padding = 'x'.repeat(ANSWER_LIMIT_BYTES + 1);
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ id: LISTING_ID, title: 'pad', description: padding }));
    });
    const error = await failureOf(client.listings.getAccount(LISTING_ID));
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(error).toMatchObject({ maxBytes: ANSWER_LIMIT_BYTES });
  });

  it('a declared Content-Length over the limit is refused before any of the body is read', async () => {
    const { client, cutOff } = await serve((_request, response) => {
      response.writeHead(502, { 'content-type': 'text/html', 'content-length': String(50 * 1024 * 1024) });
      response.write('<html>');
    });
    const error = await failureOf(client.orders.list());
    expect(error).toMatchObject({ name: 'ResponseTooLargeError', status: 502 });
    await cutOff;
  });

  it('is treated like any answer Hawker cannot read: the seller gets that sentence', async () => {
    const { client } = await serve(endlessOrderList);
    const error = await failureOf(client.orders.list());
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect(errorSentence(error, Date.now())).toMatch(/answered in a form Hawker does not understand/);
  });

  it('a deliver whose answer is cut off reads as outcome unknown, to be reconciled, never resent', async () => {
    let hits = 0;
    const { client } = await serve((request, response) => {
      hits += 1;
      endlessOrderList(request, response);
    });
    const result = await client.orders.deliver(ORDER_ID, [{ code: 'GOODS-1' }]);
    expect(result.outcome).toBe('unknown');
    expect(hits).toBe(1);
  });
});
