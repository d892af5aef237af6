export { startFakeTelegram, FakeTelegram } from './fake-telegram.js';
export { TELEGRAM_RATE_LIMITS } from './rate-limits.js';
export type { StoredMessage } from './fake-state.js';
export type { TgChat, TgUser } from './types.js';
