import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisUrl } from '../support/test-redis.js';
import { fastConfig, openHarness, settle, waitFor, type Harness } from './support/jobs-harness.js';

let h: Harness;
let child: ChildProcess | null = null;

beforeAll(async () => {
  h = await openHarness('crash');
});

afterAll(async () => {
  child?.kill('SIGKILL');
  await h.close();
});

const orderAlerts = (chatId: string, orderId: string) =>
  h.notifier.inChat(chatId).filter((message) => message.versions[0]?.fields?.some((entry) => entry.label === 'Order' && entry.value === orderId));

describe('a worker killed in the middle of a job', () => {
  it('loses no alert: another worker takes the job over and sends it once', async () => {
    const seller = await h.seller();
    const offerId = await h.manualListing(seller);
    const { now: _clock, ...numbers } = fastConfig(h.sandbox, { lockDurationMs: 2_000, stalledIntervalMs: 500 });
    const output: string[] = [];
    child = spawn(process.execPath, ['--import', 'tsx', 'test/jobs/support/hanging-worker.ts'], {
      env: {
        ...process.env,
        REDIS_URL: redisUrl(),
        JOBS_NAMESPACE: h.namespace,
        JOBS_QUEUE_PREFIX: h.queuePrefix,
        JOBS_KEY_RING: h.keyRing,
        JOBS_CONFIG: JSON.stringify(numbers),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout?.on('data', (chunk: Buffer) => output.push(...chunk.toString().split('\n')));
    await waitFor('the child worker to start', () => output.includes('READY'), 30_000);

    const order = await h.placeOrder(offerId);
    await waitFor('the child to be inside the alert job', () => output.some((line) => line.startsWith('SENDING')));
    child.kill('SIGKILL');
    await new Promise((resolve) => child?.once('exit', resolve));
    expect(orderAlerts(seller.ownerChat, order.id)).toHaveLength(0);

    const worker = await h.startWorker({ lockDurationMs: 2_000, stalledIntervalMs: 500 });
    await waitFor('the alert from the surviving worker', () => orderAlerts(seller.ownerChat, order.id).length === 1 && orderAlerts(seller.teamChat, order.id).length === 1);
    await settle(2_000);
    expect(orderAlerts(seller.ownerChat, order.id)).toHaveLength(1);
    expect(orderAlerts(seller.teamChat, order.id)).toHaveLength(1);
    await worker.close();
  });
});
