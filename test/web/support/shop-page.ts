import type { Browser } from 'playwright-core';
import { joinedAs } from '../../core/commands/support/demo-shop.js';
import { demoKey, startHarness, type Harness } from '../../core/harness.js';
import type { TestUser } from '../../support/test-adapter.js';
import { launchChromium } from './browser.js';

/** The sandbox's demo shop behind the API server, its owner and a Chromium: where the page's own tests begin. */
export interface ShopPage {
  h: Harness;
  browser: Browser;
  /** The page's address, `/dashboard/`. */
  base: string;
  owner: TestUser;
  /** Someone who joined the shop as `role` over Telegram, speaking `language`. */
  member(userId: string, role: string, language: string): Promise<TestUser>;
  /** The page's address with a one-time login for a Telegram user of the shop, as `dashboard` in a chat answers it. */
  loginUrl(userId: string): Promise<string>;
  close(): Promise<void>;
}

export async function openShopPage(label: string, ownerId: string): Promise<ShopPage> {
  const h = await startHarness(label, { api: {} });
  const base = `${h.apiUrl ?? ''}/dashboard/`;
  const owner = h.adapter.user(ownerId, 'Ann', 'telegram');
  await owner.dm.command('connect', `${demoKey(h)} Demo`);
  const browser = await launchChromium();
  return {
    h,
    browser,
    base,
    owner,
    member: async (userId, role, language) => {
      const person = await joinedAs(h, owner, userId, role, 'telegram');
      await person.dm.command('language', language);
      return person;
    },
    loginUrl: async (userId) => {
      const identityId = await h.stores.identities.identityOfLogin('telegram', userId);
      if (identityId === null) throw new Error(`no identity for telegram ${userId}`);
      const accountId = (await h.stores.identities.activeAccount(identityId))?.accountId;
      if (!accountId) throw new Error('no active account');
      const token = await h.stores.dashboardLogins.issue({
        identityId,
        accountId,
        actor: { platform: 'telegram', userId, displayName: userId },
      });
      return `${base}#login=${token}`;
    },
    close: async () => {
      await browser.close();
      await h.close();
    },
  };
}
