import type { ChainableCommander } from 'ioredis';
import type { RedisConnection } from '../runtime/redis-connection.js';
import { z } from 'zod';
import { storedAwayOriginSchema } from '../domain/away-origin.js';
import { switchSummarySchema, type SwitchSummary } from './switch-summary.js';
import { workingHoursSchema, type WorkingHours } from '../domain/working-hours.js';
import { RedisScript } from './redis-script.js';
import { allGroupScopes, keyScope } from './key-scope.js';

/** Whether the shop is away, since when, until when, and who or what said so. */
const awayState = z.object({
  away: z.boolean(),
  since: z.number(),
  /** When away ends by itself (ms); null until `back` or the next working hours. */
  until: z.number().nullable(),
  by: storedAwayOriginSchema,
});
export type AwayState = z.output<typeof awayState>;

/** A listing Hawker took off sale, as it left it: restoring compares against this. */
const takenListing = z.object({
  title: z.string(),
  category: z.string(),
  /** The listing's `updated_at` right after Hawker's change; a later one means someone else changed it. */
  updatedAt: z.string().nullable(),
  /** Written before the unpublish is sent: a runner killed in between leaves this, and the next one finds out which way it went. */
  pending: z.boolean().optional(),
});
export type TakenListing = z.infer<typeof takenListing>;

/** One step, so a switch queued meanwhile never loses its place in the pending set. */
const TAKE_ANNOUNCEMENT = new RedisScript(
  'awayTakeAnnouncement',
  `
local announcement = redis.call('HGET', KEYS[1], 'announce')
redis.call('HDEL', KEYS[1], 'announce')
if redis.call('HEXISTS', KEYS[1], 'switch') == 0 then redis.call('SREM', KEYS[2], ARGV[1]) end
return announcement
`,
);

/** A summary is messages, worded for each reader; text is from before summaries were messages. */
const announcementSchema = z.object({
  direction: z.enum(['away', 'back']),
  summary: z.union([z.string(), switchSummarySchema]),
  since: z.number(),
});
type Announcement = z.infer<typeof announcementSchema>;

/** A listing a switch did not move, and why. */
const leftAloneListing = z.object({ id: z.string(), title: z.string(), reason: z.string() });
export type LeftAlone = z.infer<typeof leftAloneListing>;

/** What the current switch has done so far, across every slice and runner: counts, and the first few named. */
export interface SwitchTally {
  moved: number;
  movedNamed: string[];
  leftAlone: number;
  leftAloneNamed: LeftAlone[];
}

/** Listings named in an announcement; the rest are counted. */
export const NAMED_LISTINGS = 10;

/** The direction a switch is being applied in, until every listing is where it should be. */
export type SwitchDirection = 'away' | 'back';

/**
 * The deadline guard's state per account: a hash `<ns>:guard:<account>` (`state`, `hours`,
 * `switch`, `working`, `retryAt`, `swampedAt`, `swamped`, `announce`), the listings taken off sale in `<ns>:guard:<account>:taken` (listing id →
 * JSON), the current switch's tally in `<ns>:guard:<account>:tally` (counts) with the first
 * listings named in the lists `…:tally:moved` and `…:tally:left-alone`, and the accounts whose switch is not finished in the set `<ns>:guard:pending`; the accounts with
 * hours or a swamped rule in `<ns>:guard:with-hours` and `<ns>:guard:with-swamped-rule`.
 */
