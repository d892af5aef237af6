// The chat platforms failing under the background worker and the bot: 429s with
// retry_after, 5xx answers and chats that no longer exist, on the Telegram fake Bot API
// and the fake Discord, with the real notifiers and the real Telegram adapter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiscordNotifier } from '../../adapters/discord/index.js';
import { createTelegramBot, createTelegramNotifier, createTelegramOutgoing, type TelegramBot } from '../../adapters/telegram/index.js';
import { SellerApiClient } from '../../src/api/seller-api-client.js';
import type { RunningWorker } from '../../jobs/worker.js';
import { composeTestWorker } from '../support/composed.js';
import { startFakeDiscord, type FakeChannel, type FakeDiscord, type FakeUser } from '../fakes/discord/index.js';
import { startFakeTelegram, type FakeTelegram, type TgChat, type TgUser } from '../fakes/telegram-bot-api/index.js';
import { fastConfig, waitFor } from '../jobs/support/jobs-harness.js';
import { FAST_FAKE_LIMITS, FAST_THROTTLE } from '../adapters/telegram/support/bot-support.js';
import { recordFigures } from './support/figures.js';
import { guardProcess, type ProcessGuard } from './support/process-guard.js';
import { startStack, type Stack } from './support/stack.js';
import { publishManualTopUp } from '../support/manual-listing.js';

let s: Stack;
let guard: ProcessGuard;
let telegram: FakeTelegram;
let discord: FakeDiscord;
let worker: RunningWorker;
let bot: TelegramBot;
let seller: TgUser;
let sellerDm: TgChat;
let tgGroup: TgChat;
let discordSeller: FakeUser;
let discordChannel: FakeChannel;
let accountId: string;
let offerId: string;
let faults = 0;

beforeAll(async () => {
  guard = guardProcess();
  s = await startStack('rel-chat-faults');
  telegram = await startFakeTelegram({ rateLimits: FAST_FAKE_LIMITS });
  discord = await startFakeDiscord();
  seller = telegram.createUser('Sam', 'sam_sells');
  sellerDm = telegram.privateChat(seller);
  tgGroup = telegram.createGroup({ title: 'Shop team', members: [seller], botIsAdmin: true });
  discordSeller = discord.addUser('sam');
  const guild = discord.addGuild({ name: 'Sam Shop', owner: discordSeller, channels: ['alerts'] });
  discordChannel = discord.channelNamed(guild, 'alerts');

  const created = await s.control<{ id: string; apiKey: string }>('POST', '/_sandbox/sellers', {});
  const owner = await s.stores.identities.resolve('telegram', String(seller.id));
  const account = await s.stores.accounts.create({
    label: 'Sam shop',
    apiKey: created.body.apiKey,
    ownerIdentityId: owner,
    marketplaceUrl: s.sandbox.baseUrl,
  });
  accountId = account.id;
  await s.stores.team.grant(accountId, owner, 'owner');
  await s.stores.identities.setActiveAccount(owner, accountId);
  await s.stores.alertSettings.addPrivateTarget(accountId, { platform: 'telegram', kind: 'user', id: String(sellerDm.id) });
  // The seller's Discord login joins their identity (as `link` does): private alerts follow the person's role.
  const code = await s.stores.identities.createLinkCode(owner, { platform: 'telegram', userId: String(seller.id), displayName: null });
  await s.stores.identities.redeemLinkCode(code, 'discord', discordSeller.id);
  await s.stores.alertSettings.addPrivateTarget(accountId, { platform: 'discord', kind: 'user', id: discordSeller.id });
  await s.stores.team.linkPlace(accountId, { platform: 'telegram', chatId: String(tgGroup.id) });
  await s.stores.team.linkPlace(accountId, { platform: 'discord', chatId: discordChannel.id });

  const client = new SellerApiClient({ budgetClass: 'interactive', baseUrl: s.sandbox.baseUrl, apiKey: created.body.apiKey });
  offerId = await publishManualTopUp(client);
  await client.close();

  const { redis, namespace } = s.testRedis;
  const outgoing = createTelegramOutgoing({ limits: FAST_THROTTLE });
  worker = await composeTestWorker(
    { redis, namespace, stores: s.stores, logger: s.logs.logger('worker') },
    {
      notifiers: [
        createTelegramNotifier({ token: telegram.token, apiRoot: telegram.apiRoot, outgoing }),
        createDiscordNotifier({ token: discord.token, apiRoot: discord.apiRoot, maxRateLimitWaitMs: 3_000 }),
      ],
      jobs: fastConfig(s.sandbox),
      marketplace: { policy: (shipped) => ({ ...shipped, retry: { ...shipped.retry, maxAttempts: 2 } }) },
    },
  );
  bot = createTelegramBot({
    token: telegram.token,
    apiRoot: telegram.apiRoot,
    core: s.core,
    mode: { type: 'polling' },
    logger: s.logs.logger('telegram-bot'),
    outgoing,
  });
  await bot.start();
});

afterAll(async () => {
  await bot.stop();
  await worker.close();
  await telegram.close();
  await discord.close();
  await s.close();
  guard.stop();
  recordFigures('chat-platform-faults', { faultsInjected: faults });
});

