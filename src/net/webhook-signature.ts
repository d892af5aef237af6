import { createHmac } from 'node:crypto';
import { signingKeyOf } from './signing-secret.js';

/**
 * Standard Webhooks signing (https://www.standardwebhooks.com/): a receiver verifies with
 * any Standard Webhooks library, never with Hawker's code. A secret (`signing-secret.ts`)
 * is shown as `whsec_<base64 key>`; the signature is HMAC-SHA256 of `${id}.${timestamp}.${body}`.
 */

/** The specification asks for secrets of 24 to 64 bytes; a shorter key is refused rather than used. */
const MIN_SECRET_BYTES = 24;

function secretKey(secret: string): Buffer {
  const key = signingKeyOf(secret);
  // The message never carries the secret: an error may reach a log.
  if (key.length < MIN_SECRET_BYTES) throw new Error(`a webhook secret must hold at least ${MIN_SECRET_BYTES} bytes`);
  return key;
}

export interface SignatureInput {
  /** The message's id: the same on every retry of one message, so a receiver can drop repeats. */
  messageId: string;
  /** Seconds since the epoch; receivers refuse a timestamp far from their clock (replays). */
  timestamp: number;
  /** The exact bytes sent: a receiver verifies the raw body, not a re-serialised one. */
  body: string;
  /** Every secret in use: while a secret is rotated, the old and the new both sign, so either verifies. */
  secrets: readonly string[];
}

/** The three Standard Webhooks headers, one `v1,` signature per secret separated by spaces. */
export function signatureHeaders(input: SignatureInput): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  if (input.secrets.length === 0) throw new Error('a signed call needs at least one secret');
  const timestamp = String(Math.floor(input.timestamp));
  const signed = `${input.messageId}.${timestamp}.${input.body}`;
  const signatures = input.secrets.map((secret) => `v1,${createHmac('sha256', secretKey(secret)).update(signed).digest('base64')}`);
  return { 'webhook-id': input.messageId, 'webhook-timestamp': timestamp, 'webhook-signature': signatures.join(' ') };
}
