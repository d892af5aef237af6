import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CADENCE, dueReminders, nextCountdownAt, nextEditAt } from '../../jobs/countdown-cadence.js';

const MIN = 60_000;

describe('countdown cadence', () => {
  it('edits every 10 minutes while over an hour is left, landing on the one-hour mark, then every minute', () => {
    const deadline = 10 * 60 * MIN;
    expect(nextEditAt(deadline - 3 * 60 * MIN, deadline)).toBe(deadline - 3 * 60 * MIN + 10 * MIN);
    expect(nextEditAt(deadline - 65 * MIN, deadline)).toBe(deadline - 60 * MIN);
    expect(nextEditAt(deadline - 30 * MIN, deadline)).toBe(deadline - 29 * MIN);
    expect(nextEditAt(deadline - 30_000, deadline)).toBe(deadline);
    expect(nextEditAt(deadline, deadline)).toBeNull();
  });

  it('never edits a message faster than once a minute, within the platforms edit limits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 7 * 24 * 60 * MIN }), (left) => {
        const deadline = 1_000_000_000_000;
        const now = deadline - left;
        const next = nextEditAt(now, deadline);
        if (next === null) return false;
        return (
          next > now &&
          next <= deadline &&
          (next - now >= DEFAULT_CADENCE.nearEveryMs || next === deadline || next === deadline - DEFAULT_CADENCE.nearWithinMs)
        );
      }),
    );
  });

  it('sends the 30 and 10 minute reminders when their moment comes, only the tighter one when both passed', () => {
    const deadline = 100 * MIN;
    expect(dueReminders(deadline - 31 * MIN, deadline, [30, 10], new Set())).toEqual({ send: null, markSent: [] });
    expect(dueReminders(deadline - 30 * MIN, deadline, [30, 10], new Set())).toEqual({ send: 30, markSent: [30] });
    expect(dueReminders(deadline - 25 * MIN, deadline, [30, 10], new Set([30]))).toEqual({ send: null, markSent: [] });
    expect(dueReminders(deadline - 8 * MIN, deadline, [30, 10], new Set())).toEqual({ send: 10, markSent: [30, 10] });
    expect(dueReminders(deadline + MIN, deadline, [30, 10], new Set())).toEqual({ send: null, markSent: [] });
  });

  it('comes back no later than the next reminder, so a reminder is never late by a whole edit period', () => {
    const deadline = 300 * MIN;
    expect(nextCountdownAt(deadline - 35 * MIN, deadline, [30, 10], new Set(), { ...DEFAULT_CADENCE, nearEveryMs: 10 * MIN })).toBe(
      deadline - 30 * MIN,
    );
    expect(nextCountdownAt(deadline - 125 * MIN, deadline, [90], new Set())).toBe(deadline - 115 * MIN);
    expect(nextCountdownAt(deadline - 95 * MIN, deadline, [90], new Set())).toBe(deadline - 90 * MIN);
  });
});
