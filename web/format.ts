import { currentLocale } from './i18n.js';

/** Money arrives as integer US cents and is formatted here, at the edge, as the chat writes it: `$12.50`, `12,50 $`. */
export function formatCents(cents: number): string {
  return new Intl.NumberFormat(currentLocale(), { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }).format(
    cents / 100,
  );
}

export function formatCount(count: number): string {
  return new Intl.NumberFormat(currentLocale()).format(count);
}

/** Time left as `m:ss` (or `h:mm:ss`), never negative. */
export function formatCountdown(msLeft: number): string {
  const total = Math.max(0, Math.floor(msLeft / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

export function formatMoment(iso: string): string {
  return new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}
