// `webhooks` on Discord with the real core: a sub-command with its options, the secret in a
// DM, and the command not offered in a server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeDiscord, FakeGuild, FakeUser } from '../../fakes/discord/index.js';
import { connectedSeller, type ConnectedSeller } from './support/connected-seller.js';

let connected: ConnectedSeller | undefined;
let fake: FakeDiscord;
let seller: FakeUser;
let guild: FakeGuild;
let shownFor: ConnectedSeller['shownFor'];

beforeAll(async () => {
  connected = await connectedSeller('discord-webhooks', 'dw1');
  ({ fake, seller, guild, shownFor } = connected);
});

afterAll(async () => {
  await connected?.close();
});

describe('webhooks on Discord', () => {
  it('adds an endpoint from the sub-command in a DM with its secret, and is not offered in a server', async () => {
    const dm = fake.dmChannel(seller);
    await shownFor(
      fake.slash({
        user: seller,
        channel: dm,
        name: 'webhooks',
        subcommand: 'add',
        options: { url: 'https://hooks.example.com/hawker', events: 'key.invalid' },
      }),
      /Endpoint 1 · hooks\.example\.com\/hawker gets `key\.invalid`[\s\S]*whsec_/,
    );
    await shownFor(fake.slash({ user: seller, channel: dm, name: 'webhooks', subcommand: 'list' }), /1 · hooks\.example\.com\/hawker/);
    // A private-only command is not offered in servers at all: the secret cannot be asked for there.
    expect(() => fake.slash({ user: seller, channel: fake.channelNamed(guild, 'general'), name: 'webhooks', subcommand: 'list' })).toThrow(
      /not offered in servers/,
    );
  });
});
