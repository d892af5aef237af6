// The marketplace failing in every way the sandbox can fail: chat commands answer
// in time with a sentence, background jobs back off and recover, nothing crashes.
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningWorker } from '../../jobs/worker.js';
import { createHawkerMetrics } from '../../src/ops/hawker-metrics.js';
import { counterValue } from '../support/metric-value.js';
import { composeTestWorker } from '../support/composed.js';
import { fastConfig, waitFor } from '../jobs/support/jobs-harness.js';
import { RecordingNotifier } from '../support/recording-notifier.js';
import { textOf, type TestUser } from '../support/test-adapter.js';
import { unclearReply } from './support/clear-sentence.js';
import { recordFigures } from './support/figures.js';
import { guardProcess, type ProcessGuard } from './support/process-guard.js';
import { demoKey, startStack, type Stack } from './support/stack.js';

/** The chat-facing bound of the issue: every command answers within this. */
const ANSWER_BOUND_MS = 10_000;

interface FaultCase {
  name: string;
  fault: Record<string, unknown>;
}

// Every kind of failure, on every seller path (`/v1/` prefix): the sandbox applies them
// before touching its state, except `delay`, which acts after the wait.
const FAULTS: FaultCase[] = [
  { name: '500 internal error', fault: { kind: 'status', status: 500, error: 'internal_error' } },
  { name: '502 bad gateway', fault: { kind: 'status', status: 502, error: 'bad_gateway' } },
  { name: '503 unavailable', fault: { kind: 'status', status: 503, error: 'service_unavailable' } },
  { name: 'connection reset', fault: { kind: 'reset' } },
  { name: 'no answer for 20 s', fault: { kind: 'delay', delay_ms: 20_000 } },
  { name: 'malformed JSON', fault: { kind: 'malformed' } },
  { name: 'a body of the wrong shape', fault: { kind: 'status', status: 200, error: 'not_what_you_expected' } },
  { name: '429 storm', fault: { kind: 'status', status: 429, error: 'rate_limited' } },
  { name: '5xx with an unknown code', fault: { kind: 'status', status: 504, error: 'gateway_timeout_upstream' } },
];

let s: Stack;
let guard: ProcessGuard;
let alice: TestUser;
let commandsTried = 0;
let faultsInjected = 0;

beforeAll(async () => {
  guard = guardProcess();
  s = await startStack('rel-market-faults');
  alice = s.adapter.user('alice');
  const connected = await alice.dm.command('connect', `${demoKey(s)} Demo`);
  expect(textOf(connected[0] ?? {})).toMatch(/connected/i);
});

afterAll(async () => {
  await s.control('DELETE', '/_sandbox/faults');
  await s.close();
  guard.stop();
  recordFigures('marketplace-faults', { faultKinds: FAULTS.length, commandsUnderFault: commandsTried, faultsInjected });
});

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = Date.now();
  await run();
  return Date.now() - started;
}

