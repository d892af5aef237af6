import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateKeyRingEntry, parseKeyRing } from '../../src/store/key-ring.js';
import { KeyVault, VaultError } from '../../src/store/key-vault.js';

const older = generateKeyRingEntry('old');
const newer = generateKeyRingEntry('new');
const apiKey = 'sk_live_4f9a8c2e1b7d6a5f3c9e8d7b';

function failureOf(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    if (error instanceof VaultError) return error.failure;
    throw error;
  }
  return 'opened';
}

describe('key ring', () => {
  it('reads entries newest first', () => {
    const ring = parseKeyRing(` ${newer} , ${older} `);
    expect(ring.newest.id).toBe('new');
    expect([...ring.keys.keys()]).toEqual(['new', 'old']);
  });

  it.each([
    ['', 'at least one entry'],
    ['nokey', 'entry 1 needs the form'],
    ['a:Zm9v', 'exactly 32 bytes'],
    [`${older},${older}`, 'appears twice'],
    ['bad id:AAAA', 'entry 1 needs the form'],
  ])('refuses %j with a message that says what is wrong', (text, expected) => {
    expect(() => parseKeyRing(text)).toThrow(expected);
  });

  it('never repeats key material in its errors', () => {
    const material = older.split(':')[1] ?? '';
    const truncated = `x:${material.slice(0, -4)}`;
    expect(() => parseKeyRing(truncated)).toThrow(/exactly 32 bytes/);
    try {
      parseKeyRing(truncated);
    } catch (error) {
      expect(String(error)).not.toContain(material.slice(0, 20));
    }
  });
});

describe('key vault', () => {
  const vault = new KeyVault(parseKeyRing(older));

  it('opens what it sealed, for the same account', () => {
    fc.assert(
      fc.property(fc.string(), fc.uuid(), (secret, accountId) => {
        expect(vault.open(accountId, vault.seal(accountId, secret))).toBe(secret);
      }),
    );
  });

  it('uses a fresh IV each time and never shows the key in the sealed value', () => {
    const first = vault.seal('acc-1', apiKey);
    const second = vault.seal('acc-1', apiKey);
    expect(first).not.toBe(second);
    expect(first).not.toContain(apiKey);
    expect(first).not.toContain(Buffer.from(apiKey).toString('base64url').slice(0, 12));
  });

  it('refuses a value moved to another account', () => {
    const sealed = vault.seal('acc-1', apiKey);
    expect(failureOf(() => vault.open('acc-2', sealed))).toBe('rejected');
  });

  it('refuses every single-character change to a sealed value', () => {
    const sealed = vault.seal('acc-1', apiKey);
    for (let index = 0; index < sealed.length; index += 1) {
      for (const replacement of ['A', 'B', '-', '.']) {
        if (sealed[index] === replacement) continue;
        const tampered = sealed.slice(0, index) + replacement + sealed.slice(index + 1);
        expect(
          failureOf(() => vault.open('acc-1', tampered)),
          `position ${index} -> ${replacement}`,
        ).not.toBe('opened');
      }
    }
  });

  it('names an unknown master key without revealing anything else', () => {
    const foreign = new KeyVault(parseKeyRing(generateKeyRingEntry('gone'))).seal('acc-1', apiKey);
    expect(() => vault.open('acc-1', foreign)).toThrow(/master key "gone", which is not in HAWKER_MASTER_KEYS/);
  });

  it('keeps old values readable after rotation and re-seals them under the newest key', () => {
    const sealedOld = vault.seal('acc-1', apiKey);
    const rotated = new KeyVault(parseKeyRing(`${newer},${older}`));
    expect(rotated.needsReseal(sealedOld)).toBe(true);
    expect(rotated.open('acc-1', sealedOld)).toBe(apiKey);
    const resealed = rotated.reseal('acc-1', sealedOld);
    expect(rotated.needsReseal(resealed)).toBe(false);
    const withoutOld = new KeyVault(parseKeyRing(newer));
    expect(withoutOld.open('acc-1', resealed)).toBe(apiKey);
    expect(failureOf(() => withoutOld.open('acc-1', sealedOld))).toBe('unknown_key');
  });
});
