import type { RedisConnection } from '../runtime/redis-connection.js';
import type { AlertTarget } from '../domain/alert-target.js';
import { targetKey } from './alert-target-key.js';

const SENT_TTL_SECONDS = 2 * 24 * 3600;

/** Which targets already hold a notice, per notice job, so a retried job skips them. */
export class NoticeReceipts {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
  ) {}

  async has(jobId: string, target: AlertTarget): Promise<boolean> {
    return (await this.redis.sismember(noticeSentKey(this.namespace, jobId), targetKey(target))) === 1;
  }

  async record(jobId: string, target: AlertTarget): Promise<void> {
    const key = noticeSentKey(this.namespace, jobId);
    await this.redis.multi().sadd(key, targetKey(target)).expire(key, SENT_TTL_SECONDS).exec();
  }
}

/** Targets that already hold one notice job's notice; a job's keys stand alone, outside any account's group. */
function noticeSentKey(namespace: string, jobId: string): string {
  return `${namespace}:jobs:notice-sent:${jobId}`;
}
