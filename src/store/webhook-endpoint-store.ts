import { z } from 'zod';
import type { RedisConnection } from '../runtime/redis-connection.js';
import type { ResealReport } from './account-store.js';
import { forEachKeyBatch } from './key-scan.js';
import { everyGroupPattern, keyScope } from './key-scope.js';
import type { KeyVault } from './key-vault.js';
import { RedisScript } from './redis-script.js';
import { swapSealedFields } from './sealed-field-swap.js';
import { parseStored } from './stored-json.js';

const endpointSchema = z.object({
  /** The number the seller types (`webhooks remove 2`); never reused within an account. */
  number: z.number().int().positive(),
  url: z.string(),
  /** The event types sent to it; null is every type, those added later included. */
  events: z.array(z.string()).nullable(),
  enabled: z.boolean(),
  createdAt: z.number(),
  /** Who added it (their identity id). */
  by: z.string(),
  /** Until when the secret before the last `rotate` still signs; null once none is kept. */
  previousUntil: z.number().nullable(),
});
export type WebhookEndpoint = z.infer<typeof endpointSchema>;

/** Enough receivers for a shop's own tools; each event is one signed call per endpoint. */
export const MAX_WEBHOOK_ENDPOINTS = 10;

/** After `rotate`, the old secret signs beside the new one this long, so receivers can switch without losing a call. */
const ROTATION_OVERLAP_MS = 24 * 60 * 60_000;

// KEYS: the endpoints, the secrets. ARGV: max endpoints, number, endpoint JSON, sealed secret.
// Counted and written in one step, so two `webhooks add` at once cannot pass the cap together.
const ADD = new RedisScript(
  'webhookAdd',
  `if redis.call('HLEN', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('HSET', KEYS[1], ARGV[2], ARGV[3])
redis.call('HSET', KEYS[2], ARGV[2], ARGV[4])
return 1`,
);

// KEYS: the endpoints. ARGV: number, 'true' or 'false'. Returns 1 when the endpoint changed:
// whoever switches it off first is the one who tells the owner.
const SET_ENABLED = new RedisScript(
  'webhookSetEnabled',
  `local raw = redis.call('HGET', KEYS[1], ARGV[1])
if not raw then return 0 end
local endpoint = cjson.decode(raw)
local wanted = ARGV[2] == 'true'
if endpoint.enabled == wanted then return 0 end
endpoint.enabled = wanted
redis.call('HSET', KEYS[1], ARGV[1], cjson.encode(endpoint))
return 1`,
);

/**
 * The webhook endpoints of each account and their signing secrets. Keys, all in the account's
 * group: `<ns>:{g}:webhooks:<account>` (number → endpoint JSON), `…:next` (the last number
 * given), `…:secrets` (`<number>` → the current secret, `<number>:previous` → the one before
 * the last rotation, each sealed with the account and number as associated data).
 */
