import { describe, expect, it } from 'vitest';
import { localClock, minutesOf } from '../../src/core/stats/local-clock.js';

describe('local clock for the daily digest', () => {
  it('puts 21:00 Berlin at 20:00 UTC in winter and 19:00 UTC in summer, across the DST change', () => {
    expect(localClock(Date.parse('2026-01-15T20:00:00Z'), 'Europe/Berlin')).toEqual({ day: '2026-01-15', minutes: minutesOf('21:00') });
    expect(localClock(Date.parse('2026-07-15T19:00:00Z'), 'Europe/Berlin')).toEqual({ day: '2026-07-15', minutes: minutesOf('21:00') });
    // 29 March 2026: clocks jump from 02:00 to 03:00, so 21:00 comes at 19:00 UTC that evening.
    expect(localClock(Date.parse('2026-03-29T19:00:00Z'), 'Europe/Berlin')).toEqual({ day: '2026-03-29', minutes: minutesOf('21:00') });
    expect(localClock(Date.parse('2026-03-29T23:30:00Z'), 'Europe/Berlin').day).toBe('2026-03-30');
  });
});
