/** An error answer of the Bot API: `{ok:false, error_code, description, parameters}` with that HTTP status. */
export class BotApiError extends Error {
  constructor(
    readonly errorCode: number,
    readonly description: string,
    readonly parameters?: { retry_after?: number; migrate_to_chat_id?: number },
  ) {
    super(description);
    this.name = 'BotApiError';
  }

  toJSON(): Record<string, unknown> {
    return {
      ok: false,
      error_code: this.errorCode,
      description: this.description,
      ...(this.parameters ? { parameters: this.parameters } : {}),
    };
  }
}

export const badRequest = (detail: string): BotApiError => new BotApiError(400, `Bad Request: ${detail}`);
const forbidden = (detail: string): BotApiError => new BotApiError(403, `Forbidden: ${detail}`);

/** Ways a chat can be closed to the bot, with the exact answers Telegram gives. */
export const GONE_ANSWERS = {
  not_found: () => badRequest('chat not found'),
  blocked: () => forbidden('bot was blocked by the user'),
  kicked: () => forbidden('bot was kicked from the group chat'),
  deactivated: () => forbidden('user is deactivated'),
  not_started: () => forbidden("bot can't initiate conversation with a user"),
} as const;

export type GoneReason = keyof typeof GONE_ANSWERS;
