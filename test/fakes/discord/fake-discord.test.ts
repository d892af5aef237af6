import { Client, Events, GatewayIntentBits, Partials, REST, Routes, DiscordAPIError } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDiscord, waitUntil, type FakeDiscord } from './index.js';

// The fake is checked against discord.js itself: if discord.js can log in, cache
// the server and answer through it, the bot under test talks to a faithful peer.
describe('fake Discord with discord.js', () => {
  let fake: FakeDiscord;
  let client: Client;
  const received: string[] = [];

  beforeAll(async () => {
    fake = await startFakeDiscord({ heartbeatIntervalMs: 300 });
    const owner = fake.addUser('olga');
    fake.addGuild({ name: 'Olga Shop', owner, channels: ['general', 'alerts'], roles: [{ name: 'Team' }] });
    client = new Client({
      intents: [GatewayIntentBits.Guilds, GatewayIntentBits.DirectMessages],
      partials: [Partials.Channel],
      rest: { api: fake.apiRoot },
    });
    client.on(Events.InteractionCreate, (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      received.push(interaction.commandName);
      void interaction.reply({ content: `pong in ${interaction.inGuild() ? 'server' : 'DM'}` });
    });
    const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
    await client.login(fake.token);
    await ready;
    await client.rest.put(Routes.applicationCommands(fake.applicationId), { body: [{ name: 'ping', description: 'Ping' }] });
  });

  afterAll(async () => {
    await client.destroy();
    await fake.close();
  });

  it('logs discord.js in through the gateway it announces, JSON without compression, and caches the server', () => {
    expect(client.user?.username).toBe('Hawker');
    const guild = client.guilds.cache.first();
    expect(guild?.name).toBe('Olga Shop');
    expect(guild?.channels.cache.map((channel) => channel.name).sort()).toEqual(['alerts', 'general']);
    expect(guild?.roles.cache.map((role) => role.name).sort()).toEqual(['@everyone', 'Team']);
    const identify = fake.gatewayLog.find((record) => record.op === 2);
    expect(identify?.detail).toMatchObject({ compress: false, shard: [0, 1] });
    expect(fake.calls.some((call) => call.route === '/gateway/bot')).toBe(true);
  });

  it('acknowledges heartbeats, so discord.js measures a ping', async () => {
    await waitUntil('a heartbeat', () => fake.gatewayLog.some((record) => record.op === 1));
    await waitUntil('a measured ping', () => client.ws.ping >= 0);
    expect(client.ws.ping).toBeGreaterThanOrEqual(0);
  });

  it('delivers a slash command in a server and in a DM, and records the reply', async () => {
    const [owner] = [...fake.state.users.values()].filter((user) => !user.bot);
    if (!owner) throw new Error('no owner');
    const guild = [...fake.state.guilds.values()][0];
    if (!guild) throw new Error('no guild');
    const inServer = await fake.slash({ user: owner, channel: fake.channelNamed(guild, 'general'), name: 'ping' }).settled();
    const inDm = await fake.slash({ user: owner, channel: fake.dmChannel(owner), name: 'ping' }).settled();
    expect(inServer.content).toBe('pong in server');
    expect(inDm.content).toBe('pong in DM');
  });

  it('replays events sent while the bot reconnects, through RESUME', async () => {
    const owner = [...fake.state.users.values()].find((user) => !user.bot);
    if (!owner) throw new Error('no owner');
    const before = received.length;
    fake.reconnectGateway();
    const handle = fake.slash({ user: owner, channel: fake.dmChannel(owner), name: 'ping' });
    expect((await handle.settled()).content).toBe('pong in DM');
    expect(received.length).toBe(before + 1);
    await waitUntil('a RESUME', () => fake.gatewayLog.some((record) => record.op === 6));
  });

  it('answers like Discord when a payload breaks its limits or a channel is closed', async () => {
    const rest = new REST({ api: fake.apiRoot }).setToken(fake.token);
    const channel = [...fake.state.channels.values()].find((candidate) => candidate.name === 'general');
    if (!channel) throw new Error('no channel');
    const tooLong = rest.post(Routes.channelMessages(channel.id), { body: { content: 'x'.repeat(2001) } });
    await expect(tooLong).rejects.toMatchObject({ code: 50035, status: 400 });
    const tooManyRows = rest.post(Routes.channelMessages(channel.id), {
      body: {
        components: Array.from({ length: 6 }, (_, row) => ({
          type: 1,
          components: [{ type: 2, style: 1, label: 'x', custom_id: `b${row}` }],
        })),
      },
    });
    await expect(tooManyRows).rejects.toBeInstanceOf(DiscordAPIError);
    fake.closeChannel(channel.id, 'missing_access');
    await expect(rest.post(Routes.channelMessages(channel.id), { body: { content: 'hi' } })).rejects.toMatchObject({ code: 50001 });
  });

  it('refuses a wrong token at login', async () => {
    const intruder = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.apiRoot } });
    await expect(intruder.login('not-the-token')).rejects.toThrow();
    await intruder.destroy();
  });
});

