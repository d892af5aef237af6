import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningWorker } from '../../jobs/worker.js';
import { PERSON_CALL_LIMIT } from '../../src/core/call-limit.js';
import type { WaitingOrder } from '../../src/domain/reply.js';
import { translate } from '../../src/i18n/index.js';
import { createLogger } from '../../src/log/logger.js';
import { DASHBOARD_LOGIN_TTL_SECONDS } from '../../src/store/dashboard-logins.js';
import { joinedAs } from '../core/commands/support/demo-shop.js';
import { demoKey, startHarness, type Harness } from '../core/harness.js';
import { startJourneyWorker } from '../support/journey-worker.js';
import { RecordingNotifier } from '../support/recording-notifier.js';
import type { TestUser } from '../support/test-adapter.js';
import { keysMatching } from '../support/test-redis.js';
import type { DashboardReads, DashboardWrites } from '../../src/dashboard/dashboard-wire.js';
import { dashboardCall, openEvents, openSession, type RepliesBody, type SessionBody } from './support/dashboard-client.js';
import { signedInitData, TEST_BOT_TOKEN } from './support/signed-init-data.js';

const MIRA = { id: 4242, first_name: 'Mira', last_name: 'Sold', language_code: 'uk' };

describe('dashboard API', () => {
  let h: Harness;
  let api: string;
  let owner: TestUser;
  let accountId: string;
  let manualTopUp: string;
  let worker: RunningWorker | undefined;
  const nowSeconds = () => Math.floor(h.sandbox.core.clock.now() / 1000);
  const initData = (user: Record<string, unknown> = MIRA, authDate = nowSeconds(), token = TEST_BOT_TOKEN) =>
    signedInitData({ user, authDate, extra: { query_id: 'AAHdF6IQAAAAAN0XohDhrOrc', chat_type: 'private' } }, token);
  const loginFor = async (person: TestUser) => {
    const identityId = await h.stores.identities.resolve(person.actor.platform, person.actor.userId);
    return h.stores.dashboardLogins.issue({ identityId, accountId, actor: person.actor });
  };

  beforeAll(async () => {
    // The owner is a Telegram user: the Mini App's init data names them.
    h = await startHarness('dashboard-api', { api: {}, telegramInitDataToken: TEST_BOT_TOKEN });
    owner = h.adapter.user(String(MIRA.id), 'Mira Sold', 'telegram');
    await owner.dm.command('connect', `${demoKey(h)} Demo`);
    const ownerIdentity = await h.stores.identities.resolve('telegram', String(MIRA.id));
    accountId = (await h.stores.identities.activeAccount(ownerIdentity))?.accountId ?? '';
    manualTopUp =
      [...h.sandbox.core.state.listings.values()].find((listing) => listing.title === 'Starfall crystals by player id')?.id ?? '';
    api = h.apiUrl ?? '';
  });
  afterAll(async () => {
    await worker?.close();
    await h.close();
  });

  it('exchanges init data signed by the bot for a session of the person on their shop, in their language', async () => {
    const session = await openSession(api, { init_data: initData() });
    expect(session).toMatchObject({ person: { name: 'Mira Sold' }, role: 'owner', account: { id: accountId, name: 'Demo' } });
    expect(session.session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.locale).toBe('uk');
    const left = Date.parse(session.expires_at) - h.sandbox.core.clock.now();
    expect(left).toBeGreaterThan(12 * 60 * 60_000 - 60_000);
    expect(left).toBeLessThanOrEqual(12 * 60 * 60_000);
    const named = await openSession(api, { init_data: initData(), account: accountId });
    expect(named.account.id).toBe(accountId);
  });

  it('refuses forged, tampered and expired init data, and a Telegram user with no role on the shop', async () => {
    const forged = await dashboardCall(api, 'POST', 'session', {
      body: { init_data: initData(MIRA, nowSeconds(), '7000000002:AAH-another-bot') },
    });
    expect(forged.status).toBe(401);
    expect(forged.body.error?.code).toBe('init_data_invalid');
    const tampered = new URLSearchParams(initData());
    tampered.set('user', JSON.stringify({ ...MIRA, id: 1 }));
    const changed = await dashboardCall(api, 'POST', 'session', { body: { init_data: tampered.toString() } });
    expect(changed.status).toBe(401);
    expect(changed.body.error?.code).toBe('init_data_invalid');
    const old = initData();
    h.sandbox.core.clock.advance(11 * 60_000);
    const expired = await dashboardCall(api, 'POST', 'session', { body: { init_data: old } });
    expect(expired.status).toBe(401);
    expect(expired.body.error?.code).toBe('init_data_expired');
    const stranger = await dashboardCall(api, 'POST', 'session', { body: { init_data: initData({ id: 777, first_name: 'Eve' }) } });
    expect(stranger.status).toBe(403);
    expect(stranger.body.error?.code).toBe('not_a_member');
  });

  it('a login token opens one session, then is login_invalid; it lives ten minutes and only its hash is kept', async () => {
    const token = await loginFor(owner);
    const stored = await keysMatching(h.redis.redis, `${h.redis.namespace}:dashboard-login:*`);
    expect(stored).toHaveLength(1);
    expect(stored[0]).not.toContain(token);
    const ttl = await h.redis.redis.ttl(stored[0] ?? '');
    expect(ttl).toBeGreaterThan(DASHBOARD_LOGIN_TTL_SECONDS - 5);
    expect(ttl).toBeLessThanOrEqual(DASHBOARD_LOGIN_TTL_SECONDS);
    const first = await openSession(api, { login: token });
    expect(first).toMatchObject({ role: 'owner', account: { id: accountId } });
    const again = await dashboardCall(api, 'POST', 'session', { body: { login: token } });
    expect(again.status).toBe(401);
    expect(again.body.error?.code).toBe('login_invalid');
    const madeUp = await dashboardCall(api, 'POST', 'session', { body: { login: 'A'.repeat(43) } });
    expect(madeUp.body.error?.code).toBe('login_invalid');
  });

  it('calls without a live session are 401 session_expired', async () => {
    for (const session of [undefined, 'nonsense', 'A'.repeat(43)]) {
      const auth = session === undefined ? {} : { session };
      for (const answer of [
        await dashboardCall(api, 'POST', 'command', { ...auth, body: { name: 'orders' } }),
        await dashboardCall(api, 'GET', 'orders', auth),
        await dashboardCall(api, 'POST', `listings/${manualTopUp}/price`, { ...auth, body: { cents: 100 } }),
      ]) {
        expect(answer.status).toBe(401);
        expect(answer.body.error?.code).toBe('session_expired');
      }
    }
  });

  it('a viewer reads but their write is 403 role_too_low naming the role, in their language', async () => {
    const viewer = await joinedAs(h, owner, 'vera', 'viewer', 'discord');
    await viewer.dm.command('language', 'ru');
    const { session } = await openSession(api, { login: await loginFor(viewer) });
    const read = await dashboardCall<DashboardReads['orders']>(api, 'GET', 'orders', { session });
    expect(read.status).toBe(200);
    expect(read.body.orders.length).toBeGreaterThan(0);
    const write = await dashboardCall(api, 'POST', `listings/${manualTopUp}/price`, { session, body: { cents: 1250 } });
    expect(write.status).toBe(403);
    expect(write.body.error?.code).toBe('role_too_low');
    expect(write.body.error?.message).toMatch(/менеджер/);
  });

  it('the listings answer carries a currency’s price per its scale, its stock and what one of them is', async () => {
    const { session } = await openSession(api, { login: await loginFor(owner) });
    const answer = await dashboardCall<DashboardReads['listings']>(api, 'GET', 'listings', { session });
    const { listings } = answer.body;
    const seeded = [...h.sandbox.core.state.listings.values()].find((listing) => listing.title === 'Stardust, fast trade on EU servers');
    expect(listings.find((listing) => listing.id === seeded?.id)).toMatchObject({
      category: 'currency',
      price_cents: seeded?.price,
      stock: seeded?.stockQuantity,
      currency_unit: { scale: 'thousand', amount: 1000, product: 'Stardust' },
    });
  });

  it('a demotion applies to the very next call of an open session', async () => {
    const manager = await joinedAs(h, owner, 'mona', 'manager', 'discord');
    const { session } = await openSession(api, { login: await loginFor(manager) });
    const price = (cents: number) =>
      dashboardCall<DashboardWrites['price']>(api, 'POST', `listings/${manualTopUp}/price`, { session, body: { cents } });
    const allowed = await price(1399);
    expect(allowed.status).toBe(200);
    expect(allowed.body).toMatchObject({ value: { listingId: manualTopUp, cents: 1399 } });
    await h.stores.team.grant(accountId, await h.stores.identities.resolve('discord', 'mona'), 'viewer');
    const refused = await price(1399);
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe('role_too_low');
  });

  it("`team revoke` ends the member's sessions: the page's next call, person-level ones too, is 401, and so is its events stream", async () => {
    const rita = await joinedAs(h, owner, 'rita', 'operator', 'discord');
    const { session } = await openSession(api, { login: await loginFor(rita) });
    const identityId = await h.stores.identities.resolve('discord', 'rita');
    await owner.dm.command('team', `revoke ${identityId.slice(0, 8)}`);
    expect(owner.dm.lastText()).toMatch(/ролі|role/i);
    for (const body of [{ name: 'language', text: 'ru' }, { name: 'switch' }, { name: 'orders' }]) {
      const answer = await dashboardCall(api, 'POST', 'command', { session, body });
      expect(answer.status).toBe(401);
      expect(answer.body.error?.code).toBe('session_expired');
    }
    expect((await dashboardCall(api, 'GET', 'events', { session })).status).toBe(401);
  });

  it("a question asked on the page is its person's own: the same user id on another platform cannot answer it", async () => {
    const { session: mira } = await openSession(api, { init_data: initData() });
    // Discord's user 4242, a manager, is another person than Telegram's user 4242.
    const namesake = await joinedAs(h, owner, String(MIRA.id), 'manager', 'discord');
    const { session: other } = await openSession(api, { login: await loginFor(namesake) });
    const asked = await dashboardCall<RepliesBody>(api, 'POST', 'command', {
      session: mira,
      body: { name: 'price', text: `${manualTopUp} 99999c` },
    });
    const confirm = asked.body.replies.find((reply) => reply.data?.kind === 'confirm')?.data;
    const action = confirm?.kind === 'confirm' ? confirm.action : '';
    expect(action).not.toBe('');
    const pressed = await dashboardCall<RepliesBody>(api, 'POST', 'action', { session: other, body: { action } });
    expect(pressed.body.replies[0]?.text).toBe(translate('en', 'dispatch-not-yours'));
    const own = await dashboardCall<RepliesBody>(api, 'POST', 'action', { session: mira, body: { action } });
    expect(own.body.replies[0]?.tone).toBe('success');
    expect(own.body.replies[0]?.text).toMatch(/999,99\s\$/);
  });

  it('a surprising price is asked about first, and the same call confirmed sets it; a gift card cannot be repriced', async () => {
    const { session } = await openSession(api, { init_data: initData() });
    const price = (listingId: string, body: Record<string, unknown>) =>
      dashboardCall<DashboardWrites['price']>(api, 'POST', `listings/${listingId}/price`, { session, body });
    const asked = await price(manualTopUp, { cents: 1 });
    expect(asked.status).toBe(200);
    expect('confirm' in asked.body && asked.body.confirm.question).toMatch(/0,01/);
    expect(h.sandbox.core.state.listings.get(manualTopUp)?.price).not.toBe(1);
    expect((await price(manualTopUp, { cents: 1, confirm: true })).body).toMatchObject({
      value: { listingId: manualTopUp, cents: 1 },
    });
    const { listings } = (await dashboardCall<DashboardReads['listings']>(api, 'GET', 'listings', { session })).body;
    const giftCard = listings.find((listing) => listing.category === 'gift_card');
    expect(giftCard?.actions).not.toContain('reprice');
    const refused = await price(giftCard?.id ?? '', { cents: 999 });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe('refused');
  });

  it('exports come as files, and autopilot, pools, team and audit as facts', async () => {
    const { session } = await openSession(api, { init_data: initData() });
    const exported = await fetch(`${api}/dashboard/api/listings/export?format=csv`, { headers: { authorization: `Bearer ${session}` } });
    expect(exported.headers.get('content-type')).toMatch(/csv/);
    expect(exported.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.csv"$/);
    expect((await exported.text()).split('\n').length).toBeGreaterThan(2);
    const autopilot = await dashboardCall<DashboardReads['autopilot']>(api, 'GET', 'autopilot', { session });
    expect(autopilot.body).toEqual({ bindings: expect.any(Array), failures: expect.any(Array) });
    expect((await dashboardCall<DashboardReads['pools']>(api, 'GET', 'pools', { session })).body.pools).toEqual(expect.any(Array));
    const team = await dashboardCall<DashboardReads['team']>(api, 'GET', 'team', { session });
    expect(team.body.team.members.some((member) => member.you && member.role === 'owner')).toBe(true);
    const stats = await dashboardCall<DashboardReads['stats']>(api, 'GET', 'stats?period=7d', { session });
    expect(stats.body.stats.series).toHaveLength(7);
    expect((await dashboardCall(api, 'GET', 'stats?period=forever', { session })).status).toBe(400);
  });

  it('a file goes both ways as base64: the export comes back through the import, captioned or answering its question', async () => {
    const { session } = await openSession(api, { init_data: initData() });
    const exported = await dashboardCall<
      RepliesBody & { replies: { files?: { filename: string; content_type: string; base64: string }[] }[] }
    >(api, 'POST', 'command', {
      session,
      body: { name: 'listings', verb: 'export', text: 'json status=active,draft,paused,changes_requested' },
    });
    const [file] = exported.body.replies[0]?.files ?? [];
    expect(file?.content_type).toMatch(/json/);
    const unchanged = translate('uk', 'import-nothing-changes', { unchanged: 8 });
    const captioned = await dashboardCall<RepliesBody>(api, 'POST', 'file', {
      session,
      body: { caption: 'listings import', filename: file?.filename, content_type: file?.content_type, base64: file?.base64 },
    });
    expect(captioned.body.replies[0]?.text).toContain(unchanged);
    const asked = await dashboardCall<RepliesBody & { replies: { prompt?: { kind: string } }[] }>(api, 'POST', 'command', {
      session,
      body: { name: 'listings', verb: 'import' },
    });
    expect(asked.body.replies[0]?.prompt?.kind).toBe('file');
    const answered = await dashboardCall<RepliesBody>(api, 'POST', 'file', {
      session,
      body: { filename: file?.filename, content_type: file?.content_type, base64: file?.base64 },
    });
    expect(answered.body.replies[0]?.text).toContain(unchanged);
    const unasked = await dashboardCall<RepliesBody>(api, 'POST', 'file', {
      session,
      body: { filename: 'codes.txt', content_type: 'text/plain', base64: Buffer.from('CODE-1').toString('base64') },
    });
    expect(unasked.body.replies[0]?.tone).toBe('error');
  });

  it("serves the page its own messages in the person's language", async () => {
    const { session } = await openSession(api, { init_data: initData() });
    const answer = await dashboardCall<{ locale: string; ftl: string }>(api, 'GET', 'messages', { session });
    expect(answer.status).toBe(200);
    expect(answer.body.locale).toBe('uk');
    for (const line of answer.body.ftl.split('\n')) if (/^[^\s}]/.test(line)) expect(line).toMatch(/^dashboard-page-/);
    const beforeLogin = await dashboardCall<{ locale: string }>(api, 'GET', 'messages?locale=ru');
    expect(beforeLogin.body.locale).toBe('ru');
  });

  it('an order the worker alerts reaches an open events stream; taking it from the page says so, and the audit names the person', async () => {
    const session: SessionBody = await openSession(api, { init_data: initData() });
    const stream = await openEvents(api, session.session);
    expect(stream.status).toBe(200);
    worker = await startJourneyWorker({
      redis: h.redis,
      stores: h.stores,
      sandbox: h.sandbox,
      notifiers: [new RecordingNotifier('telegram')],
      logger: createLogger({ level: 'silent' }),
    });
    const order = h.sandbox.core.orders.place(manualTopUp, 1);
    // The sandbox seeds a waiting order too: the worker's first poll announces both.
    const waiting = await stream.next('order.waiting', (data) => data.includes(order.id));
    const announced = JSON.parse(waiting.data) as WaitingOrder;
    expect(announced).toMatchObject({ id: order.id, listing_id: manualTopUp, quantity: 1 });
    expect(announced.buyer_inputs.length).toBeGreaterThan(0);
    const took = await dashboardCall<DashboardWrites['take']>(api, 'POST', `orders/${order.id}/take`, { session: session.session });
    expect(took.body).toEqual({ value: { orderId: order.id } });
    // Who took it and when, so an open page can say so.
    expect(JSON.parse((await stream.next('order.done')).data)).toEqual({
      id: order.id,
      outcome: 'taken',
      by: 'Mira Sold',
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as string,
    });
    stream.close();
    await owner.dm.command('audit');
    expect(owner.dm.lastText()).toMatch(/Mira Sold/);
  });
});

