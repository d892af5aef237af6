import { z } from 'zod';

/** Renders integer US cents for a seller: `$12.50`. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  const rest = String(abs % 100).padStart(2, '0');
  return `${sign}$${dollars}.${rest}`;
}

const MAX_CENTS = 100_000_000_00;

/**
 * What a seller may type as a price: `12.50`, `$12.50`, `12`, `1250c`. Always
 * integer cents; more than two decimals or a negative amount is refused.
 */
export const priceInput = z.string().transform((raw, ctx) => {
  const text = raw.trim().replace(/\s+/g, '').replace(/,/g, '');
  const centsForm = /^(\d+)c$/i.exec(text);
  let cents: number | null = null;
  if (centsForm?.[1] !== undefined) {
    cents = Number(centsForm[1]);
  } else {
    const dollarForm = /^\$?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
    if (dollarForm?.[1] !== undefined) {
      cents = Number(dollarForm[1]) * 100 + Number((dollarForm[2] ?? '0').padEnd(2, '0'));
    }
  }
  if (cents === null || !Number.isSafeInteger(cents)) {
    ctx.addIssue({ code: 'custom', message: `"${raw}" is not a price: write 12.50, $12.50 or 1250c` });
    return z.NEVER;
  }
  if (cents > MAX_CENTS) {
    ctx.addIssue({ code: 'custom', message: 'that price is too large' });
    return z.NEVER;
  }
  return cents;
});

export function parsePrice(raw: string): { ok: true; cents: number } | { ok: false; message: string } {
  const parsed = priceInput.safeParse(raw);
  if (parsed.success) return { ok: true, cents: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'not a price' };
}
