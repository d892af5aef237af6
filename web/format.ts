import { currentLocale, t } from './i18n.js';
import type { CurrencyUnitData } from './wire.js';

/** Money arrives as integer US cents and is formatted here, at the edge, as the chat writes it: `$12.50`, `12,50 $`. */
export function formatCents(cents: number): string {
  return new Intl.NumberFormat(currentLocale(), { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }).format(
    cents / 100,
  );
}

/** An axis label: whole units, and `$12K` past ten thousand, so the labels stay narrow on a phone. */
export function formatAxisCents(cents: number): string {
  return new Intl.NumberFormat(currentLocale(), {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 0,
    maximumFractionDigits: cents % 100 === 0 ? 0 : 2,
    ...(cents >= 1_000_000 ? { notation: 'compact' as const } : {}),
  }).format(cents / 100);
}

/** A day of a period (`2026-12-07`, the shop's own date) as `7 Dec`, in the reader's language. */
export function formatDay(date: string): string {
  return new Intl.DateTimeFormat(currentLocale(), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
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

/** A time of day as the reader's language writes it (`6:02 PM`, `18:02`). */
export function formatTime(iso: string): string {
  return new Intl.DateTimeFormat(currentLocale(), { timeStyle: 'short' }).format(new Date(iso));
}

function isUnitScale(unit: CurrencyUnitData): boolean {
  return unit.scale === null || unit.scale === 'unit';
}

/** `1,000 Stardust`, `Stardust` at unit scale, an unknown scale as the marketplace wrote it: as chat words it. */
function scaleAmount(unit: CurrencyUnitData): string {
  const name = unit.product ?? '';
  if (isUnitScale(unit)) return name === '' ? t('dashboard-page-currency-unit') : name;
  const amount = unit.amount === null ? String(unit.scale) : formatCount(unit.amount);
  return name === '' ? amount : t('dashboard-page-currency-scaled-name', { amount, name });
}

/** A currency's price as chat shows it: `$1.20 per 1,000 Stardust`. */
export function formatCurrencyPrice(cents: number, unit: CurrencyUnitData): string {
  const price = formatCents(cents);
  if (!isUnitScale(unit)) return t('dashboard-page-currency-per-amount', { price, amount: scaleAmount(unit) });
  return unit.product === null
    ? t('dashboard-page-currency-per-unit', { price })
    : t('dashboard-page-currency-per-unit-of', { price, name: unit.product });
}

/** A currency's stock as chat shows it: `500 × 1,000 Stardust`, `500 Crystals` at unit scale. */
export function formatCurrencyStock(count: number, unit: CurrencyUnitData): string {
  const shown = formatCount(count);
  if (!isUnitScale(unit)) return t('dashboard-page-currency-count-times', { count: shown, amount: scaleAmount(unit) });
  return unit.product === null ? shown : t('dashboard-page-currency-count-of', { count: shown, name: unit.product });
}
