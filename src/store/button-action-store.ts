import { z } from 'zod';
import type { RedisConnection } from '../runtime/redis-connection.js';
import { parseStored } from './stored-json.js';

/** The command a button runs when its text is too long for callback data; with an account, it acts on that account. */
export interface StoredAction {
  text: string;
  accountId?: string | undefined;
}

const storedAction: z.ZodType<StoredAction> = z.object({ text: z.string(), accountId: z.string().optional() });

/**
 * Button actions kept under a token, for command texts too long for callback data
 * (filters, pages). The key `<ns>:flow:action:<token>` is the one these were first
 * written under, next to the flows, so buttons already sent keep working.
 */
export class ButtonActionStore {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
  ) {}

  async save(token: string, action: StoredAction, ttlSeconds: number): Promise<void> {
    await this.redis.set(this.key(token), JSON.stringify(action), 'EX', ttlSeconds);
  }

  /** Null once expired: the button is then too old to press. */
  async load(token: string): Promise<StoredAction | null> {
    return parseStored(await this.redis.get(this.key(token)), storedAction);
  }

  private key(token: string): string {
    return `${this.namespace}:flow:action:${token}`;
  }
}
