export { createDiscordBot, type DiscordBot, type DiscordBotOptions } from './discord-bot.js';
export { createDiscordNotifier, type DiscordNotifierOptions } from './discord-notifier.js';
export { createDiscordRest, type DiscordRestOptions } from './discord-rest.js';
export { registerCommands, type RegisterCommandsOptions, type RegisterCommandsResult } from './register-commands.js';
export { renderReply, type DiscordMessage } from './render-reply.js';
export { slashCommands } from './slash-commands.js';
