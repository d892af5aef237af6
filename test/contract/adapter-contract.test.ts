import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDiscordBot, type DiscordBot } from '../../adapters/discord/discord-bot.js';
import type { TelegramBot } from '../../adapters/telegram/index.js';
import { nothingWaitsForAFile } from '../../src/core/file-offer.js';
import { secretNotDeleted, sentPrivately } from '../../src/core/reply-delivery.js';
import type { Reply } from '../../src/domain/reply.js';
import { createLogger } from '../../src/log/logger.js';
import { PERMISSIONS, startFakeDiscord, waitUntil, type FakeChannel, type FakeDiscord, type FakeUser } from '../fakes/discord/index.js';
import { startFakeTelegram, type FakeTelegram, type TgChat, type TgUser } from '../fakes/telegram-bot-api/index.js';
import { openTerminalSession } from '../adapters/console/support/terminal-session.js';
import { FAST_FAKE_LIMITS, RecordingCore, startBotOnFake } from '../adapters/telegram/support/bot-support.js';

// #20.2: the same scenarios against every adapter, each on its platform's fake (or the
// terminal's streams), with a core whose answers the scenario writes. What a person
// reads must follow the core's contract everywhere: one routine decides order and words.

type Where = 'private' | 'group';

interface Driver {
  readonly hasGroups: boolean;
  /** The person sends a message Hawker reads (in a group: a command or a reply to it). */
  say(where: Where, text: string): Promise<void>;
  sendFile(where: Where, file: { filename: string; data: Uint8Array }): Promise<void>;
  /** What the person reads from Hawker there, oldest first. */
  shown(where: Where): string[];
  /** Whether the person's last message is gone; null where there is no such thing to delete. */
  lastMessageDeleted(where: Where): boolean | null;
  /** Hawker's removals and messages in the order the platform received them. */
  deliveries(): ('delete' | 'send')[];
  stop(): Promise<void>;
}

const quiet = createLogger({ level: 'silent' });

async function telegramDriver(core: RecordingCore): Promise<Driver> {
  const fake: FakeTelegram = await startFakeTelegram({ rateLimits: FAST_FAKE_LIMITS });
  const bot: TelegramBot = await startBotOnFake(fake, core);
  const person: TgUser = fake.createUser('Ann');
  const chats: Record<Where, TgChat> = {
    private: fake.privateChat(person),
    group: fake.createGroup({ members: [person], botIsAdmin: true }),
  };
  let last: Partial<Record<Where, number>> = {};
  return {
    hasGroups: true,
    async say(where, text) {
      last = {
        ...last,
        [where]: fake.userSends(person, chats[where], where === 'group' ? `/listings@hawker_test_bot ${text}` : text).message_id,
      };
    },
    async sendFile(where, file) {
      last = {
        ...last,
        [where]: fake.userSendsDocument(person, chats[where], { filename: file.filename, mimeType: 'text/plain', data: file.data })
          .message_id,
      };
    },
    shown: (where) => fake.botMessages(chats[where].id).map((stored) => stored.message.text ?? ''),
    lastMessageDeleted(where) {
      const id = last[where];
      return id === undefined ? null : (fake.message(chats[where].id, id)?.deleted ?? false);
    },
    deliveries: () =>
      fake.calls.flatMap((call) =>
        call.method === 'deleteMessage' ? ['delete' as const] : call.method === 'sendMessage' ? ['send' as const] : [],
      ),
    async stop() {
      await bot.stop();
      await fake.close();
    },
  };
}

async function discordDriver(core: RecordingCore): Promise<Driver> {
  const fake: FakeDiscord = await startFakeDiscord();
  const person: FakeUser = fake.addUser('ann');
  const guild = fake.addGuild({
    name: 'Shop',
    owner: person,
    channels: ['team'],
    roles: [{ name: 'Bots', permissions: PERMISSIONS.manageMessages }],
    members: [{ user: fake.state.bot, roles: ['Bots'] }],
  });
  const bot: DiscordBot = createDiscordBot({ token: fake.token, apiRoot: fake.apiRoot, core, logger: quiet, serverMessages: true });
  await bot.start();
  // The bot opens the DM first, as an alert does: on this fake a first DM message in a
  // channel discord.js has not cached yet does not reach the adapter.
  await bot.client.users.createDM(person.id);
  const channels: Record<Where, FakeChannel> = { private: fake.dmChannel(person), group: fake.channelNamed(guild, 'team') };
  const last: Partial<Record<Where, string>> = {};
  const text = (message: { content: string; embeds: unknown[] }) =>
    message.content || ((message.embeds[0] as { description?: string } | undefined)?.description ?? '');
  return {
    hasGroups: true,
    async say(where, content) {
      last[where] = fake.postMessage({ user: person, channel: channels[where], content }).id;
    },
    async sendFile(where, file) {
      last[where] = fake.postMessage({
        user: person,
        channel: channels[where],
        content: '',
        attachments: [{ filename: file.filename, contentType: 'text/plain', data: file.data }],
      }).id;
    },
    shown: (where) =>
      fake
        .messages(channels[where].id, person)
        .filter((message) => message.authorId !== person.id)
        .map(text),
    lastMessageDeleted(where) {
      const id = last[where];
      return id === undefined ? null : (fake.message(id)?.deleted ?? false);
    },
    deliveries: () =>
      fake.calls.flatMap((call) =>
        call.route === '/channels/:channel/messages/:message' && call.method === 'DELETE'
          ? ['delete' as const]
          : call.route === '/channels/:channel/messages' && call.method === 'POST'
            ? ['send' as const]
            : [],
      ),
    async stop() {
      await bot.stop();
      await fake.close();
    },
  };
}

