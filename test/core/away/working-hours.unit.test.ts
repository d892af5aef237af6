import { describe, expect, it } from 'vitest';
import { parseAwayUntil } from '../../../src/core/away/away-until.js';
import { isWorkingTime, parseWorkingHours } from '../../../src/core/away/working-hours.js';
import { type WorkingHours } from '../../../src/domain/working-hours.js';

const hoursOf = (text: string): WorkingHours => {
  const parsed = parseWorkingHours(text);
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.hours;
};
const at = (iso: string) => Date.parse(iso);

describe('working hours', () => {
  it('follow the local clock across a DST change: 09:00 in Berlin is 08:00 UTC in winter and 07:00 UTC in summer', () => {
    const hours = hoursOf('Europe/Berlin mon-sun 09:00-17:00');
    // Sunday 29 March 2026: clocks go from 02:00 to 03:00 in Berlin.
    expect(isWorkingTime(hours, at('2026-03-28T07:30:00Z'))).toBe(false);
    expect(isWorkingTime(hours, at('2026-03-28T08:00:00Z'))).toBe(true);
    expect(isWorkingTime(hours, at('2026-03-29T07:00:00Z'))).toBe(true);
    expect(isWorkingTime(hours, at('2026-03-29T06:59:00Z'))).toBe(false);
  });

  it('run past midnight into the next day when a range ends before it starts', () => {
    const hours = hoursOf('UTC fri 20:00-02:00');
    expect(isWorkingTime(hours, at('2026-11-27T23:30:00Z'))).toBe(true);
    expect(isWorkingTime(hours, at('2026-11-28T01:59:00Z'))).toBe(true);
    expect(isWorkingTime(hours, at('2026-11-28T02:00:00Z'))).toBe(false);
    expect(isWorkingTime(hours, at('2026-11-26T23:30:00Z'))).toBe(false);
  });

  it('take day spans that wrap the week, and mean each day of the span', () => {
    const hours = hoursOf('UTC sat-mon 10:00-12:00');
    expect(hours.ranges.map((range) => range.day)).toEqual(['sat', 'sun', 'mon']);
    expect(isWorkingTime(hours, at('2026-11-23T11:00:00Z'))).toBe(true);
    expect(isWorkingTime(hours, at('2026-11-24T11:00:00Z'))).toBe(false);
  });
});

describe('away until', () => {
  it('ends at the next such local time, tomorrow when it has passed today, and after a length of time', () => {
    const now = at('2026-11-23T22:15:00Z');
    expect(parseAwayUntil('until 08:00', now, 'Europe/Berlin')).toEqual({ ok: true, until: at('2026-11-24T07:00:00Z') });
    expect(parseAwayUntil('until 23:30', now, 'UTC')).toEqual({ ok: true, until: at('2026-11-23T23:30:00Z') });
    expect(parseAwayUntil('for 3h', now, 'UTC')).toEqual({ ok: true, until: now + 3 * 3_600_000 });
    expect(parseAwayUntil('', now, 'UTC')).toEqual({ ok: true, until: null });
  });
});
