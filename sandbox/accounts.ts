import { createHash } from 'node:crypto';
import { parseAllowlist } from './allowlist.js';
import { ApiError, badRequest, conflict, notFound } from './api-error.js';
import type { Random } from './random.js';
import type { ApiKeyRecord, SandboxState, Seller } from './state.js';

const MAX_KEYS_PER_ACCOUNT = 5;

const hashKey = (apiKey: string): string => createHash('sha256').update(apiKey).digest('base64url');

const unauthorized = (): ApiError => new ApiError(401, 'unauthorized');

/** Seller accounts and their keys; a key is kept only as a hash. */
export class Accounts {
  constructor(
    private readonly state: SandboxState,
    private readonly random: Random,
  ) {}

  createSeller(allowlist: unknown, apiKey?: string): { seller: Seller; apiKey: string; keyId: string } {
    const seller: Seller = { id: this.random.uuid(), suspended: false, keys: [] };
    const key = this.issueKey(seller, allowlist, apiKey);
    this.state.sellers.set(seller.id, seller);
    return { seller, ...key };
  }

  seller(id: string): Seller {
    const seller = this.state.sellers.get(id);
    if (!seller) throw notFound();
    return seller;
  }

  /** At most 5 live keys; a malformed or oversized allowlist is refused. */
  issueKey(seller: Seller, allowlist: unknown, fixedKey?: string): { apiKey: string; keyId: string } {
    const entries = allowlist === undefined || allowlist === null ? [] : allowlist;
    if (!Array.isArray(entries)) throw badRequest('invalid_allowlist');
    const parsed = parseAllowlist(entries);
    if (!parsed) throw badRequest('invalid_allowlist');
    if (seller.keys.filter((k) => !k.revoked).length >= MAX_KEYS_PER_ACCOUNT) throw conflict('too_many_keys');
    const apiKey = fixedKey ?? `hk_sandbox_${this.random.token(24)}`;
    const record: ApiKeyRecord = { id: this.random.uuid(), sellerId: seller.id, hash: hashKey(apiKey), allowlist: parsed, revoked: false };
    seller.keys.push(record);
    this.state.keysByHash.set(record.hash, record);
    return { apiKey, keyId: record.id };
  }

  revoke(seller: Seller, keyId: string): void {
    const record = seller.keys.find((k) => k.id === keyId);
    if (!record) throw notFound();
    record.revoked = true;
  }

  /** 401 for an unknown, revoked or out-of-allowlist key without saying which; 403 for a suspended account. */
  authenticate(authorization: string | undefined, remoteAddress: string | undefined): { seller: Seller; keyId: string } {
    if (!authorization || !authorization.startsWith('Bearer ')) throw unauthorized();
    const record = this.state.keysByHash.get(hashKey(authorization.slice(7).trim()));
    if (!record || record.revoked || !record.allowlist.admits(remoteAddress)) throw unauthorized();
    const seller = this.state.sellers.get(record.sellerId);
    if (!seller) throw unauthorized();
    if (seller.suspended) throw new ApiError(403, 'account_suspended');
    return { seller, keyId: record.id };
  }
}
