export { createTelegramBot, type TelegramBot, type TelegramBotOptions } from './telegram-bot.js';
export type { WebhookOptions } from './webhook-server.js';
export { createTelegramNotifier, type TelegramNotifierOptions } from './telegram-notifier.js';
export { createTelegramOutgoing, type TelegramOutgoing, type OutgoingOptions } from './outgoing/outgoing-path.js';
export { DEFAULT_THROTTLE_LIMITS, type ThrottleLimits } from './outgoing/throttle.js';
export { renderReply, type RenderedReply, type RenderedMessage } from './render/render-reply.js';
export { createTelegramFromConfig, type TelegramRuntime } from './from-config.js';
