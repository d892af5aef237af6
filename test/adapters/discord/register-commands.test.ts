import { REST } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCommands } from '../../../adapters/discord/register-commands.js';
import { slashCommands } from '../../../adapters/discord/slash-commands.js';
import type { CommandInfo } from '../../../src/core/command-info.js';
import { startFakeDiscord, type FakeDiscord, type FakeGuild, type FakeUser, type Json } from '../../fakes/discord/index.js';
import { SAMPLE_COMMANDS } from './support/sample-commands.js';

describe('slash command registration', () => {
  let fake: FakeDiscord;
  let rest: REST;
  let guild: FakeGuild;

  beforeAll(async () => {
    fake = await startFakeDiscord();
    guild = fake.addGuild({ name: 'Dev server', owner: fake.addUser('dev') });
    rest = new REST({ api: fake.apiRoot }).setToken(fake.token);
  });

  afterAll(() => fake.close());

  const puts = () => fake.calls.filter((call) => call.method === 'PUT').length;

  it('registers per server for development, and a second run sends nothing', async () => {
    const first = await registerCommands({ rest, commands: () => SAMPLE_COMMANDS, guildId: guild.id });
    // Five commands work in servers; all six work in DMs, where `connect` is the only one not also in the server.
    expect(first).toEqual({
      applicationId: fake.applicationId,
      guild: { count: 5, changed: true },
      global: { count: 6, changed: true },
      changed: true,
    });
    const ids = fake.commands(guild).map((command) => command.id);
    const putsBefore = puts();
    const second = await registerCommands({ rest, commands: () => SAMPLE_COMMANDS, guildId: guild.id });
    expect(second.changed).toBe(false);
    expect(puts()).toBe(putsBefore);
    expect(fake.commands(guild).map((command) => command.id)).toEqual(ids);
  });

  it('overwrites in bulk when a command changes, keeping the ids of the others', async () => {
    const before = new Map(fake.commands(guild).map((command) => [command.name, command.id]));
    const creates = fake.commandCreates();
    const changed = SAMPLE_COMMANDS.map((info) => (info.id === 'pause' ? { ...info, description: 'Pause a listing now' } : info));
    const result = await registerCommands({ rest, commands: () => changed, guildId: guild.id });
    expect(result.changed).toBe(true);
    const after = fake.commands(guild);
    expect(after.find((command) => command.name === 'pause')?.description).toBe('Pause a listing now');
    for (const command of after) expect(command.id).toBe(before.get(command.name));
    expect(fake.commandCreates()).toBe(creates);
  });

  it('registers globally for production', async () => {
    const result = await registerCommands({ rest, commands: () => SAMPLE_COMMANDS });
    expect(result).toEqual({ applicationId: fake.applicationId, global: { count: SAMPLE_COMMANDS.length, changed: true }, changed: true });
    expect(
      fake
        .commands()
        .map((command) => command.name)
        .sort(),
    ).toEqual(['connect', 'deliver', 'listings', 'pause', 'restock', 'team']);
    expect((await registerCommands({ rest, commands: () => SAMPLE_COMMANDS })).changed).toBe(false);
  });

  it('types options from the arguments: secrets left out, required first, choices, autocomplete', () => {
    const byName = new Map(fake.commands().map((command) => [command.name, command]));
    const options = (name: string) => (byName.get(name)?.options ?? []) as Json[];
    expect(options('connect')).toEqual([]);
    expect(options('deliver').map((option) => option.name)).toEqual(['order']);
    expect(options('deliver')[0]).toMatchObject({ type: 3, required: true, autocomplete: true });
    expect(options('listings').map((option) => [option.name, option.type])).toEqual([
      ['status', 3],
      ['page', 4],
      ['title', 3],
    ]);
    expect(options('listings')[0]?.choices).toEqual([
      { name: 'active', value: 'active' },
      { name: 'draft', value: 'draft' },
      { name: 'paused', value: 'paused' },
    ]);
    // A verb typed after the listing is a sub-command like any other, the listing in each: the codes stay out (a modal asks).
    expect(options('restock').map((verb) => [verb.type, verb.name, (verb.options as Json[]).map((option) => option.name)])).toEqual([
      [1, 'add', ['id']],
      [1, 'remove', ['id', 'unit']],
    ]);
    expect((options('restock')[1]?.options as Json[])[0]).toMatchObject({ required: true, autocomplete: true });
  });

  it('offers each command where the core accepts it, and owner commands to server managers by default', () => {
    const byName = new Map(fake.commands().map((command) => [command.name, command]));
    expect(byName.get('connect')?.contexts).toEqual([1]);
    expect(byName.get('listings')?.contexts).toEqual([0, 1]);
    expect(byName.get('team')?.default_member_permissions).toBe((1n << 5n).toString());
    expect(byName.get('deliver')?.default_member_permissions).toBeNull();
  });
});

