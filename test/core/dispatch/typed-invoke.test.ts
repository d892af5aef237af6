import { describe, expect, it } from 'vitest';
import { price } from '../../../src/core/commands/price.js';
import type { Caller } from '../../../src/core/dispatch/dispatch-types.js';
import { publishManualTopUp } from '../../support/manual-listing.js';
import { useListingsShop } from '../commands/support/listings-shop.js';

describe('the typed entry', () => {
  const shop = useListingsShop('core-typed-invoke');

  /** Alice on the dashboard, on her shop: the typed entry reads her team role there on each call. */
  async function aliceOnDashboard(): Promise<{ caller: Caller; accountId: string }> {
    const identity = await shop.h.stores.identities.resolve('test', 'alice');
    const accountId = (await shop.h.stores.identities.activeAccount(identity))?.accountId ?? '';
    const actor = { platform: 'test' as const, userId: 'alice', displayName: 'Alice' };
    return { caller: { type: 'dashboard', session: { sessionId: 'typed-invoke', accountId, actor } }, accountId };
  }

  it('asks with the facts before a price five times off, sets it when confirmed, and answers the price in cents', async () => {
    const { caller, accountId } = await aliceOnDashboard();
    const topUp = await publishManualTopUp(await shop.h.core.services.clientFor(accountId));
    await shop.alice.dm.command('price', `${topUp} 14.99`);

    const asked = await shop.h.core.invoke(caller, price.typed, { id: topUp, amount: 149_900 }, { confirmed: false });
    expect(asked).toMatchObject({
      ok: 'confirm',
      preview: { listingId: topUp, fromCents: 1499, toCents: 149_900, direction: 'higher', factor: 100 },
    });
    expect(asked.ok === 'confirm' && asked.question).toMatch(/from \$14\.99 to \$1,499\.00\? That is 100× higher than now/);
    expect((await shop.read(topUp)).price).toBe(1499);

    const set = await shop.h.core.invoke(caller, price.typed, { id: topUp, amount: 149_900 }, { confirmed: true });
    expect(set).toMatchObject({ ok: true, value: { listingId: topUp, cents: 149_900, changed: true } });
    expect((await shop.read(topUp)).price).toBe(149_900);
  });

  it('refuses with a code and the chat sentence: a gift card has no price call, a shop the session is not on has no role', async () => {
    const { caller } = await aliceOnDashboard();
    const giftCard = shop.idOf('Pixel Raiders $25 gift card');
    const refused = await shop.h.core.invoke(caller, price.typed, { id: giftCard, amount: 2000 }, { confirmed: false });
    expect(refused).toMatchObject({
      ok: false,
      refusal: { code: 'not_allowed', message: expect.stringMatching(/no edit call for gift card listings/) as string },
    });

    const elsewhere: Caller =
      caller.type === 'dashboard' ? { type: 'dashboard', session: { ...caller.session, accountId: 'no-such-shop' } } : caller;
    const outside = await shop.h.core.invoke(elsewhere, price.typed, { id: giftCard, amount: 2000 }, { confirmed: false });
    expect(outside).toMatchObject({ ok: false, refusal: { code: 'not_allowed' } });
  });
});
