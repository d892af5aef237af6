// How one attempt reads its answer over real loopback HTTP: bodies in many pieces, a body
// that stalls or is abandoned halfway, headers a server repeats, a redirect.
import { describe, expect, it } from 'vitest';
import { SellerApiError, TimeoutError } from '../../src/api/errors.js';
import { failureOf, loopbackApis } from './loopback-api.js';
import { LISTING_ID, listingBody } from './mock-api.js';

const serve = loopbackApis();

describe('reading an answer', () => {
  it('a body sent in many pieces without a declared length is read whole', async () => {
    const description = 'long description '.repeat(20_000);
    const text = JSON.stringify(listingBody({ description }));
    const { client } = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      for (let at = 0; at < text.length; at += 16_384) response.write(text.slice(at, at + 16_384));
      response.end();
    });
    const listing = await client.listings.getAccount(LISTING_ID);
    expect(listing).toMatchObject({ id: LISTING_ID, description });
  });

  it('a JSON answer that starts with a byte order mark is read as JSON, with a declared length or without', async () => {
    const text = `\uFEFF${JSON.stringify(listingBody())}`;
    let answered = 0;
    const { client } = await serve((_request, response) => {
      answered += 1;
      const declared = answered === 1;
      response.writeHead(200, declared ? { 'content-length': String(Buffer.byteLength(text)) } : {});
      response.end(text);
    });
    await expect(client.listings.getAccount(LISTING_ID)).resolves.toMatchObject({ id: LISTING_ID });
    await expect(client.listings.getAccount(LISTING_ID)).resolves.toMatchObject({ id: LISTING_ID });
  });

  it('a body that stops halfway fails with TimeoutError at the timeout, and its connection is dropped', async () => {
    const { client, cutOff } = await serve(
      (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"orders": [');
      },
      { timeoutMs: 300 },
    );
    const error = await failureOf(client.orders.list());
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ timeoutMs: 300 });
    await cutOff;
  });

  it('a caller that gives up halfway through the body gets its own reason, and the connection is dropped', async () => {
    const controller = new AbortController();
    const { client, cutOff } = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"orders": [', () => controller.abort(new Error('seller left')));
    });
    await expect(client.orders.list(undefined, { signal: controller.signal })).rejects.toThrow('seller left');
    await cutOff;
  });

  it('a caller that gives up before any answer gets its own reason, and the connection is dropped', async () => {
    const controller = new AbortController();
    const { client, cutOff } = await serve(() => controller.abort(new Error('seller left')));
    await expect(client.orders.list(undefined, { signal: controller.signal })).rejects.toThrow('seller left');
    await cutOff;
  });

  it('a Retry-After sent twice is read from its first value', async () => {
    const { client } = await serve((_request, response) => {
      response.setHeader('retry-after', ['3600', '1']);
      response.writeHead(429, { 'content-type': 'application/json' }).end('{"error":"rate_limited"}');
    });
    const error = await failureOf(client.orders.list());
    expect(error).toMatchObject({ status: 429, retryAfterMs: 3_600_000 });
  });

  it('a redirect is not followed: the key never reaches the host it points to', async () => {
    const elsewhere = await serve((_request, response) => response.end('{"orders":[]}'));
    const { client } = await serve((_request, response) => {
      response.writeHead(302, { location: `${elsewhere.origin}/v1/orders/me` }).end();
    });
    const error = await failureOf(client.orders.list());
    expect(error).toBeInstanceOf(SellerApiError);
    expect(error).toMatchObject({ status: 302 });
    expect(elsewhere.hits).toEqual([]);
  });
});
