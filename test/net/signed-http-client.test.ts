// The one signed-HTTP client (autopilot's suppliers, webhooks) against a real receiver on
// 127.0.0.1: signatures a third-party Standard Webhooks library accepts, the private-network
// guard, no redirects followed, and every call bounded in time and size.
import { afterEach, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { request } from 'undici';
import { AddressRefusedError, createGuardedDispatcher } from '../../src/net/guarded-dispatcher.js';
import { SignedHttpClient, type SignedPostOptions } from '../../src/net/signed-http-client.js';
import { newSigningSecret } from '../../src/net/signing-secret.js';
import { answerJson, LocalReceiver } from '../support/local-receiver.js';

const receivers: LocalReceiver[] = [];
const clients: SignedHttpClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});

async function receiver(handler = answerJson(200, { ok: true })): Promise<LocalReceiver> {
  const started = await LocalReceiver.start(handler);
  receivers.push(started);
  return started;
}

function client(allowPrivateNetworks: boolean): SignedHttpClient {
  const made = new SignedHttpClient({ allowPrivateNetworks });
  clients.push(made);
  return made;
}

const secret = newSigningSecret();
const options: SignedPostOptions = { messageId: 'msg_1', secrets: [secret], timeoutMs: 5_000, maxResponseBytes: 64 * 1024 };

describe('signing', () => {
  it('signs so a Standard Webhooks library verifies the exact body, with every secret of a rotation', async () => {
    const local = await receiver();
    const next = newSigningSecret();
    const result = await client(true).post(local.url, { type: 'ping', text: 'ключ 🗝' }, { ...options, secrets: [secret, next] });
    expect(result).toMatchObject({ kind: 'answered', status: 200, json: { ok: true } });
    const [seen] = local.received;
    if (!seen) throw new Error('the receiver saw no request');
    const headers = seen.headers as Record<string, string>;
    for (const each of [secret, next]) {
      expect(new Webhook(each).verify(seen.body, headers)).toEqual({ type: 'ping', text: 'ключ 🗝' });
    }
    expect(() => new Webhook(newSigningSecret()).verify(seen.body, headers)).toThrow();
    expect(headers['webhook-id']).toBe('msg_1');
    expect(headers['webhook-signature']?.split(' ')).toHaveLength(2);
  });

  it('sends JSON as Hawker, with the idempotency key when given', async () => {
    const local = await receiver();
    await client(true).post(local.url, [1], { ...options, idempotencyKey: 'order-7' });
    await client(true).post(local.url, [2], options);
    expect(local.received[0]?.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'Hawker',
      'idempotency-key': 'order-7',
    });
    expect(local.received[1]?.headers['idempotency-key']).toBeUndefined();
  });
});

describe('private networks', () => {
  it('refuses loopback, private and link-local addresses, and a name resolving to loopback, without the flag', async () => {
    const local = await receiver();
    const guarded = client(false);
    for (const host of ['127.0.0.1', '[::1]', '10.1.2.3', '169.254.169.254', '[::ffff:127.0.0.1]', 'localhost']) {
      expect(await guarded.post(`https://${host}:${local.port}/hook`, {}, options), host).toEqual({
        kind: 'refused-address',
        problem: 'private-address',
      });
    }
    expect(local.received).toHaveLength(0);
  });

  it('refuses plain http and other schemes without the flag, and reaches the local receiver with it', async () => {
    const local = await receiver();
    expect(await client(false).post('http://example.com/hook', {}, options)).toEqual({ kind: 'refused-address', problem: 'plain-http' });
    expect(await client(false).post('ftp://example.com/hook', {}, options)).toEqual({ kind: 'refused-address', problem: 'not-http' });
    expect(await client(false).post('not a url', {}, options)).toEqual({ kind: 'refused-address', problem: 'not-http' });
    expect(await client(true).post(local.url, {}, options)).toMatchObject({ kind: 'answered', status: 200 });
  });

  it('checks the address at connect time, whatever reaches the dispatcher', async () => {
    const local = await receiver();
    const dispatcher = createGuardedDispatcher({ allowPrivateNetworks: false });
    try {
      for (const host of ['127.0.0.1', 'localhost', '[::1]']) {
        await expect(request(`http://${host}:${local.port}/`, { dispatcher }), host).rejects.toBeInstanceOf(AddressRefusedError);
      }
    } finally {
      await dispatcher.close();
    }
    expect(local.received).toHaveLength(0);
  });

  it('does not follow a redirect, so a 302 to a private address reaches nothing', async () => {
    const target = await receiver();
    const local = await receiver((_request, response) => {
      response.writeHead(302, { location: `http://127.0.0.1:${target.port}/internal` });
      response.end();
    });
    expect(await client(true).post(local.url, {}, options)).toEqual({ kind: 'redirected', status: 302 });
    expect(target.received).toHaveLength(0);
  });
});

describe('bounds', () => {
  it('gives up on a receiver that never answers once the timeout passes', async () => {
    const local = await receiver(() => undefined);
    expect(await client(true).post(local.url, {}, { ...options, timeoutMs: 200 })).toEqual({ kind: 'timeout' });
  });

  it('gives up on an answer whose body stops coming once the timeout passes', async () => {
    const local = await receiver((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('["GEM-');
    });
    expect(await client(true).post(local.url, {}, { ...options, timeoutMs: 200 })).toEqual({ kind: 'timeout' });
  });

  it('stops reading an answer past the cap, announced or streamed', async () => {
    const big = 'x'.repeat(64 * 1024);
    const announced = await receiver((_request, response) => {
      response.writeHead(200, { 'content-length': String(big.length) });
      response.end(big);
    });
    const streamed = await receiver((_request, response) => {
      response.writeHead(200);
      response.write(big);
      response.end(big);
    });
    const capped = { ...options, maxResponseBytes: 1024 };
    expect(await client(true).post(announced.url, {}, capped)).toEqual({ kind: 'too-large' });
    expect(await client(true).post(streamed.url, {}, capped)).toEqual({ kind: 'too-large' });
  });

  it('says a receiver is unreachable with the network error, and keeps a non-JSON answer as text', async () => {
    const local = await receiver((_request, response) => response.end('<html>busy</html>'));
    const port = local.port;
    expect(await client(true).post(local.url, {}, options)).toEqual({
      kind: 'answered',
      status: 200,
      text: '<html>busy</html>',
      json: undefined,
    });
    await local.close();
    receivers.splice(receivers.indexOf(local), 1);
    expect(await client(true).post(`http://127.0.0.1:${port}/hook`, {}, options)).toEqual({ kind: 'unreachable', detail: 'ECONNREFUSED' });
  });
});
