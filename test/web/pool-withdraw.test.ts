import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoKey, startHarness, type Harness } from '../core/harness.js';
import { signedInitData, TEST_BOT_TOKEN } from '../dashboard/support/signed-init-data.js';
import { RecordingNotifier } from '../support/recording-notifier.js';
import { DESKTOP, launchChromium, openPage } from './support/browser.js';

const OWNER = { id: 5101, first_name: 'Ann', language_code: 'en' };
const CODES = ['GIFT-AAAA-1111', 'GIFT-BBBB-2222', 'GIFT-CCCC-3333'];

/** The codes a message's file holds, one per line. */
function fileCodes(message: { versions: { attachments?: { data: Uint8Array }[] }[] } | undefined): string[] {
  const data = message?.versions[0]?.attachments?.[0]?.data;
  return data === undefined ? [] : new TextDecoder().decode(data).split('\n').filter(Boolean);
}

describe("the Autopilot tab's pool withdraw and remove", () => {
  let h: Harness;
  let browser: Browser;
  let base: string;
  let accountId: string;
  // The owner's Telegram, in memory: what their private chat receives.
  const telegram = new RecordingNotifier('telegram');

  beforeAll(async () => {
    h = await startHarness('web-pool-withdraw', { api: {}, telegramInitDataToken: TEST_BOT_TOKEN, privateChats: [telegram] });
    base = `${h.apiUrl ?? ''}/dashboard/`;
    const owner = h.adapter.user(String(OWNER.id), OWNER.first_name, 'telegram');
    await owner.dm.command('connect', `${demoKey(h)} Demo`);
    const identityId = await h.stores.identities.resolve('telegram', String(OWNER.id));
    accountId = (await h.stores.identities.activeAccount(identityId))?.accountId ?? '';
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
    await h.close();
  });

  it('withdraws 2 codes to the owner’s private chat after a confirmation, then removes the pool; the page shows counts only', async () => {
    await h.stores.pools.add(accountId, 'gifts', CODES, h.sandbox.core.clock.now());
    const { page, problems } = await openPage(browser, DESKTOP);
    const initData = signedInitData({ user: OWNER, authDate: Math.floor(h.sandbox.core.clock.now() / 1000) });
    await page.goto(
      `${base}#${new URLSearchParams({ tgWebAppData: initData, tgWebAppVersion: '8.0', tgWebAppPlatform: 'tdesktop' }).toString()}`,
    );
    await page.getByRole('heading', { name: 'Demo' }).waitFor();
    await page
      .getByRole('navigation')
      .getByRole('button', { name: /Autopilot/ })
      .click();
    await page.getByRole('cell', { name: 'gifts', exact: true }).waitFor();

    await page.getByLabel('Codes to withdraw (empty: all) (gifts)').fill('2');
    await page.getByRole('button', { name: 'Withdraw gifts' }).click();
    const note = page.locator('.replies .reply');
    await expect.poll(() => note.textContent()).toMatch(/Take 2 codes \(of 3\) out of pool "gifts"\?/);
    expect(telegram.messages).toHaveLength(0);
    await note.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => note.textContent()).toBe('2 codes withdrawn from pool "gifts" and sent to your private chat; 1 left.');
    const [withdrawn] = telegram.inChat(String(OWNER.id));
    expect(fileCodes(withdrawn)).toHaveLength(2);
    expect(CODES).toEqual(expect.arrayContaining(fileCodes(withdrawn)));
    expect((await h.stores.pools.get(accountId, 'gifts'))?.available).toBe(1);

    await page.getByRole('button', { name: 'Remove gifts' }).click();
    await expect.poll(() => note.textContent()).toMatch(/Remove pool "gifts"\?/);
    await note.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => note.textContent()).toBe('Pool "gifts" removed; its 1 unsold code was sent to your private chat.');
    const [, removed] = telegram.inChat(String(OWNER.id));
    expect([...fileCodes(withdrawn), ...fileCodes(removed)].sort()).toEqual(CODES);
    expect(await h.stores.pools.get(accountId, 'gifts')).toBeNull();
    // Not one code reached the page.
    const shown = (await page.content()) + (await page.locator('body').innerText());
    for (const code of CODES) expect(shown).not.toContain(code);
    expect(problems).toEqual([]);
  });

  it('refuses with a sentence and keeps the codes where the owner’s private chat cannot be reached', async () => {
    await h.stores.pools.add(accountId, 'spare', ['SPARE-1', 'SPARE-2'], h.sandbox.core.clock.now());
    telegram.removeChat(String(OWNER.id));
    const identityId = await h.stores.identities.identityOfLogin('telegram', String(OWNER.id));
    const login = await h.stores.dashboardLogins.issue({
      identityId: identityId ?? '',
      accountId,
      actor: { platform: 'telegram', userId: String(OWNER.id), displayName: 'Ann' },
    });
    const session = (await (
      await fetch(`${base}api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login }),
      })
    ).json()) as { session: string };
    const answer = await fetch(`${base}api/pools/spare/withdraw`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.session}`, 'content-type': 'application/json' },
      body: JSON.stringify({ count: null, confirm: true }),
    });
    expect(answer.status).toBe(409);
    const { error } = (await answer.json()) as { error: { message: string } };
    expect(error.message).toMatch(/open the bot in a private chat \(send it \/start\), then try again\. The pool is as it was\./);
    expect((await h.stores.pools.get(accountId, 'spare'))?.available).toBe(2);
  });
});