async function consoleDriver(core: RecordingCore): Promise<Driver> {
  const { chat, input, screen } = openTerminalSession(core);
  const folder = await mkdtemp(join(tmpdir(), 'hawker-contract-'));
  return {
    hasGroups: false,
    async say(_where, text) {
      input.write(`${text}\n`);
    },
    async sendFile(_where, file) {
      const path = join(folder, file.filename);
      await writeFile(path, file.data);
      input.write(`file ${path}\n`);
    },
    shown: () =>
      screen()
        .split(/\n#\d+\n/)
        .slice(1)
        .map((block) => block.trim()),
    // A terminal line cannot be taken back: there is nothing to delete.
    lastMessageDeleted: () => null,
    deliveries: () => [],
    async stop() {
      chat.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

const DRIVERS = { telegram: telegramDriver, discord: discordDriver, console: consoleDriver } as const;

for (const [platform, startDriver] of Object.entries(DRIVERS)) {
  describe(`the adapter contract on ${platform}`, () => {
    let driver: Driver | undefined;
    const core = new RecordingCore();
    const start = async (answer: (event: Parameters<RecordingCore['handle']>[0]) => Reply[]) => {
      core.events.length = 0;
      core.answer = answer;
      driver = await startDriver(core);
      return driver;
    };
    const seen = (d: Driver, where: Where, text: string) =>
      waitUntil(`"${text}" shown in ${where}`, () => d.shown(where).some((shown) => shown.includes(text)));

    afterEach(async () => {
      await driver?.stop();
      driver = undefined;
      core.fileVerdict = { accept: true, maxBytes: 20 * 1024 * 1024 };
    });

    it('shows a reply where the person asked', async () => {
      const d = await start(() => [{ text: 'You have 3 listings.' }]);
      await d.say('private', 'listings');
      await seen(d, 'private', 'You have 3 listings.');
    });

    it('shows a private reply to the asker only', async () => {
      const d = await start(() => [{ text: 'Only for you: order 9.', tone: 'error', visibility: 'private' }]);
      await d.say('private', 'orders');
      await seen(d, 'private', 'Only for you: order 9.');
      if (!d.hasGroups) return;
      const before = d.shown('private').length;
      await d.say('group', 'orders');
      await seen(d, 'group', sentPrivately());
      await waitUntil('the second private answer', () => d.shown('private').length > before);
      expect(d.shown('group').join('\n')).not.toContain('order 9');
    });

    it('removes a message carrying a secret before answering, or tells the person to remove it', async () => {
      const d = await start(() => [{ text: 'Deliver 2 units? Confirm below.', deleteUserMessage: true }]);
      const where: Where = d.hasGroups ? 'group' : 'private';
      await d.say(where, 'CODE-1\nCODE-2');
      await seen(d, where, 'Deliver 2 units?');
      const deleted = d.lastMessageDeleted(where);
      if (deleted === false) await seen(d, where, secretNotDeleted());
      if (deleted === true) {
        // Removed first, so the secret is visible the shortest time: every message of this answer comes after.
        const order = d.deliveries();
        const removal = order.lastIndexOf('delete');
        expect(removal).toBeGreaterThanOrEqual(0);
        expect(order.slice(removal)).toContain('send');
        expect(order.slice(0, removal).filter((step) => step === 'send')).toHaveLength(0);
        expect(d.shown(where).join('\n')).not.toContain(secretNotDeleted());
      }
    });

    it('passes the answer to a prompt back as the next message', async () => {
      const d = await start((event) =>
        event.input.type === 'text' && event.input.text === 'Gems x100'
          ? [{ text: 'Title saved.' }]
          : [{ text: 'What title?', prompt: { kind: 'text', label: 'Title', formId: 'f1' } }],
      );
      await d.say('private', 'create');
      await seen(d, 'private', 'What title?');
      await d.say('private', 'Gems x100');
      await seen(d, 'private', 'Title saved.');
    });

    it('hands `cancel` typed at a goods question to the core at once, as the message it is', async () => {
      const d = await start((event) =>
        event.input.type === 'text' && event.input.text === 'cancel'
          ? [{ text: 'Stopped. Nothing more will be sent for it.' }]
          : [{ text: 'Send the goods.', prompt: { kind: 'goods', label: 'Goods', formId: 'f2', multiline: true } }],
      );
      await d.say('private', 'deliver');
      await seen(d, 'private', 'Send the goods.');
      await d.say('private', 'cancel');
      await seen(d, 'private', 'Stopped.');
    });

    it('reads no file nobody waits for, and says so', async () => {
      const d = await start(() => [{ text: 'should not be reached' }]);
      core.fileVerdict = { accept: false, reply: { text: nothingWaitsForAFile(), tone: 'error', visibility: 'private' } };
      await d.sendFile('private', { filename: 'notes.txt', data: new TextEncoder().encode('hello') });
      await seen(d, 'private', 'Nothing is waiting for a file from you here');
      expect(core.events).toHaveLength(0);
    });

    it('hands a wanted file to the core, bytes intact', async () => {
      const d = await start(() => [{ text: '2 new codes added.' }]);
      const data = new TextEncoder().encode('AAAA-1\nBBBB-2\n');
      await d.sendFile('private', { filename: 'codes.txt', data });
      await seen(d, 'private', '2 new codes added.');
      expect(core.fileOffers.at(-1)?.place.kind).toBe('private');
      expect(core.events.at(-1)?.input).toMatchObject({ type: 'file', filename: 'codes.txt', data });
    });
  });
}
