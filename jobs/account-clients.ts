import type { SellerApi } from '../src/api/seller-api.js';
import type { ClientFactory, ClientPolicy } from '../src/core/client-policy.js';
import type { AccountStore, SellerAccount } from '../src/store/account-store.js';

/**
 * Clients of the most recently polled accounts, each kept while its key stays the
 * same. Least recently used ones are dropped beyond `maxCached`.
 */
export class AccountClients {
  private readonly cache = new Map<string, { fingerprint: string; client: SellerApi }>();

  constructor(
    private readonly accounts: AccountStore,
    private readonly factory: ClientFactory,
    private readonly policy: ClientPolicy,
    private readonly maxCached: number,
  ) {}

  /** Null when the account has no key to open. */
  async forAccount(account: SellerAccount): Promise<SellerApi | null> {
    const cached = this.cache.get(account.id);
    if (cached && cached.fingerprint === account.keyFingerprint) {
      this.cache.delete(account.id);
      this.cache.set(account.id, cached);
      return cached.client;
    }
    if (cached) await this.forget(account.id);
    const apiKey = await this.accounts.apiKey(account.id);
    if (apiKey === null) return null;
    const client = this.factory({ baseUrl: account.marketplaceUrl, apiKey, accountId: account.id, policy: this.policy });
    if (this.cache.size >= this.maxCached) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) await this.forget(oldest);
    }
    this.cache.set(account.id, { fingerprint: account.keyFingerprint, client });
    return client;
  }

  async forget(accountId: string): Promise<void> {
    const cached = this.cache.get(accountId);
    this.cache.delete(accountId);
    if (cached) await cached.client.close();
  }

  async closeAll(): Promise<void> {
    const clients = [...this.cache.values()].map((entry) => entry.client);
    this.cache.clear();
    await Promise.all(clients.map((client) => client.close()));
  }
}
