export { createDiscordBot } from './discord-bot.js';
export { createDiscordNotifier } from './discord-notifier.js';