export class WebhookEndpointStore {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
    private readonly vault: KeyVault,
  ) {}

  /** The new endpoint, or null when the account already has the most it may (a refused add still uses up its number). */
  async add(accountId: string, endpoint: Omit<WebhookEndpoint, 'number'>, secret: string): Promise<WebhookEndpoint | null> {
    const number = await this.redis.incr(`${this.key(accountId)}:next`);
    const added = { ...endpoint, number };
    const sealed = this.vault.seal(this.owner(accountId, String(number)), secret);
    const written = await ADD.run(
      this.redis,
      [this.key(accountId), this.secretsKey(accountId)],
      [MAX_WEBHOOK_ENDPOINTS, number, JSON.stringify(added), sealed],
    );
    return Number(written) === 1 ? added : null;
  }

  async endpoints(accountId: string): Promise<WebhookEndpoint[]> {
    const all = await this.redis.hvals(this.key(accountId));
    return all.flatMap((raw) => parseStored(raw, endpointSchema) ?? []).sort((left, right) => left.number - right.number);
  }

  async endpoint(accountId: string, number: number): Promise<WebhookEndpoint | null> {
    return parseStored(await this.redis.hget(this.key(accountId), String(number)), endpointSchema);
  }

  /** True when this call switched the endpoint (it existed and was the other way). */
  async setEnabled(accountId: string, number: number, enabled: boolean): Promise<boolean> {
    return Number(await SET_ENABLED.run(this.redis, [this.key(accountId)], [number, String(enabled)])) === 1;
  }

  /** False when there was no such endpoint. */
  async remove(accountId: string, number: number): Promise<boolean> {
    const field = String(number);
    const results = await this.redis
      .multi()
      .hdel(this.key(accountId), field)
      .hdel(this.secretsKey(accountId), field, `${field}:previous`)
      .exec();
    return results?.[0]?.[1] === 1;
  }

  /**
   * A new current secret; the one it replaces keeps signing until `previousUntil`. The
   * endpoint as it now is, or null when it was removed meanwhile.
   */
  async rotate(accountId: string, number: number, secret: string, now: number): Promise<WebhookEndpoint | null> {
    const field = String(number);
    const [endpoint, current] = await Promise.all([this.endpoint(accountId, number), this.redis.hget(this.secretsKey(accountId), field)]);
    if (endpoint === null || current === null) return null;
    const rotated = { ...endpoint, previousUntil: now + ROTATION_OVERLAP_MS };
    await this.redis
      .multi()
      .hset(this.key(accountId), field, JSON.stringify(rotated))
      .hset(this.secretsKey(accountId), `${field}:previous`, current)
      .hset(this.secretsKey(accountId), field, this.vault.seal(this.owner(accountId, field), secret))
      .exec();
    return rotated;
  }

  /** Every secret that signs a call to the endpoint now: the current one, and the previous one within 24 hours of a rotation. */
  async signingSecrets(accountId: string, number: number, now: number): Promise<string[]> {
    const field = String(number);
    const [endpoint, current, previous] = await Promise.all([
      this.endpoint(accountId, number),
      this.redis.hget(this.secretsKey(accountId), field),
      this.redis.hget(this.secretsKey(accountId), `${field}:previous`),
    ]);
    if (endpoint === null || current === null) return [];
    const owner = this.owner(accountId, field);
    const overlapping = previous !== null && endpoint.previousUntil !== null && now < endpoint.previousUntil;
    return overlapping ? [this.vault.open(owner, current), this.vault.open(owner, previous)] : [this.vault.open(owner, current)];
  }

  /** `vault:reseal`: every webhook signing secret still sealed under an older master key, each swapped only if unchanged. */
  async resealAll(): Promise<ResealReport> {
    const report: ResealReport = { resealed: 0, current: 0, failed: [] };
    await forEachKeyBatch(this.redis, `${everyGroupPattern(this.namespace)}:webhooks:*:secrets`, 1000, async (keys) => {
      for (const key of keys) await this.resealSecrets(key, report);
    });
    return report;
  }

  private async resealSecrets(key: string, report: ResealReport): Promise<void> {
    // `<ns>:{g}:webhooks:<account>:secrets`
    const accountId = /:webhooks:([^:]+):secrets$/.exec(key)?.[1] ?? '';
    const swaps: string[] = [];
    for (const [field, sealed] of Object.entries(await this.redis.hgetall(key))) {
      if (!this.vault.needsReseal(sealed)) report.current += 1;
      else {
        try {
          swaps.push(field, sealed, this.vault.reseal(this.owner(accountId, field.split(':')[0] ?? field), sealed));
        } catch {
          report.failed.push(`${accountId}/${field}`);
        }
      }
    }
    if (swaps.length > 0) report.resealed += await swapSealedFields(this.redis, key, swaps);
  }

  /** The vault's associated data: a secret copied onto another endpoint or account does not open. */
  private owner(accountId: string, number: string): string {
    return `${accountId}:webhook:${number}`;
  }

  private key(accountId: string): string {
    return `${keyScope(this.namespace, accountId)}:webhooks:${accountId}`;
  }

  private secretsKey(accountId: string): string {
    return `${this.key(accountId)}:secrets`;
  }
}
