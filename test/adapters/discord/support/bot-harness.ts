import { REST } from 'discord.js';
import { createDiscordBot, type DiscordBot, type DiscordBotOptions } from '../../../../adapters/discord/discord-bot.js';
import { registerCommands } from '../../../../adapters/discord/register-commands.js';
import type { ChatCore } from '../../../../src/core/chat-core.js';
import { createLogger } from '../../../../src/log/logger.js';
import {
  startFakeDiscord,
  type FakeDiscord,
  type FakeDiscordOptions,
  type FakeGuild,
  type FakeUser,
} from '../../../fakes/discord/index.js';

export interface Harness {
  fake: FakeDiscord;
  bot: DiscordBot;
  seller: FakeUser;
  viewer: FakeUser;
  guild: FakeGuild;
  close(): Promise<void>;
}

const quiet = createLogger({ level: 'silent' });

/** Registers the core's commands on the fake Discord and logs the bot in, quiet unless `options` bring a logger. */
export async function startBotOnFakeDiscord(
  fake: FakeDiscord,
  core: ChatCore,
  options: Partial<DiscordBotOptions> = {},
): Promise<DiscordBot> {
  const rest = new REST({ api: fake.apiRoot }).setToken(fake.token);
  await registerCommands({ rest, commands: () => core.commands() });
  const bot = createDiscordBot({ token: fake.token, apiRoot: fake.apiRoot, core, logger: quiet, ...options });
  await bot.start();
  return bot;
}

/** A fake Discord with a seller, a team server, the core's commands registered, and the bot logged in. */
export async function startHarness(
  core: ChatCore,
  options: Partial<DiscordBotOptions> = {},
  fakeOptions: FakeDiscordOptions = {},
): Promise<Harness> {
  const fake = await startFakeDiscord(fakeOptions);
  const seller = fake.addUser('sam');
  const viewer = fake.addUser('vic');
  const guild = fake.addGuild({ name: 'Sam Shop', owner: seller, channels: ['general', 'alerts'], members: [{ user: viewer }] });
  const bot = await startBotOnFakeDiscord(fake, core, options);
  return {
    fake,
    bot,
    seller,
    viewer,
    guild,
    async close() {
      await bot.stop();
      await fake.close();
    },
  };
}
