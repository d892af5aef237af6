import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, openPage, PHONE } from './support/browser.js';
import { openShopPage, type ShopPage } from './support/shop-page.js';

const OWNER = '7001';

/** The focused element's name as a screen reader would start it: its aria-label, its label, else its text. */
const FOCUSED_NAME = `(() => {
  const el = document.activeElement;
  if (!el || el === document.body) return '';
  const label = el.labels && el.labels[0] ? el.labels[0].textContent : '';
  return (el.getAttribute('aria-label') || label || el.textContent || '').replace(/\\s+/g, ' ').trim();
})()`;

/** Tab, Tab, Tab… as a keyboard user moves, until the focus is on what `name` names. */
async function tabTo(page: Page, name: RegExp): Promise<void> {
  const passed: string[] = [];
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate<string>(FOCUSED_NAME);
    if (name.test(focused)) return;
    passed.push(focused);
  }
  throw new Error(`Tab never reached ${String(name)}; it passed ${JSON.stringify(passed)}`);
}

describe('the dashboard by keyboard alone: Tab to move, Enter to press, no mouse', () => {
  let shop: ShopPage;

  beforeAll(async () => {
    shop = await openShopPage('web-keyboard', OWNER);
  });
  afterAll(() => shop.close());

  it('delivers a waiting order on a phone: the Orders tab, the codes, Check and deliver, then Confirm', async () => {
    const waiting = [...shop.h.sandbox.core.state.orders.values()].filter((order) => order.status === 'awaiting_delivery');
    expect(waiting).toHaveLength(1);
    const order = waiting[0];
    if (!order) throw new Error('the demo shop has no order waiting');
    const { page, context, problems } = await openPage(shop.browser, PHONE);
    await page.goto(await shop.loginUrl(OWNER));
    await page.getByRole('heading', { name: 'Demo' }).waitFor();

    await tabTo(page, /^Orders/);
    await page.keyboard.press('Enter');
    await page.locator('main article').waitFor();
    await tabTo(page, /^Codes to deliver/);
    // One code per unit, a line each: Enter in the box starts the next line.
    for (const [index, code] of ['STAR-1111-2222', 'STAR-3333-4444'].slice(0, order.quantity).entries()) {
      if (index > 0) await page.keyboard.press('Enter');
      await page.keyboard.type(code);
    }
    await tabTo(page, /^Check and deliver$/);
    await page.keyboard.press('Enter');
    await page.locator('main .reply').waitFor();
    await tabTo(page, /^Confirm$/);
    await page.keyboard.press('Enter');

    // The card stays as delivered until dismissed, and Dismiss is reached by keyboard too.
    await expect.poll(() => page.locator('main article').innerText(), { timeout: 10_000 }).toMatch(/Delivered by/i);
    expect(shop.h.sandbox.core.orders.buyerView(order.id)).toMatchObject({ status: 'delivered' });
    await tabTo(page, /^Dismiss/);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('main article').count(), { timeout: 10_000 }).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('reprices a listing on a laptop: the Listings tab, its price’s Edit, the amount, then Enter', async () => {
    const listing = [...shop.h.sandbox.core.state.listings.values()].find((found) => found.title === 'Starfall crystals by player id');
    if (!listing) throw new Error('the demo shop has no Starfall crystals');
    const { page, context, problems } = await openPage(shop.browser, DESKTOP);
    await page.goto(await shop.loginUrl(OWNER));
    await page.getByRole('heading', { name: 'Demo' }).waitFor();

    await tabTo(page, /^Listings$/);
    await page.keyboard.press('Enter');
    await page.getByRole('table').waitFor();
    await tabTo(page, /^Edit New price of Starfall crystals by player id/);
    await page.keyboard.press('Enter');
    // The field takes the focus as it opens (once the page has drawn it): type the amount and Enter saves it.
    await expect.poll(() => page.evaluate<string>(FOCUSED_NAME)).toMatch(/^New price of Starfall crystals by player id/);
    await page.keyboard.type('5.55');
    await page.keyboard.press('Enter');

    const row = page.getByRole('row', { name: /Starfall crystals by player id/ });
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain('$5.55');
    expect(shop.h.sandbox.core.state.listings.get(listing.id)?.price).toBe(555);
    // The focus is back on the Edit it left from, not lost to the page: the next Tab goes on from there.
    await expect.poll(() => page.evaluate<string>(FOCUSED_NAME)).toMatch(/^Edit New price of Starfall crystals by player id/);
    expect(problems).toEqual([]);
    await context.close();
  });
});
