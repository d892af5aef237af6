import { currentLocale, t } from '../../i18n/index.js';

/** `in 2 h 14 min` / `5 min ago`: how far a moment is from now, in the person's language. */
export function formatRelative(atMs: number, nowMs: number): string {
  const diff = atMs - nowMs;
  if (Math.abs(diff) < 60_000) return diff >= 0 ? t('time-in-under-a-minute') : t('time-under-a-minute-ago');
  const span = formatSpan(Math.abs(diff));
  return diff >= 0 ? t('time-in', { span }) : t('time-ago', { span });
}

/** A duration as days, hours and minutes, the two largest non-zero parts. */
export function formatSpan(ms: number): string {
  // Rounded down: a deadline never looks further away than it is.
  const totalMinutes = Math.max(1, Math.floor(ms / 60_000));
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  const minutes = totalMinutes % 60;
  const parts: string[] = [];
  if (days > 0) parts.push(t('span-days', { count: days }));
  if (hours > 0) parts.push(t('span-hours', { count: hours }));
  if (minutes > 0 && days === 0) parts.push(t('span-minutes', { count: minutes }));
  return parts.join(' ');
}

const utcFormats = new Map<string, Intl.DateTimeFormat>();

function utcFormat(locale: string): Intl.DateTimeFormat {
  let format = utcFormats.get(locale);
  if (!format) {
    // English keeps the ISO order (2026-11-21 21:49): sellers in many countries share one team chat,
    // and a numeric US date (11/21/26) reads wrongly to most of them. Swedish is the Intl locale that writes it.
    format = new Intl.DateTimeFormat(locale === 'en' ? 'sv-SE' : locale, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    });
    utcFormats.set(locale, format);
  }
  return format;
}

/** `2026-11-21 21:49 UTC` in English, `21.11.2026, 21:49 UTC` in Russian. */
export function formatUtc(atMs: number): string {
  return t('time-utc', { moment: utcFormat(currentLocale()).format(new Date(atMs)) });
}

/** Relative plus absolute, so a team across time zones reads the same moment. */
export function formatWhen(atMs: number, nowMs: number): string {
  return t('time-when', { relative: formatRelative(atMs, nowMs), absolute: formatUtc(atMs) });
}

/** A marketplace date-time shown as-is when it does not parse, never thrown. */
export function formatIsoWhen(iso: string | null | undefined, nowMs: number): string {
  if (!iso) return t('time-not-set');
  const at = Date.parse(iso);
  return Number.isNaN(at) ? iso : formatWhen(at, nowMs);
}
