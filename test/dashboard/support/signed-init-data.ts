import { createHmac } from 'node:crypto';

/** A bot token of the form @BotFather gives, for tests only. */
export const TEST_BOT_TOKEN = '7000000001:AAH-test-bot-token-for-dashboard-init-data';

export interface InitDataFields {
  user?: Record<string, unknown>;
  /** Seconds since the epoch. */
  authDate: number;
  /** Other fields Telegram sends (query_id, chat_instance, signature...). */
  extra?: Record<string, string>;
}

/**
 * Init data as Telegram builds it for a Mini App launch: the fields URL-encoded, and `hash`,
 * the hex HMAC-SHA256 of the sorted `key=value` lines under HMAC-SHA256("WebAppData", token).
 */
export function signedInitData(fields: InitDataFields, botToken = TEST_BOT_TOKEN): string {
  const values: Record<string, string> = {
    auth_date: String(fields.authDate),
    ...(fields.user === undefined ? {} : { user: JSON.stringify(fields.user) }),
    ...fields.extra,
  };
  const dataCheckString = Object.keys(values)
    .sort()
    .map((key) => `${key}=${values[key] ?? ''}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const hash = createHmac('sha256', secret).update(dataCheckString).digest('hex');
  return new URLSearchParams({ ...values, hash }).toString();
}
