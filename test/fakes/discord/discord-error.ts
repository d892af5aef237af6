/** An answer the fake gives instead of a success, shaped as Discord's JSON error body. */
export class FakeDiscordError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly errors?: unknown,
  ) {
    super(message);
  }

  body(): Record<string, unknown> {
    return this.errors === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, errors: this.errors };
  }
}

export const unknownChannel = () => new FakeDiscordError(404, 10003, 'Unknown Channel');
export const unknownMessage = () => new FakeDiscordError(404, 10008, 'Unknown Message');
export const unknownInteraction = () => new FakeDiscordError(404, 10062, 'Unknown interaction');
export const unknownWebhook = () => new FakeDiscordError(404, 10015, 'Unknown Webhook');
export const unknownUser = () => new FakeDiscordError(404, 10013, 'Unknown User');
export const missingAccess = () => new FakeDiscordError(403, 50001, 'Missing Access');
export const cannotMessageUser = () => new FakeDiscordError(403, 50007, 'Cannot send messages to this user');
export const alreadyAcknowledged = () => new FakeDiscordError(400, 40060, 'Interaction has already been acknowledged.');
export const invalidFormBody = (errors: unknown) => new FakeDiscordError(400, 50035, 'Invalid Form Body', errors);
export const unauthorized = () => new FakeDiscordError(401, 0, '401: Unauthorized');
