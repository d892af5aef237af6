import type { RedisConnection } from '../runtime/redis-connection.js';
import { accountFromProfile, PROFILE_FIELDS, type SellerAccount } from './account-store.js';
import { openOrdersKey } from './alert-ledger.js';
import { accountRecordKey } from './records.js';
import { RedisScript } from './redis-script.js';

/** KEYS: the account's record, its open orders; one slot (both carry the account's group). */
const READ = new RedisScript(
  'pollStart',
  `
return {redis.call('HMGET', KEYS[1], unpack(ARGV)), redis.call('SMEMBERS', KEYS[2])}
`,
);

export interface PollStart {
  /** Null when the account is gone (disconnected). */
  account: SellerAccount | null;
  /** The orders Hawker holds open for it: alerted and not yet settled. */
  open: Set<string>;
}

/**
 * What an order poll reads before it asks the marketplace, in one command: the account
 * (alerts on, key status, key fingerprint) and the orders it holds open. Only the poll of
 * that account, which holds its due entry's lease, marks orders open or settles them, so
 * reading them before the marketplace's list, not after, sees the same set.
 */
export class PollStartRead {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
  ) {}

  async read(accountId: string): Promise<PollStart> {
    const keys = [accountRecordKey(this.namespace, accountId), openOrdersKey(this.namespace, accountId)];
    const [profile, open] = (await READ.run(this.redis, keys, PROFILE_FIELDS)) as [(string | null)[], string[]];
    return { account: accountFromProfile(accountId, profile), open: new Set(open) };
  }
}
