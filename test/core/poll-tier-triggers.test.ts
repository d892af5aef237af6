import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pollScheduleKeys } from '../../src/store/poll-schedule.js';
import type { TestUser } from '../support/test-adapter.js';
import type { Harness } from './harness.js';
import { openDemoShop } from './commands/support/demo-shop.js';

/**
 * Each way a shop comes to have a manual listing on sale through Hawker moves it from idle
 * polling (the listing watch's pace) to fast polling at once, its next order poll within one
 * fast interval (3 s, at the shop's own phase; autopilot's at once). The
 * worker is not running here: the shop is made idle as the listing watch makes it, and its
 * next order poll is put an hour away, so only the command can bring it forward.
 */
describe('a shop polled at the idle pace', () => {
  let h: Harness;
  let owner: TestUser;
  let accountId: string;
  let manualTopUp: string;
  const now = () => h.sandbox.core.clock.now();
  const tier = () => h.stores.schedule.tier(accountId);
  const ordersDueAt = () => h.stores.schedule.ordersDueAt(accountId);
  const titled = (title: string) => {
    const found = [...h.sandbox.core.state.listings.values()].find((listing) => listing.title === title);
    if (!found) throw new Error(`no listing ${title}`);
    return found;
  };

  beforeAll(async () => {
    ({ h, owner, accountId, manualTopUp } = await openDemoShop('core-poll-tiers'));
  });
  afterAll(async () => {
    await h.close();
  });
  beforeEach(async () => {
    await h.stores.schedule.idleUnlessWoken(accountId, await h.stores.schedule.tierToken(accountId));
    await h.redis.redis.zadd(pollScheduleKeys(h.redis.namespace).orders.of(accountId), now() + 3_600_000, accountId);
    expect(await tier()).toBe('idle');
  });

  async function expectWoken(): Promise<void> {
    expect(await tier()).toBe('fast');
    expect(await ordersDueAt()).toBeLessThanOrEqual(now() + h.core.services.pollCadence.fastMs);
  }

  it('is polled fast at once when a manual listing is published through Hawker, not when an instant one is', async () => {
    const gift = titled('Pixel Raiders $25 gift card');
    h.sandbox.core.listings.unpublish(gift);
    await owner.dm.command('publish', gift.id);
    expect(gift.status).toBe('active');
    expect(await tier()).toBe('idle');
    expect(await ordersDueAt()).toBeGreaterThan(now() + 3_000_000);

    const draft = titled('Fresh NA starter account');
    await owner.dm.command('publish', draft.id);
    expect(draft.status).toBe('active');
    await expectWoken();
  });

  it('stays idle when a gift card is unpaused: gift cards, the one category with unpause, are always instant', async () => {
    const gift = titled('Pixel Raiders $25 gift card');
    h.sandbox.core.listings.pause(gift);
    await owner.dm.command('unpause', gift.id);
    expect(gift.status).toBe('active');
    expect(await tier()).toBe('idle');
    expect(await ordersDueAt()).toBeGreaterThan(now() + 3_000_000);
  });

  it('is polled fast at once when a manual listing is created through Hawker', async () => {
    const chat = owner.dm;
    await chat.command('create');
    await chat.press('Top-up');
    await chat.answer('neon');
    await chat.press('Neon Drift');
    await chat.press('eu');
    await chat.press('Skip');
    await chat.answer('Neon Drift credits by player id, by hand');
    await chat.press('Skip');
    await chat.press('Skip');
    await chat.answer('4.99');
    await chat.press('Manual');
    await chat.press('Top-up by player id');
    await chat.answer('Send your player id.');
    await chat.answer('30 min');
    await chat.press('Done');
    await chat.press('Create draft');
    expect(chat.lastText()).toMatch(/Draft created/);
    await expectWoken();
  });

  it('is polled fast at once when autopilot is bound', async () => {
    await h.stores.pools.add(accountId, 'gems', ['GEM-1', 'GEM-2'], now());
    await owner.dm.command('autopilot', `${manualTopUp.slice(0, 8)} from gems`);
    expect(await h.stores.autopilot.binding(accountId, manualTopUp)).not.toBeNull();
    await expectWoken();
  });

  it('is polled fast at once when `back` puts the manual listings on sale again after away mode', async () => {
    await owner.dm.command('away', 'now');
    expect(titled('Starfall crystals by player id').status).toBe('draft');
    await h.stores.schedule.idleUnlessWoken(accountId, await h.stores.schedule.tierToken(accountId));
    expect(await tier()).toBe('idle');
    await owner.dm.command('back');
    expect(titled('Starfall crystals by player id').status).toBe('active');
    await expectWoken();
  });
});
