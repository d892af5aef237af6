import { randomBytes } from 'node:crypto';

/** One master key: its id travels inside every sealed value so the right key opens it. */
export interface MasterKey {
  id: string;
  key: Buffer;
}

/** Master keys, newest first: the newest seals, every one of them still opens. */
export interface KeyRing {
  newest: MasterKey;
  keys: ReadonlyMap<string, MasterKey>;
}

export class KeyRingError extends Error {
  override name = 'KeyRingError';
}

const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
const KEY_BYTES = 32;

/**
 * Parses `HAWKER_MASTER_KEYS`: comma-separated `keyId:base64(32 bytes)`, newest first.
 * Error messages name the entry by position and id, never its key material.
 */
export function parseKeyRing(text: string): KeyRing {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  if (entries.length === 0) throw new KeyRingError('needs at least one entry keyId:base64key');
  const keys = new Map<string, MasterKey>();
  const ordered: MasterKey[] = [];
  entries.forEach((entry, index) => {
    const colon = entry.indexOf(':');
    const id = colon < 0 ? '' : entry.slice(0, colon);
    const material = colon < 0 ? '' : entry.slice(colon + 1);
    if (!KEY_ID.test(id)) {
      throw new KeyRingError(`entry ${index + 1} needs the form keyId:base64key with a key id of 1 to 32 letters, digits, _ or -`);
    }
    if (keys.has(id)) throw new KeyRingError(`key id "${id}" appears twice`);
    const key = Buffer.from(material, 'base64');
    if (key.length !== KEY_BYTES || key.toString('base64') !== material) {
      throw new KeyRingError(`key "${id}" must be exactly 32 bytes in standard base64 (run npm run vault:keygen)`);
    }
    const masterKey = { id, key };
    keys.set(id, masterKey);
    ordered.push(masterKey);
  });
  const [newest] = ordered;
  if (!newest) throw new KeyRingError('needs at least one entry keyId:base64key');
  return { newest, keys };
}

/** A fresh ring entry `keyId:base64key`; the id defaults to the UTC date and a random suffix. */
export function generateKeyRingEntry(id?: string): string {
  const keyId = id ?? `k${new Date().toISOString().slice(0, 10).replaceAll('-', '')}${randomBytes(2).toString('hex')}`;
  if (!KEY_ID.test(keyId)) throw new KeyRingError('a key id is 1 to 32 letters, digits, _ or -');
  return `${keyId}:${randomBytes(KEY_BYTES).toString('base64')}`;
}
