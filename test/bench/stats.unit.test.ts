import { describe, expect, it } from 'vitest';
import { percentile, spread, tallyAlerts } from '../../bench/stats.js';

describe('bench statistics', () => {
  it('takes nearest-rank percentiles, so a p99 is a latency that really happened', () => {
    const samples = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(samples, 0.5)).toBe(50);
    expect(percentile(samples, 0.99)).toBe(99);
    expect(percentile(samples, 1)).toBe(100);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNull();
    expect(spread([1.234, 5.678], 1)).toEqual({ count: 2, p50: 1.2, p99: 5.7, max: 5.7 });
  });

  it('counts an order never alerted as missed and one alerted twice in a chat as duplicate', () => {
    const placed = new Map([
      ['order-a', 1_000],
      ['order-b', 2_000],
      ['order-c', 3_000],
    ]);
    const tally = tallyAlerts(placed, [
      { orderId: 'order-a', chatId: 'owner', at: 4_000 },
      { orderId: 'order-a', chatId: 'team', at: 3_500 },
      { orderId: 'order-b', chatId: 'owner', at: 2_500 },
      { orderId: 'order-b', chatId: 'owner', at: 9_000 },
      { orderId: 'placed-before-the-window', chatId: 'owner', at: 100 },
    ]);
    expect(tally.missed).toEqual(['order-c']);
    expect(tally.duplicated).toEqual(['order-b']);
    expect(tally.alerted).toBe(2);
    expect(tally.latencies.sort((a, b) => a - b)).toEqual([500, 2_500]);
  });
});
