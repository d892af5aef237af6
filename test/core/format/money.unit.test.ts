import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents, parsePrice } from '../../../src/core/format/money.js';

describe('prices', () => {
  it.each([
    ['12.50', 1250],
    ['$12.50', 1250],
    ['1250c', 1250],
    ['12', 1200],
    ['12.5', 1250],
    ['$ 1,299.99', 129999],
    ['0.05', 5],
    ['12,50', 1250],
    ['12,5', 1250],
    ['0,99', 99],
    ['1.299,99', 129999],
    ['1 299,99', 129999],
    ['1,250,000', 125000000],
    ['1.250.000,50', 125000050],
  ])('reads %s as %i cents', (typed, cents) => {
    expect(parsePrice(typed)).toEqual({ ok: true, cents });
  });

  it.each(['12.505', '-3', 'twelve', '', '$', '12.5.0', '1e3', '12,505', '1,2,3', '1.299.9'])('refuses %j', (typed) => {
    expect(parsePrice(typed).ok).toBe(false);
  });

  it('offers both readings of a lone separator before three digits, and takes neither', () => {
    expect(parsePrice('1,250')).toEqual({
      ok: false,
      message: '"1,250" could mean $1,250.00 or $1.25. Write `1250.00` or `1.25` to say which.',
    });
    expect(parsePrice('1.250')).toEqual({
      ok: false,
      message: '"1.250" could mean $1,250.00 or $1.25. Write `1250.00` or `1.25` to say which.',
    });
    expect(parsePrice('12.505')).toEqual({
      ok: false,
      message: '"12.505" could mean $12,505.00, or cents with one digit too many. Write `12505.00` if you mean $12,505.00.',
    });
  });

  it('refuses a price of zero with a sentence, however it is written', () => {
    for (const typed of ['0', '0.00', '0,00', '$0', '0c'])
      expect(parsePrice(typed)).toEqual({ ok: false, message: expect.stringMatching(/^A price of \$0\.00 is not possible/) });
  });

  it('never reads a decimal comma as a thousands separator (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999 }), fc.integer({ min: 0, max: 99 }), (dollars, rest) => {
        const cents = String(rest).padStart(2, '0');
        expect(parsePrice(`${dollars},${cents}`)).toEqual({ ok: true, cents: dollars * 100 + rest });
        expect(parsePrice(`${dollars.toLocaleString('de-DE')},${cents}`)).toEqual({ ok: true, cents: dollars * 100 + rest });
        expect(parsePrice(`${dollars.toLocaleString('en-US')}.${cents}`)).toEqual({ ok: true, cents: dollars * 100 + rest });
      }),
    );
  });

  it('formats cents at the edge only', () => {
    expect(formatCents(129999)).toBe('$1,299.99');
    expect(formatCents(5)).toBe('$0.05');
  });
});
