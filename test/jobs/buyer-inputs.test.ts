import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiscordNotifier } from '../../adapters/discord/discord-notifier.js';
import { renderAlert } from '../../jobs/alert-render.js';
import { orderFacts } from '../../jobs/order-facts.js';
import { order as orderSchema } from '../../src/api/schemas/order.js';
import { startFakeDiscord, type FakeChannel, type FakeDiscord } from '../fakes/discord/index.js';

const shop = { id: 'account-1', label: 'Sam Shop' };
const waiting = {
  id: '3f2a0c1e-6a7b-4c1d-9e2f-0a1b2c3d4e5f',
  status: 'awaiting_delivery',
  title: 'Starfall crystals',
  deadline_at: '2026-01-01T13:00:00Z',
};
const factsOf = (extra: Record<string, unknown>) => orderFacts(shop, orderSchema.parse({ ...waiting, ...extra }));

describe('buyer inputs on an order alert', () => {
  let fake: FakeDiscord;
  let alerts: FakeChannel;

  beforeEach(async () => {
    fake = await startFakeDiscord();
    const guild = fake.addGuild({ name: 'Sam Shop', owner: fake.addUser('sam'), channels: ['alerts'] });
    alerts = fake.channelNamed(guild, 'alerts');
  });

  afterEach(() => fake.close());

  it('renders the player id and server in the Discord alert the seller delivers from', async () => {
    const notifier = createDiscordNotifier({ token: fake.token, apiRoot: fake.apiRoot });
    const facts = factsOf({ buyer_fields: { player_id: 'PLAYER-7781', server: 'eu-1' } });
    const outcome = await notifier.send(
      { platform: 'discord', kind: 'channel', id: alerts.id },
      renderAlert(facts, Date.parse('2026-01-01T12:00:00Z')),
    );
    expect(outcome.ok).toBe(true);
    const fields = fake.messages(alerts.id)[0]?.embeds[0]?.fields ?? [];
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Player id', value: 'PLAYER-7781' }),
        expect.objectContaining({ name: 'Server', value: 'eu-1' }),
      ]),
    );
  });

  it('reads a list of labelled answers too, and tolerates absent or unknown shapes', () => {
    expect(
      factsOf({
        buyer_inputs: [
          { key: 'character_name', label: 'Character name', value: 'Aria' },
          { key: 'servers', value: ['eu-1', 'eu-2'] },
        ],
      }).buyerInputs,
    ).toEqual([
      { label: 'Character name', value: 'Aria', key: 'character_name' },
      { label: 'Servers', value: 'eu-1, eu-2', key: 'servers' },
    ]);
    expect(factsOf({}).buyerInputs).toEqual([]);
    expect(factsOf({ buyer_fields: 'player 42' }).buyerInputs).toEqual([]);
    expect(factsOf({ buyer_fields: { nested: { deep: true }, empty: '' } }).buyerInputs).toEqual([]);
    expect(renderAlert(factsOf({ buyer_fields: [42, null] }), 0).fields?.map((field) => field.label)).toEqual([
      'Account',
      'Order',
      'Time left',
      'Deadline',
    ]);
  });
});
