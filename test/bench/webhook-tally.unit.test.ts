import { describe, expect, it } from 'vitest';
import { tallyDeliveries } from '../../bench/webhook-tally.js';

describe('the webhook bench tally', () => {
  it('counts a call acknowledged twice for one endpoint as one delivery and one duplicate, timed by the first', () => {
    const tally = tallyDeliveries(
      [
        { endpoint: '1', eventId: 'evt_a', raisedAt: 1_000 },
        { endpoint: '2', eventId: 'evt_a', raisedAt: 1_000 },
        { endpoint: '1', eventId: 'evt_b', raisedAt: 2_000 },
      ],
      [
        { endpoint: '1', eventId: 'evt_a', at: 1_300 },
        { endpoint: '2', eventId: 'evt_a', at: 1_040 },
        { endpoint: '1', eventId: 'evt_a', at: 1_100 },
        { endpoint: '3', eventId: 'evt_a', at: 1_050 },
      ],
    );
    expect(tally.delivered).toBe(2);
    expect(tally.missing).toBe(1);
    expect(tally.duplicates).toBe(1);
    expect(tally.unexpected).toBe(1);
    expect(tally.latencies.sort((a, b) => a - b)).toEqual([40, 100]);
  });
});