export class AwayStore {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
  ) {}

  async state(accountId: string): Promise<AwayState | null> {
    return parseJson(await this.redis.hget(this.key(accountId), 'state'), awayState);
  }

  async hours(accountId: string): Promise<WorkingHours | null> {
    return parseJson(await this.redis.hget(this.key(accountId), 'hours'), workingHoursSchema);
  }

  async setHours(accountId: string, hours: WorkingHours | null): Promise<void> {
    // New hours start a new record of what they said: the next check switches to what they say now.
    if (hours === null)
      await this.redis.multi().hdel(this.key(accountId), 'hours', 'working').srem(this.hoursIndexKey(accountId), accountId).exec();
    else
      await this.redis
        .multi()
        .hset(this.key(accountId), 'hours', JSON.stringify(hours))
        .hdel(this.key(accountId), 'working')
        .sadd(this.hoursIndexKey(accountId), accountId)
        .exec();
  }

  /** Records the wanted state and marks the switch towards it as pending. */
  async switchTo(accountId: string, state: AwayState): Promise<void> {
    await this.redis
      .multi()
      .hset(this.key(accountId), 'state', JSON.stringify(state), 'switch', state.away ? 'away' : 'back')
      .hdel(this.key(accountId), 'retryAt')
      .del(...this.tallyKeys(accountId))
      .sadd(this.pendingKey(accountId), accountId)
      .exec();
  }

  /** What the working hours said at the last check: a change is a boundary to switch at, so a manual `back` holds until the next one. */
  async lastWorking(accountId: string): Promise<boolean | null> {
    const value = await this.redis.hget(this.key(accountId), 'working');
    return value === null ? null : value === '1';
  }

  async setLastWorking(accountId: string, working: boolean): Promise<void> {
    await this.redis.hset(this.key(accountId), 'working', working ? '1' : '0');
  }

  /** The earliest moment the pending switch may write again (a spent budget, a 429): the worker waits for it. */
  async retryAt(accountId: string): Promise<number> {
    return Number((await this.redis.hget(this.key(accountId), 'retryAt')) ?? 0);
  }

  async setRetryAt(accountId: string, at: number): Promise<void> {
    await this.redis.hset(this.key(accountId), 'retryAt', String(at));
  }

  /**
   * One runner of an account's switch at a time (a command and the worker's sweep could
   * otherwise write the same listings twice). Held for `ttlMs` at most, so a killed runner
   * frees it by itself.
   */
  async claimSwitch(accountId: string, ttlMs: number): Promise<boolean> {
    return (await this.redis.set(this.runnerKey(accountId), '1', 'PX', ttlMs, 'NX')) === 'OK';
  }

  async releaseSwitch(accountId: string): Promise<void> {
    await this.redis.del(this.runnerKey(accountId));
  }

  async pendingSwitch(accountId: string): Promise<SwitchDirection | null> {
    const direction = await this.redis.hget(this.key(accountId), 'switch');
    return direction === 'away' || direction === 'back' ? direction : null;
  }

  /** The switch reached its state: nothing more to write. */
  async finishSwitch(accountId: string, direction: SwitchDirection): Promise<void> {
    const key = this.key(accountId);
    // Only the direction that finished: a newer switch the other way stays pending.
    if ((await this.redis.hget(key, 'switch')) === direction)
      await this.redis.multi().hdel(key, 'switch').srem(this.pendingKey(accountId), accountId).exec();
  }

  /**
   * A switch a command finished: its summary waits here for the worker's sweep to tell the
   * team (the core sends no notices of its own), and the account stays in the pending set
   * until then.
   */
  async queueAnnouncement(
    accountId: string,
    announcement: { direction: SwitchDirection; summary: SwitchSummary | string; since: number },
  ): Promise<void> {
    await this.redis
      .multi()
      .hset(this.key(accountId), 'announce', JSON.stringify(announcement))
      .sadd(this.pendingKey(accountId), accountId)
      .exec();
  }

  /** The queued announcement, taken by exactly one caller; the account leaves the pending set when no switch is left either. */
  async takeAnnouncement(accountId: string): Promise<Announcement | null> {
    const raw = await TAKE_ANNOUNCEMENT.run(this.redis, [this.key(accountId), this.pendingKey(accountId)], [accountId]);
    return parseJson(typeof raw === 'string' ? raw : null, announcementSchema);
  }

  async pendingAccounts(): Promise<string[]> {
    return this.membersOfEvery('pending');
  }

  /** Take manual listings off sale while this many orders wait (the swamped rule); null when off. */
  async swampedAt(accountId: string): Promise<number | null> {
    const value = await this.redis.hget(this.key(accountId), 'swampedAt');
    return value === null ? null : Number(value);
  }

  async setSwampedAt(accountId: string, orders: number | null): Promise<void> {
    const key = this.key(accountId);
    if (orders === null) await this.redis.multi().hdel(key, 'swampedAt', 'swamped').srem(this.swampedIndexKey(accountId), accountId).exec();
    else await this.redis.multi().hset(key, 'swampedAt', String(orders)).sadd(this.swampedIndexKey(accountId), accountId).exec();
  }

  /** The swamped rule took the shop away and the queue has not drained since: a manual `back` meanwhile holds until it drains. */
  async swamped(accountId: string): Promise<boolean> {
    return (await this.redis.hget(this.key(accountId), 'swamped')) === '1';
  }

  async setSwamped(accountId: string, swamped: boolean): Promise<void> {
    await this.redis.hset(this.key(accountId), 'swamped', swamped ? '1' : '0');
  }

  async accountsWithSwampedRule(): Promise<string[]> {
    return this.membersOfEvery('with-swamped-rule');
  }

  /** Accounts with working hours set, for the worker's boundary checks. */
  async accountsWithHours(): Promise<string[]> {
    return this.membersOfEvery('with-hours');
  }

  async taken(accountId: string): Promise<Map<string, TakenListing>> {
    const all = await this.redis.hgetall(this.takenKey(accountId));
    const taken = new Map<string, TakenListing>();
    for (const [listingId, raw] of Object.entries(all)) {
      const parsed = parseJson(raw, takenListing);
      if (parsed) taken.set(listingId, parsed);
    }
    return taken;
  }

  /** Hawker is about to take this listing off sale: kept before the write, so a runner killed after it still knows. */
  async recordPending(accountId: string, listingId: string, listing: Pick<TakenListing, 'title' | 'category'>): Promise<void> {
    await this.redis.hset(this.takenKey(accountId), listingId, JSON.stringify({ ...listing, updatedAt: null, pending: true }));
  }

  /** A pending record whose write did not happen (refused, or the listing is still on sale): nothing to put back, nothing to count. */
  async forgetPending(accountId: string, listingId: string): Promise<void> {
    await this.redis.hdel(this.takenKey(accountId), listingId);
  }

  /** Hawker took this listing off sale: remembered as it left it, and counted in the switch's tally. */
  async recordTaken(accountId: string, listingId: string, listing: TakenListing): Promise<void> {
    const transaction = this.redis.multi().hset(this.takenKey(accountId), listingId, JSON.stringify(listing));
    await this.tallyIn(transaction, accountId, { moved: listing.title }).exec();
  }

  /** The switch back is done with this listing: put back on sale (`moved`) or left as the seller made it. */
  async forgetTaken(accountId: string, listingId: string, outcome: { moved: string } | { leftAlone: LeftAlone }): Promise<void> {
    const transaction = this.redis.multi().hdel(this.takenKey(accountId), listingId);
    await this.tallyIn(transaction, accountId, outcome).exec();
  }

  /** A listing the switch away could not take off sale. */
  async tallyLeftAlone(accountId: string, leftAlone: LeftAlone): Promise<void> {
    await this.tallyIn(this.redis.multi(), accountId, { leftAlone }).exec();
  }

  async tally(accountId: string): Promise<SwitchTally> {
    const [countsKey, movedKey, leftKey] = this.tallyKeys(accountId);
    const results = (await this.redis.multi().hgetall(countsKey).lrange(movedKey, 0, -1).lrange(leftKey, 0, -1).exec()) ?? [];
    const counts = (results[0]?.[1] ?? {}) as Record<string, string>;
    const leftAloneNamed = ((results[2]?.[1] ?? []) as string[]).flatMap((raw) => {
      const parsed = parseJson(raw, leftAloneListing);
      return parsed ? [parsed] : [];
    });
    return {
      moved: Number(counts.moved ?? 0),
      movedNamed: (results[1]?.[1] ?? []) as string[],
      leftAlone: Number(counts.leftAlone ?? 0),
      leftAloneNamed,
    };
  }

  // RPUSH then LTRIM to the first few: the names stay the first listings moved, in order.
  private tallyIn(
    transaction: ChainableCommander,
    accountId: string,
    outcome: { moved: string } | { leftAlone: LeftAlone },
  ): ChainableCommander {
    const [countsKey, movedKey, leftKey] = this.tallyKeys(accountId);
    if ('moved' in outcome)
      return transaction
        .hincrby(countsKey, 'moved', 1)
        .rpush(movedKey, outcome.moved)
        .ltrim(movedKey, 0, NAMED_LISTINGS - 1);
    return transaction
      .hincrby(countsKey, 'leftAlone', 1)
      .rpush(leftKey, JSON.stringify(outcome.leftAlone))
      .ltrim(leftKey, 0, NAMED_LISTINGS - 1);
  }

  /** `disconnect`: the account leaves the sweep's indexes of its group (its own keys go with `deleteAccountKeys`). */
  async leaveIndexes(accountId: string): Promise<void> {
    await this.redis
      .multi()
      .srem(this.pendingKey(accountId), accountId)
      .srem(this.hoursIndexKey(accountId), accountId)
      .srem(this.swampedIndexKey(accountId), accountId)
      .exec();
  }

  private key(accountId: string): string {
    return `${keyScope(this.namespace, accountId)}:guard:${accountId}`;
  }

  private runnerKey(accountId: string): string {
    return `${keyScope(this.namespace, accountId)}:guard:${accountId}:runner`;
  }

  private tallyKeys(accountId: string): [counts: string, movedNamed: string, leftAloneNamed: string] {
    const base = `${keyScope(this.namespace, accountId)}:guard:${accountId}:tally`;
    return [base, `${base}:moved`, `${base}:left-alone`];
  }

  private takenKey(accountId: string): string {
    return `${keyScope(this.namespace, accountId)}:guard:${accountId}:taken`;
  }

  private pendingKey(accountId: string): string {
    return `${keyScope(this.namespace, accountId)}:guard:pending`;
  }

  private hoursIndexKey(accountId: string): string {
    return `${keyScope(this.namespace, accountId)}:guard:with-hours`;
  }

  private swampedIndexKey(accountId: string): string {
    return `${keyScope(this.namespace, accountId)}:guard:with-swamped-rule`;
  }

  /** An index is one set per key group (so it changes in one MULTI with the account's hash); its readers read them all. */
  private async membersOfEvery(index: 'pending' | 'with-hours' | 'with-swamped-rule'): Promise<string[]> {
    const sets = await Promise.all(allGroupScopes(this.namespace).map((scope) => this.redis.smembers(`${scope}:guard:${index}`)));
    return sets.flat();
  }
}

function parseJson<T>(raw: string | null, schema: z.ZodType<T>): T | null {
  if (raw === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
