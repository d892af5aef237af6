export * from './fake-discord.js';
