// @discordjs/rest as discord.js itself loads it, without discord.js's whole index (gateway
// client, WebSocket, builders), which a worker sending alerts over REST never uses.
// discord.js is CommonJS and requires the package's CommonJS build; an ESM import would load
// its separate ESM build, whose REST and error classes are other classes, so `instanceof
// DiscordAPIError` would miss the errors the bot's discord.js client throws. Required here,
// they are the very classes discord.js uses, in the bot and in the worker alike.
import { createRequire } from 'node:module';
import type * as DiscordRest from '@discordjs/rest';

const library = createRequire(import.meta.url)('@discordjs/rest') as typeof DiscordRest;

export const { REST, DiscordAPIError, HTTPError, RateLimitError } = library;
export type REST = DiscordRest.REST;
