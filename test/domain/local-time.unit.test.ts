import { describe, expect, it } from 'vitest';
import { clockTimeInput, isTimeZone, localDay, localTime, minutesOf } from '../../src/domain/local-time.js';

const at = (iso: string) => Date.parse(iso);

describe('local time in a time zone', () => {
  it('puts 21:00 Berlin at 20:00 UTC in winter and 19:00 UTC in summer, across the DST change', () => {
    expect(localTime(at('2026-01-15T20:00:00Z'), 'Europe/Berlin')).toEqual({
      date: '2026-01-15',
      weekday: 'thu',
      minute: minutesOf('21:00'),
    });
    expect(localTime(at('2026-07-15T19:00:00Z'), 'Europe/Berlin')).toEqual({
      date: '2026-07-15',
      weekday: 'wed',
      minute: minutesOf('21:00'),
    });
    // 29 March 2026: clocks jump from 02:00 to 03:00, so 21:00 comes at 19:00 UTC that evening.
    expect(localTime(at('2026-03-29T19:00:00Z'), 'Europe/Berlin')).toEqual({
      date: '2026-03-29',
      weekday: 'sun',
      minute: minutesOf('21:00'),
    });
  });

  it('turns the date and the weekday together at local midnight, not at UTC midnight', () => {
    expect(localTime(at('2026-03-29T23:30:00Z'), 'Europe/Berlin')).toEqual({ date: '2026-03-30', weekday: 'mon', minute: 90 });
    expect(localDay(at('2026-03-29T23:30:00Z'), 'Europe/Berlin')).toBe('2026-03-30');
    expect(localTime(at('2026-11-27T23:59:00Z'), 'UTC')).toEqual({ date: '2026-11-27', weekday: 'fri', minute: 1439 });
    expect(localTime(at('2026-11-28T00:00:00Z'), 'UTC')).toEqual({ date: '2026-11-28', weekday: 'sat', minute: 0 });
  });

  it('takes the time zones and clock times a seller types, and refuses others', () => {
    expect(isTimeZone('Europe/Kyiv')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(clockTimeInput.parse(' 7:30 ')).toBe('07:30');
    expect(clockTimeInput.safeParse('24:00').success).toBe(false);
  });
});
