// `pool` on Discord with the real core: codes asked for in a modal even in a server
// channel, where only the asker sees the form, and never shown in any channel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretNotDeleted } from '../../../src/core/reply-delivery.js';
import { waitUntil, type FakeDiscord, type FakeGuild, type FakeUser } from '../../fakes/discord/index.js';
import { connectedSeller, type ConnectedSeller } from './support/connected-seller.js';

let connected: ConnectedSeller | undefined;
let fake: FakeDiscord;
let seller: FakeUser;
let guild: FakeGuild;
let shownFor: ConnectedSeller['shownFor'];
let everything: ConnectedSeller['everything'];

beforeAll(async () => {
  connected = await connectedSeller('discord-pool', 'dp1');
  ({ fake, seller, guild, shownFor, everything } = connected);
});

afterAll(async () => {
  await connected?.close();
});

describe('pool on Discord', () => {
  it('asks for the codes in a modal in a server channel, and the codes show nowhere', async () => {
    const general = fake.channelNamed(guild, 'general');
    await shownFor(fake.slash({ user: seller, channel: general, name: 'team', subcommand: 'link' }), /now serves/);
    const add = fake.slash({ user: seller, channel: general, name: 'pool', subcommand: 'add', options: { name: 'steam' } });
    expect(JSON.stringify(await add.modal())).toMatch(/Codes, one per line/);
    const added = await shownFor(
      fake.submitModal({ user: seller, from: add, values: { value: 'POOL-DC-0001\nPOOL-DC-0002' } }),
      /2 codes added to \\"steam\\"/,
    );
    // The answer holds counts only: the channel may see it.
    expect(added.content + JSON.stringify(added.embeds)).toMatch(/now has 2 codes/);
    await shownFor(fake.slash({ user: seller, channel: general, name: 'pool', subcommand: 'show' }), /steam: 2 available, 0 held/);
    expect(everything()).not.toMatch(/POOL-DC-/);
  });

  it('refuses withdraw in a server channel and sends the codes back as a file in a DM', async () => {
    const general = fake.channelNamed(guild, 'general');
    await shownFor(
      fake.slash({ user: seller, channel: general, name: 'pool', subcommand: 'withdraw', options: { name: 'steam' } }),
      /runs only in a private chat with the bot/,
    );
    const dm = fake.dmChannel(seller);
    const question = await shownFor(
      fake.slash({ user: seller, channel: dm, name: 'pool', subcommand: 'withdraw', options: { name: 'steam' } }),
      /Take 2 codes \(of 2\) out of pool/,
    );
    const confirmed = fake.clickLabel({ user: seller, message: question, label: 'Confirm' });
    const withdrawn = await shownFor(confirmed, /2 codes withdrawn from pool/);
    expect(withdrawn.attachments.map((file) => file.filename)).toEqual([expect.stringMatching(/^pool-steam-withdrawn-.*\.txt$/)]);
  });

  it('takes a .csv file attached in a DM while the form waits, and asks for the message carrying it to be deleted', async () => {
    const dm = fake.dmChannel(seller);
    await fake.slash({ user: seller, channel: dm, name: 'pool', subcommand: 'add', options: { name: 'psn' } }).modal();
    const file = fake.postMessage({
      user: seller,
      channel: dm,
      content: '',
      attachments: [
        { filename: 'codes.csv', contentType: 'text/csv', data: new TextEncoder().encode('code\nPOOL-DC-0100\nPOOL-DC-0101\n') },
      ],
    });
    await waitUntil('the codes from the file added', () =>
      fake.messages(dm.id).find((message) => /2 codes added to \\"psn\\"/.test(JSON.stringify(message.embeds) + message.content)),
    );
    // A bot cannot delete a person's message in a DM: it says so, and the person deletes it.
    await waitUntil('the note to delete the file', () =>
      fake.messages(dm.id).find((message) => (message.content + JSON.stringify(message.embeds)).includes(secretNotDeleted('en'))),
    );
    expect(fake.message(file.id)?.deleted).toBe(false);
    expect(everything()).not.toMatch(/POOL-DC-01/);
  });
});