describe('dashboard API of a Hawker without a Telegram bot', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('dashboard-api-no-telegram', { api: {} });
  });
  afterAll(async () => {
    await h.close();
  });

  it('refuses init data with a sentence saying to use the link, and counts logins per address: the 31st in ten minutes waits', async () => {
    const api = h.apiUrl ?? '';
    const signed = signedInitData({ user: MIRA, authDate: Math.floor(h.sandbox.core.clock.now() / 1000) });
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      const refused = await dashboardCall(api, 'POST', 'session', { body: { init_data: signed } });
      expect(refused.status).toBe(401);
      expect(refused.body.error).toMatchObject({
        code: 'init_data_invalid',
        message: expect.stringMatching(/no Telegram bot.*link/) as string,
      });
    }
    const limited = await dashboardCall(api, 'POST', 'session', { body: { login: 'A'.repeat(43) } });
    expect(limited.status).toBe(429);
    expect(limited.body.error?.code).toBe('rate_limited');
  });
});

describe('dashboard API on the per-person call limit', () => {
  const READS = 60;
  let h: Harness;
  beforeAll(async () => {
    // The shop's read budget cut to 60 a minute, so a flood that is not refused spends it all.
    h = await startHarness('dashboard-api-call-limit', { api: {}, callLimit: PERSON_CALL_LIMIT, limits: { readsPerWindow: READS } });
  });
  afterAll(async () => {
    await h.close();
  });

  it("a viewer's session flooding `orders` gets 429 with Retry-After; the owner's own call still reads, and the budget is not drained", async () => {
    const api = h.apiUrl ?? '';
    const owner = h.adapter.user('owner');
    await owner.dm.command('connect', `${demoKey(h)} Demo`);
    const accountId = (await h.stores.identities.activeAccount(await h.stores.identities.resolve('test', 'owner')))?.accountId ?? '';
    const viewer = await joinedAs(h, owner, 'vic', 'viewer', 'discord');
    const { token: flooding } = await h.stores.dashboardSessions.create({ accountId, actor: viewer.actor });
    const { token: owners } = await h.stores.dashboardSessions.create({ accountId, actor: owner.actor });
    const flood = await Promise.all(
      Array.from({ length: 80 }, () => dashboardCall<RepliesBody>(api, 'POST', 'command', { session: flooding, body: { name: 'orders' } })),
    );
    const refused = flood.filter((answer) => answer.status === 429);
    // `join` in chat counted too: the person, not the surface, is limited.
    expect(flood.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(29);
    expect(refused.length).toBeGreaterThanOrEqual(51);
    for (const answer of refused) {
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(answer.body.error).toMatchObject({
        code: 'rate_limited',
        message: expect.stringMatching(/^Too many commands at once: .* Try again in \d+ s\.$/) as string,
      });
    }
    const own = await dashboardCall<RepliesBody>(api, 'POST', 'command', { session: owners, body: { name: 'orders' } });
    expect(own.status).toBe(200);
    expect(own.body.replies[0]?.tone).not.toBe('error');
    const { reads } = await (await h.core.services.clientFor(accountId)).budget.remaining();
    expect(reads.remaining).toBeGreaterThanOrEqual(READS - 40);
  });
});
