// The role matrix through the real adapters: every write command, typed on Telegram
// (fake Bot API, grammY adapter) and run as a slash command on Discord (fake Discord,
// discord.js adapter) by a stranger and by the highest role below the one it needs,
// in a private chat and in the linked group or channel. Nothing may change.
import { REST } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiscordBot, type DiscordBot } from '../../adapters/discord/discord-bot.js';
import { registerCommands } from '../../adapters/discord/register-commands.js';
import { createTelegramBot, createTelegramOutgoing, type TelegramBot } from '../../adapters/telegram/index.js';
import type { CommandInfo, VerbInfo } from '../../src/core/command-info.js';
import type { Platform } from '../../src/domain/platform.js';
import { sentPrivately } from '../../src/core/reply-delivery.js';
import { ROLES, type Role } from '../../src/domain/roles.js';
import { startFakeDiscord, type FakeChannel, type FakeDiscord, type FakeUser } from '../fakes/discord/index.js';
import { startFakeTelegram, type FakeTelegram, type TgChat, type TgUser } from '../fakes/telegram-bot-api/index.js';
import { FAST_FAKE_LIMITS, FAST_THROTTLE } from '../adapters/telegram/support/bot-support.js';
import { TestAdapter } from '../support/test-adapter.js';
import { recordFigures } from './support/figures.js';
import { guardProcess, type ProcessGuard } from './support/process-guard.js';
import { demoKey, startStack, type Stack } from './support/stack.js';
import { writeCommandTexts } from './support/write-commands.js';

const REFUSED =
  /needs the (operator|manager|owner) role; you are an? (viewer|operator|manager)|You have no role on the seller account|You have no seller account in Hawker yet/;
/** In a group a command whose answer is a secret (`team invite`) is refused before anything else. */
const REFUSED_IN_GROUP = new RegExp(`${REFUSED.source}|runs only in a private chat with the bot`);

let s: Stack;
let guard: ProcessGuard;
let accountId: string;
let attempts = 0;
let hiddenByDiscord = 0;

/**
 * The verb a typed text runs of a command with verbs (`/alerts off`, `/restock <listing> remove …`),
 * the default one when it names none, with the text's words after the command without the verb's.
 */
function verbTyped(command: CommandInfo, text: string): { verb?: VerbInfo; words: string[] } {
  const words = text.split(' ').slice(1);
  const named = command.verbs?.find((verb) => verb.typedAt !== null && words[verb.typedAt ?? 0] === verb.name);
  if (named) return { verb: named, words: words.filter((_, index) => index !== (named.typedAt ?? 0)) };
  const verb = command.verbs?.find((each) => each.name === command.defaultVerb);
  return verb ? { verb, words } : { words };
}

/** Who tries a command as typed: nobody on the team, and the highest role still too low for it (for the verb typed, if any). */
function triers(command: CommandInfo, text: string): ('stranger' | Role)[] {
  const below = ROLES.slice(0, ROLES.indexOf((verbTyped(command, text).verb?.role ?? command.role) as Role));
  return ['stranger', ...below.slice(-1)];
}

async function marketplaceSnapshot(): Promise<string> {
  const { listings, orders } = s.sandbox.core.state;
  return JSON.stringify({
    listings: [...listings.values()].map((listing) => JSON.stringify(listing)),
    orders: [...orders.values()].map((order) => [order.id, order.status]),
    audit: await s.stores.audit.latest(accountId, 1000),
    members: await s.stores.team.members(accountId),
    places: await s.stores.team.placesOf(accountId),
    targets: await s.stores.alertSettings.targetsFor(accountId),
  });
}

async function grant(platform: Platform, userId: string, role: Role): Promise<void> {
  const identity = await s.stores.identities.resolve(platform, userId);
  await s.stores.team.grant(accountId, identity, role);
  await s.stores.identities.setActiveAccount(identity, accountId);
}

const writeCommands = () => s.core.commands().filter((command) => command.role !== 'viewer' && command.role !== 'none');

beforeAll(async () => {
  guard = guardProcess();
  s = await startStack('rel-roles-adapters');
  const owner = new TestAdapter(s.core, 'test').user('owner');
  await owner.dm.command('connect', `${demoKey(s)} Demo`);
  accountId = (await s.stores.identities.activeAccount(await s.stores.identities.resolve('test', 'owner')))?.accountId ?? '';
});

afterAll(async () => {
  await s.close();
  guard.stop();
  recordFigures('roles-on-adapters', { refusedAttempts: attempts, hiddenByDiscord });
});

