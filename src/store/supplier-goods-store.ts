import { z } from 'zod';
import type { RedisConnection } from '../runtime/redis-connection.js';
import { keyScope } from './key-scope.js';
import type { KeyVault } from './key-vault.js';

/** Longer than any order waits for its delivery; the goods go as soon as it is settled. */
const GOODS_TTL_SECONDS = 14 * 24 * 3600;

const goodsSchema = z.array(z.string());

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

  private owner(accountId: string, orderId: string): string {
    return `${accountId}:supplier-goods:${orderId}`;
  }

  private key(accountId: string, orderId: string): string {
    return `${keyScope(this.namespace, accountId)}:supplier-goods:${accountId}:${orderId}`;
  }
}
