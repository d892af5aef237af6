import { describe, expect, it } from 'vitest';
import { TimeoutError } from '../../src/api/errors.js';
import { loopbackApis, type LoopbackHandler } from './loopback-api.js';
import { ORDER_ID } from './mock-api.js';

const deliverPath = `/v1/orders/${ORDER_ID}/deliver`;

/** Real loopback servers for what a mock cannot fake: a request that hangs, a socket reset after the body arrived. */
describe('timeouts and resets over loopback HTTP', () => {
  const loopbackApi = loopbackApis();
  const serve = (handler: LoopbackHandler) =>
    loopbackApi(handler, { timeoutMs: 300, retry: { maxAttempts: 2, baseDelayMs: 5, maxDelayMs: 10 } });

  const hang = () => undefined;

  it('a read that times out is retried, then fails with TimeoutError', async () => {
    const { client, hits } = await serve(hang);
    const error = await client.orders.list().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ retryable: true });
    expect(hits).toHaveLength(2);
  });

  it('deliver that times out answers outcome unknown after one send', async () => {
    const { client, hits } = await serve(hang);
    const result = await client.orders.deliver(ORDER_ID, [{ code: 'C1' }]);
    expect(result.outcome).toBe('unknown');
    expect(result.outcome === 'unknown' && result.cause).toBeInstanceOf(TimeoutError);
    expect(hits).toEqual([`POST ${deliverPath}`]);
  });

  it('deliver whose connection is reset after the body arrived answers outcome unknown after one send', async () => {
    const { client, hits } = await serve((request) => {
      request.resume();
      request.on('end', () => request.socket.destroy());
    });
    const result = await client.orders.deliver(ORDER_ID, [{ code: 'C1' }]);
    expect(result.outcome).toBe('unknown');
    expect(result.outcome === 'unknown' && result.cause).toMatchObject({ name: 'NetworkError', sent: true, retryable: false });
    expect(hits).toHaveLength(1);
  });

  it('a per-call timeout overrides the client default', async () => {
    const { client } = await serve((_request, response) => {
      // Slower than the client's default timeout, within the call's own: the answer's lateness is what is under test.
      setTimeout(() => response.writeHead(200, { 'content-type': 'application/json' }).end('{"orders":[]}'), 600);
    });
    await expect(client.orders.list(undefined, { timeoutMs: 5_000 })).resolves.toEqual({ orders: [], total: null });
  });
});