describe('on Telegram, through the fake Bot API', () => {
  let fake: FakeTelegram;
  let bot: TelegramBot;
  const people = new Map<'stranger' | Role, TgUser>();
  let group: TgChat;

  beforeAll(async () => {
    fake = await startFakeTelegram({ rateLimits: FAST_FAKE_LIMITS });
    bot = createTelegramBot({
      token: fake.token,
      apiRoot: fake.apiRoot,
      core: s.core,
      mode: { type: 'polling' },
      logger: s.logs.logger('telegram'),
      outgoing: createTelegramOutgoing({ limits: FAST_THROTTLE }),
    });
    await bot.start();
    for (const who of ['stranger', 'viewer', 'operator', 'manager'] as const) {
      const user = fake.createUser(who, `${who}_user`);
      people.set(who, user);
      if (who !== 'stranger') await grant('telegram', String(user.id), who);
    }
    group = fake.createGroup({ title: 'Shop team', members: [...people.values()], botIsAdmin: true });
    await s.stores.team.linkPlace(accountId, { platform: 'telegram', chatId: String(group.id) });
  });

  afterAll(async () => {
    await bot.stop();
    await fake.close();
  });

  it('refuses every write command typed by a stranger or a lower role, in private and in the group', async () => {
    const texts = writeCommandTexts(s);
    const before = await marketplaceSnapshot();
    for (const command of writeCommands()) {
      for (const who of triers(command, writeCommandTexts(s)[command.id]!)) {
        const user = people.get(who)!;
        const chats = [
          ...(command.scopes.includes('private') ? [fake.privateChat(user)] : []),
          ...(command.scopes.includes('group') ? [group] : []),
        ];
        for (const chat of chats) {
          const text = texts[command.id]!;
          const typed = chat.type === 'private' ? text : text.replace(/^\/(\w+)/, '/$1@hawker_test_bot');
          const shown = fake.botMessages(chat.id).length;
          const dm = fake.privateChat(user);
          const shownPrivately = fake.botMessages(dm.id).length;
          fake.userSends(user, chat, typed);
          let reply = await fake.nextBotMessage(chat.id, shown, `the answer to ${who} ${command.id}`);
          // Telegram cannot show one person a reply in a group: a refusal (a private reply) goes to their private chat.
          if (chat.type !== 'private' && reply.message.text?.includes(sentPrivately())) {
            reply = await fake.nextBotMessage(dm.id, shownPrivately, `the private answer to ${who} ${command.id}`);
          }
          attempts += 1;
          expect(reply.message.text ?? '', `${who} ${command.id} in ${chat.type}`).toMatch(
            chat.type === 'private' ? REFUSED : REFUSED_IN_GROUP,
          );
        }
      }
    }
    expect(await marketplaceSnapshot()).toEqual(before);
  }, 120_000);
});

describe('on Discord, through the fake Discord', () => {
  let fake: FakeDiscord;
  let bot: DiscordBot;
  const people = new Map<'stranger' | Role, FakeUser>();
  let channel: FakeChannel;

  beforeAll(async () => {
    fake = await startFakeDiscord();
    const ownerUser = fake.addUser('owner');
    for (const who of ['stranger', 'viewer', 'operator', 'manager'] as const) {
      const user = fake.addUser(who);
      people.set(who, user);
      if (who !== 'stranger') await grant('discord', user.id, who);
    }
    const guild = fake.addGuild({
      name: 'Shop',
      owner: ownerUser,
      channels: ['team'],
      members: [...people.values()].map((user) => ({ user })),
    });
    channel = fake.channelNamed(guild, 'team');
    await s.stores.team.linkPlace(accountId, { platform: 'discord', chatId: channel.id });
    await registerCommands({ rest: new REST({ api: fake.apiRoot }).setToken(fake.token), commands: () => s.core.commands() });
    bot = createDiscordBot({ token: fake.token, apiRoot: fake.apiRoot, core: s.core, logger: s.logs.logger('discord') });
    await bot.start();
  });

  afterAll(async () => {
    await bot.stop();
    await fake.close();
  });

  /**
   * The typed command as slash options: the verb as the sub-command, arguments in order, the
   * last `rest` one taking the remainder; secrets go through a modal.
   */
  function slashOptions(command: CommandInfo, text: string): { subcommand?: string; options: Record<string, string> } {
    const { verb, words } = verbTyped(command, text);
    const options: Record<string, string> = {};
    (verb?.arguments ?? command.arguments).forEach((argument, index) => {
      const value = argument.rest ? words.slice(index).join(' ') : words[index];
      if (value && !argument.secret) options[argument.name] = value;
    });
    return verb ? { subcommand: verb.name, options } : { options };
  }

  it('refuses every write slash command run by a stranger or a lower role, in a DM and in the linked channel', async () => {
    const texts = writeCommandTexts(s);
    const before = await marketplaceSnapshot();
    for (const command of writeCommands()) {
      for (const who of triers(command, writeCommandTexts(s)[command.id]!)) {
        const user = people.get(who)!;
        const channels = [
          ...(command.scopes.includes('private') ? [fake.dmChannel(user)] : []),
          ...(command.scopes.includes('group') ? [channel] : []),
        ];
        for (const place of channels) {
          let handle;
          try {
            handle = fake.slash({ user, channel: place, name: command.id, ...slashOptions(command, texts[command.id]!) });
          } catch (error) {
            // Default member permissions (from the command's role) hide it in the server: Discord refuses before Hawker does.
            expect(String(error)).toMatch(/Discord hides it/);
            hiddenByDiscord += 1;
            continue;
          }
          // Commands taking a secret open a modal first; the role is checked on its submission.
          if ((await handle.callback()).type === 9)
            handle = fake.submitModal({ user, from: handle, values: { value: 'ROLE-TEST-SECRET' } });
          const answer = await handle.settled();
          attempts += 1;
          expect(
            JSON.stringify([answer.content, answer.embeds]),
            `${who} ${command.id} in ${place.type === 1 ? 'a DM' : 'the channel'}`,
          ).toMatch(place.type === 1 ? REFUSED : REFUSED_IN_GROUP);
        }
      }
    }
    expect(await marketplaceSnapshot()).toEqual(before);
    expect(guard.fired).toEqual([]);
  }, 120_000);
});
