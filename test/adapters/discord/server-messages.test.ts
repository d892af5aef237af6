import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiscordBot, type DiscordBot } from '../../../adapters/discord/discord-bot.js';
import { translate } from '../../../src/i18n/index.js';
import { createLogger } from '../../../src/log/logger.js';
import { secretNotDeleted, sentPrivately } from '../../../src/core/reply-delivery.js';
import { PERMISSIONS, startFakeDiscord, waitUntil, type FakeDiscord, type FakeGuild, type FakeUser } from '../../fakes/discord/index.js';
import { ScriptedCore } from '../../support/scripted-core.js';
import { SAMPLE_COMMANDS } from './support/sample-commands.js';

// With `serverMessages`, a team can reply to an alert in the server channel itself;
// a message carrying goods is deleted when the bot may, and the person told when not.
describe('messages in server channels', () => {
  const core = new ScriptedCore(SAMPLE_COMMANDS);
  let fake: FakeDiscord;
  let bot: DiscordBot;
  let seller: FakeUser;
  /** A member who closed their DMs to the bot. */
  let shy: FakeUser;
  let guild: FakeGuild;
  let bareGuild: FakeGuild;

  beforeAll(async () => {
    fake = await startFakeDiscord();
    seller = fake.addUser('sam');
    shy = fake.addUser('kim');
    fake.blockDirectMessages(shy);
    guild = fake.addGuild({
      name: 'Sam Shop',
      owner: seller,
      channels: ['alerts'],
      roles: [{ name: 'Bots', permissions: PERMISSIONS.manageMessages }],
      members: [{ user: fake.state.bot, roles: ['Bots'] }, { user: shy }],
    });
    bareGuild = fake.addGuild({ name: 'Other', owner: seller, channels: ['alerts'] });
    bot = createDiscordBot({
      token: fake.token,
      apiRoot: fake.apiRoot,
      core,
      logger: createLogger({ level: 'silent' }),
      serverMessages: true,
    });
    await bot.start();
  });
  afterAll(async () => {
    await bot.stop();
    await fake.close();
  });

  it('asks for the Message Content intent only when told to', () => {
    const identify = fake.gatewayLog.find((record) => record.op === 2);
    expect(Number(identify?.detail?.intents) & (1 << 15)).toBe(1 << 15);
  });

  it('passes a reply to an alert in the channel to the core and deletes the goods it carried', async () => {
    core.answer = () => [{ text: 'Deliver 1 unit? Confirm below.', deleteUserMessage: true }];
    const alerts = fake.channelNamed(guild, 'alerts');
    const alert = fake.postMessage({ user: fake.state.bot, channel: alerts, content: 'New order' });
    const sent = fake.postMessage({ user: seller, channel: alerts, content: 'CODE-1', replyTo: alert });
    await waitUntil('the goods message deleted', () => fake.message(sent.id)?.deleted);
    expect(core.lastEvent()).toMatchObject({
      place: { kind: 'group', guildId: guild.id, chatId: alerts.id },
      input: { type: 'text', text: 'CODE-1', replyTo: { platform: 'discord', chatId: alerts.id, messageId: alert.id } },
    });
    // The goods go first, then the answer: wait for it rather than read the channel at once.
    await waitUntil('the answer', () => fake.messages(alerts.id).some((message) => message.content === 'Deliver 1 unit? Confirm below.'));
  });

  it('says so when it may not delete the message', async () => {
    core.answer = () => [{ text: 'Never post goods here.', deleteUserMessage: true }];
    const alerts = fake.channelNamed(bareGuild, 'alerts');
    const sent = fake.postMessage({ user: seller, channel: alerts, content: 'CODE-2' });
    await waitUntil('the notice', () =>
      fake
        .messages(alerts.id)
        .find((message) => (message.embeds[0] as { description?: string } | undefined)?.description === secretNotDeleted()),
    );
    expect(fake.message(sent.id)?.deleted).toBe(false);
  });

  it("sends a private reply to a channel message to the person's DMs, and only a pointer to the channel", async () => {
    core.answer = () => [{ text: 'Only you may see order 77 details.', tone: 'error', visibility: 'private' }];
    const alerts = fake.channelNamed(guild, 'alerts');
    const dm = fake.dmChannel(seller);
    fake.postMessage({ user: seller, channel: alerts, content: 'deliver 77' });
    const shown = (message: { content: string; embeds: unknown[] }) =>
      message.content || ((message.embeds[0] as { description?: string } | undefined)?.description ?? '');
    await waitUntil('the private answer in DM', () => fake.messages(dm.id).find((message) => shown(message).includes('order 77 details')));
    await waitUntil('the pointer in the channel', () => fake.messages(alerts.id).find((message) => shown(message) === sentPrivately()));
    expect(fake.messages(alerts.id).map(shown).join('\n')).not.toContain('order 77 details');
  });

  it('says in the channel that it cannot write privately to someone whose DMs are closed, and shows the private answer nowhere', async () => {
    core.answer = () => [{ text: 'Only you may see order 78 details.', tone: 'error', visibility: 'private' }];
    const alerts = fake.channelNamed(guild, 'alerts');
    fake.postMessage({ user: shy, channel: alerts, content: 'deliver 78' });
    const shown = (message: { content: string; embeds: unknown[] }) =>
      message.content || ((message.embeds[0] as { description?: string } | undefined)?.description ?? '');
    await waitUntil('the notice in the channel', () =>
      fake.messages(alerts.id).find((message) => shown(message) === translate('en', 'core-cannot-write-privately')),
    );
    expect(fake.messages(alerts.id).map(shown).join('\n')).not.toContain('order 78 details');
    expect(fake.messages(fake.dmChannel(shy).id)).toEqual([]);
  });

  it('ignores other bots', async () => {
    const before = core.events.length;
    const alerts = fake.channelNamed(guild, 'alerts');
    fake.postMessage({ user: fake.state.bot, channel: alerts, content: 'an alert' });
    fake.postMessage({ user: seller, channel: alerts, content: 'after' });
    await waitUntil('the person message', () => core.events.length > before);
    expect(core.events.slice(before).map((event) => (event.input.type === 'text' ? event.input.text : ''))).toEqual(['after']);
  });
});
