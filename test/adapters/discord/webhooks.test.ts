// `webhooks` on Discord with the real core: a sub-command with its options, the secret in a
// DM, and the command not offered in a server.
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeDiscord, FakeGuild, FakeMessage, FakeUser } from '../../fakes/discord/index.js';
import { LocalReceiver } from '../../support/local-receiver.js';
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

describe('webhooks replay on Discord', () => {
  let replaying: ConnectedSeller | undefined;
  let receiver: LocalReceiver | undefined;
  let status = 503;

  beforeAll(async () => {
    receiver = await LocalReceiver.start((_request, response) => response.writeHead(status).end());
    // The operator lets webhooks reach this machine: the receiver is a local one.
    replaying = await connectedSeller('discord-webhooks-replay', 'dw2', { webhookAllowPrivateNetworks: true });
  });

  afterAll(async () => {
    await replaying?.close();
    await receiver?.close();
  });

  it('sends a delivery from the log again: the receiver gets the same event, and the seller reads that it went', async () => {
    const { fake: discord, seller: owner, shownFor: shown } = replaying!;
    const shop = receiver!;
    const dm = discord.dmChannel(owner);
    const slash = (subcommand: string, options: Record<string, string>) =>
      discord.slash({ user: owner, channel: dm, name: 'webhooks', subcommand, options });
    const seen = (message: FakeMessage) => message.content + JSON.stringify(message.embeds);
    const secret = /whsec_[A-Za-z0-9+/=]+/.exec(seen(await shown(slash('add', { url: shop.url }), /whsec_/)))?.[0] ?? '';
    await shown(slash('test', { number: '1' }), /did not take the `ping`: answered 503/);
    const delivery = /dlv_[0-9a-f]{16}/.exec(seen(await shown(slash('log', { number: '1' }), /dlv_/)))?.[0] ?? '';

    status = 200;
    const replayed = await shown(slash('replay', { delivery }), /again/);
    expect(seen(replayed)).toMatch(/Endpoint 1 · 127\.0\.0\.1:\d+\/hook got `ping` again: answered 200 in \d+ ms\./);
    expect(shop.received).toHaveLength(2);
    const [missed, again] = shop.received.map((call) => ({
      id: call.headers['webhook-id'],
      event: new Webhook(secret).verify(call.body, call.headers as Record<string, string>),
    }));
    expect(again?.id).toBe(missed?.id);
    expect(again?.event).toEqual(missed?.event);
  });
});
