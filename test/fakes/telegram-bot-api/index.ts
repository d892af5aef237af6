export { startFakeTelegram, FakeTelegram, type FakeTelegramOptions, type CallRecord, type InjectedFault } from './fake-telegram.js';
export { TELEGRAM_RATE_LIMITS, type FakeRateLimits, type RateRule } from './rate-limits.js';
export type { GoneReason } from './bot-api-error.js';
export type { StoredMessage } from './fake-state.js';
export type { TgChat, TgMessage, TgUser, TgUpdate, TgBotCommand, TgReplyMarkup } from './types.js';
