// `webhooks` on Discord with the real core: a sub-command with its options, the secret in a
// DM, and the command not offered in a server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../../sandbox/index.js';
import {
  waitUntil,
  type FakeDiscord,
  type FakeGuild,
  type FakeInteractionHandle,
  type FakeMessage,
  type FakeUser,
} from '../../fakes/discord/index.js';
import { composeCoreOnSandbox, type CoreOnSandbox } from '../../support/core-on-sandbox.js';
import { startHarness, type Harness } from './support/bot-harness.js';

let composed: CoreOnSandbox | undefined;
let h: Harness | undefined;
let fake: FakeDiscord;
let seller: FakeUser;
let guild: FakeGuild;

function shownFor(handle: FakeInteractionHandle, pattern: RegExp): Promise<FakeMessage> {
  return waitUntil(`an answer matching ${String(pattern)}`, () => {
    const { originalMessageId, followUpIds, sourceMessageId } = handle.record;
    return [originalMessageId, ...followUpIds, sourceMessageId]
      .map((id) => fake.message(id ?? ''))
      .find((message) => message && !message.deleted && pattern.test(message.content + JSON.stringify(message.embeds)));
  });
}

beforeAll(async () => {
  const sandbox = await startSandbox({ seed: 11 });
  composed = composeCoreOnSandbox(sandbox, 'discord-webhooks', 'dw1');
  h = await startHarness(composed.core);
  ({ fake, seller, guild } = h);
  const connect = fake.slash({ user: seller, channel: fake.dmChannel(seller), name: 'connect' });
  await connect.modal();
  await shownFor(
    fake.submitModal({ user: seller, from: connect, values: { value: sandbox.sellers[0]?.apiKey ?? '' } }),
    /Account connected/,
  );
});

afterAll(async () => {
  await h?.close();
  await composed?.close();
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
