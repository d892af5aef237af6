import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningWorker } from '../../jobs/worker.js';
import { createLogger } from '../../src/log/logger.js';
import { inviteCode, joinedAs } from '../core/commands/support/demo-shop.js';
import { demoKey, startHarness, type Harness } from '../core/harness.js';
import { signedInitData, TEST_BOT_TOKEN } from '../dashboard/support/signed-init-data.js';
import { startJourneyWorker } from '../support/journey-worker.js';
import { RecordingNotifier } from '../support/recording-notifier.js';
import type { TestUser } from '../support/test-adapter.js';
import { DESKTOP, launchChromium, openPage, PHONE, type WatchedPage } from './support/browser.js';
import { screenshot } from './support/screenshots.js';

/** Telegram's dark theme as a Mini App launch carries it (tgWebAppThemeParams). */
const TELEGRAM_DARK = {
  bg_color: '#17212b',
  secondary_bg_color: '#232e3c',
  text_color: '#f5f5f5',
  hint_color: '#708499',
  link_color: '#6ab3f3',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
  destructive_text_color: '#ec3942',
  section_separator_color: '#111921',
};

const OWNER = { id: 5001, first_name: 'Ann', language_code: 'en' };
const VIEWER = { id: 5002, first_name: 'Vic', language_code: 'en' };
const OPERATOR = { id: 5003, first_name: 'Oksana', language_code: 'uk' };

