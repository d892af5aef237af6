import { z } from 'zod';

/** Days as `Intl` names them in English, Monday first. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The wall clock in a time zone at one instant. */
export interface LocalTime {
  /** `YYYY-MM-DD` in the time zone. */
  date: string;
  weekday: Weekday;
  /** Minutes since local midnight. */
  minute: number;
}

/** True for a time zone this Node knows (IANA names like Europe/Berlin, and UTC). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneInput = z.string().trim().min(1).refine(isTimeZone);
/** `21:00`, `7:30`. */
export const clockTimeInput = z
  .string()
  .trim()
  .regex(/^([01]?\d|2[0-3]):[0-5]\d$/)
  .transform((text) => text.padStart(5, '0'));

/** Minutes since midnight of a `HH:MM` that `clockTimeInput` accepted. */
export function minutesOf(clockTime: string): number {
  const [hours, minutes] = clockTime.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Building a formatter costs far more than using one, and stats turn every quarter hour of a year into a local day. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock in a time zone at an instant; Intl applies the zone's DST rules. */
export function localTime(at: number, timeZone: string): LocalTime {
  const parts = formatterFor(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((each) => each.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    weekday: part('weekday').toLowerCase().slice(0, 3) as Weekday,
    minute: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

/** `YYYY-MM-DD` of an instant in a time zone. */
export function localDay(at: number, timeZone: string): string {
  return timeZone === 'UTC' ? new Date(at).toISOString().slice(0, 10) : localTime(at, timeZone).date;
}
