import type { RedisConnection } from '../src/runtime/redis-connection.js';
import type { AlertTarget } from '../src/notify/notifier.js';
import { targetKey } from './alert-ledger.js';
import type { JobKeys } from './job-keys.js';

const SENT_TTL_SECONDS = 2 * 24 * 3600;

/** Which targets already hold a notice, per notice job, so a retried job skips them. */
export class NoticeReceipts {
  constructor(
    private readonly redis: RedisConnection,
    private readonly keys: JobKeys,
  ) {}

  async has(jobId: string, target: AlertTarget): Promise<boolean> {
    return (await this.redis.sismember(this.keys.noticeSent(jobId), targetKey(target))) === 1;
  }

  async record(jobId: string, target: AlertTarget): Promise<void> {
    const key = this.keys.noticeSent(jobId);
    await this.redis.multi().sadd(key, targetKey(target)).expire(key, SENT_TTL_SECONDS).exec();
  }
}
