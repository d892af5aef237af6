import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { DESKTOP, openPage, PHONE } from './support/browser.js';
import { screenshot } from './support/screenshots.js';
import { openShopPage, type ShopPage } from './support/shop-page.js';

/** Each section by the word its tab shows in the person's language, and what shows once its facts have arrived. */
const TABS = [
  { name: 'now', words: { en: 'Now', ru: 'Сейчас', uk: 'Зараз' }, ready: '#now-attention ~ :is(.rows, .empty)' },
  { name: 'orders', words: { en: 'Orders', ru: 'Заказы', uk: 'Замовлення' }, ready: 'main article' },
  { name: 'listings', words: { en: 'Listings', ru: 'Объявления', uk: 'Оголошення' }, ready: 'main table' },
  { name: 'sales', words: { en: 'Sales', ru: 'Продажи', uk: 'Продажі' }, ready: 'main svg.chart' },
  { name: 'autopilot', words: { en: 'Autopilot', ru: 'Автопилот', uk: 'Автопілот' }, ready: '#failures-title' },
  { name: 'team', words: { en: 'Team', ru: 'Команда', uk: 'Команда' }, ready: '#audit-title ~ :is(.rows, .empty)' },
] as const;

type Locale = 'en' | 'ru' | 'uk';

/** Every language on a laptop in the light palette and on a phone in the dark one: both navigations, both palettes. */
const LOOKS = [
  { locale: 'en', device: 'desktop', scheme: 'light' },
  { locale: 'en', device: 'phone', scheme: 'light' },
  { locale: 'en', device: 'phone', scheme: 'dark' },
  { locale: 'ru', device: 'desktop', scheme: 'light' },
  { locale: 'ru', device: 'phone', scheme: 'dark' },
  { locale: 'uk', device: 'desktop', scheme: 'dark' },
  { locale: 'uk', device: 'phone', scheme: 'light' },
] as const;

/** The docs' screenshots: each tab on a laptop and a phone, in English and Russian, light. */
const PICTURED = new Set(['en desktop light', 'en phone light', 'ru desktop light', 'ru phone dark']);

const PEOPLE: Record<Locale, string> = { en: '6001', ru: '6002', uk: '6003' };

describe('the dashboard for everyone: axe on every tab, in every language, on a phone and a laptop', () => {
  let shop: ShopPage;

  beforeAll(async () => {
    shop = await openShopPage('web-a11y', PEOPLE.en);
    await shop.member(PEOPLE.ru, 'owner', 'ru');
    await shop.member(PEOPLE.uk, 'owner', 'uk');
    // Something in every section: a pool for autopilot, an invite for the team.
    await shop.owner.dm.command('pool', 'add Crystals CRYSTAL-1 CRYSTAL-2');
    await shop.owner.dm.command('team', 'invite viewer');
  });
  afterAll(() => shop.close());

  const showTab = async (page: Page, locale: Locale, tab: (typeof TABS)[number]) => {
    await page
      .getByRole('navigation')
      .getByRole('button', { name: new RegExp(`^${tab.words[locale]}`) })
      .click();
    await page.locator(tab.ready).first().waitFor();
  };

  for (const look of LOOKS) {
    const label = `${look.locale} ${look.device} ${look.scheme}`;
    it(`finds no serious or critical violation on any tab: ${label}`, async () => {
      const { page, context, problems } = await openPage(shop.browser, look.device === 'phone' ? PHONE : DESKTOP, look.locale);
      await page.emulateMedia({ colorScheme: look.scheme });
      await page.goto(await shop.loginUrl(PEOPLE[look.locale]));
      await page.getByRole('heading', { name: 'Demo' }).waitFor();
      const found: Record<string, string[]> = {};
      for (const tab of TABS) {
        await showTab(page, look.locale, tab);
        // Assistive tech is told which section is open.
        expect(await page.locator('nav [aria-current="page"]').textContent()).toContain(tab.words[look.locale]);
        const violations = await seriousViolations(page);
        if (violations.length > 0) found[tab.name] = violations;
        if (PICTURED.has(label)) await screenshot(page, `${look.device}-${look.locale}-${look.scheme}-${tab.name}`);
      }
      expect(found).toEqual({});
      // One row of sections, never two: every tab button on the same line.
      const tops = await page.evaluate<number[]>("[...document.querySelectorAll('nav button')].map((b) => b.getBoundingClientRect().top)");
      expect(new Set(tops).size).toBe(1);
      // And every word whole, none cut short with an ellipsis, in the longest of the languages too.
      const cut = await page.evaluate<string[]>(
        "[...document.querySelectorAll('nav .tab-name')].filter((n) => n.scrollWidth > n.clientWidth).map((n) => n.textContent)",
      );
      expect(cut).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