describe('fake Discord interaction rules', () => {
  let fake: FakeDiscord;
  let client: Client;
  const outcomes: string[] = [];

  beforeAll(async () => {
    fake = await startFakeDiscord({ interactionDeadlineMs: 300 });
    client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.apiRoot } });
    client.on(Events.InteractionCreate, (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      const late = interaction.commandName === 'late';
      void (async () => {
        // Past the fake's 300-ms interaction deadline: the late answer is what is under test.
        if (late) await new Promise((resolve) => setTimeout(resolve, 900));
        await interaction.reply({ content: 'first' });
        // discord.js refuses a second reply itself; ask the fake directly.
        await client.rest.post(Routes.interactionCallback(interaction.id, interaction.token), {
          body: { type: 4, data: { content: 'second' } },
          auth: false,
        });
      })().catch((error: unknown) => outcomes.push(error instanceof DiscordAPIError ? String(error.code) : String(error)));
    });
    const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
    await client.login(fake.token);
    await ready;
    await client.rest.put(Routes.applicationCommands(fake.applicationId), {
      body: [
        { name: 'late', description: 'Answers too late' },
        { name: 'twice', description: 'Answers twice' },
      ],
    });
  });

  afterAll(async () => {
    await client.destroy();
    await fake.close();
  });

  it('refuses a first response after the deadline (10062) and a second response (40060)', async () => {
    const user = fake.addUser('ulla');
    fake.slash({ user, channel: fake.dmChannel(user), name: 'twice' });
    await waitUntil('the second reply refused', () => outcomes.includes('40060'));
    fake.slash({ user, channel: fake.dmChannel(user), name: 'late' });
    await waitUntil('the late reply refused', () => outcomes.includes('10062'));
    expect(outcomes.sort()).toEqual(['10062', '40060']);
  });

  it('hides a command from members without its default permissions, as Discord does', async () => {
    await client.rest.put(Routes.applicationCommands(fake.applicationId), {
      body: [{ name: 'team', description: 'Team', default_member_permissions: String(1 << 5), contexts: [0] }],
    });
    const owner = fake.addUser('owen');
    const member = fake.addUser('mia');
    const guild = fake.addGuild({ name: 'Shop', owner, members: [{ user: member }] });
    const channel = fake.channelNamed(guild, 'general');
    expect(() => fake.slash({ user: member, channel, name: 'team' })).toThrow(/lacks the permissions/);
    expect(() => fake.slash({ user: owner, channel: fake.dmChannel(owner), name: 'team' })).toThrow(/not offered in DMs/);
  });

  it("lists a server's own commands in that server whatever their contexts, and never in DMs, as Discord does", async () => {
    const owner = fake.addUser('gus');
    const guild = fake.addGuild({ name: 'Dev', owner });
    await client.rest.put(Routes.applicationGuildCommands(fake.applicationId, guild.id), {
      body: [{ name: 'dm-only', description: 'Offered in DMs only, were it global', contexts: [1] }],
    });
    expect(fake.offeredCommands(fake.channelNamed(guild, 'general'), owner)).toContain('dm-only');
    expect(fake.offeredCommands(fake.dmChannel(owner), owner)).not.toContain('dm-only');
    expect(() => fake.slash({ user: owner, channel: fake.dmChannel(owner), name: 'dm-only' })).toThrow(/not registered where gus is/);
  });
});
