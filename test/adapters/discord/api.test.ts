// `api` on Discord with the real core: a token is made with the sub-command's options in a
// private chat, shown there once; servers are not offered the command at all.
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

const TOKEN = /hwk_[A-Za-z0-9_-]{43}/;

let composed: CoreOnSandbox | undefined;
let h: Harness | undefined;
let fake: FakeDiscord;
let seller: FakeUser;
let guild: FakeGuild;

const everything = () =>
  JSON.stringify([...fake.state.messages.values()].map((message) => [message.content, message.embeds, message.components]));

function shownFor(handle: FakeInteractionHandle, pattern: RegExp): Promise<FakeMessage> {
  return waitUntil(`an answer matching ${String(pattern)}`, () => {
    const { originalMessageId, followUpIds } = handle.record;
    return [originalMessageId, ...followUpIds]
      .map((id) => fake.message(id ?? ''))
      .find((message) => message && !message.deleted && pattern.test(message.content + JSON.stringify(message.embeds)));
  });
}

beforeAll(async () => {
  const sandbox = await startSandbox({ seed: 11 });
  const apiKey = sandbox.sellers[0]?.apiKey ?? '';
  composed = composeCoreOnSandbox(sandbox, 'discord-api', 'da1');
  h = await startHarness(composed.core);
  ({ fake, seller, guild } = h);
  const connect = fake.slash({ user: seller, channel: fake.dmChannel(seller), name: 'connect' });
  await connect.modal();
  await shownFor(fake.submitModal({ user: seller, from: connect, values: { value: apiKey } }), /Account connected/);
});

afterAll(async () => {
  await h?.close();
  await composed?.close();
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
