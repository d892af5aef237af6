import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningWorker } from '../../jobs/worker.js';
import { createLogger } from '../../src/log/logger.js';
import { demoKey, startHarness, type Harness } from '../core/harness.js';
import { startJourneyWorker } from '../support/journey-worker.js';
import { RecordingNotifier } from '../support/recording-notifier.js';
import { DESKTOP, launchChromium, openPage, PHONE, type WatchedPage } from './support/browser.js';
import { screenshot } from './support/screenshots.js';

const OWNER = { id: '6001', name: 'Ann' };

/** The Sales, Now, Orders and Listings tabs as a seller uses them, in a real browser against the sandbox. */
describe('the dashboard tabs in a real browser', () => {
  let h: Harness;
  let worker: RunningWorker;
  let browser: Browser;
  let base: string;
  const opened: WatchedPage[] = [];

  const listingId = (title: string) => [...h.sandbox.core.state.listings.values()].find((listing) => listing.title === title)?.id ?? '';

  /** A page signed in as the owner through a one-time login link, on `tab`. */
  const signedIn = async (viewport = DESKTOP) => {
    const identityId = (await h.stores.identities.identityOfLogin('telegram', OWNER.id)) ?? '';
    const accountId = (await h.stores.identities.activeAccount(identityId))?.accountId ?? '';
    const token = await h.stores.dashboardLogins.issue({
      identityId,
      accountId,
      actor: { platform: 'telegram', userId: OWNER.id, displayName: OWNER.name },
    });
    const watched = await openPage(browser, viewport);
    opened.push(watched);
    await watched.page.goto(`${base}#login=${token}`);
    await watched.page.getByRole('heading', { name: 'Demo' }).waitFor();
    return watched;
  };
  const tab = (page: Page, name: RegExp) => page.getByRole('navigation').getByRole('button', { name }).click();
  /** The number in the Orders tab's name: the orders still waiting. */
  const waitingCount = async (page: Page) =>
    Number(
      /\((\d+)\)/.exec(
        (await page
          .getByRole('navigation')
          .getByRole('button', { name: /Orders/ })
          .textContent()) ?? '',
      )?.[1],
    );
  const sessionOf = async (page: Page) =>
    (await page.evaluate(() => JSON.parse(sessionStorage.getItem('hawker.dashboard.session') ?? '{}') as { session?: string })).session ??
    '';

  beforeAll(async () => {
    h = await startHarness('web-tabs', { api: {} });
    base = `${h.apiUrl ?? ''}/dashboard/`;
    const owner = h.adapter.user(OWNER.id, OWNER.name, 'telegram');
    await owner.dm.command('connect', `${demoKey(h)} Demo`);
    worker = await startJourneyWorker({
      redis: h.redis,
      stores: h.stores,
      sandbox: h.sandbox,
      notifiers: [new RecordingNotifier('telegram')],
      logger: createLogger({ level: 'silent' }),
    });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
    await worker.close();
    await h.close();
  });

  it('keeps a card delivered elsewhere as "Delivered by … at …" until it is dismissed', async () => {
    const placed = await h.control<{ id: string }>('POST', '/_sandbox/orders', {
      offer_id: listingId('Starfall crystals by player id'),
      quantity: 1,
    });
    const { page, problems } = await signedIn(PHONE);
    await tab(page, /Orders/);
    const card = page.locator('article', { hasText: placed.id.slice(0, 8) });
    await card.getByRole('button', { name: 'Check and deliver' }).waitFor({ timeout: 10_000 });
    await page.getByText('Live', { exact: true }).waitFor();
    const waitingBefore = await waitingCount(page);
    // Delivered from another page (the same typed write): the live event turns this page's card.
    const delivered = await fetch(`${base}api/orders/${placed.id}/deliver`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await sessionOf(page)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ goods: ['STAR-1111-2222-3333'], confirm: true }),
    });
    expect(delivered.status).toBe(200);
    await expect.poll(() => card.getByRole('status').textContent(), { timeout: 10_000 }).toMatch(/^✔ Delivered by Ann at \d/);
    expect(await card.getByRole('button', { name: 'Check and deliver' }).count()).toBe(0);
    // The waiting count no longer counts it, though its card stays.
    await expect.poll(() => waitingCount(page)).toBe(waitingBefore - 1);
    await screenshot(page, 'phone-light-order-delivered');
    await card.getByRole('button', { name: 'Dismiss' }).click();
    expect(await card.count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('draws sales over a money axis, with a tooltip on a day a keyboard focuses, its controls in even rows on a phone', async () => {
    const { page, problems } = await signedIn(PHONE);
    await tab(page, /Sales/);
    // Each control group on one row of its own, its buttons side by side rather than a ragged wrap.
    for (const group of ['Period', 'Show']) {
      const buttons = await page.getByRole('group', { name: group }).getByRole('button').all();
      const tops = await Promise.all(buttons.map(async (button) => Math.round((await button.boundingBox())?.y ?? -1)));
      expect(new Set(tops).size).toBe(1);
    }
    const labels = page.getByRole('list', { name: 'Revenue, US dollars' }).getByRole('listitem');
    await expect.poll(() => labels.count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    for (const label of await labels.allTextContents()) expect(label).toMatch(/^\$\d[\d,.]*K?$/);
    expect(await labels.last().textContent()).toBe('$0');
    await page.locator('svg.chart g.point').last().focus();
    const tip = page.getByRole('tooltip');
    await tip.waitFor();
    expect(await tip.textContent()).toMatch(/\$\d+\.\d{2} · \d+ orders?$/);
    // The period before is shown beside each figure it has.
    expect(await page.locator('.figures').textContent()).toContain('the period before');
    await page.keyboard.press('Tab');
    await page.getByRole('button', { name: '7 days' }).click();
    await expect.poll(() => page.locator('svg.chart g.point').count()).toBe(7);
    await screenshot(page, 'phone-light-sales');
    expect(problems).toEqual([]);
  });

  it('shows a currency listing’s price and stock, reprices the selection by a percentage, and the reviewer’s note in place', async () => {
    const { page, problems } = await signedIn();
    await tab(page, /Listings/);
    const stardust = page.getByRole('row', { name: /Stardust, fast trade on EU servers/ });
    await expect.poll(() => stardust.textContent(), { timeout: 10_000 }).toContain('$1.20 per 1,000 Stardust');
    expect(await stardust.textContent()).toMatch(/\d+ × 1,000 Stardust/);
    expect(await stardust.getByRole('button', { name: /New price of/ }).count()).toBe(1);
    expect(await stardust.getByRole('button', { name: /New stock of/ }).count()).toBe(1);
    // A gift card's price is the marketplace's to set: no Edit is offered.
    const giftCard = page.getByRole('row', { name: /Pixel Raiders \$25 gift card/ });
    expect(await giftCard.getByRole('button', { name: /New price of/ }).count()).toBe(0);
    // Sent back by moderation: the reviewer's note on the row itself, not a pointer to chat.
    const flagged = page.getByRole('row', { name: /Cheapest stardust on NA/ });
    await expect.poll(() => flagged.textContent(), { timeout: 10_000 }).toContain('Moderation: The price looks like a typo.');
    expect(await stardust.textContent()).toContain('Off');

    await page.getByRole('checkbox', { name: 'Select Stardust, fast trade on EU servers' }).check();
    const selection = page.getByRole('group', { name: '1 listing selected' });
    await selection.getByLabel('Change price by %').fill('10');
    await selection.getByRole('button', { name: 'Reprice' }).click();
    await expect.poll(() => stardust.textContent(), { timeout: 10_000 }).toContain('$1.32 per 1,000 Stardust');
    await page.getByText('the price is now $1.32 per 1,000 Stardust').waitFor();
    await screenshot(page, 'desktop-light-listings-tabs');
    expect(await page.locator('main').innerText()).not.toMatch(/`|in the chat/);
    expect(problems).toEqual([]);
  });

  it('shows today, autopilot and the pools at a glance on Now', async () => {
    const { page, problems } = await signedIn(PHONE);
    const today = page.locator('section[aria-labelledby="now-today"]');
    await today.getByText('Revenue today').waitFor({ timeout: 10_000 });
    // As shown: the labels are set in capitals by the style, so the words are matched in any case.
    const shown = await today.innerText();
    expect(shown).toMatch(/Orders today\s+\d+/i);
    expect(shown).toMatch(/Autopilot\s+(Off|On · \d+ listings?)/i);
    expect(shown).toMatch(/Pools running low\s+(None|\d+)/i);
    expect(await page.locator('main').innerText()).not.toContain('in the chat');
    await screenshot(page, 'phone-light-now-glance');
    expect(problems).toEqual([]);
  });
});