const mentions = (text: string, orderId: string) => text.includes(orderId);
const telegramAlerts = (chatId: number, orderId: string) =>
  telegram
    .botMessages(chatId)
    .filter((stored) => mentions(JSON.stringify(stored.message), orderId) && /New order/.test(stored.message.text ?? ''));
const discordAlerts = (channelId: string, orderId: string) =>
  discord.messages(channelId).filter((message) => mentions(JSON.stringify([message.content, message.embeds]), orderId));

describe('alerts while the chat platforms fail', () => {
  it('waits out 429s with retry_after and 5xx answers on both platforms, then alerts every chat exactly once', async () => {
    telegram.failNext('sendMessage', { errorCode: 429, description: 'Too Many Requests: retry after 1', retryAfter: 1 }, 3);
    telegram.failNext('sendMessage', { errorCode: 502, description: 'Bad Gateway' }, 2);
    discord.injectFailure({ method: 'POST', path: /\/messages$/, status: 429, retryAfterSeconds: 1, times: 2 });
    discord.injectFailure({ method: 'POST', path: /\/messages$/, status: 503, times: 3 });
    faults += 10;
    const order = await s.placeOrder(offerId);
    const discordDm = discord.dmChannel(discordSeller);
    await waitFor(
      'an alert in every chat',
      () =>
        telegramAlerts(sellerDm.id, order.id).length > 0 &&
        telegramAlerts(tgGroup.id, order.id).length > 0 &&
        discordAlerts(discordChannel.id, order.id).length > 0 &&
        discordAlerts(discordDm.id, order.id).length > 0,
      45_000,
    );
    await worker.drain();
    expect(telegramAlerts(sellerDm.id, order.id)).toHaveLength(1);
    expect(telegramAlerts(tgGroup.id, order.id)).toHaveLength(1);
    expect(discordAlerts(discordChannel.id, order.id)).toHaveLength(1);
    expect(discordAlerts(discordDm.id, order.id)).toHaveLength(1);
    expect(guard.fired).toEqual([]);
  }, 60_000);

  it('switches off chats that no longer exist, tells the owner once, and keeps alerting the others', async () => {
    telegram.setChatGone(tgGroup.id, 'kicked');
    discord.closeChannel(discordChannel.id, 'unknown_channel');
    faults += 2;
    const first = await s.placeOrder(offerId);
    await waitFor(
      'the private alerts',
      () => telegramAlerts(sellerDm.id, first.id).length === 1 && discordAlerts(discord.dmChannel(discordSeller).id, first.id).length === 1,
      30_000,
    );
    await waitFor('both gone chats switched off', async () => {
      const targets = await s.stores.alertSettings.targetsFor(accountId);
      return !targets.some((target) => target.id === String(tgGroup.id) || target.id === discordChannel.id);
    });
    const second = await s.placeOrder(offerId);
    await waitFor('the next private alert', () => telegramAlerts(sellerDm.id, second.id).length === 1, 30_000);
    await worker.drain();
    const groupCalls = telegram.calls.filter((call) => call.fields.chat_id === tgGroup.id || call.fields.chat_id === String(tgGroup.id));
    const afterSwitchOff = groupCalls.filter((call) => JSON.stringify(call.fields).includes(second.id));
    expect(afterSwitchOff).toHaveLength(0);
    const notices = telegram.botMessages(sellerDm.id).filter((stored) => /switched off/i.test(stored.message.text ?? ''));
    expect(notices.length).toBeGreaterThanOrEqual(1);
    expect(notices.length).toBeLessThanOrEqual(2);
    expect(guard.fired).toEqual([]);
  }, 60_000);
});

describe('the Telegram bot answering while Telegram fails', () => {
  it('answers a command once through 429s, survives a 5xx, and answers the next command', async () => {
    telegram.failNext('sendMessage', { errorCode: 429, description: 'Too Many Requests: retry after 1', retryAfter: 1 }, 2);
    faults += 2;
    const before = telegram.botMessages(sellerDm.id).length;
    telegram.userSends(seller, sellerDm, '/account');
    const reply = await telegram.nextBotMessage(sellerDm.id, before, 'the account reply');
    expect(reply.message.text).toMatch(/Sam shop/);

    telegram.failNext('sendMessage', { errorCode: 500, description: 'Internal Server Error' }, 1);
    faults += 1;
    const callsBefore = telegram.calls.length;
    telegram.userSends(seller, sellerDm, '/help');
    await waitFor('the help reply refused with the 500', () =>
      telegram.calls.slice(callsBefore).some((call) => call.method === 'sendMessage' && call.errorCode === 500),
    );
    const afterFailure = telegram.botMessages(sellerDm.id).length;
    telegram.userSends(seller, sellerDm, '/orders');
    const next = await telegram.nextBotMessage(sellerDm.id, afterFailure, 'the orders reply');
    expect(next.message.text).toMatch(/order/i);
    // The bot answers one chat's messages in order: with the /orders reply out, a repeated /account reply would be too.
    expect(
      telegram
        .botMessages(sellerDm.id)
        .filter((stored) => /Sam shop/.test(stored.message.text ?? '') && /Key/.test(stored.message.text ?? '')).length,
    ).toBe(1);
    expect(guard.fired).toEqual([]);
  }, 60_000);
});
