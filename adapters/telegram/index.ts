export { createTelegramBot, type TelegramBot, type TelegramBotOptions } from './telegram-bot.js';
export { createTelegramNotifier } from './telegram-notifier.js';
export { createTelegramOutgoing } from './outgoing/outgoing-path.js';
export { DEFAULT_THROTTLE_LIMITS } from './outgoing/throttle.js';
export { renderReply } from './render/render-reply.js';
export { createTelegramFromConfig, type TelegramRuntime } from './from-config.js';
