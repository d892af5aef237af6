import { z } from 'zod';
import type { RedisConnection } from '../runtime/redis-connection.js';
import type { ResealReport } from './account-store.js';
import { everyGroupPattern, keyScope } from './key-scope.js';
import { forEachKeyBatch } from './key-scan.js';
import type { KeyVault } from './key-vault.js';
import { RedisScript } from './redis-script.js';

/** Longer than any order waits for its delivery; the goods go as soon as it is settled. */
const GOODS_TTL_SECONDS = 14 * 24 * 3600;

const goodsSchema = z.array(z.string());

// KEYS: one order's goods. ARGV: sealed as read, sealed anew. Compare-and-set: goods delivered
// (dropped) while re-sealing ran stay gone.
const SWAP_SEALED = new RedisScript(
  'supplierGoodsSwap',
  `if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'KEEPTTL')
return 1`,
);

/**
 * The goods a seller's supplier answered for one order, kept from the answer until the
 * delivery is settled: a worker killed after the supplier answered delivers these rather
 * than ask again and maybe get others. One sealed JSON array per order at
 * `<ns>:{g}:supplier-goods:<account>:<order>`, the account and order as associated data;
 * never in clear in Redis or anywhere else.
 */
export class SupplierGoodsStore {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
    private readonly vault: KeyVault,
  ) {}

  /** Keeps the goods unless some are kept already (two runs asked at once): the goods kept first, which both then deliver. */
  async keep(accountId: string, orderId: string, goods: readonly string[]): Promise<string[]> {
    const sealed = this.vault.seal(this.owner(accountId, orderId), JSON.stringify(goods));
    await this.redis.set(this.key(accountId, orderId), sealed, 'EX', GOODS_TTL_SECONDS, 'NX');
    return (await this.get(accountId, orderId)) ?? [...goods];
  }

  async get(accountId: string, orderId: string): Promise<string[] | null> {
    const sealed = await this.redis.get(this.key(accountId, orderId));
    if (sealed === null) return null;
    return goodsSchema.parse(JSON.parse(this.vault.open(this.owner(accountId, orderId), sealed)));
  }

  /** Lets the goods go, once: true for the one call that found them (a repeated run counts the delivery once). */
  async drop(accountId: string, orderId: string): Promise<boolean> {
    return (await this.redis.del(this.key(accountId, orderId))) === 1;
  }

  /**
   * `vault:reseal`: the goods of deliveries under way still sealed under an older master key,
   * each swapped only if unchanged. `failed` names `<account>/<order>` whose goods no ring key opens.
   */
  async resealAll(): Promise<ResealReport> {
    const report: ResealReport = { resealed: 0, current: 0, failed: [] };
    await forEachKeyBatch(this.redis, `${everyGroupPattern(this.namespace)}:supplier-goods:*`, 1000, async (keys) => {
      for (const key of keys) await this.resealOne(key, report);
    });
    return report;
  }

  private async resealOne(key: string, report: ResealReport): Promise<void> {
    // `<ns>:{g}:supplier-goods:<account>:<order>`
    const [accountId = '', orderId = ''] = /:supplier-goods:([^:]+):([^:]+)$/.exec(key)?.slice(1) ?? [];
    const sealed = await this.redis.get(key);
    if (sealed === null) return;
    if (!this.vault.needsReseal(sealed)) {
      report.current += 1;
      return;
    }
    let resealed: string;
    try {
      resealed = this.vault.reseal(this.owner(accountId, orderId), sealed);
    } catch {
      report.failed.push(`${accountId}/${orderId}`);
      return;
    }
    report.resealed += Number(await SWAP_SEALED.run(this.redis, [key], [sealed, resealed]));
  }

  private owner(accountId: string, orderId: string): string {
    return `${accountId}:supplier-goods:${orderId}`;
  }

  private key(accountId: string, orderId: string): string {
    return `${keyScope(this.namespace, accountId)}:supplier-goods:${accountId}:${orderId}`;
  }
}
