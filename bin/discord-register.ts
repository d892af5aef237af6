// Usage: npm run discord:register -- --guild <server id>   (development: server commands in one
//                                                           server, instant; DM commands global)
//        npm run discord:register -- --global              (production: every server and DM)
// Reads DISCORD_TOKEN, DISCORD_APPLICATION_ID and DISCORD_API_ROOT (optional) from the
// environment or .env. Safe to run again: nothing is sent when Discord already has the commands.
import { parseArgs } from 'node:util';
import { createDiscordRest } from '../adapters/discord/discord-rest.js';
import { registerCommands, type RegisteredSet } from '../adapters/discord/register-commands.js';
import { loadConfig } from '../src/config/config.js';
import { loadDotenv } from '../src/config/load-dotenv.js';
import { allCommands } from '../src/core/commands/index.js';
import { CommandRegistry } from '../src/core/registry.js';
import { createOutgoingDispatcher } from '../src/net/outgoing-dispatcher.js';

const USAGE = 'usage: npm run discord:register -- --guild <server id> | --global';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { guild: { type: 'string' }, global: { type: 'boolean' } }, strict: true });
  if (Boolean(values.guild) === Boolean(values.global)) {
    console.error(USAGE);
    return 2;
  }
  if (values.guild !== undefined && !/^\d{15,25}$/.test(values.guild)) {
    console.error(`discord:register: --guild takes a numeric server id (right-click the server, Copy Server ID). ${USAGE}`);
    return 2;
  }
  loadDotenv();
  const config = loadConfig();
  if (!config.discord) {
    console.error('discord:register: DISCORD_TOKEN is not set (the bot token from the Discord developer portal).');
    return 1;
  }
  const registry = new CommandRegistry();
  for (const command of allCommands()) registry.register(command);
  const dispatcher = createOutgoingDispatcher(config.proxy);
  const result = await registerCommands({
    rest: createDiscordRest({ token: config.discord.token, apiRoot: config.discord.apiRoot, dispatcher }),
    commands: () => registry.info(),
    applicationId: config.discord.applicationId,
    ...(values.guild ? { guildId: values.guild } : {}),
  }).finally(() => dispatcher.close());
  const globally = 'globally (Discord may take up to an hour to show changes everywhere)';
  const report = (set: RegisteredSet, what: string) =>
    console.log(set.changed ? `Registered ${set.count} ${what}.` : `Unchanged: Discord already has these ${set.count} ${what}.`);
  if (result.guild) {
    report(result.guild, `commands in server ${values.guild}`);
    report(result.global, `DM commands ${globally}`);
  } else report(result.global, `commands ${globally}`);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`discord:register: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
