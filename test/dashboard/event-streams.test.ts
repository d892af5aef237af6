import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WaitingOrder } from '../../src/domain/reply.js';
import { EventStreams } from '../../src/dashboard/event-streams.js';
import { createLogger } from '../../src/log/logger.js';
import { DashboardEvents } from '../../src/store/dashboard-events.js';
import { generateKeyRingEntry, parseKeyRing } from '../../src/store/key-ring.js';
import { createStores } from '../../src/store/stores.js';
import { demoKey, startHarness, type Harness } from '../core/harness.js';
import { createTestRedis } from '../support/test-redis.js';

const STREAMS = 1000;

const order: WaitingOrder = {
  id: '0b9c3a57-5d0e-4f57-9d2c-000000000001',
  title: 'Starfall crystals by player id',
  listing_id: null,
  category: 'top_up',
  quantity: 1,
  price_cents: 1299,
  created_at: null,
  deadline_at: null,
  seconds_left: null,
  buyer_inputs: [{ label: 'Player id', value: '99120' }],
};

/** One page's stream on a connection of its own, counting what it hears until the server ends it. */
function openStream(api: string, session: string): Promise<{ heard: string[]; ended: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      `${api}/dashboard/api/events`,
      { agent: false, headers: { authorization: `Bearer ${session}` } },
      (response: IncomingMessage) => {
        if (response.statusCode !== 200) return reject(new Error(`events answered ${response.statusCode}`));
        const heard: string[] = [];
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => heard.push(chunk));
        const ended = new Promise<void>((done) => response.on('end', done));
        resolve({ heard, ended });
      },
    );
    call.on('error', reject);
    call.end();
  });
}

describe('dashboard event streams', () => {
  let h: Harness;
  let accountId: string;
  let session: string;
  let closed = false;

  beforeAll(async () => {
    h = await startHarness('dashboard-streams', { api: {} });
    const owner = h.adapter.user('owner');
    await owner.dm.command('connect', `${demoKey(h)} Demo`);
    accountId = (await h.stores.identities.activeAccount(await h.stores.identities.resolve('test', 'owner')))?.accountId ?? '';
    ({ token: session } = await h.stores.dashboardSessions.create({ accountId, actor: owner.actor }));
  });
  afterAll(async () => {
    if (!closed) await h.close();
  });

  // How soon they hear it is `npm run bench -- --only dashboard`'s figure (docs/dashboard.md); this holds what they hear.
  it(`every one of ${STREAMS} open pages hears an order as published, and closing the server ends every stream`, async () => {
    const api = h.apiUrl ?? '';
    const streams = await Promise.all(Array.from({ length: STREAMS }, () => openStream(api, session)));
    await h.stores.dashboardEvents.orderWaiting(accountId, order);
    const frame = `event: order.waiting\ndata: ${JSON.stringify(order)}\n\n`;
    // Generous: on a loaded machine 1,000 connections in one process are slow to read, and speed is not what this checks.
    await expect
      .poll(() => streams.filter((stream) => stream.heard.join('').includes(frame)).length, { timeout: 20_000, interval: 50 })
      .toBe(STREAMS);
    closed = true;
    await h.close();
    await Promise.all(streams.map((stream) => stream.ended));
  }, 60_000);
});

describe('an event stream at each ping', () => {
  it('says it is alive, and ends once the session or the role is gone', async () => {
    const { redis, namespace, cleanup } = createTestRedis('dashboard-ping');
    const streams = new EventStreams(new DashboardEvents(redis, namespace), createLogger({ level: 'silent' }), 50);
    let allowed = true;
    const server = createServer((request, response) => void streams.serve('acc-1', () => Promise.resolve(allowed), request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const stream = await openStream(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, 'any');
      await expect.poll(() => stream.heard.join('').split('event: ping\ndata: {}\n\n').length - 1).toBeGreaterThanOrEqual(2);
      allowed = false;
      await stream.ended;
    } finally {
      await streams.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await cleanup();
    }
  });
});

describe('an event stream whose access check fails', () => {
  it('is closed, not kept open on a check that could not be made', async () => {
    const { redis, namespace, cleanup } = createTestRedis('dashboard-ping-fails');
    // The check reads the session on a connection of its own, which goes away while the stream is open.
    const checking = createTestRedis('dashboard-ping-check');
    const { dashboardSessions } = createStores(checking.redis, namespace, parseKeyRing(generateKeyRingEntry('ping')));
    const { token } = await dashboardSessions.create({ accountId: 'acc-1', actor: { platform: 'telegram', userId: '4242' } });
    const stillAllowed = async () => (await dashboardSessions.open(token)) !== null;
    const streams = new EventStreams(new DashboardEvents(redis, namespace), createLogger({ level: 'silent' }), 50);
    const server = createServer((request, response) => void streams.serve('acc-1', stillAllowed, request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const stream = await openStream(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, token);
      await expect.poll(() => stream.heard.join('').includes('event: ping')).toBe(true);
      checking.redis.disconnect();
      await stream.ended;
    } finally {
      await streams.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await cleanup();
    }
  });
});
