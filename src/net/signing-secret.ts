import { randomBytes } from 'node:crypto';

/** The prefix Standard Webhooks gives a signing secret, so a person can tell it from a key. */
const SECRET_PREFIX = 'whsec_';

/** A new signing secret as Standard Webhooks spells it: `whsec_` and 32 random bytes in base64. */
export function newSigningSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/** The HMAC key a secret stands for (the bytes after the prefix). */
export function signingKeyOf(secret: string): Buffer {
  return Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
}