describe('chat commands while the marketplace fails', () => {
  const commands = (): { label: string; text: string }[] => {
    const topUp = s.listingId('1000 Neon credits code');
    const giftCard = s.listingId('Pixel Raiders $25 gift card');
    const currency = s.listingId('Stardust, fast trade on EU servers');
    return [
      { label: 'account', text: '/account' },
      { label: 'listings', text: '/listings' },
      { label: 'listing', text: `/listing ${topUp}` },
      { label: 'orders', text: '/orders' },
      { label: 'price', text: `/price ${currency} 0.02` },
      { label: 'edit', text: `/edit ${topUp} description Fresh codes every day` },
      { label: 'pause', text: `/pause ${giftCard}` },
      { label: 'restock', text: `/restock ${topUp} FAULT-${Math.random().toString(36).slice(2)}` },
      { label: 'audit', text: '/audit' },
    ];
  };

  // Each fault meets two commands, rotating so that together they cover every command
  // (the production retry policy makes each failing command cost seconds).
  it.each(FAULTS.map((each, index) => ({ ...each, index })))(
    'answers commands with a clear sentence within 10 s under $name',
    async ({ fault, index }) => {
      const added = await s.control<{ id: string }>('POST', '/_sandbox/faults', fault);
      expect(added.status).toBe(201);
      faultsInjected += 1;
      try {
        // A hanging marketplace costs the whole bound per command: one write shows it.
        const all = commands();
        const tried =
          fault.kind === 'delay'
            ? all.filter((command) => command.label === 'price')
            : [0, 1].map((offset) => all[(index * 2 + offset) % all.length]!);
        for (const command of tried) {
          let replies: Awaited<ReturnType<typeof alice.dm.send>> = [];
          const elapsed = await timed(async () => {
            replies = await alice.dm.send(command.text);
          });
          commandsTried += 1;
          expect(unclearReply(replies), command.label).toBeNull();
          expect(elapsed, `${command.label} took ${elapsed} ms`).toBeLessThan(ANSWER_BOUND_MS);
        }
      } finally {
        await s.control('DELETE', `/_sandbox/faults/${added.body.id}`);
      }
      expect(guard.fired).toEqual([]);
    },
    60_000,
  );

  it('answers within 10 s when the marketplace itself rate-limits the key with a long Retry-After', async () => {
    const currency = s.listingId('Cheapest stardust on NA');
    // Spend the listing's own 5-a-minute write budget behind Hawker's back (another tool using the same key).
    for (let index = 0; index < 6; index += 1) {
      await request(`${s.sandbox.baseUrl}/v1/offers/currency/${currency}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${demoKey(s)}`, 'content-type': 'application/json' },
        body: JSON.stringify({ price_per_unit: 3 + index }),
      }).then((answer) => answer.body.dump());
    }
    let replies: Awaited<ReturnType<typeof alice.dm.send>> = [];
    const elapsed = await timed(async () => {
      replies = await alice.dm.send(`/price ${currency} 0.09`);
    });
    commandsTried += 1;
    expect(unclearReply(replies)).toBeNull();
    expect(textOf(replies[0] ?? {})).toMatch(/rate limit/i);
    expect(elapsed).toBeLessThan(ANSWER_BOUND_MS);
  });

  it('works normally again once the marketplace recovers', async () => {
    await alice.dm.send('/listings');
    expect(alice.dm.lastText()).toMatch(/Pixel Raiders/);
    await alice.dm.send('/orders');
    expect(alice.dm.lastText()).toMatch(/waiting/);
    expect(guard.fired).toEqual([]);
  });
});

describe('background jobs while the marketplace fails', () => {
  let worker: RunningWorker;
  const notifier = new RecordingNotifier('test');
  const orderAlerts = (orderId: string) =>
    notifier.messages.filter((message) => message.versions[0]?.fields?.some((entry) => entry.label === 'Order' && entry.value === orderId));

  afterAll(async () => {
    await worker.close();
  });

  it('backs off through every fault kind, then alerts every order placed meanwhile exactly once', async () => {
    const { redis, namespace } = s.testRedis;
    const metrics = createHawkerMetrics();
    worker = await composeTestWorker(
      { redis, namespace, stores: s.stores, logger: s.logs.logger('worker') },
      {
        notifiers: [notifier],
        metrics,
        jobs: fastConfig(s.sandbox),
        marketplace: {
          policy: (shipped) => ({
            ...shipped,
            timeoutMs: 1_000,
            retry: { ...shipped.retry, maxAttempts: 2, baseDelayMs: 50, maxDelayMs: 200 },
          }),
        },
      },
    );
    const manual = s.listingId('Starfall crystals by player id');
    const placed: string[] = [];
    for (const { fault } of FAULTS) {
      const added = await s.control<{ id: string }>('POST', '/_sandbox/faults', {
        ...fault,
        ...(fault.kind === 'delay' ? { delay_ms: 3_000 } : {}),
      });
      faultsInjected += 1;
      const failedBefore = await counterValue(metrics.polls, { outcome: 'failed' });
      placed.push((await s.placeOrder(manual)).id);
      // The longest backoff of the fast timings (a second) later the account is due again, and its next poll meets the fault.
      await s.control('POST', '/_sandbox/clock', { advance_ms: 1_000 });
      await waitFor('a poll failing on the fault', async () => (await counterValue(metrics.polls, { outcome: 'failed' })) > failedBefore);
      await s.control('DELETE', `/_sandbox/faults/${added.body.id}`);
    }
    await waitFor('an alert for every order placed during the faults', () => placed.every((id) => orderAlerts(id).length >= 1), 60_000);
    await worker.drain();
    for (const id of placed) expect(orderAlerts(id), id).toHaveLength(1);
    expect(guard.fired).toEqual([]);
  });
});
