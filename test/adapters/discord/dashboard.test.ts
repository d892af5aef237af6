// `dashboard` on Discord with the real core: a link button (style 5) whose address carries a
// one-time login, shown only to the asker: ephemeral in a server, in the DM otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeDiscord, FakeGuild, FakeMessage, FakeUser } from '../../fakes/discord/index.js';
import { connectedSeller, type ConnectedSeller } from './support/connected-seller.js';

let connected: ConnectedSeller | undefined;
let fake: FakeDiscord;
let seller: FakeUser;
let guild: FakeGuild;
let shownFor: ConnectedSeller['shownFor'];

beforeAll(async () => {
  connected = await connectedSeller('discord-dashboard', 'dd1', { dashboardUrl: 'http://127.0.0.1:8787/dashboard/' });
  ({ fake, seller, guild, shownFor } = connected);
});

afterAll(async () => {
  await connected?.close();
});

/** The link button of a message, and the login its address carries. */
function loginButton(message: FakeMessage): { button: Record<string, unknown>; token: string } {
  const row = message.components[0] as { components: Record<string, unknown>[] } | undefined;
  const button = row?.components[0] ?? {};
  const token = /#login=([A-Za-z0-9_-]{43})$/.exec(String(button.url))?.[1];
  if (!token) throw new Error(`no login button on ${JSON.stringify(message.components)}`);
  return { button, token };
}

describe('dashboard on Discord', () => {
  it('answers in a server channel ephemerally with a link button that logs the asker in once', async () => {
    const general = fake.channelNamed(guild, 'general');
    await shownFor(fake.slash({ user: seller, channel: general, name: 'team', subcommand: 'link' }), /now serves/);
    const answer = await shownFor(fake.slash({ user: seller, channel: general, name: 'dashboard' }), /expires in 10 minutes/);
    expect(answer.visibleTo).toBe(seller.id);
    const { button, token } = loginButton(answer);
    expect(button).toMatchObject({ type: 2, style: 5, label: 'Open dashboard' });
    expect(button.custom_id).toBeUndefined();
    // Nothing anyone else in the channel can see carries the login.
    const seenByOthers = [...fake.state.messages.values()].filter((message) => message.visibleTo === undefined);
    expect(JSON.stringify(seenByOthers.map((message) => [message.content, message.embeds, message.components]))).not.toContain(token);

    const grant = await connected?.stores.dashboardLogins.redeem(token);
    expect(grant).toMatchObject({ actor: { platform: 'discord', userId: seller.id } });
    expect(await connected?.stores.dashboardLogins.redeem(token)).toBeNull();
  });

  it('answers in a DM with the same link button', async () => {
    const answer = await shownFor(fake.slash({ user: seller, channel: fake.dmChannel(seller), name: 'dashboard' }), /Open dashboard/);
    const { token } = loginButton(answer);
    expect(await connected?.stores.dashboardLogins.redeem(token)).not.toBeNull();
  });
});
