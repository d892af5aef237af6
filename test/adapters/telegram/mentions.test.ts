import { afterEach, describe, expect, it } from 'vitest';
import { createTelegramNotifier } from '../../../adapters/telegram/index.js';
import { renderAlert } from '../../../jobs/alert-render.js';
import { buyerInputs } from '../../../src/core/buyer-inputs.js';
import { startFakeTelegram, type FakeTelegram } from '../../fakes/telegram-bot-api/index.js';

let fake: FakeTelegram | undefined;

afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('@usernames in text others wrote, on Telegram', () => {
  it('notify nobody: an alert whose title, buyer input and taker name hold @usernames mentions no one and still reads as written', async () => {
    fake = await startFakeTelegram({ rateLimits: false });
    const notifier = createTelegramNotifier({ token: fake.token, apiRoot: fake.apiRoot });
    const group = fake.createGroup({ title: 'Shop team' });
    const alert = renderAlert(
      {
        accountId: 'account-1',
        accountLabel: 'Demo',
        orderId: 'order-1',
        title: 'Gems, ask @shop_rival',
        quantity: 1,
        priceCents: 1499,
        deadlineAt: null,
        offerId: null,
        createdAt: null,
        // The buyer's own word joiner is removed with the other invisible characters; the one Telegram needs is the adapter's.
        buyerInputs: buyerInputs({ buyer_fields: { player_id: '@\u2060victim_user' } }),
      },
      Date.now(),
      { identityId: 'identity-1', name: '@team_lead', at: Date.now() },
    );

    const outcome = await notifier.send({ platform: 'telegram', kind: 'channel', id: String(group.id) }, alert);

    expect(outcome.ok).toBe(true);
    const [sent] = fake.botMessages(group.id);
    expect(sent?.message.entities ?? []).toEqual([]);
    const read = (sent?.message.text ?? '').replaceAll('\u2060', '');
    for (const name of ['@shop_rival', 'Player id: @victim_user', 'Taken by: @team_lead']) expect(read).toContain(name);
  });
});