describe('a command with verbs', () => {
  let fake: FakeDiscord;
  let rest: REST;
  beforeAll(async () => {
    fake = await startFakeDiscord();
    rest = new REST({ api: fake.apiRoot }).setToken(fake.token);
  });
  afterAll(() => fake.close());

  /** `alerts` as the registry words it: a verb per sub-command, each with its own arguments. */
  const alerts = (muteDescription = 'How many minutes'): CommandInfo => ({
    id: 'alerts',
    description: 'Where order alerts go',
    arguments: [],
    defaultVerb: 'show',
    verbs: [
      { name: 'show', description: 'the alert settings', arguments: [], role: 'operator' },
      {
        name: 'lowstock',
        description: 'low-stock threshold',
        arguments: [
          { name: 'threshold', description: 'Stock to tell at', type: 'string', required: false, rest: true },
          { name: 'listing', description: 'The listing', type: 'string', required: true, autocomplete: 'listing' },
        ],
        role: 'owner',
      },
      {
        name: 'mute',
        description: 'mute for a while',
        arguments: [{ name: 'minutes', description: muteDescription, type: 'string', required: false }],
        role: 'owner',
      },
    ],
    role: 'operator',
    scopes: ['private', 'group'],
  });

  it('registers a sub-command (type 1) per verb, its options required first, and sends nothing the second time', async () => {
    expect((await registerCommands({ rest, commands: () => [alerts()] })).changed).toBe(true);
    const [registered] = fake.commands();
    // (The sample's texts are the same in every language, so each also has its localisations.)
    expect(registered?.options).toMatchObject([
      { type: 1, name: 'show', description: 'the alert settings', options: [] },
      {
        type: 1,
        name: 'lowstock',
        description: 'low-stock threshold',
        options: [
          { type: 3, name: 'listing', description: 'The listing', required: true, autocomplete: true },
          { type: 3, name: 'threshold', description: 'Stock to tell at', required: false },
        ],
      },
      {
        type: 1,
        name: 'mute',
        description: 'mute for a while',
        options: [{ type: 3, name: 'minutes', description: 'How many minutes', required: false }],
      },
    ]);
    // The lowest role of any verb decides who Discord shows it to: an operator sees it, not only server managers.
    expect(registered?.default_member_permissions).toBeNull();
    expect((await registerCommands({ rest, commands: () => [alerts()] })).changed).toBe(false);
  });

  it('overwrites when only a sub-command’s option changes', async () => {
    await registerCommands({ rest, commands: () => [alerts()] });
    expect((await registerCommands({ rest, commands: () => [alerts('Minutes of quiet')] })).changed).toBe(true);
    const mute = (fake.commands()[0]?.options as Json[]).find((option) => option.name === 'mute');
    expect((mute?.options as Json[])[0]?.description).toBe('Minutes of quiet');
  });

  it('is refused by Discord’s rules when sub-commands are mixed with options or marked required', async () => {
    const [command] = slashCommands(() => [alerts()]);
    const mixed = { ...command, options: [...(command?.options ?? []), { type: 3, name: 'extra', description: 'x' }] };
    await expect(rest.put(`/applications/${fake.applicationId}/commands`, { body: [mixed] })).rejects.toThrow(/Invalid Form Body/);
    const required = { ...command, options: (command?.options ?? []).map((option) => ({ ...option, required: true })) };
    await expect(rest.put(`/applications/${fake.applicationId}/commands`, { body: [required] })).rejects.toThrow(/Invalid Form Body/);
  });
});

describe('registration for development (`--guild`)', () => {
  const fakes: FakeDiscord[] = [];
  afterAll(() => Promise.all(fakes.map((fake) => fake.close())));

  /** Registers SAMPLE_COMMANDS on a new fake Discord, per server when `development`; returns the fake and the server. */
  async function registered(development: boolean): Promise<{ fake: FakeDiscord; guild: FakeGuild; owner: FakeUser }> {
    const fake = await startFakeDiscord();
    fakes.push(fake);
    const owner = fake.addUser('owner');
    const guild = fake.addGuild({ name: 'Shop', owner });
    const rest = new REST({ api: fake.apiRoot }).setToken(fake.token);
    await registerCommands({ rest, commands: () => SAMPLE_COMMANDS, ...(development ? { guildId: guild.id } : {}) });
    return { fake, guild, owner };
  }

  /** What the server owner's command picker lists in the server and in a DM with the bot. */
  const places = ({ fake, guild, owner }: { fake: FakeDiscord; guild: FakeGuild; owner: FakeUser }) => ({
    server: fake.offeredCommands(fake.channelNamed(guild, 'general'), owner).sort(),
    dm: fake.offeredCommands(fake.dmChannel(owner), owner).sort(),
  });

  it('offers every command exactly where production does: DM-only ones in DMs and never in the server', async () => {
    const production = places(await registered(false));
    expect(production).toEqual({
      server: ['deliver', 'listings', 'pause', 'restock', 'team'],
      dm: ['connect', 'deliver', 'listings', 'pause', 'restock', 'team'],
    });
    expect(places(await registered(true))).toEqual(production);
  });

  it('sends nothing when run again unchanged', async () => {
    const development = await registered(true);
    const puts = development.fake.calls.filter((call) => call.method === 'PUT').length;
    const again = await registerCommands({
      rest: new REST({ api: development.fake.apiRoot }).setToken(development.fake.token),
      commands: () => SAMPLE_COMMANDS,
      guildId: development.guild.id,
    });
    expect(again.changed).toBe(false);
    expect(development.fake.calls.filter((call) => call.method === 'PUT')).toHaveLength(puts);
  });
});
