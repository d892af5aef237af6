import { z } from 'zod';
import type { MessageRef } from '../domain/chat-input.js';
import { PLATFORMS } from '../domain/platform.js';
import type { RedisConnection } from '../runtime/redis-connection.js';
import { DueSet } from './due-set.js';
import { keyScope } from './key-scope.js';
import { groupedDueKey } from './poll-schedule.js';
import { parseStored } from './stored-json.js';

/** An import and its outcomes are kept a week: long enough to resume after any outage, and to ask what it did. */
const KEPT_SECONDS = 7 * 24 * 3600;

/** One write of an import: a row's PATCH, its status call, or the draft it creates. */
const importWrite = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('patch'), patch: z.record(z.string(), z.unknown()) }),
  z.object({ kind: z.literal('status'), action: z.enum(['publish', 'unpublish', 'pause', 'unpause', 'archive']) }),
  z.object({
    kind: z.literal('create'),
    draft: z.record(z.string(), z.unknown()),
    /** A clone's: the source listing's pictures, fetched and uploaded to this shop just before the create. */
    pictures: z.array(z.string()).optional(),
  }),
]);

export const importStep = z.object({
  /** `<row>:patch`, `<row>:status`, `<row>:create`: the field its outcome is kept under. */
  key: z.string(),
  row: z.number().int(),
  listingId: z.string().nullable(),
  category: z.enum(['account', 'top_up', 'gift_card', 'currency']),
  title: z.string(),
  write: importWrite,
});
export type ImportStep = z.infer<typeof importStep>;

const importRecord = z.object({
  /** Where the progress message and the report go: the chat the import was confirmed in. */
  target: z.object({ platform: z.enum(PLATFORMS), kind: z.enum(['user', 'channel']), id: z.string() }),
  locale: z.string(),
  filename: z.string(),
  steps: z.array(importStep),
  /** Rows refused at the preview, with their sentence in `locale`: they go in the report as they were. */
  refused: z.array(z.object({ row: z.number().int(), reason: z.string() })),
  unchanged: z.number().int(),
});
export type ImportRecord = z.infer<typeof importRecord>;

/** What became of one write: `unknown` is a write whose worker stopped before its answer came, never sent again. */
const stepOutcome = z.object({
  state: z.enum(['sending', 'done', 'failed', 'unknown']),
  detail: z.string().optional(),
  /** The listing a create made. */
  listingId: z.string().optional(),
});
export type StepOutcome = z.infer<typeof stepOutcome>;

const messageRef = z.object({ platform: z.enum(PLATFORMS), chatId: z.string(), messageId: z.string() });

/**
 * Confirmed imports, applied by the worker: the plan, one outcome per write (written
 * before the call as `sending` and after it as its result, so a worker killed mid-write
 * leaves a mark and nothing is sent twice) and the progress message to edit. The id is the
 * file's digest, so the same file confirmed twice is one import. Every key carries the
 * account's hash tag, and the due set the worker claims imports from is grouped likewise.
 */
export class ListingImportStore {
  readonly due: DueSet;

  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
  ) {
    this.due = new DueSet(
      redis,
      groupedDueKey(namespace, 'imports', (member) => member.split(':')[0] ?? member),
    );
  }

  /** Saves the import and puts it in front of the worker; false when this import was started already. */
  async start(accountId: string, importId: string, record: ImportRecord, now: number): Promise<boolean> {
    const saved = await this.redis.set(this.key(accountId, importId, 'plan'), JSON.stringify(record), 'EX', KEPT_SECONDS, 'NX');
    if (saved === null) return false;
    await this.due.addIfAbsent(`${accountId}:${importId}`, now);
    return true;
  }

  async get(accountId: string, importId: string): Promise<ImportRecord | null> {
    return parseStored(await this.redis.get(this.key(accountId, importId, 'plan')), importRecord);
  }

  async outcomes(accountId: string, importId: string): Promise<Map<string, StepOutcome>> {
    const raw = await this.redis.hgetall(this.key(accountId, importId, 'outcomes'));
    const found = new Map<string, StepOutcome>();
    for (const [key, value] of Object.entries(raw)) {
      const outcome = parseStored(value, stepOutcome);
      if (outcome) found.set(key, outcome);
    }
    return found;
  }

  async record(accountId: string, importId: string, step: string, outcome: StepOutcome): Promise<void> {
    const key = this.key(accountId, importId, 'outcomes');
    await this.redis.multi().hset(key, step, JSON.stringify(outcome)).expire(key, KEPT_SECONDS).exec();
  }

  /** Marks a write as being sent; false when any worker marked it before (sent, failed, or under way). */
  async claimStep(accountId: string, importId: string, step: string): Promise<boolean> {
    const key = this.key(accountId, importId, 'outcomes');
    const [[, claimed] = []] =
      (await this.redis
        .multi()
        .hsetnx(key, step, JSON.stringify({ state: 'sending' }))
        .expire(key, KEPT_SECONDS)
        .exec()) ?? [];
    return claimed === 1;
  }

  /** A write the budget did not let out after all: never sent, so it may be tried again. */
  async forget(accountId: string, importId: string, step: string): Promise<void> {
    await this.redis.hdel(this.key(accountId, importId, 'outcomes'), step);
  }

  async progressMessage(accountId: string, importId: string): Promise<MessageRef | null> {
    return parseStored(await this.redis.get(this.key(accountId, importId, 'progress')), messageRef);
  }

  async rememberProgressMessage(accountId: string, importId: string, ref: MessageRef): Promise<void> {
    await this.redis.set(this.key(accountId, importId, 'progress'), JSON.stringify(ref), 'EX', KEPT_SECONDS);
  }

  /** Claims the final report once: a worker that resumes a finished import sends it no second time. */
  async claimReport(accountId: string, importId: string): Promise<boolean> {
    return (await this.redis.set(this.key(accountId, importId, 'reported'), '1', 'EX', KEPT_SECONDS, 'NX')) === 'OK';
  }

  private key(accountId: string, importId: string, part: string): string {
    return `${keyScope(this.namespace, accountId)}:import:${accountId}:${importId}:${part}`;
  }
}
