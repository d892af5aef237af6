import { randomInt } from 'node:crypto';

// Crockford's base32: no I, L, O or U, so a code read aloud or retyped survives.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A short random code a person can type on another platform. */
export function generateOneTimeCode(length = 8): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Forgives case, spaces, dashes and the letters people confuse with digits. */
export function normalizeOneTimeCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
}
