import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reply } from '../../../src/domain/reply.js';
import type { TestUser } from '../../support/test-adapter.js';
import type { Harness } from '../harness.js';
import { joinedAs, openDemoShop } from './support/demo-shop.js';

/** The one-time login a link carries in its fragment. */
function loginOf(reply: Reply): string {
  const url = new URL(reply.link?.url ?? 'http://none/');
  const token = /^#login=([A-Za-z0-9_-]{43})$/.exec(url.hash)?.[1];
  if (!token) throw new Error(`no login in ${reply.link?.url ?? 'a reply without a link'}`);
  return token;
}

describe('dashboard, with the HTTP API serving it', () => {
  let h: Harness;
  let owner: TestUser;
  let accountId: string;

  beforeAll(async () => {
    ({ h, owner, accountId } = await openDemoShop('core-dashboard', { api: {} }));
  });
  afterAll(async () => {
    await h.close();
  });

  it('answers the owner privately with a link to the dashboard that logs them in once, on their shop', async () => {
    await owner.dm.command('dashboard');
    const reply = owner.dm.last();
    expect(reply.visibility).toBe('private');
    expect(reply.text).toMatch(/dashboard of "Demo" opens with the button below.*expires in 10 minutes/s);
    expect(reply.link?.webApp).toBeUndefined();
    expect(reply.link?.url.startsWith(`${h.apiUrl ?? 'no api'}/dashboard/#login=`)).toBe(true);
    // The token is in the button only, never in the words a person might copy into a chat.
    const token = loginOf(reply);
    expect(reply.text).not.toContain(token);

    const identityId = await h.stores.identities.resolve('test', 'owner');
    expect(await h.stores.dashboardLogins.redeem(token)).toMatchObject({
      identityId,
      accountId,
      actor: { platform: 'test', userId: 'owner' },
    });
    expect(await h.stores.dashboardLogins.redeem(token)).toBeNull();
  });

  it("words the answer in the asker's language, with no English but the command and the address", async () => {
    const reader = await joinedAs(h, owner, 'olena', 'viewer');
    await reader.dm.command('language', 'uk');
    await reader.dm.command('dashboard');
    expect(reader.dm.last().locale).toBe('uk');
    expect(reader.dm.lastText()).toMatch(/Панель магазину «Demo» відкривається кнопкою нижче.*діє 10 хвилин/s);
    expect(reader.dm.last().link?.label).toBe('Відкрити панель');
    await reader.dm.command('language', 'ru');
    await reader.dm.command('dashboard');
    expect(reader.dm.lastText()).toMatch(/Панель магазина «Demo» открывается кнопкой ниже.*действует 10 минут/s);
  });

  it('gives each asking a fresh login', async () => {
    await owner.dm.command('dashboard');
    const first = loginOf(owner.dm.last());
    await owner.dm.command('dashboard');
    expect(loginOf(owner.dm.last())).not.toBe(first);
  });

  it('opens for a viewer, since it only reads, and for nobody without a role', async () => {
    const viewer = await joinedAs(h, owner, 'vera', 'viewer');
    await viewer.dm.command('dashboard');
    const grant = await h.stores.dashboardLogins.redeem(loginOf(viewer.dm.last()));
    expect(grant).toMatchObject({ accountId, actor: { userId: 'vera' } });

    const stranger = h.adapter.user('stranger');
    await stranger.dm.command('dashboard');
    expect(stranger.dm.last().link).toBeUndefined();
    expect(stranger.dm.lastText()).toMatch(/no seller account in Hawker yet/);
  });

  it("in a group, opens the group's shop in a reply for the asker alone", async () => {
    const group = owner.in(h.adapter.group('shop-team'));
    await group.command('team', 'link');
    await group.command('dashboard');
    const reply = group.last();
    expect(reply.visibility).toBe('private');
    expect((await h.stores.dashboardLogins.redeem(loginOf(reply)))?.accountId).toBe(accountId);
  });
});

describe('dashboard, where no dashboard is served', () => {
  let h: Harness;
  let owner: TestUser;

  beforeAll(async () => {
    ({ h, owner } = await openDemoShop('core-dashboard-off'));
  });
  afterAll(async () => {
    await h.close();
  });

  it('says so and how the operator turns it on, with no link', async () => {
    await owner.dm.command('dashboard');
    expect(owner.dm.last().link).toBeUndefined();
    expect(owner.dm.lastText()).toMatch(/serves no dashboard: its HTTP API is off.*HAWKER_API_PORT/);
    await owner.dm.command('language', 'ru');
    await owner.dm.command('dashboard');
    expect(owner.dm.lastText()).toMatch(/не показывает панель: его HTTP API выключен.*HAWKER_API_PORT/);
  });
});

describe('dashboard on an https address', () => {
  let h: Harness;
  let accountId: string;
  let owner: TestUser;

  beforeAll(async () => {
    ({ h, owner, accountId } = await openDemoShop('core-dashboard-https', { dashboardUrl: 'https://shop.example/dashboard/' }));
  });
  afterAll(async () => {
    await h.close();
  });

  it('opens as a Telegram Mini App naming the shop, with no login in its address: Telegram signs who opened it', async () => {
    const telegramOwner = await joinedAs(h, owner, '5120334871', 'manager', 'telegram');
    await telegramOwner.dm.command('dashboard');
    const reply = telegramOwner.dm.last();
    expect(reply.link).toEqual({ label: 'Open dashboard', url: `https://shop.example/dashboard/?account=${accountId}`, webApp: true });
    expect(reply.text).toMatch(/opens here in Telegram/);
  });

  it('gives a one-time login link on the public address everywhere else', async () => {
    await owner.dm.command('dashboard');
    const reply = owner.dm.last();
    expect(reply.link?.url).toMatch(/^https:\/\/shop\.example\/dashboard\/#login=/);
    expect(await h.stores.dashboardLogins.redeem(loginOf(reply))).not.toBeNull();
  });
});
