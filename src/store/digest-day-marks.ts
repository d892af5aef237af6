import type { RedisConnection } from '../runtime/redis-connection.js';
import { keyScope } from './key-scope.js';

/** The once-a-day marker outlives the local day in every zone. */
const DAY_MARK_TTL_SECONDS = 3 * 24 * 3600;

/** One marker per account and local day, set by the one worker that sends (or skips) that day's digest. */
export class DigestDayMarks {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
  ) {}

  /** True for the first caller of the day; every later one (another worker, a later sweep) gets false. */
  async claim(accountId: string, localDay: string): Promise<boolean> {
    const key = digestDayKey(this.namespace, accountId, localDay);
    return (await this.redis.set(key, '1', 'EX', DAY_MARK_TTL_SECONDS, 'NX')) === 'OK';
  }
}

function digestDayKey(namespace: string, accountId: string, localDay: string): string {
  return `${keyScope(namespace, accountId)}:jobs:digest:${accountId}:${localDay}`;
}
