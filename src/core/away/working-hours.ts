import { currentLocale, t } from '../../i18n/index.js';
import { isTimeZone, localTime, WEEKDAYS, type Weekday } from '../../domain/local-time.js';
import type { WorkingHours } from '../../domain/working-hours.js';

/** One stretch of a day, in minutes after local midnight; `end` may pass midnight (22:00-02:00). */
interface DayRange {
  day: Weekday;
  start: number;
  end: number;
}

export type ParsedHours = { ok: true; hours: WorkingHours } | { ok: false; problem: string };

/** `HH:MM` up to `24:00`, the end of a working day; null for anything else. */
function rangeMinutesOf(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

function daysOf(text: string): Weekday[] | null {
  const span = /^([a-z]{3})(?:-([a-z]{3}))?$/.exec(text);
  if (!span) return null;
  const from = WEEKDAYS.indexOf(span[1] as Weekday);
  const to = span[2] === undefined ? from : WEEKDAYS.indexOf(span[2] as Weekday);
  if (from < 0 || to < 0) return null;
  const days: Weekday[] = [];
  for (let index = from; ; index = (index + 1) % 7) {
    const day = WEEKDAYS[index];
    if (day) days.push(day);
    if (index === to) break;
  }
  return days;
}

/**
 * `Europe/Berlin mon-fri 09:00-23:00, sat 12:00-20:00`: a time zone, then comma-separated
 * day spans with one time range each. A range ending at or before its start runs past
 * midnight into the next day.
 */
export function parseWorkingHours(text: string): ParsedHours {
  const [timeZone, ...rest] = text.trim().split(/\s+/);
  if (!timeZone || !isTimeZone(timeZone)) return { ok: false, problem: t('hours-bad-zone', { zone: timeZone ?? '' }) };
  const spec = rest.join(' ').toLowerCase();
  if (spec === '') return { ok: false, problem: t('hours-no-days') };
  const ranges: DayRange[] = [];
  for (const part of spec.split(',').map((each) => each.trim())) {
    const match = /^([a-z]{3}(?:-[a-z]{3})?)\s+(\d{1,2}:\d{2})-(\d{1,2}:\d{2})$/.exec(part);
    const days = match?.[1] ? daysOf(match[1]) : null;
    const start = match?.[2] ? rangeMinutesOf(match[2]) : null;
    const end = match?.[3] ? rangeMinutesOf(match[3]) : null;
    if (!days || start === null || end === null || start === end) {
      return { ok: false, problem: t('hours-bad-span', { part }) };
    }
    for (const day of days) ranges.push({ day, start, end });
  }
  return { ok: true, hours: { timeZone, ranges } };
}

/** True while one of the ranges covers the local time at `at`; a range past midnight covers the next morning. */
export function isWorkingTime(hours: WorkingHours, at: number): boolean {
  const { weekday: day, minute } = localTime(at, hours.timeZone);
  const yesterday = WEEKDAYS[(WEEKDAYS.indexOf(day) + 6) % 7];
  return hours.ranges.some((range) => {
    if (range.end > range.start) return range.day === day && minute >= range.start && minute < range.end;
    return (range.day === day && minute >= range.start) || (range.day === yesterday && minute < range.end);
  });
}

function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** 2024-01-01 was a Monday: the seven days from it name the weekdays in `WEEKDAYS` order. */
const A_MONDAY_MS = Date.UTC(2024, 0, 1);

/** A weekday as the current language shortens it (`mon`, `пн`), from `Intl`. */
function weekdayName(day: Weekday): string {
  const locale = currentLocale();
  const at = new Date(A_MONDAY_MS + WEEKDAYS.indexOf(day) * 86_400_000);
  return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(at).toLocaleLowerCase(locale);
}

function hoursText(hours: WorkingHours, dayName: (day: Weekday) => string): string {
  return `${hours.ranges.map((range) => `${dayName(range.day)} ${clock(range.start)}-${clock(range.end)}`).join(', ')} (${hours.timeZone})`;
}

/** `mon 09:00-23:00, sat 12:00-20:00 (Europe/Berlin)` with the weekdays in the current language, for the state answer. */
export function describeHours(hours: WorkingHours): string {
  return hoursText(hours, weekdayName);
}

/** The hours with the weekdays as `away hours` takes them: the same in every language, for the audit. */
export function typedHours(hours: WorkingHours): string {
  return hoursText(hours, (day) => day);
}
