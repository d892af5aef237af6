// `api` on Discord with the real core: a token is made with the sub-command's options in a
// private chat, shown there once; servers are not offered the command at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeDiscord, FakeGuild, FakeUser } from '../../fakes/discord/index.js';
import { connectedSeller, type ConnectedSeller } from './support/connected-seller.js';

const TOKEN = /hwk_[A-Za-z0-9_-]{43}/;

let connected: ConnectedSeller | undefined;
let fake: FakeDiscord;
let seller: FakeUser;
let guild: FakeGuild;
let shownFor: ConnectedSeller['shownFor'];
let everything: ConnectedSeller['everything'];

beforeAll(async () => {
  connected = await connectedSeller('discord-api', 'da1');
  ({ fake, seller, guild, shownFor, everything } = connected);
});

afterAll(async () => {
  await connected?.close();
});

describe('api on Discord', () => {
  it('makes a token with the sub-command in a private chat and lists it; servers are not offered the command', async () => {
    const dm = fake.dmChannel(seller);
    const create = fake.slash({
      user: seller,
      channel: dm,
      name: 'api',
      subcommand: 'token',
      options: { action: 'create', value: 'viewer', label: 'sheets' },
    });
    await shownFor(create, /sheets\W+ acts as viewer/);
    await shownFor(fake.slash({ user: seller, channel: dm, name: 'api', subcommand: 'tokens' }), /sheets · viewer/);
    const general = fake.channelNamed(guild, 'general');
    expect(() =>
      fake.slash({ user: seller, channel: general, name: 'api', subcommand: 'token', options: { action: 'create', value: 'owner' } }),
    ).toThrow(/not offered in servers/);
    expect((everything().match(new RegExp(TOKEN, 'g')) ?? []).length).toBe(1);
  });
});
