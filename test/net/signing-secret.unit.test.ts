// The secrets signed calls are made with, shown once to their owner as Standard Webhooks spells them.
import { describe, expect, it } from 'vitest';
import { newSigningSecret, signingKeyOf } from '../../src/net/signing-secret.js';

describe('newSigningSecret', () => {
  it('makes secrets shown as whsec_ and 32 random bytes, never the same twice', () => {
    const made = newSigningSecret();
    expect(made).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(made.slice('whsec_'.length), 'base64')).toHaveLength(32);
    expect(newSigningSecret()).not.toBe(made);
  });

  it('reads a secret back as the key it stands for', () => {
    const made = newSigningSecret();
    expect(signingKeyOf(made).toString('base64')).toBe(made.slice('whsec_'.length));
  });
});
