import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishLeaksFor } from '../../support/english-leak.js';
import { LANGUAGES } from '../../support/languages.js';
import type { TestUser } from '../../support/test-adapter.js';
import type { Harness, HarnessOptions } from '../harness.js';
import { inviteCode, openDemoShop } from './support/demo-shop.js';

/** The demo shop and a second shop "Side" held by the same owner, who acts on the demo shop. */
async function twoShops(label: string, options: HarnessOptions = {}) {
  const shop = await openDemoShop(label, options);
  const side = await shop.h.control<{ apiKey: string }>('POST', '/_sandbox/sellers', {});
  await shop.owner.dm.command('connect', `${side.apiKey} Side`);
  await shop.owner.dm.command('switch', 'Demo');
  return shop;
}

describe('listings clone', () => {
  let h: Harness;
  let owner: TestUser;

  beforeAll(async () => {
    ({ h, owner } = await twoShops('core-listings-clone'));
  });
  afterAll(async () => {
    await h.close();
  });

  it('previews the demo shop’s listings as drafts of the other shop, with every listing left behind and why', async () => {
    const [preview] = await owner.dm.command('listings', 'clone Side status=active,draft,paused');
    const text = preview?.text ?? '';
    expect(preview?.title).toBe('Copy from Demo into Side: what would be made');
    expect(text).toMatch(/^\d+ new drafts?; 0 unchanged; \d+ rows? refused\./);
    expect(text).toMatch(/new draft "Fresh NA starter account"/);
    expect(text).toMatch(/new draft "Stardust, fast trade on EU servers"/);
    expect(text).toMatch(/Left behind:\n/);
    expect(text).toMatch(/• "Pixel Raiders \$25 gift card": An instantly delivered `gift_card` listing is not copied/);
    expect(text).toMatch(/• "Starfall crystals by player id": A manually delivered top-up is not copied/);
    expect(text).not.toMatch(/row \d+/);
    expect(preview?.buttons?.flat().map((button) => button.label)).toEqual(['Apply', 'Cancel']);
    const [cancelled] = await owner.dm.press('Cancel');
    expect(cancelled?.text).toBe('Copy cancelled: nothing was written.');
  });

  it('refuses a manager of this shop who is only a viewer in the other one, naming that shop', async () => {
    const manager = h.adapter.user('clone-manager');
    await manager.dm.command('join', await inviteCode(owner, 'manager'));
    await owner.dm.command('switch', 'Side');
    await manager.dm.command('join', await inviteCode(owner, 'viewer'));
    await owner.dm.command('switch', 'Demo');
    await manager.dm.command('switch', 'Demo');
    const [refused] = await manager.dm.command('listings', 'clone Side');
    expect(refused?.tone).toBe('error');
    expect(refused?.text).toBe(
      'You are viewer in "Side": copying listings into a shop needs a manager there. Its owner can make you one with `team`.',
    );
  });
});

describe.each(LANGUAGES)('listings clone speaks %s', (language) => {
  let h: Harness;
  let owner: TestUser;

  beforeAll(async () => {
    ({ h, owner } = await twoShops(`core-listings-clone-${language}`));
    await owner.dm.command('language', language);
  });
  afterAll(async () => {
    await h.close();
  });

  it('words the preview, the listings left behind and the refusals in the seller’s language', async () => {
    const titles = [...h.sandbox.core.state.listings.values()].map((listing) => listing.title);
    const [preview] = await owner.dm.command('listings', 'clone Side status=active,draft,paused');
    const shown = `${preview?.title ?? ''}\n${preview?.text ?? ''}`;
    // An attribute's label is the marketplace's catalogue's, as it gives it.
    expect(englishLeaksFor(language, shown, [...titles, 'Demo', 'Side', 'Region'])).toEqual([]);
    const [started] = await owner.dm.press(preview?.buttons?.flat()[0]?.label ?? '');
    expect(englishLeaksFor(language, started?.text ?? '', ['Side'])).toEqual([]);
    const [same] = await owner.dm.command('listings', 'clone Demo');
    expect(same?.tone).toBe('error');
    expect(englishLeaksFor(language, same?.text ?? '', ['Demo'])).toEqual([]);
  });
});

describe('listings clone when the read budget is nearly spent', () => {
  let h: Harness;
  let owner: TestUser;

  beforeAll(async () => {
    // Connecting and the list read leave at most the hundred reads kept for everything else: no read by id fits.
    ({ h, owner } = await twoShops('core-listings-clone-budget', { limits: { readsPerWindow: 102 } }));
  });
  afterAll(async () => {
    await h.close();
  });

  it('leaves an account it could not read behind, saying so, instead of copying it without its details', async () => {
    const [preview] = await owner.dm.command('listings', 'clone Side status=draft title=starter');
    expect(preview?.text).toMatch(/^Nothing to copy: none of these listings can be made a draft in the other shop\./);
    expect(preview?.text).toMatch(/"Fresh NA starter account": It could not be read just now/);
    expect(preview?.buttons ?? []).toEqual([]);
  });
});
