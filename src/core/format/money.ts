import { z } from 'zod';
import { currentLocale, formatMoney, t } from '../../i18n/index.js';

/** Renders integer US cents for the person Hawker answers: `$12.50` in English, `12,50 $` in Russian. */
export function formatCents(cents: number): string {
  return formatMoney(cents, currentLocale());
}

const countFormats = new Map<string, Intl.NumberFormat>();

/** A count as the person's language writes it: `1,000` in English, `1 000` in Russian. */
export function formatCount(count: number): string {
  // One format per language: `toLocaleString` builds a new one on every call, a field of every alert.
  const locale = currentLocale();
  let format = countFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    countFormats.set(locale, format);
  }
  return format.format(count);
}

const MAX_CENTS = 100_000_000_00;

export type PriceReading = { ok: true; cents: number } | { ok: false; message: string };

function cents(whole: string, fraction = ''): number {
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * Cents from what a seller typed, in either convention: a dot or a comma before the
 * cents, and the other one between thousands. At most one form matches.
 */
function readCents(text: string): number | null {
  const centsForm = /^(\d+)c$/i.exec(text);
  if (centsForm?.[1] !== undefined) return Number(centsForm[1]);
  const plain = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(text);
  if (plain?.[1] !== undefined) return cents(plain[1], plain[2]);
  const usGrouped = /^(\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/.exec(text);
  if (usGrouped?.[1] !== undefined) return cents(usGrouped[1].replace(/,/g, ''), usGrouped[2]);
  const euGrouped = /^(\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?$/.exec(text);
  if (euGrouped?.[1] !== undefined) return cents(euGrouped[1].replace(/\./g, ''), euGrouped[2]);
  return null;
}

/** An amount as a seller would type it back, never ambiguous: `1250.00` in English, `1250,00` in Russian. */
function typedAmount(amountCents: number): string {
  const decimal = new Intl.NumberFormat(currentLocale()).formatToParts(0.5).find((part) => part.type === 'decimal')?.value ?? '.';
  const separator = decimal === ',' ? ',' : '.';
  return `${Math.floor(amountCents / 100)}${separator}${String(amountCents % 100).padStart(2, '0')}`;
}

/**
 * What a seller may type as a price: `12.50`, `12,50`, `$12.50`, `1,299.99`,
 * `1.299,99`, `12`, `1250c`. Always integer cents. `1,250` or `1.250` could mean
 * either $1,250.00 or $1.25, so it is refused with both readings offered; zero, a
 * negative amount or more than two decimals is refused too.
 */
export function parsePrice(raw: string): PriceReading {
  const text = raw.trim().replace(/^\$/, '').replace(/\s+/g, '');
  const lone = /^(\d{1,3})[.,](\d{3})$/.exec(text);
  if (lone?.[1] !== undefined && lone[2] !== undefined) {
    // Three digits after a lone separator: thousands in one convention, a typo or 1.250 = 1.25 in the other.
    const thousands = cents(`${lone[1]}${lone[2]}`);
    const decimals = lone[2].endsWith('0') ? cents(lone[1], lone[2].slice(0, 2)) : null;
    const typed = raw.trim();
    return {
      ok: false,
      message:
        decimals === null
          ? t('price-input-ambiguous-digit', { typed, thousands: formatCents(thousands), writeThousands: typedAmount(thousands) })
          : t('price-input-ambiguous', {
              typed,
              thousands: formatCents(thousands),
              decimals: formatCents(decimals),
              writeThousands: typedAmount(thousands),
              writeDecimals: typedAmount(decimals),
            }),
    };
  }
  const value = readCents(text);
  if (value === null || !Number.isSafeInteger(value)) return { ok: false, message: t('price-input-unreadable', { typed: raw.trim() }) };
  if (value === 0) return { ok: false, message: t('price-input-zero', { zero: formatCents(0) }) };
  if (value > MAX_CENTS) return { ok: false, message: t('price-input-too-high', { max: formatCents(MAX_CENTS) }) };
  return { ok: true, cents: value };
}

/** `parsePrice` as a zod schema for command arguments: its sentences become the usage problem. */
export const priceInput = z.string().transform((raw, ctx) => {
  const reading = parsePrice(raw);
  if (reading.ok) return reading.cents;
  ctx.addIssue({ code: 'custom', message: reading.message });
  return z.NEVER;
});
