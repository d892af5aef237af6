import type { SellerApi } from '../api/seller-api.js';

export interface ClientCacheLimits {
  /** Clients kept open at most; the least recently used one is closed beyond it. */
  maxClients: number;
  /** A client unused this long is closed. */
  idleMs: number;
}

/** A few hundred sellers active at once stay warm; an idle key leaves memory within minutes. */
export const DEFAULT_CLIENT_CACHE_LIMITS: ClientCacheLimits = { maxClients: 500, idleMs: 10 * 60_000 };

interface Entry {
  fingerprint: string;
  client: SellerApi;
  lastUsedAt: number;
}

/**
 * The bot's open marketplace clients, one per account, each holding its decrypted key:
 * bounded in number and in idle time so a process serving many sellers does not keep
 * every key it ever opened. A client for a replaced key is closed, never reused.
 */
export class ClientCache {
  /** In least recently used order: a Map iterates in insertion order and a use re-inserts. */
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly limits: ClientCacheLimits,
    private readonly now: () => number,
  ) {}

  /** The open client for the account's current key, or a new one from `open`. */
  async get(accountId: string, fingerprint: string, open: () => Promise<SellerApi>): Promise<SellerApi> {
    const cached = this.entries.get(accountId);
    let client: SellerApi;
    if (cached && cached.fingerprint === fingerprint) {
      this.entries.delete(accountId);
      client = cached.client;
    } else {
      if (cached) await this.forget(accountId);
      client = await open();
    }
    this.entries.set(accountId, { fingerprint, client, lastUsedAt: this.now() });
    await this.trim();
    return client;
  }

  async forget(accountId: string): Promise<void> {
    const cached = this.entries.get(accountId);
    this.entries.delete(accountId);
    if (cached) await cached.client.close();
  }

  /** Closes the clients idle for longer than allowed. */
  async closeIdle(): Promise<void> {
    const cutoff = this.now() - this.limits.idleMs;
    for (const [accountId, entry] of this.entries) {
      if (entry.lastUsedAt > cutoff) break;
      await this.forget(accountId);
    }
  }

  async closeAll(): Promise<void> {
    const open = [...this.entries.values()];
    this.entries.clear();
    await Promise.all(open.map((entry) => entry.client.close()));
  }

  private async trim(): Promise<void> {
    await this.closeIdle();
    for (const accountId of this.entries.keys()) {
      if (this.entries.size <= this.limits.maxClients) break;
      await this.forget(accountId);
    }
  }
}
