import type { ChildProcess } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openHarness, waitFor, type Harness } from './support/jobs-harness.js';
import { spawnChildWorker } from './support/spawn-child-worker.js';

let h: Harness;
let child: ChildProcess | null = null;

/** Starts a worker in a child process; its stdout lines are collected in `output`. */
async function startChild(notifier: 'hang' | 'print', output: string[], sendDelayMs = 0): Promise<ChildProcess> {
  child = await spawnChildWorker(h, { notifier, sendDelayMs }, output);
  return child;
}

beforeAll(async () => {
  h = await openHarness('crash');
});

afterEach(async () => {
  await h.closeWorkers();
});

afterAll(async () => {
  child?.kill('SIGKILL');
  await h.close();
});

const orderAlerts = (chatId: string, orderId: string) => h.notifier.orderAlerts(chatId, orderId);

describe('a worker killed in the middle of a job', () => {
  it('loses no alert: another worker takes the job over and sends it once', async () => {
    const seller = await h.seller();
    const offerId = await h.manualListing(seller);
    const output: string[] = [];
    const hanging = await startChild('hang', output);

    const order = await h.placeOrder(offerId);
    await waitFor('the child to be inside the alert job', () => output.some((line) => line.startsWith('SENDING')));
    hanging.kill('SIGKILL');
    await new Promise((resolve) => hanging.once('exit', resolve));
    expect(orderAlerts(seller.ownerChat, order.id)).toHaveLength(0);

    const worker = await h.startWorker({ lockDurationMs: 2_000, stalledIntervalMs: 500 });
    await waitFor(
      'the alert from the surviving worker',
      () => orderAlerts(seller.ownerChat, order.id).length === 1 && orderAlerts(seller.teamChat, order.id).length === 1,
    );
    await h.drain();
    expect(orderAlerts(seller.ownerChat, order.id)).toHaveLength(1);
    expect(orderAlerts(seller.teamChat, order.id)).toHaveLength(1);
    await worker.close();
  });
});

describe('a worker told to stop with SIGTERM', () => {
  it('finishes the alert it is sending, exits cleanly, and leaves the rest to the next worker without duplicates', async () => {
    const seller = await h.seller();
    const offerId = await h.manualListing(seller);
    const output: string[] = [];
    const stopping = await startChild('print', output, 1_000);
    const first = await h.placeOrder(offerId);
    await waitFor('the child to start sending', () => output.some((line) => line.startsWith('SENDING')));
    const exited = new Promise<number | null>((resolve) => stopping.once('exit', (code) => resolve(code)));
    stopping.kill('SIGTERM');
    expect(await exited).toBe(0);
    const sent = output.filter((line) => line.startsWith('SENT') && line.includes('New order'));
    expect(sent.map((line) => line.split(' ')[1]).sort()).toEqual([seller.ownerChat, seller.teamChat].sort());

    const worker = await h.startWorker();
    const second = await h.placeOrder(offerId);
    await waitFor('the next order alerted by the new worker', () => orderAlerts(seller.teamChat, second.id).length === 1);
    await h.drain();
    expect(orderAlerts(seller.ownerChat, first.id)).toHaveLength(0);
    expect(orderAlerts(seller.teamChat, first.id)).toHaveLength(0);
    expect(orderAlerts(seller.ownerChat, second.id)).toHaveLength(1);
    await worker.close();
  });
});
