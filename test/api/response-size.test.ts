// Issue #18 item 14: a marketplace (or something posing as it) that answers with an
// endless or enormous body must not make Hawker buffer it. Real loopback servers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ResponseShapeError, ResponseTooLargeError } from '../../src/api/errors.js';
import { ANSWER_LIMIT_BYTES, LIST_ANSWER_LIMIT_BYTES } from '../../src/api/http-transport.js';
import { errorSentence } from '../../src/core/error-sentences.js';
import { failureOf, loopbackApis } from './loopback-api.js';
import { LISTING_ID, ORDER_ID } from './mock-api.js';

const serve = loopbackApis();

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
