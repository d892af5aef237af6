import { performance } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import { createChartRenderer } from '../src/core/stats/chart-sales.js';
import { SalesBook, utcDay, type SaleRecord } from '../src/store/sales-book.js';
import { deleteNamespace } from '../src/store/delete-namespace.js';
import { namespaceBytes } from './redis-stats.js';
import { spread, type Spread } from './stats.js';

export interface SalesInsightResult {
  days: number;
  orders_per_day: number;
  redis_bytes_per_account_day: number;
  renders: number;
  chart_render_ms: Spread;
  rss_mb_before_renders: number;
  rss_mb_after_half_renders: number;
  rss_mb_after_renders: number;
  renderer_child_peak_rss_mb: number;
  /** CPU of this process per recorded order (JSON and the script call; Redis's side not included). */
  record_cpu_us_per_order: number;
}

const DAY_MS = 24 * 3600 * 1000;
const rssMb = () => Math.round(process.memoryUsage().rss / 1024 / 1024);

function sale(day: number, index: number): SaleRecord {
  return {
    orderId: `bench-order-${day}-${index}`,
    at: Date.UTC(2026, 0, 1) + day * DAY_MS + index * 60_000,
    listingId: `listing-${index % 4}`,
    title: `Starfall crystals pack ${index % 4}`,
    category: 'top_up',
    game: 'Starfall Odyssey',
    quantity: 1 + (index % 3),
    amountCents: 999 + index * 100,
    costCents: null,
    estimated: false,
    deliveryType: index % 2 === 0 ? 'manual' : 'instant',
    deliveredBy: index % 2 === 0 ? 'Operator Name' : null,
    deliverySeconds: index % 2 === 0 ? 300 + index : null,
    outcome: index % 2 === 0 ? 'delivered_hawker' : 'instant',
    source: 'live',
  };
}

/** Redis bytes per account and day at `ordersPerDay`, then `renders` 30-day charts: time each and the process RSS after. */
export async function measureSalesInsight(options: {
  days: number;
  ordersPerDay: number;
  renders: number;
  redisUrl: string;
}): Promise<SalesInsightResult> {
  const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 3 });
  const namespace = `bench-sales-${Date.now()}`;
  try {
    const book = new SalesBook(redis, namespace);
    const cpuBefore = process.cpuUsage();
    for (let day = 0; day < options.days; day += 1) {
      for (let index = 0; index < options.ordersPerDay; index += 1) await book.record('bench-account', sale(day, index));
    }
    const recordCpu = process.cpuUsage(cpuBefore);
    const bytes = await namespaceBytes(redis, namespace);
    const days = await book.totals(
      'bench-account',
      Array.from({ length: 30 }, (_, day) => utcDay(Date.UTC(2026, 0, 1) + day * DAY_MS)),
      'Europe/Berlin',
    );
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const charts = createChartRenderer();
    const before = rssMb();
    const timings: number[] = [];
    let afterHalf = before;
    for (let render = 0; render < options.renders; render += 1) {
      const started = performance.now();
      await charts.salesChart({ title: 'Sales of Bench Shop, the last 30 days', days, breakdown: null });
      timings.push(performance.now() - started);
      if (render + 1 === Math.floor(options.renders / 2)) {
        gc?.();
        afterHalf = rssMb();
      }
    }
    gc?.();
    return {
      days: options.days,
      orders_per_day: options.ordersPerDay,
      redis_bytes_per_account_day: Math.round(bytes / options.days),
      renders: options.renders,
      chart_render_ms: spread(timings, 1),
      rss_mb_before_renders: before,
      rss_mb_after_half_renders: afterHalf,
      rss_mb_after_renders: rssMb(),
      renderer_child_peak_rss_mb: Math.round(charts.peakRssBytes() / 1024 / 1024),
      record_cpu_us_per_order: Math.round((recordCpu.user + recordCpu.system) / (options.days * options.ordersPerDay)),
    };
  } finally {
    await deleteNamespace(redis, namespace);
    redis.disconnect();
  }
}
