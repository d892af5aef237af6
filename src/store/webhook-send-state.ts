import type { RedisConnection } from '../runtime/redis-connection.js';
import { keyScope } from './key-scope.js';
import { RedisScript } from './redis-script.js';

// KEYS: the lease. ARGV: its holder. Only the holder lets go: a lease that ran out and was taken by another job stays theirs.
const RELEASE = new RedisScript(
  'webhookLeaseRelease',
  `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`,
);

/**
 * How sending to each webhook endpoint stands, in the account's group:
 * `<ns>:{g}:webhook-send:<account>:<number>:lease` (the job calling the endpoint now; it runs
 * out on its own if that worker dies) and `…:failing` (when the attempts that have all failed
 * since the last 2xx began, ms).
 */
export class WebhookSendState {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
  ) {}

  /** True when `holder` now calls the endpoint alone, for at most `ms`. */
  async lease(accountId: string, endpoint: number, holder: string, ms: number): Promise<boolean> {
    return (await this.redis.set(`${this.key(accountId, endpoint)}:lease`, holder, 'PX', ms, 'NX')) === 'OK';
  }

  async release(accountId: string, endpoint: number, holder: string): Promise<void> {
    await RELEASE.run(this.redis, [`${this.key(accountId, endpoint)}:lease`], [holder]);
  }

  /** A failed attempt at `now`: since when every attempt has failed (`now` for the first of them). */
  async failed(accountId: string, endpoint: number, now: number): Promise<number> {
    const key = `${this.key(accountId, endpoint)}:failing`;
    const since = await this.redis.call('SET', key, String(now), 'NX', 'GET');
    return typeof since === 'string' ? Number(since) : now;
  }

  /** A 2xx, or the endpoint switched off (switched on again, it gets three days afresh): no failure stands. */
  async clearFailing(accountId: string, endpoint: number): Promise<void> {
    await this.redis.del(`${this.key(accountId, endpoint)}:failing`);
  }

  private key(accountId: string, endpoint: number): string {
    return `${keyScope(this.namespace, accountId)}:webhook-send:${accountId}:${endpoint}`;
  }
}
