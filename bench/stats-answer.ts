import { performance } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import { ANSWER_BOUND_MS } from '../src/core/answer-bound.js';
import { breakdownOf, marginPercent, medianSeconds, sumDays } from '../src/core/stats/sales-figures.js';
import { SalesBook, utcDay, type SaleRecord } from '../src/store/sales-book.js';
import { deleteNamespace } from '../src/store/delete-namespace.js';
import { spread, type Spread } from './stats.js';

export interface StatsAnswerResult {
  orders: number;
  days: number;
  /** Orders recorded with a known cost; the rest are counted as cost unknown. */
  costed_orders: number;
  answers: number;
  /** One `stats <days>d by listing`'s reads and figures, chart left out (drawn in a child, timed by the sales insight bench). */
  answer_ms: Spread;
  bound_ms: number;
}

const DAY_MS = 24 * 3600 * 1000;
const ACCOUNT = 'bench-account';

/** Four orders in five with a cost (pools and listings with one), the fifth unknown. */
function sale(index: number, days: number, orders: number, start: number): SaleRecord {
  const amountCents = 499 + (index % 17) * 150;
  return {
    orderId: `bench-order-${index}`,
    at: start + Math.floor((index * days * DAY_MS) / orders),
    listingId: `listing-${index % 40}`,
    title: `Starfall crystals pack ${index % 40}`,
    category: index % 3 === 0 ? 'currency' : 'top_up',
    game: `Game ${index % 6}`,
    quantity: 1 + (index % 3),
    amountCents,
    costCents: index % 5 === 4 ? null : Math.round(amountCents * 0.6),
    estimated: false,
    deliveryType: index % 2 === 0 ? 'manual' : 'instant',
    deliveredBy: index % 2 === 0 ? 'Operator Name' : null,
    deliverySeconds: index % 2 === 0 ? 120 + (index % 600) : null,
    outcome: index % 2 === 0 ? 'delivered_hawker' : 'instant',
    source: 'live',
  };
}

function dayList(from: number, days: number): string[] {
  return Array.from({ length: days }, (_, day) => utcDay(from + day * DAY_MS));
}

/**
 * `stats` over a shop with `orders` orders spread over `days` days, with costs: the work the
 * command does for `stats <days>d by listing` (the period's and the period before's totals,
 * every kept record, the split, the median and the profit), timed `answers` times against
 * the 8 s answer bound every chat input is held to.
 */
export async function measureStatsAnswer(options: {
  orders: number;
  days: number;
  answers: number;
  redisUrl: string;
}): Promise<StatsAnswerResult> {
  const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 3 });
  const namespace = `bench-stats-answer-${Date.now()}`;
  try {
    const book = new SalesBook(redis, namespace);
    const start = Date.UTC(2026, 0, 1);
    const batch = 5_000;
    for (let from = 0; from < options.orders; from += batch) {
      const sales = Array.from({ length: Math.min(batch, options.orders - from) }, (_, offset) =>
        sale(from + offset, options.days, options.orders, start),
      );
      await book.recordAll(ACCOUNT, sales);
    }
    const days = dayList(start, options.days);
    const before = dayList(start - options.days * DAY_MS, options.days);
    const timings: number[] = [];
    for (let answer = 0; answer < options.answers; answer += 1) {
      const started = performance.now();
      const current = sumDays(await book.totals(ACCOUNT, days, 'UTC'));
      sumDays(await book.totals(ACCOUNT, before, 'UTC'));
      const records = await book.records(ACCOUNT, days, 'UTC');
      breakdownOf(records, 'listing');
      medianSeconds(records);
      marginPercent(current.costedCents - current.costCents, current.costedCents);
      timings.push(performance.now() - started);
    }
    return {
      orders: options.orders,
      days: options.days,
      costed_orders: options.orders - Math.floor(options.orders / 5),
      answers: options.answers,
      answer_ms: spread(timings, 1),
      bound_ms: ANSWER_BOUND_MS,
    };
  } finally {
    await deleteNamespace(redis, namespace);
    redis.disconnect();
  }
}
