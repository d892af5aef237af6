import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../support/test-adapter.js';
import { demoKey, startHarness, type Harness } from '../harness.js';
import { keysMatching } from '../../support/test-redis.js';
import { create } from '../../../src/core/commands/create.js';

const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

describe('guided create', () => {
  let h: Harness;
  let alice: TestUser;
  const find = (title: string) => [...h.sandbox.core.state.listings.values()].find((listing) => listing.title === title);

  beforeAll(async () => {
    h = await startHarness('core-create');
    alice = h.adapter.user('alice');
    await alice.dm.command('connect', `${demoKey(h)} Demo`);
  });
  afterAll(async () => {
    await h.close();
  });

  it('creates an account listing: schema attributes with enum choices and checked numbers, pictures from chat, a draft, then published', async () => {
    const chat = alice.dm;
    await chat.command('create');
    await chat.press('Account');
    await chat.answer('starfall');
    await chat.press('Starfall Odyssey');
    expect(chat.lastText()).toMatch(/Region: pick one/);
    expect(chat.lastText()).toMatch(/\[eu\] \[na\] \[asia\]/);
    await chat.press('na');
    expect(chat.lastText()).toMatch(/Account level \(a number, at least 1\)/);
    await chat.answer('0');
    expect(chat.turnText()).toMatch(/must be at least 1/);
    await chat.answer('55');
    await chat.press('gold');
    await chat.press('Skip');
    await chat.answer('Short');
    expect(chat.turnText()).toMatch(/8 to 128 characters/);
    await chat.answer('Level 55 NA account with gold rank');
    await chat.answer('Hand-levelled, no bans.');
    await chat.answer('Ranked, NA');
    await chat.answer('$39.90');
    await chat.press('Manual');
    await chat.answer('2 hours');
    await chat.press('Done');
    expect(chat.turnText()).toMatch(/at least one picture/);
    await chat.upload('shot.png', PIXEL_PNG, 'image/png');
    await chat.press('Done');
    const preview = chat.lastText();
    expect(preview).toMatch(/Preview/);
    expect(preview).toMatch(/Price: \$39\.90/);
    expect(preview).toMatch(/level: 55/);
    await chat.press('Create draft');
    expect(chat.lastText()).toMatch(/Draft created/);
    const created = find('Level 55 NA account with gold rank');
    expect(created).toMatchObject({
      status: 'draft',
      price: 3990,
      attributes: { region: 'na', level: 55, rank: 'gold' },
      tags: ['ranked', 'na'],
      manualDeliveryValue: 2,
      manualDeliveryUnit: 'hours',
    });
    expect(created?.images).toHaveLength(1);
    await chat.press('Publish now');
    expect(find('Level 55 NA account with gold rank')?.status).toBe('active');
  });

  it('creates a manual top-up: instant needs activation_code, manual top-ups need instructions', async () => {
    const chat = alice.dm;
    await chat.command('create');
    await chat.press('Top-up');
    await chat.answer('neon');
    await chat.press('Neon Drift');
    await chat.press('eu');
    await chat.answer('500');
    await chat.answer('Neon Drift 500 credits by player id');
    await chat.press('Skip');
    await chat.press('Skip');
    await chat.answer('4.99');
    await chat.press('Instant');
    await chat.press('Top-up by player id');
    expect(chat.turnText()).toMatch(/Instant delivery only works with the activation_code method/);
    await chat.send('/cancel');
    await chat.command('create');
    await chat.press('Top-up');
    await chat.answer('neon');
    await chat.press('Neon Drift');
    await chat.press('eu');
    await chat.press('Skip');
    await chat.answer('Neon Drift credits by player id, manual');
    await chat.press('Skip');
    await chat.press('Skip');
    await chat.answer('499c');
    await chat.press('Manual');
    await chat.press('Top-up by player id');
    await chat.press('Skip');
    expect(chat.turnText()).toMatch(/need delivery instructions/);
    await chat.answer('Send your player id.');
    await chat.answer('30 min');
    await chat.press('Done');
    await chat.press('Create draft');
    expect(find('Neon Drift credits by player id, manual')).toMatchObject({
      status: 'draft',
      price: 499,
      deliveryMethod: 'player_id',
      manualDeliveryValue: 30,
      manualDeliveryUnit: 'minutes',
    });
  });

  it('creates a draft from the whole listing at once on the typed entry, answering its id and what it is', async () => {
    const identity = await h.stores.identities.resolve('test', 'alice');
    const accountId = (await h.stores.identities.activeAccount(identity))?.accountId ?? '';
    const actor = { platform: 'test' as const, userId: 'alice', displayName: 'Alice' };
    const caller = { type: 'dashboard' as const, session: { sessionId: 'typed-create', accountId, actor } };
    const listing = {
      category: 'top_up',
      game_slug: 'neon-drift',
      title: 'Neon Drift credits, typed in one call',
      price: '6.49',
      delivery_type: 'manual',
      delivery_instructions: 'Send your player id.',
      manual_delivery_value: '2',
      manual_delivery_unit: 'hours',
      attributes: '{"region":"eu"}',
    };
    const made = await h.core.invoke(caller, create.typed, { listing }, { confirmed: false });
    const id = find('Neon Drift credits, typed in one call')?.id;
    expect(made).toEqual({
      ok: true,
      value: {
        listingId: id,
        title: 'Neon Drift credits, typed in one call',
        category: 'top_up',
        priceCents: 649,
        deliveryType: 'manual',
        needsCodes: false,
      },
    });
    expect(find('Neon Drift credits, typed in one call')).toMatchObject({ status: 'draft', price: 649, manualDeliveryValue: 2 });
    const short = await h.core.invoke(caller, create.typed, { listing: { ...listing, title: 'Short' } }, { confirmed: false });
    expect(short).toMatchObject({ ok: false, refusal: { code: 'refused', message: expect.stringMatching(/8 to 128 characters/) } });
    const card = await h.core.invoke(caller, create.typed, { listing: { ...listing, category: 'gift_card' } }, { confirmed: false });
    expect(card).toMatchObject({ ok: false, refusal: { code: 'refused', message: expect.stringMatching(/made together with its goods/) } });
  });

  it('creates an instant gift card with its stock, which never sits in Redis or the chat in clear', async () => {
    const chat = alice.dm;
    await chat.command('create');
    await chat.press('Gift card');
    await chat.answer('pixel');
    await chat.press('Pixel Raiders');
    await chat.press('50');
    await chat.press('Skip');
    await chat.answer('Pixel Raiders $50 gift card, instant');
    await chat.press('Skip');
    await chat.press('Skip');
    await chat.answer('46.50');
    await chat.press('Top-up by player id');
    expect(chat.turnText()).toMatch(/activation_code/);
    await chat.press('Activation code');
    await chat.upload('card.png', PIXEL_PNG, 'image/png');
    await chat.press('Done');
    expect(chat.last().prompt?.kind).toBe('goods');
    await chat.answer('GIFT-SECRET-1\nGIFT-SECRET-1');
    expect(chat.turnText()).toMatch(/The same goods appear more than once \(entries 2\)/);
    await chat.answer('GIFT-SECRET-1\nGIFT-SECRET-2');
    expect(chat.last().deleteUserMessage).toBe(true);
    expect(chat.lastText()).toMatch(/Units of stock: 2/);
    const redisDump = await Promise.all(
      (await keysMatching(h.redis.redis, `${h.redis.namespace}:*`)).map(async (key) =>
        (await h.redis.redis.type(key)) === 'string' ? h.redis.redis.get(key) : '',
      ),
    );
    expect(redisDump.join('\n')).not.toContain('GIFT-SECRET');
    await chat.press('Create draft');
    const created = find('Pixel Raiders $50 gift card, instant');
    expect(created).toMatchObject({ status: 'draft', price: 4650, deliveryType: 'instant' });
    expect(created?.units).toHaveLength(2);
    expect(chat.transcript()).not.toContain('GIFT-SECRET');
  });

  it('names the units of a gift card it created, though the interface lists none, and removes one by its short id', async () => {
    const created = find('Pixel Raiders $50 gift card, instant');
    const [first, second] = created?.units ?? [];
    if (!created || !first || !second) throw new Error('the gift card test should have created two units');
    const chat = alice.dm;
    await chat.command('listing', created.id.slice(0, 8));
    expect(chat.lastText()).toMatch(/Units created through Hawker \(sold ones may be among them\)/);
    expect(chat.lastText()).toContain(first.id.slice(0, 8));
    expect(chat.lastText()).toContain(second.id.slice(0, 8));
    await chat.command('restock', `${created.id.slice(0, 8)} remove ${first.id.slice(0, 6)}`);
    expect(chat.lastText()).toMatch(/Removed unit/);
    expect(find('Pixel Raiders $50 gift card, instant')?.units.find((unit) => unit.id === first.id)).toBeUndefined();
    await chat.command('listing', created.id.slice(0, 8));
    expect(chat.lastText()).not.toContain(first.id.slice(0, 8));
    const madeElsewhere = [...h.sandbox.core.state.listings.values()].find(
      (listing) => listing.category === 'gift_card' && listing.title === 'Pixel Raiders $25 gift card',
    );
    await chat.command('restock', `${madeElsewhere?.id.slice(0, 8)} remove abcdef12`);
    expect(chat.lastText()).toMatch(/this one was not created through Hawker, so Hawker cannot complete a short unit id/);
  });

  it("creates currency from the catalogue's products, saying the product's scale in every question and the preview", async () => {
    const chat = alice.dm;
    await chat.command('create');
    await chat.press('Currency');
    await chat.answer('starfall');
    await chat.press('Starfall Odyssey');
    await chat.press('eu-1');
    await chat.press('Skip');
    expect(chat.lastText()).toMatch(/Which product/);
    expect(chat.lastText()).toMatch(/\[Stardust \(sold per 1,000\)\] \[Crystals \(sold per unit\)\]/);
    await chat.answer('Mana shards');
    expect(chat.turnText()).toMatch(/Pick the product with the buttons, or type its name: Stardust, Crystals\./);
    await chat.answer('stardust');
    await chat.answer('Stardust by the thousand, EU-1');
    await chat.press('Skip');
    await chat.press('Skip');
    expect(chat.lastText()).toMatch(/Price per 1,000 Stardust\?/);
    await chat.answer('0,45');
    expect(chat.lastText()).toMatch(
      /How much Stardust do you have in stock, counted in 1,000 Stardust\? For example 5 means 5 × 1,000 Stardust\./,
    );
    await chat.answer('many');
    expect(chat.turnText()).toMatch(/Stock is a whole number of 1,000 Stardust, 0 or more\./);
    await chat.answer('1,200');
    await chat.press('In-game trade');
    await chat.answer('Meet at the EU-1 market.');
    await chat.answer('1 hour');
    const preview = chat.lastText();
    expect(preview).toMatch(/Price: \$0\.45 per 1,000 Stardust/);
    expect(preview).toMatch(/Product: Stardust \(sold per 1,000\)/);
    expect(preview).toMatch(/Stock: 1,200 × 1,000 Stardust/);
    await chat.press('Create draft');
    const stardust = h.sandbox.core.catalogue
      .brand('starfall-odyssey')
      ?.categories.find((c) => c.category === 'currency')
      ?.products.find((p) => p.name === 'Stardust');
    expect(find('Stardust by the thousand, EU-1')).toMatchObject({
      status: 'draft',
      price: 45,
      stockQuantity: 1200,
      product: { id: stardust?.id, scale: 'thousand' },
    });
  });

  it('offers only games that sell the category', async () => {
    const chat = alice.dm;
    await chat.command('create');
    await chat.press('Gift card');
    await chat.answer('dune');
    expect(chat.turnText()).toMatch(/No game matching "dune" sells gift card listings/);
    await chat.answer('raiders');
    expect(chat.lastText()).toMatch(/\[Pixel Raiders\]/);
    expect(chat.lastText()).not.toMatch(/Dune Riders/);
    await chat.send('/cancel');
  });
});
