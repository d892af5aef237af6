import type { RedisConnection } from '../runtime/redis-connection.js';
import type { ChatActor } from '../domain/chat-input.js';
import type { Message } from '../i18n/index.js';
import { keyScope } from './key-scope.js';

/** Hawker itself acting on a rule the team set (working hours, an away time running out). */
interface SystemActor {
  system: string;
}

/** The deadline guard acting on working hours, an away time or the swamped rule: named in each reader's language. */
export const DEADLINE_GUARD_ACTOR = 'Hawker deadline guard';

/** Autopilot delivering an order or giving it to people: named in each reader's language. */
export const AUTOPILOT_ACTOR = 'Hawker autopilot';

export interface AuditEntry {
  accountId: string;
  actor: ChatActor | SystemActor;
  /** The command id, for example `price` or `deliver`. */
  action: string;
  /** What changed, for people: never goods, codes or keys. A message is worded in each reader's language; text is from before messages were keyed. */
  summary: Message | string;
  /** The write failed with this code (the marketplace's, or the error's class). */
  failed?: string;
  /** Epoch ms. */
  at: number;
}

const AUDIT_CAP = 1000;

/** The latest write actions per account, newest first, capped so it never grows without bound. */
export class AuditLog {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
    private readonly cap = AUDIT_CAP,
  ) {}

  async record(entry: AuditEntry): Promise<void> {
    const key = this.key(entry.accountId);
    await this.redis
      .multi()
      .lpush(key, JSON.stringify(entry))
      .ltrim(key, 0, this.cap - 1)
      .exec();
  }

  async latest(accountId: string, limit = 20): Promise<AuditEntry[]> {
    if (limit <= 0) return [];
    const raw = await this.redis.lrange(this.key(accountId), 0, limit - 1);
    return raw.map((line) => JSON.parse(line) as AuditEntry);
  }

  private key(accountId: string): string {
    return `${keyScope(this.namespace, accountId)}:audit:${accountId}`;
  }
}