describe('the dashboard in a real browser', () => {
  let h: Harness;
  let worker: RunningWorker;
  let browser: Browser;
  let base: string;
  let owner: TestUser;
  let topUp: string;
  const opened: WatchedPage[] = [];

  /** Seconds since the epoch on the sandbox's clock, which the server checks `auth_date` against. */
  const nowSeconds = () => Math.floor(h.sandbox.core.clock.now() / 1000);

  /** The Mini App's launch URL: init data and theme in the fragment, as Telegram opens it. */
  const miniApp = (initData: string, theme: Record<string, string> | null = null) =>
    `${base}#${new URLSearchParams({
      tgWebAppData: initData,
      tgWebAppVersion: '8.0',
      tgWebAppPlatform: 'tdesktop',
      ...(theme ? { tgWebAppThemeParams: JSON.stringify(theme) } : {}),
    }).toString()}`;

  const open = async (viewport = DESKTOP, locale?: string) => {
    const watched = await openPage(browser, viewport, locale);
    opened.push(watched);
    return watched;
  };

  const loginToken = async (userId: string) => {
    const identityId = await h.stores.identities.identityOfLogin('telegram', userId);
    if (identityId === null) throw new Error(`no identity for telegram ${userId}`);
    const accountId = (await h.stores.identities.activeAccount(identityId))?.accountId;
    if (!accountId) throw new Error('no active account');
    return h.stores.dashboardLogins.issue({ identityId, accountId, actor: { platform: 'telegram', userId, displayName: 'Ann' } });
  };

  const accountOf = async (userId: number) => {
    const identityId = await h.stores.identities.resolve('telegram', String(userId));
    return (await h.stores.identities.activeAccount(identityId))?.accountId ?? '';
  };

  const tab = (page: Page, name: RegExp) => page.getByRole('navigation').getByRole('button', { name }).click();

  beforeAll(async () => {
    h = await startHarness('web-dashboard', { api: {}, telegramInitDataToken: TEST_BOT_TOKEN });
    base = `${h.apiUrl ?? ''}/dashboard/`;
    owner = h.adapter.user(String(OWNER.id), OWNER.first_name, 'telegram');
    await owner.dm.command('connect', `${demoKey(h)} Demo`);
    await joinedAs(h, owner, String(VIEWER.id), 'viewer', 'telegram');
    for (const listing of h.sandbox.core.state.listings.values())
      if (listing.title === 'Starfall crystals by player id') topUp = listing.id;
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

  it('logs in from Telegram, shows an order the moment it is alerted, and delivers it with the masked preview and Confirm', async () => {
    const { page, problems } = await open(PHONE);
    await page.goto(miniApp(signedInitData({ user: OWNER, authDate: nowSeconds() }), TELEGRAM_DARK));
    await page.getByRole('heading', { name: 'Demo' }).waitFor();
    expect(page.url()).toBe(base);
    // Telegram's colours reach the page's variables.
    expect(await page.evaluate('getComputedStyle(document.body).backgroundColor')).toBe('rgb(23, 33, 43)');
    await page.getByRole('heading', { name: /orders? waiting|No orders waiting/ }).waitFor();
    // The event stream is open: from here an alerted order reaches the page through it.
    await page.getByText('Live', { exact: true }).waitFor();
    // What needs attention: the demo shop's listing sent back by moderation, with where to read why.
    await page.getByText('"Cheapest stardust on NA" needs changes for moderation: The price looks like a typo.').waitFor();
    await screenshot(page, 'phone-telegram-dark-now');

    const placed = await h.control<{ id: string }>('POST', '/_sandbox/orders', { offer_id: topUp, quantity: 1 });
    const live = page.locator('[aria-live="polite"]');
    await expect.poll(() => live.textContent(), { timeout: 10_000 }).toContain('New order waiting');

    await tab(page, /Orders/);
    const card = page.locator('article', { hasText: placed.id.slice(0, 8) });
    await card.getByLabel('Codes to deliver, one per line').fill('STAR-7731-9920-4417');
    await card.getByRole('button', { name: 'Check and deliver' }).click();
    const preview = card.locator('.reply').first();
    await preview.waitFor();
    expect(await preview.textContent()).not.toContain('7731-9920');
    await preview.scrollIntoViewIfNeeded();
    await screenshot(page, 'phone-telegram-dark-deliver-preview');
    await card
      .locator('.reply')
      .getByRole('button', { name: /Deliver|Confirm/ })
      .first()
      .click();
    // Delivered, its card says so until dismissed (the core's order.done event).
    await expect.poll(() => card.getByRole('status').textContent(), { timeout: 10_000 }).toMatch(/^✔ Delivered by Ann at /);
    expect(h.sandbox.core.orders.buyerView(placed.id)).toMatchObject({ status: 'delivered' });
    expect(problems).toEqual([]);
  });

  it('delivers an in-game currency trade with Traded: the preview shows the line per unit it sends, then Confirm', async () => {
    let stardust = '';
    for (const listing of h.sandbox.core.state.listings.values())
      if (listing.title === 'Stardust, fast trade on EU servers') stardust = listing.id;
    const placed = await h.control<{ id: string }>('POST', '/_sandbox/orders', { offer_id: stardust, quantity: 5 });
    const { page, problems } = await open(DESKTOP);
    await page.goto(`${base}#login=${await loginToken(String(OWNER.id))}`);
    await page.getByRole('heading', { name: 'Demo' }).waitFor();
    await tab(page, /Orders/);
    const card = page.locator('article', { hasText: placed.id.slice(0, 8) });
    await card.getByRole('button', { name: 'Traded' }).click();
    const preview = card.locator('.reply').first();
    await preview.waitFor();
    expect(await preview.textContent()).toContain('Traded in game: 1 of 5');
    expect(await preview.textContent()).toContain('Traded in game: 5 of 5');
    await preview.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => card.getByRole('status').textContent(), { timeout: 10_000 }).toMatch(/^✔ Traded by Ann at /);
    expect(h.sandbox.core.orders.buyerView(placed.id)).toMatchObject({ status: 'delivered' });
    // A top-up order has no Traded button.
    expect(await page.getByRole('button', { name: 'Traded' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('changes a price inline and pauses several listings at once, offering only what each listing allows', async () => {
    const { page, problems } = await open(DESKTOP);
    await page.goto(`${base}#login=${await loginToken(String(OWNER.id))}`);
    await page.getByRole('heading', { name: 'Demo' }).waitFor();
    await tab(page, /Listings/);
    // A currency's price and stock in its product's scale, as chat words them.
    const stardust = page.getByRole('row', { name: /Stardust, fast trade on EU servers/ });
    await expect.poll(() => stardust.textContent(), { timeout: 10_000 }).toContain('$1.20 per 1,000 Stardust');
    let stock = 0;
    for (const listing of h.sandbox.core.state.listings.values())
      if (listing.title === 'Stardust, fast trade on EU servers') stock = listing.stockQuantity;
    expect(await stardust.textContent()).toContain(`${stock} × 1,000 Stardust`);
    await page.getByRole('button', { name: /New price of Starfall crystals by player id/ }).click();
    await page.getByLabel(/New price of Starfall crystals by player id/).fill('4.20');
    await page.getByRole('button', { name: 'Save' }).click();
    const row = page.getByRole('row', { name: /Starfall crystals by player id/ });
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain('$4.20');
    expect(h.sandbox.core.state.listings.get(topUp)?.price).toBe(420);
    await screenshot(page, 'desktop-light-listings');

    // A gift card's price is the marketplace's to set: no Edit is offered on its row.
    const giftCard = page.getByRole('row', { name: /Pixel Raiders \$25 gift card/ });
    expect(await giftCard.getByRole('button', { name: /Edit/ }).count()).toBe(0);
    // Several at once: each is its own write with its own guards; an account listing, which has no pause, is left as it is.
    for (const title of ['Level 80 EU account, platinum rank', 'Pixel Raiders $25 gift card'])
      await page.getByRole('checkbox', { name: `Select ${title}` }).check();
    await page.getByRole('group', { name: '2 listings selected' }).getByRole('button', { name: 'Pause' }).click();
    await expect.poll(() => giftCard.textContent()).toContain('paused');
    await page.getByText('Pixel Raiders $25 gift card: paused.').waitFor();
    expect(await page.getByRole('row', { name: /Level 80 EU account/ }).textContent()).toContain('on sale');
    expect(problems).toEqual([]);
  });

  it('opens the sales chart, each day a focusable bar with its figures, by day or by game', async () => {
    const { page, problems } = await open(DESKTOP);
    await page.goto(`${base}#login=${await loginToken(String(OWNER.id))}`);
    await page.getByRole('heading', { name: 'Demo' }).waitFor();
    await tab(page, /Sales/);
    const bars = page.locator('svg.chart g.point');
    await expect.poll(() => bars.count(), { timeout: 10_000 }).toBe(30);
    await bars.first().focus();
    expect(await page.getByRole('tooltip').textContent()).toMatch(/^[A-Z][a-z]{2} \d{1,2} \$\d/);
    await page.getByRole('button', { name: '7 days' }).click();
    await expect.poll(() => bars.count()).toBe(7);
    await screenshot(page, 'desktop-light-sales');
    await page.getByRole('button', { name: 'By game' }).click();
    await expect.poll(() => page.locator('svg.chart').getAttribute('aria-label')).toBe('Revenue by group');
    expect(problems).toEqual([]);
  });

  it('refuses forged, tampered and expired init data, and a login link used once already', async () => {
    const refusedWith = async (url: string, locale?: string) => {
      const { page } = await open(PHONE, locale);
      await page.goto(url);
      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(await page.evaluate(() => sessionStorage.getItem('hawker.dashboard.session'))).toBeNull();
      expect(page.url()).toBe(base);
      return (await alert.textContent()) ?? '';
    };
    const forged = signedInitData({ user: OWNER, authDate: nowSeconds() }, '7000000002:AAH-some-other-bot-token');
    const tampered = signedInitData({ user: VIEWER, authDate: nowSeconds() }).replace(
      encodeURIComponent(JSON.stringify(VIEWER)),
      encodeURIComponent(JSON.stringify(OWNER)),
    );
    const expired = signedInitData({ user: OWNER, authDate: nowSeconds() - 11 * 60 });
    expect(tampered).toContain(encodeURIComponent('"id":5001'));
    const signatureWords = /signature|signed|Telegram/i;
    expect(await refusedWith(miniApp(forged))).toMatch(signatureWords);
    expect(await refusedWith(miniApp(tampered))).toMatch(signatureWords);
    expect(await refusedWith(miniApp(expired))).toMatch(/old|expired|minutes/i);

    const token = await loginToken(String(OWNER.id));
    const first = await open(DESKTOP);
    await first.page.goto(`${base}#login=${token}`);
    await first.page.getByRole('heading', { name: 'Demo' }).waitFor();
    expect(await refusedWith(`${base}#login=${token}`)).toMatch(/used already|expired/);
    // Before any login the page knows only the browser's language, and words the refusal in it.
    expect(await refusedWith(`${base}#login=${token}`, 'uk-UA')).toMatch(/вже використане або застаріло/);
  });

  it('shows a viewer no edit control, and the API refuses a viewer’s write', async () => {
    const { page, problems } = await open(DESKTOP);
    await page.goto(miniApp(signedInitData({ user: VIEWER, authDate: nowSeconds() })));
    await page.getByRole('heading', { name: 'Demo' }).waitFor();
    await tab(page, /Orders/);
    await page.locator('article').first().waitFor();
    expect(await page.getByRole('button', { name: /Check and deliver|Take/ }).count()).toBe(0);
    expect(await page.locator('textarea').count()).toBe(0);
    await tab(page, /Listings/);
    await page.getByRole('table').waitFor();
    expect(await page.getByRole('button', { name: /Edit|New price/ }).count()).toBe(0);
    expect(await page.getByRole('checkbox').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Import a file' }).count()).toBe(0);
    await tab(page, /Team/);
    expect(await page.getByRole('button', { name: /Invite/ }).count()).toBe(0);

    const session = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('hawker.dashboard.session') ?? '{}') as { session?: string },
    );
    const write = await fetch(`${base}api/listings/${topUp}/price`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.session ?? ''}`, 'content-type': 'application/json' },
      body: JSON.stringify({ cents: 100 }),
    });
    expect(write.status).toBe(403);
    expect(((await write.json()) as { error: { code: string } }).error.code).toBe('role_too_low');
    // Codes sent by a viewer are refused before any is read, as chat refuses them.
    const codes = await fetch(`${base}api/pools/add`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.session ?? ''}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'sneaky', codes: 'SNEAK-1' }),
    });
    expect(codes.status).toBe(403);
    expect(await h.stores.pools.get(await accountOf(OWNER.id), 'sneaky')).toBeNull();
    expect(problems).toEqual([]);
  });

  it("words the page in the person's language: a Ukrainian operator may deliver but not change a price", async () => {
    const operator = await joinedAs(h, owner, String(OPERATOR.id), 'operator', 'telegram');
    await operator.dm.command('language', 'uk');
    const { page, problems } = await open(PHONE);
    await page.goto(miniApp(signedInitData({ user: OPERATOR, authDate: nowSeconds() })));
    await page.getByRole('heading', { name: 'Demo' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('uk');
    await tab(page, /Замовлення/);
    await page.getByRole('button', { name: 'Перевірити й видати' }).first().waitFor();
    await tab(page, /Оголошення/);
    await page.getByRole('table').waitFor();
    expect(await page.getByRole('columnheader', { name: /Ціна/ }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /Нова ціна/ }).count()).toBe(0);
    expect(await page.getByRole('checkbox').count()).toBe(0);
    await screenshot(page, 'phone-light-uk-listings');
    expect(problems).toEqual([]);
  });

  it('names the terminal\'s person as chat does: by role and "(you)" in their language, logins by platform and user id', async () => {
    const person = h.adapter.user('console-user', 'you', 'console');
    await person.dm.command('join', await inviteCode(owner, 'owner'));
    await person.dm.command('language', 'ru');
    const identityId = await h.stores.identities.resolve('console', 'console-user');
    const accountId = (await h.stores.identities.activeAccount(identityId))?.accountId ?? '';
    const token = await h.stores.dashboardLogins.issue({ identityId, accountId, actor: person.actor });
    const { page, problems } = await open(DESKTOP);
    await page.goto(`${base}#login=${token}`);
    await page.getByRole('heading', { name: 'Demo' }).waitFor();
    const header = page.locator('header.top .hint');
    await expect.poll(() => header.textContent()).toBe('владелец (вы)');
    await tab(page, /Команда/);
    await page.getByText('терминал, id пользователя console-user').waitFor();
    const team = await page.locator('section[aria-labelledby="team-title"]').innerText();
    expect(team).toContain(`Telegram, id пользователя ${OWNER.id}`);
    expect(team).not.toMatch(/console console-user|telegram \d/);
    expect(problems).toEqual([]);
  });
  // Last but one: the listing bound may have its waiting orders delivered by the worker, which the tests above wait on.
  it('adds a pool by paste, binds a listing to it, shows it in the table and unbinds it, never showing chat text or a code', async () => {
    await owner.dm.command('pool', 'add Crystals CRYSTAL-1 CRYSTAL-2');
    const { page, problems } = await open(DESKTOP);
    await page.goto(`${base}#login=${await loginToken(String(OWNER.id))}`);
    await page.getByRole('heading', { name: 'Demo' }).waitFor();
    await tab(page, /Autopilot/);
    await page.getByRole('cell', { name: 'crystals', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Last failures' }).waitFor();
    expect(await page.locator('main').innerText()).toContain('No listing is on autopilot.');

    await page.getByLabel('Pool (a new name makes a new pool)').fill('gems');
    await page.getByLabel('Codes, one per line').fill('GEM-AAAA-1111\nGEM-BBBB-2222\nCRYSTAL-1');
    await page.getByRole('button', { name: 'Add codes' }).click();
    await page.getByText('gems: 2 added, 1 skipped as already known; 2 ready.').waitFor();
    const gems = page.getByRole('row', { name: /^gems/ });
    await expect.poll(() => gems.textContent()).toContain('2');
    // The codes went in and never come back: the field is emptied and no code is on the page.
    expect(await page.getByLabel('Codes, one per line').inputValue()).toBe('');

    await page.getByLabel('Listing', { exact: true }).selectOption({ label: 'Starfall crystals by player id' });
    await page.getByLabel('Goods from').selectOption('pool');
    await page.getByLabel('Pool', { exact: true }).selectOption('gems');
    await page.getByRole('button', { name: 'Turn autopilot on' }).click();
    await page.getByText('Starfall crystals by player id is on autopilot.').waitFor();
    const bound = page.locator('section[aria-labelledby="autopilot-title"]').getByRole('row', { name: /Starfall crystals by player id/ });
    // Bound now, the worker may deliver the listing's waiting orders from the pool at once: its count is not fixed.
    await expect.poll(() => bound.textContent()).toContain('pool gems');
    expect(await h.stores.autopilot.binding(await accountOf(OWNER.id), topUp)).toMatchObject({ mode: { source: { pool: 'gems' } } });
    await screenshot(page, 'desktop-light-autopilot');

    await bound.getByRole('button', { name: /Turn off/ }).click();
    await page.getByText('Starfall crystals by player id is off autopilot.').waitFor();
    await expect.poll(() => page.locator('main').innerText()).toContain('No listing is on autopilot.');
    expect(await h.stores.autopilot.binding(await accountOf(OWNER.id), topUp)).toBeNull();
    const shown = await page.locator('main').innerText();
    expect(shown).not.toContain('`');
    expect(shown).not.toMatch(/GEM-|CRYSTAL-/);
    expect(problems).toEqual([]);
  });

  it('shows an operator the codes form but no control of a manager or the owner on the Autopilot tab', async () => {
    const { page, problems } = await open(PHONE);
    await page.goto(miniApp(signedInitData({ user: OPERATOR, authDate: nowSeconds() })));
    await page.getByRole('heading', { name: 'Demo' }).waitFor();
    await tab(page, /Автопілот/);
    await page.getByRole('cell', { name: 'gems', exact: true }).waitFor();
    expect(await page.getByLabel('Коди, по одному в рядку').count()).toBe(1);
    await page.getByText('Змінювати автопілот може роль менеджера й вище.').waitFor();
    expect(await page.getByRole('spinbutton').count()).toBe(0);
    expect(await page.locator('#bind-listing').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Вимкнути|Увімкнути|ліміти|Зберегти/ }).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
