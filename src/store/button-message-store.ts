import { z } from 'zod';
import type { RedisConnection } from '../runtime/redis-connection.js';
import type { MessageRef } from '../domain/chat-input.js';
import { RedisScript } from './redis-script.js';

/** A chat without a new buttoned message for this long forgets its records: a press then sends a new message. */
const BUTTON_MESSAGE_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * The messages remembered per chat, newest first. People press buttons on what they can
 * see near the bottom of a chat; a press on an older message still acts and is answered
 * with a new message instead of an edit, as after the TTL. 200 covers weeks of a team
 * group's alerts answered by hand, and bounds a chat at about 200 × (id + actions)
 * ≈ 20–40 KB however many messages anyone makes Hawker send there.
 */
export const BUTTON_MESSAGES_PER_CHAT = 200;

/**
 * Sets one message's actions (none: forgets it), then drops the oldest messages past the
 * limit, in one step so the order and the actions never disagree. KEYS: the chat's order
 * (sorted set, message id by time remembered) and actions (hash, message id → JSON
 * array); both carry the chat's hash tag. ARGV: message id, now (ms), limit, TTL
 * seconds, actions JSON or '' to forget.
 */
const REMEMBER = new RedisScript(
  'buttonMessagesRemember',
  `
local order, actions = KEYS[1], KEYS[2]
local id, limit = ARGV[1], tonumber(ARGV[3])
if ARGV[5] == '' then
  redis.call('ZREM', order, id)
  redis.call('HDEL', actions, id)
  return 0
end
redis.call('ZADD', order, tonumber(ARGV[2]), id)
redis.call('HSET', actions, id, ARGV[5])
local excess = redis.call('ZCARD', order) - limit
if excess > 0 then
  local oldest = redis.call('ZRANGE', order, 0, excess - 1)
  redis.call('ZREMRANGEBYRANK', order, 0, excess - 1)
  redis.call('HDEL', actions, unpack(oldest))
end
redis.call('EXPIRE', order, ARGV[4])
redis.call('EXPIRE', actions, ARGV[4])
return excess
`,
);

const storedActions = z.array(z.string());

/**
 * Which action ids Hawker put on which of its messages. A press may claim any message
 * (Telegram does not check callback data), so a reply replaces a message only when
 * the pressed action is one Hawker put on that very message. Kept per chat for the
 * latest `BUTTON_MESSAGES_PER_CHAT` messages, so no one can grow it by making Hawker talk.
 */
export class ButtonMessageStore {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** The message's buttons now; an edit that changed them replaces the old set. */
  async remember(ref: MessageRef, actions: readonly string[]): Promise<void> {
    const keys = this.keys(ref);
    await REMEMBER.run(
      this.redis,
      [keys.order, keys.actions],
      [ref.messageId, this.now(), BUTTON_MESSAGES_PER_CHAT, BUTTON_MESSAGE_TTL_SECONDS, actions.length > 0 ? JSON.stringify(actions) : ''],
    );
  }

  async carries(ref: MessageRef, action: string): Promise<boolean> {
    const raw = await this.redis.hget(this.keys(ref).actions, ref.messageId);
    if (raw === null) return false;
    const parsed = storedActions.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.includes(action);
  }

  /** Both keys of a chat share its hash tag: the script touches them together, also on Redis Cluster. */
  private keys(ref: MessageRef): { order: string; actions: string } {
    const chat = `${this.namespace}:buttons:{${ref.platform}:${ref.chatId}}`;
    return { order: `${chat}:order`, actions: `${chat}:actions` };
  }
}
