import type { RedisConnection } from '../runtime/redis-connection.js';
import { keyScope } from './key-scope.js';
import { RedisScript } from './redis-script.js';

// KEYS: the lease. ARGV: its holder. Only the holder lets go: a lease that ran out and was taken by another job stays theirs.
const RELEASE = new RedisScript(
  'webhookLeaseRelease',
  `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`,
);

// KEYS: the sequence, its done set. ARGV: event id, TTL (ms). Queued once however often the event
// is raised, and never again once done with (raised again after it went, it would wait at the head with no job).
const ENQUEUE = new RedisScript(
  'webhookSequenceAdd',
  `if redis.call('SISMEMBER', KEYS[2], ARGV[1]) == 1 then return 0 end
if not redis.call('LPOS', KEYS[1], ARGV[1]) then redis.call('RPUSH', KEYS[1], ARGV[1]) end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`,
);

// KEYS: the sequence, its done set. ARGV: event id, TTL (ms). Answers the event now at the head (nil: none).
const DONE = new RedisScript(
  'webhookSequenceDone',
  `redis.call('LREM', KEYS[1], 0, ARGV[1])
redis.call('SADD', KEYS[2], ARGV[1])
redis.call('PEXPIRE', KEYS[2], ARGV[2])
return redis.call('LINDEX', KEYS[1], 0)`,
);

/** Past any wait for a lease: a job whose wake was lost looks again on its own long before. */
const WAITERS_KEPT_MS = 60 * 60_000;

/**
 * How sending to each webhook endpoint stands, in the account's group:
 * `<ns>:{g}:webhook-send:<account>:<number>:lease` (the job calling the endpoint now; it runs
 * out on its own if that worker dies), `…:lease-waiters` (jobs that found it busy, to wake when
 * it is let go) and `…:failing` (when the attempts that have all failed
 * since the last 2xx began, ms), `…:seq:<sequence>` (the events of one order not yet done
 * with, in the order they were raised: each waits for those before it) and `…:seq:<sequence>:done`.
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

  /** True while some job holds the endpoint's lease. */
  async leased(accountId: string, endpoint: number): Promise<boolean> {
    return (await this.redis.exists(`${this.key(accountId, endpoint)}:lease`)) === 1;
  }

  /** `jobId` found the endpoint busy and waits for it: the lease's next release wakes it. */
  async waitForLease(accountId: string, endpoint: number, jobId: string): Promise<void> {
    const key = `${this.key(accountId, endpoint)}:lease-waiters`;
    await this.redis.multi().rpush(key, jobId).pexpire(key, WAITERS_KEPT_MS).exec();
  }

  /** The longest-waiting job for the endpoint's lease, taken off the line; null when none waits. */
  async nextLeaseWaiter(accountId: string, endpoint: number): Promise<string | null> {
    return this.redis.lpop(`${this.key(accountId, endpoint)}:lease-waiters`);
  }

  /** `eventId` joins the end of its sequence (once), which lives `ttlMs` past its latest event. */
  async enqueue(accountId: string, endpoint: number, sequence: string, eventId: string, ttlMs: number): Promise<void> {
    const key = this.sequenceKey(accountId, endpoint, sequence);
    await ENQUEUE.run(this.redis, [key, `${key}:done`], [eventId, ttlMs]);
  }

  /** True when no event raised before `eventId` in its sequence is still to be sent. */
  async isNext(accountId: string, endpoint: number, sequence: string, eventId: string): Promise<boolean> {
    const head = await this.redis.lindex(this.sequenceKey(accountId, endpoint, sequence), 0);
    return head === null || head === eventId;
  }

  /**
   * The event was delivered or given up: the next one of its sequence may go; kept as done for
   * `ttlMs`. Answers that next event's id, if one is waiting.
   */
  async done(accountId: string, endpoint: number, sequence: string, eventId: string, ttlMs: number): Promise<string | null> {
    const key = this.sequenceKey(accountId, endpoint, sequence);
    const next = await DONE.run(this.redis, [key, `${key}:done`], [eventId, ttlMs]);
    return typeof next === 'string' ? next : null;
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

  private sequenceKey(accountId: string, endpoint: number, sequence: string): string {
    return `${this.key(accountId, endpoint)}:seq:${sequence}`;
  }

  private key(accountId: string, endpoint: number): string {
    return `${keyScope(this.namespace, accountId)}:webhook-send:${accountId}:${endpoint}`;
  }
}
