import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** Init data older than this is refused: it is a login, and a copy of an old one must not open a session. */
export const INIT_DATA_MAX_AGE_MS = 10 * 60_000;
/** A clock a little ahead of ours on Telegram's side is no reason to refuse. */
const FUTURE_SKEW_MS = 60_000;
/** Telegram's init data is a few hundred characters; anything far longer is not it. */
const MAX_INIT_DATA_LENGTH = 8192;

/** The Telegram user a Mini App was opened by, as Telegram's `WebAppUser` describes them. */
const webAppUser = z.object({
  id: z.number().int().positive(),
  first_name: z.string(),
  last_name: z.string().optional(),
  username: z.string().optional(),
  language_code: z.string().optional(),
});
export type TelegramWebAppUser = z.infer<typeof webAppUser>;

export type InitDataCheck =
  | { ok: true; user: TelegramWebAppUser; authDate: number }
  /** `invalid`: not signed with this bot's token (forged, tampered, malformed, no hash); `expired`: signed, but older than the maximum age. */
  | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Checks a Mini App's init data exactly as Telegram documents it ("Validating data received
 * via the Mini App"): the secret key is HMAC-SHA256 of the bot token keyed by "WebAppData";
 * the hash is hex HMAC-SHA256 of the data-check-string (every field but `hash`, sorted by
 * key, `key=value` joined by line feeds) under that secret, compared in constant time.
 * `auth_date` (seconds) must be within `INIT_DATA_MAX_AGE_MS` of `nowMs`.
 */
export function checkInitData(initData: string, botToken: string, nowMs: number): InitDataCheck {
  const invalid = { ok: false, reason: 'invalid' } as const;
  if (initData.length === 0 || initData.length > MAX_INIT_DATA_LENGTH) return invalid;
  const fields = new Map<string, string>();
  for (const [key, value] of new URLSearchParams(initData)) {
    // Telegram sends each field once; a repeated one could be read one way here and another elsewhere.
    if (fields.has(key)) return invalid;
    fields.set(key, value);
  }
  const hash = fields.get('hash');
  if (hash === undefined || !/^[0-9a-f]{64}$/.test(hash)) return invalid;
  fields.delete('hash');
  const dataCheckString = [...fields.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const expected = createHmac('sha256', secret).update(dataCheckString).digest();
  if (!timingSafeEqual(expected, Buffer.from(hash, 'hex'))) return invalid;
  const authDate = Number(fields.get('auth_date'));
  if (!Number.isInteger(authDate) || authDate <= 0) return invalid;
  const ageMs = nowMs - authDate * 1000;
  if (ageMs < -FUTURE_SKEW_MS) return invalid;
  if (ageMs > INIT_DATA_MAX_AGE_MS) return { ok: false, reason: 'expired' };
  const user = parseUser(fields.get('user'));
  return user === null ? invalid : { ok: true, user, authDate };
}

function parseUser(raw: string | undefined): TelegramWebAppUser | null {
  if (raw === undefined) return null;
  try {
    const parsed = webAppUser.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
