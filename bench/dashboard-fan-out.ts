import { randomUUID } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { forEachBounded } from '../jobs/sweeper.js';
import type { WaitingOrder } from '../src/domain/reply.js';
import type { DashboardEvents } from '../src/store/dashboard-events.js';
import { ProcessMeter } from './proc-stats.js';
import { spread, type Spread } from './stats.js';

/** How long a page may take to hear an order before it counts as missed (not a target: the target is the bench's report). */
const HEAR_WITHIN_MS = 10_000;

export interface DashboardFanOutResult {
  streams: number;
  orders: number;
  /** Every stream opened (200 and its first comment read), seconds. */
  open_seconds: number;
  heard: number;
  expected: number;
  /** Pages that did not hear an order within 10 s, added up over the orders. */
  missed: number;
  /** Per order: its publish to the last of the pages hearing it. */
  last_page_ms: Spread;
  /** Every page's hearing of every order. */
  each_page_ms: Spread;
  /** The API process while the orders were published. */
  api: { cpu_percent: number; rss_peak_mb: number };
  bench_cpu_percent: number;
  /** Streams the API process ended when it closed, out of `streams`. */
  ended_at_close: number;
}

/** One page's open stream: the moment it heard each expected frame, by order. */
interface PageStream {
  heardAt: Map<number, number>;
  ended: Promise<void>;
}

/**
 * Opens `streams` `GET /dashboard/api/events` (one connection each, as separate pages hold
 * them) and returns once each has its 200 and the server's first comment: the subscription
 * holds from then on. `onFrame` sees every complete frame of every stream.
 */
async function openStreams(
  url: string,
  sessions: readonly string[],
  onFrame: (stream: PageStream, frame: string) => void,
): Promise<PageStream[]> {
  const streams = new Array<PageStream>(sessions.length);
  await forEachBounded(
    sessions.map((session, index) => ({ session, index })),
    50,
    ({ session, index }) =>
      new Promise<void>((resolve, reject) => {
        const call = httpRequest(url, { agent: false, headers: { authorization: `Bearer ${session}` } }, (response: IncomingMessage) => {
          if (response.statusCode !== 200) return reject(new Error(`events answered ${response.statusCode}`));
          const stream: PageStream = { heardAt: new Map(), ended: new Promise((done) => response.once('close', done)) };
          streams[index] = stream;
          let buffered = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            buffered += chunk;
            let end = buffered.indexOf('\n\n');
            while (end >= 0) {
              onFrame(stream, buffered.slice(0, end));
              buffered = buffered.slice(end + 2);
              end = buffered.indexOf('\n\n');
            }
          });
          response.once('data', () => resolve());
        });
        call.on('error', reject);
        call.end();
      }),
  );
  return streams;
}

/** An order as the worker publishes it when its poll first sees it (jobs/dashboard-order-events.ts). */
function waitingOrder(index: number): WaitingOrder {
  const now = Date.now();
  return {
    id: randomUUID(),
    title: 'Starfall crystals by player id',
    listing_id: randomUUID(),
    category: 'top_up',
    quantity: 1 + (index % 3),
    price_cents: 1299,
    created_at: new Date(now).toISOString(),
    deadline_at: new Date(now + 3_600_000).toISOString(),
    seconds_left: 3600,
    buyer_inputs: [{ label: 'Player id', value: String(99_120 + index) }],
  };
}

/**
 * `orders` orders published on one shop's channel as the worker publishes them
 * (`DashboardEvents.orderWaiting`, the call `jobs/order-poller.ts` makes through
 * `publishOrderWaiting`), `everyMs` apart, to `sessions.length` open pages of that shop; each
 * page's hearing is the moment its stream delivered the exact frame. `stopApi` closes the API
 * process after the last, which must end every stream.
 */
export async function measureDashboardFanOut(options: {
  apiUrl: string;
  apiPid: number;
  events: DashboardEvents;
  accountId: string;
  sessions: readonly string[];
  orders: number;
  everyMs: number;
  stopApi: () => Promise<void>;
}): Promise<DashboardFanOutResult> {
  const expectedFrames = new Map<string, number>();
  const heardCount: number[] = Array.from({ length: options.orders }, () => 0);
  let allHeard: (() => void) | null = null;
  const total = options.sessions.length;
  const onFrame = (stream: PageStream, frame: string) => {
    const order = expectedFrames.get(frame);
    if (order === undefined || stream.heardAt.has(order)) return;
    stream.heardAt.set(order, performance.now());
    heardCount[order] = (heardCount[order] ?? 0) + 1;
    if (heardCount[order] === total) allHeard?.();
  };
  const opening = performance.now();
  const streams = await openStreams(`${options.apiUrl}/dashboard/api/events`, options.sessions, onFrame);
  const openSeconds = (performance.now() - opening) / 1000;

  const api = new ProcessMeter(options.apiPid);
  const bench = new ProcessMeter(process.pid);
  const publishedAt: number[] = [];
  const started = performance.now();
  for (let index = 0; index < options.orders; index += 1) {
    await sleep(Math.max(0, started + index * options.everyMs - performance.now()));
    const order = waitingOrder(index);
    expectedFrames.set(`event: order.waiting\ndata: ${JSON.stringify(order)}`, index);
    const heard = new Promise<void>((resolve) => {
      allHeard = resolve;
    });
    publishedAt[index] = performance.now();
    await options.events.orderWaiting(options.accountId, order);
    await Promise.race([heard, sleep(HEAR_WITHIN_MS)]);
  }
  const apiMeter = api.stop();
  const benchMeter = bench.stop();

  const lastPage: number[] = [];
  const eachPage: number[] = [];
  let heard = 0;
  for (let index = 0; index < options.orders; index += 1) {
    const sentAt = publishedAt[index] ?? 0;
    let last = 0;
    for (const stream of streams) {
      const at = stream.heardAt.get(index);
      if (at === undefined) continue;
      heard += 1;
      eachPage.push(at - sentAt);
      last = Math.max(last, at - sentAt);
    }
    if (heardCount[index] === total) lastPage.push(last);
  }

  await options.stopApi();
  let endedAtClose = 0;
  await Promise.race([Promise.all(streams.map((stream) => stream.ended.then(() => (endedAtClose += 1)))), sleep(HEAR_WITHIN_MS)]);
  return {
    streams: total,
    orders: options.orders,
    open_seconds: Number(openSeconds.toFixed(1)),
    heard,
    expected: total * options.orders,
    missed: total * options.orders - heard,
    last_page_ms: spread(lastPage, 1),
    each_page_ms: spread(eachPage, 1),
    api: { cpu_percent: apiMeter.cpu_percent, rss_peak_mb: apiMeter.rss_peak_mb },
    bench_cpu_percent: benchMeter.cpu_percent,
    ended_at_close: endedAtClose,
  };
}
