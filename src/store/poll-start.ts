import { isCluster, type RedisConnection } from '../runtime/redis-connection.js';
import { accountFromProfile, PROFILE_FIELDS, type SellerAccount } from './account-store.js';
import { openOrdersKey } from './alert-ledger.js';
import { keyGroupOf } from './key-scope.js';
import { accountRecordKey } from './records.js';
import { RedisScript } from './redis-script.js';
import { SameTurnBatch } from './same-turn-batch.js';

/** KEYS: each account's record, then its open orders; all of one slot on a cluster (they carry the account's group). */
const READ = new RedisScript(
  'pollStart',
  `
local starts = {}
for i = 1, #KEYS, 2 do
  starts[#starts + 1] = {redis.call('HMGET', KEYS[i], unpack(ARGV)), redis.call('SMEMBERS', KEYS[i + 1])}
end
return starts
`,
);

export interface PollStart {
  /** Null when the account is gone (disconnected). */
  account: SellerAccount | null;
  /** The orders Hawker holds open for it: alerted and not yet settled. */
  open: Set<string>;
}

/**
 * What an order poll reads before it asks the marketplace: the account (alerts on, key
 * status, key fingerprint) and the orders it holds open. Only the poll of that account,
 * which holds its due entry's lease, marks orders open or settles them, so reading them
 * before the marketplace's list, not after, sees the same set. The polls starting in one
 * turn read in one script (per cluster slot).
 */
export class PollStartRead {
  private readonly batch: SameTurnBatch<string, PollStart>;

  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
  ) {
    this.batch = new SameTurnBatch(
      (accountIds) => this.readAll(accountIds),
      isCluster(redis) ? (accountId) => String(keyGroupOf(accountId)) : undefined,
    );
  }

  read(accountId: string): Promise<PollStart> {
    return this.batch.call(accountId);
  }

  private async readAll(accountIds: readonly string[]): Promise<PollStart[]> {
    const keys = accountIds.flatMap((accountId) => [accountRecordKey(this.namespace, accountId), openOrdersKey(this.namespace, accountId)]);
    const starts = (await READ.run(this.redis, keys, PROFILE_FIELDS)) as [(string | null)[], string[]][];
    return accountIds.map((accountId, index) => {
      const [profile, open] = starts[index] ?? [[], []];
      return { account: accountFromProfile(accountId, profile), open: new Set(open) };
    });
  }
}
