import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../support/test-adapter.js';
import type { Harness } from '../harness.js';
import { openDemoShop } from './support/demo-shop.js';

describe('account', () => {
  let h: Harness;
  let alice: TestUser;

  beforeAll(async () => {
    ({ h, owner: alice } = await openDemoShop('core-account', { ownerId: 'alice' }));
  });
  afterAll(async () => {
    await h.close();
  });

  it("counts the demo shop's one delivered order in the singular", async () => {
    await alice.dm.command('account');
    expect(alice.dm.lastText()).toMatch(/\(of 1 delivered order\)/);
  });

  it("shows what polling spends of the read budget at the shop's pace: fast with a manual listing on sale, idle without", async () => {
    await alice.dm.command('account');
    expect(alice.dm.lastText()).toMatch(
      /Order polling: every 3 s while a manual listing is on sale or an order is open · 20\.4 reads a minute with the listing watch, 4\.1% of the 500-a-minute read budget/,
    );
    const accountId = (await h.stores.identities.activeAccount(await h.stores.identities.resolve('test', 'alice')))?.accountId ?? '';
    // As the listing watch leaves a shop with no manual listing on sale.
    await h.stores.schedule.idleUnlessWoken(accountId, await h.stores.schedule.tierToken(accountId));
    await alice.dm.command('account');
    expect(alice.dm.lastText()).toMatch(
      /Order polling: every 5 min: no manual listing on sale and no order open \(every 3 s once there is\) · 0\.6 reads a minute with the listing watch, 0\.1% of the 500-a-minute read budget/,
    );
  });
});
