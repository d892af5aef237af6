import { GrammyError, HttpError } from 'grammy';

export type TelegramFailure =
  | { reason: 'target_gone'; detail: string }
  | { reason: 'rate_limited'; retryAfterMs: number }
  | { reason: 'not_modified' }
  | { reason: 'failed'; detail: string };

// Telegram's descriptions for a chat or message the bot can no longer reach.
// Matched loosely (lower case, substrings): the wording varies by chat type.
const GONE_DESCRIPTIONS = [
  'chat not found',
  'bot was blocked by the user',
  'bot was kicked',
  'user is deactivated',
  'bot is not a member',
  "bot can't initiate conversation",
  "bot can't send messages to bots",
  'group chat was upgraded to a supergroup',
  'group chat was deleted',
  'peer_id_invalid',
  'chat_write_forbidden',
  'have no rights to send a message',
  'not enough rights to send',
  'message to edit not found',
  'message to delete not found',
  'message_id_invalid',
];

/** Sorts a failed Bot API call into what a caller does next; carries no payload (no goods, no keys). */
export function classifyTelegramError(error: unknown): TelegramFailure {
  if (error instanceof GrammyError) {
    const description = error.description.toLowerCase();
    if (error.error_code === 429) return { reason: 'rate_limited', retryAfterMs: (error.parameters.retry_after ?? 1) * 1000 };
    if (description.includes('message is not modified')) return { reason: 'not_modified' };
    const migratedTo = error.parameters.migrate_to_chat_id;
    if (migratedTo !== undefined) return { reason: 'target_gone', detail: `${error.description} (now chat ${migratedTo})` };
    if (error.error_code === 403 || GONE_DESCRIPTIONS.some((gone) => description.includes(gone))) {
      return { reason: 'target_gone', detail: error.description };
    }
    return { reason: 'failed', detail: `${error.method}: ${error.error_code} ${error.description}` };
  }
  if (error instanceof HttpError) {
    const cause = networkCause(error.error);
    return { reason: 'failed', detail: `network: ${error.message}${cause ? ` (${cause})` : ''}` };
  }
  return { reason: 'failed', detail: error instanceof Error ? error.message : String(error) };
}

/**
 * What refused the connection, and where: `ECONNREFUSED 127.0.0.1:3128` says the proxy (or
 * Telegram) is down. Only the code and address are read: a message may hold the URL, and
 * with it the bot token.
 */
function networkCause(error: unknown): string | null {
  for (let current = error, depth = 0; current instanceof Object && depth < 4; depth++) {
    const { code, address, port } = current as { code?: unknown; address?: unknown; port?: unknown };
    if (typeof code === 'string') return typeof address === 'string' ? `${code} ${address}:${String(port)}` : code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** What a log line may hold of an error: its class and message (Bot API errors never carry the payload there). */
export function describeError(error: unknown): { name: string; message: string } {
  return error instanceof Error ? { name: error.name, message: error.message } : { name: typeof error, message: String(error) };
}
