import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { KeyRing, MasterKey } from './key-ring.js';

/** Why a sealed value did not open. Never carries the value or the key. */
export type VaultFailure = 'malformed' | 'unknown_key' | 'rejected';

export class VaultError extends Error {
  override name = 'VaultError';
  constructor(
    readonly failure: VaultFailure,
    message: string,
  ) {
    super(message);
  }
}

const FORMAT = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

interface SealedParts {
  keyId: string;
  iv: Buffer;
  tag: Buffer;
  ciphertext: Buffer;
}

/**
 * Seals secrets (seller API keys) with AES-256-GCM. The owner's id is the
 * associated data, so a sealed value copied onto another account does not open;
 * the master key id is part of the value, so an older key still opens it after rotation.
 * Sealed form: `v1.<keyId>.<iv>.<tag>.<ciphertext>` (base64url parts).
 */
export class KeyVault {
  constructor(private readonly ring: KeyRing) {}

  get newestKeyId(): string {
    return this.ring.newest.id;
  }

  seal(ownerId: string, secret: string): string {
    const master = this.ring.newest;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', master.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(associatedData(master.id, ownerId));
    const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [FORMAT, master.id, iv, cipher.getAuthTag(), ciphertext]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** Throws VaultError when the value was altered, belongs to another owner, or its key left the ring. */
  open(ownerId: string, sealed: string): string {
    const parts = parse(sealed);
    const master = this.masterKey(parts.keyId);
    const decipher = createDecipheriv('aes-256-gcm', master.key, parts.iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(associatedData(master.id, ownerId));
    decipher.setAuthTag(parts.tag);
    try {
      return Buffer.concat([decipher.update(parts.ciphertext), decipher.final()]).toString('utf8');
    } catch {
      throw new VaultError('rejected', 'sealed value was altered or belongs to another account');
    }
  }

  /** True when the value was sealed under a key other than the newest (or is unreadable). */
  needsReseal(sealed: string): boolean {
    try {
      return parse(sealed).keyId !== this.ring.newest.id;
    } catch {
      return true;
    }
  }

  /** Opens under whichever ring key sealed it and seals again under the newest. */
  reseal(ownerId: string, sealed: string): string {
    return this.seal(ownerId, this.open(ownerId, sealed));
  }

  private masterKey(keyId: string): MasterKey {
    const master = this.ring.keys.get(keyId);
    if (!master) throw new VaultError('unknown_key', `sealed under master key "${keyId}", which is not in HAWKER_MASTER_KEYS`);
    return master;
  }
}

function associatedData(keyId: string, ownerId: string): Buffer {
  return Buffer.from(`hawker-vault:${FORMAT}:${keyId}:${ownerId}`, 'utf8');
}

function parse(sealed: string): SealedParts {
  const parts = sealed.split('.');
  const [format, keyId, iv, tag, ciphertext] = parts;
  if (parts.length !== 5 || format !== FORMAT || !keyId || !iv || !tag || ciphertext === undefined) {
    throw new VaultError('malformed', 'sealed value is not in the vault format');
  }
  const decoded = { keyId, iv: canonical(iv), tag: canonical(tag), ciphertext: canonical(ciphertext) };
  if (decoded.iv.length !== IV_BYTES || decoded.tag.length !== TAG_BYTES) {
    throw new VaultError('malformed', 'sealed value is not in the vault format');
  }
  return decoded;
}

// Base64 decoders ignore stray characters and unused trailing bits; accepting only the
// canonical spelling means any change to a sealed value is refused, not silently equal.
function canonical(part: string): Buffer {
  const bytes = Buffer.from(part, 'base64url');
  if (bytes.toString('base64url') !== part) throw new VaultError('malformed', 'sealed value is not in the vault format');
  return bytes;
}
