// A seller and a viewer use Hawker from Discord, end to end: the real core over
// real Redis, the sandbox marketplace, discord.js on the fake Discord.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiscordBot } from '../../adapters/discord/discord-bot.js';
import { createDiscordNotifier } from '../../adapters/discord/discord-notifier.js';
import type { RunningWorker } from '../../jobs/worker.js';
import { startSandbox, type RunningSandbox } from '../../sandbox/index.js';
import type { HawkerCore } from '../../src/core/hawker-core.js';
import { renderAlert } from '../../jobs/alert-render.js';
import { orderFacts } from '../../jobs/order-facts.js';
import { createLogger } from '../../src/log/logger.js';
import type { Notifier } from '../../src/notify/notifier.js';
import type { Stores } from '../../src/store/stores.js';
import {
  waitUntil,
  type FakeDiscord,
  type FakeGuild,
  type FakeInteractionHandle,
  type FakeMessage,
  type FakeUser,
} from '../fakes/discord/index.js';
import { startHarness as startDiscordHarness } from '../adapters/discord/support/bot-harness.js';
import { startJourneyWorker } from '../support/journey-worker.js';
import type { TestRedis } from '../support/test-redis.js';
import { composeCoreOnSandbox, type CoreOnSandbox } from '../support/core-on-sandbox.js';

const everything = (fake: FakeDiscord) =>
  JSON.stringify([...fake.state.messages.values()].map((message) => [message.content, message.embeds, message.components]));

/**
 * The modal a press or command opened: directly when the core answered at once,
 * or from the form button of the prompt message when the answer was deferred.
 */
async function openedForm(fake: FakeDiscord, user: FakeUser, handle: FakeInteractionHandle): Promise<FakeInteractionHandle> {
  if ((await handle.callback()).type === 9) return handle;
  const prompt = await shownFor(fake, handle, /"custom_id":"o:/);
  const button = JSON.stringify(prompt.components).match(/"custom_id":"(o:[^"]+)"/)?.[1] ?? '';
  const open = fake.click({ user, message: prompt, customId: button });
  await open.modal();
  return open;
}

/** What the person sees answering an interaction (response, follow-ups, or the message it replaced) once it matches. */
function shownFor(fake: FakeDiscord, handle: FakeInteractionHandle, pattern: RegExp): Promise<FakeMessage> {
  return waitUntil(`an answer matching ${String(pattern)}`, () => {
    const { originalMessageId, followUpIds, sourceMessageId } = handle.record;
    return [originalMessageId, ...followUpIds, sourceMessageId]
      .map((id) => fake.message(id ?? ''))
      .find(
        (message) =>
          message &&
          !message.deleted &&
          (message.flags & 128) === 0 &&
          pattern.test(message.content + JSON.stringify([message.embeds, message.components])),
      );
  });
}

// Run twice: answers within Discord's window, and every answer deferred (a slow
// marketplace), which takes the deferred-reply and button-opened-modal paths.
describe.each([
  { pace: 'answered at once', deferAfterMs: 2000 },
  { pace: 'every answer deferred', deferAfterMs: 0 },
])('Hawker on Discord, end to end ($pace)', ({ deferAfterMs }) => {
  let sandbox: RunningSandbox;
  let redis: TestRedis;
  let stores: Stores;
  let core: HawkerCore;
  let composed: CoreOnSandbox | undefined;
  let fake: FakeDiscord;
  let bot: DiscordBot;
  let notifier: Notifier;
  let seller: FakeUser;
  let viewer: FakeUser;
  let guild: FakeGuild;
  let apiKey: string;
  let accountId: string;
  let worker: RunningWorker | undefined;
  const logger = createLogger({ level: 'silent' });

  const control = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${sandbox.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${sandbox.adminToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`sandbox ${method} ${path}: ${response.status}`);
    return (await response.json()) as T;
  };
  const listingTitled = (title: string) => {
    const found = [...sandbox.core.state.listings.values()].find((listing) => listing.title === title);
    if (!found) throw new Error(`no listing ${title}`);
    return found;
  };

  beforeAll(async () => {
    sandbox = await startSandbox({ seed: 11 });
    apiKey = sandbox.sellers[0]?.apiKey ?? '';
    composed = composeCoreOnSandbox(sandbox, 'discord-e2e', 'd1');
    ({ testRedis: redis, stores, core } = composed);
    ({ fake, bot, seller, viewer, guild } = await startDiscordHarness(core, { deferAfterMs }));
    notifier = createDiscordNotifier({ token: fake.token, apiRoot: fake.apiRoot });
  });

  afterAll(async () => {
    await worker?.close();
    await bot.stop();
    await fake.close();
    await composed?.close();
  });

  it('connects the API key through a modal, and the key never shows in any channel', async () => {
    const form = await openedForm(fake, seller, fake.slash({ user: seller, channel: fake.dmChannel(seller), name: 'connect' }));
    expect(JSON.stringify(await form.modal())).toMatch(/API key/);
    await shownFor(fake, fake.submitModal({ user: seller, from: form, values: { value: apiKey } }), /Account connected/);
    expect(everything(fake)).not.toContain(apiKey);
    const identity = await stores.identities.resolve('discord', seller.id);
    accountId = (await stores.identities.activeAccount(identity))?.accountId ?? '';
    expect(accountId).not.toBe('');
  });

  it('lists listings, suggests them while typing, and pauses one from its button', async () => {
    const dm = fake.dmChannel(seller);
    await shownFor(fake, fake.slash({ user: seller, channel: dm, name: 'listings', subcommand: 'show' }), /Pixel Raiders \$25 gift card/);

    const gift = listingTitled('Pixel Raiders $25 gift card');
    const choices = await fake.autocomplete({ user: seller, channel: dm, name: 'listing', focused: 'id', value: 'pixel' }).choices();
    expect(choices).toContainEqual({ name: expect.stringContaining('Pixel Raiders $25 gift card') as string, value: gift.id });

    const detail = await shownFor(
      fake,
      fake.slash({ user: seller, channel: dm, name: 'listing', options: { id: gift.id } }),
      /"title":"Pixel Raiders \$25 gift card"/,
    );
    await fake.clickLabel({ user: seller, message: detail, label: 'Pause' }).callback();
    await waitUntil('the listing to be paused', () => listingTitled('Pixel Raiders $25 gift card').status === 'paused');
    const replaced = await waitUntil('the listing message to say so in place', () => {
      const shown = fake.message(detail.id);
      return shown && /Status: paused/.test(JSON.stringify(shown.embeds)) ? shown : undefined;
    });
    expect(replaced.components).toEqual([]);
  });

  it('runs a verb as its sub-command: the listing suggested while typing, its options read inside the sub-command', async () => {
    const dm = fake.dmChannel(seller);
    const gift = listingTitled('Pixel Raiders $25 gift card');
    const choices = await fake
      .autocomplete({ user: seller, channel: dm, name: 'alerts', subcommand: 'lowstock', focused: 'value', value: 'pixel' })
      .choices();
    expect(choices).toContainEqual({ name: expect.stringContaining('Pixel Raiders $25 gift card') as string, value: gift.id });
    await shownFor(
      fake,
      fake.slash({ user: seller, channel: dm, name: 'alerts', subcommand: 'lowstock', options: { value: gift.id, threshold: '2' } }),
      new RegExp(`${gift.id.slice(0, 8)} at 2`),
    );
    await shownFor(fake, fake.slash({ user: seller, channel: dm, name: 'alerts', subcommand: 'show' }), /Alerts of/);
  });

  it('narrows listings to a game given as an option, by its shown name even in quotes', async () => {
    const dm = fake.dmChannel(seller);
    const shown = await shownFor(
      fake,
      fake.slash({ user: seller, channel: dm, name: 'listings', subcommand: 'show', options: { game: '"neon drift"' } }),
      /1000 Neon credits code/,
    );
    expect(JSON.stringify(shown.embeds)).not.toMatch(/Pixel Raiders|Starfall/);
  });

  it('asks the guided create questions whole, never a hint cut mid-word', async () => {
    const dm = fake.dmChannel(seller);
    const menu = await shownFor(fake, fake.slash({ user: seller, channel: dm, name: 'create' }), /What do you want to sell/);
    const form = await openedForm(fake, seller, fake.clickLabel({ user: seller, message: menu, label: 'Gift card' }));
    // The question is the modal's title when it opens at once, else the prompt message's label.
    const seen = JSON.stringify(await form.modal()) + everything(fake);
    expect(seen).toMatch(/Which game is this gift card for\?/);
    expect(seen).not.toMatch(/Type its (?!name\.)/);
    await shownFor(fake, fake.slash({ user: seller, channel: dm, name: 'cancel' }), /Stopped/);
  });

  it('links the team channel and lets a viewer join with an invite', async () => {
    const alerts = fake.channelNamed(guild, 'alerts');
    await shownFor(fake, fake.slash({ user: seller, channel: alerts, name: 'team', subcommand: 'link' }), /now serves/);
    await shownFor(
      fake,
      fake.slash({ user: seller, channel: fake.dmChannel(seller), name: 'alerts', subcommand: 'mode', options: { value: 'both' } }),
      /both/,
    );
    // An invite is a secret by nature: refused in the channel, given in a DM.
    await shownFor(
      fake,
      fake.slash({ user: seller, channel: alerts, name: 'team', subcommand: 'invite', options: { value: 'viewer' } }),
      /runs only in a private chat with the bot/,
    );
    const invite = await shownFor(
      fake,
      fake.slash({ user: seller, channel: fake.dmChannel(seller), name: 'team', subcommand: 'invite', options: { value: 'viewer' } }),
      /join /,
    );
    const code = /join (\S+?)`/.exec(JSON.stringify(invite.embeds))?.[1];
    if (!code) throw new Error(`no invite code in ${JSON.stringify(invite.embeds)}`);
    await shownFor(fake, fake.slash({ user: viewer, channel: fake.dmChannel(viewer), name: 'join', options: { code } }), /viewer/);
  });

  it('puts a listing on autopilot through sub-commands; a supplier secret is refused in the channel and shown once in a DM', async () => {
    const dm = fake.dmChannel(seller);
    const alerts = fake.channelNamed(guild, 'alerts');
    const crystals = listingTitled('Starfall crystals by player id');
    await stores.pools.add(accountId, 'gems', ['GEM-DC-1', 'GEM-DC-2'], Date.now());
    const choices = await fake
      .autocomplete({ user: seller, channel: dm, name: 'autopilot', subcommand: 'from', focused: 'listing', value: 'starfall' })
      .choices();
    expect(choices).toContainEqual({ name: expect.stringContaining('Starfall crystals by player id') as string, value: crystals.id });
    await shownFor(
      fake,
      fake.slash({
        user: seller,
        channel: dm,
        name: 'autopilot',
        subcommand: 'from',
        options: { listing: crystals.id, source: 'gems', template: '{code} for {player_id}' },
      }),
      /from pool `gems` \(2 codes in it\)/,
    );
    await shownFor(
      fake,
      fake.slash({
        user: seller,
        channel: dm,
        name: 'autopilot',
        subcommand: 'cap',
        options: { listing: crystals.id, orders: '10', dollars: '100' },
      }),
      /Cap: 10 orders and \$100\.00 a day/,
    );
    await shownFor(fake, fake.slash({ user: viewer, channel: alerts, name: 'autopilot', subcommand: 'show' }), /2 codes left/);
    await shownFor(
      fake,
      fake.slash({
        user: seller,
        channel: alerts,
        name: 'autopilot',
        subcommand: 'from',
        options: { listing: crystals.id, source: 'https://supplier.example/goods' },
      }),
      /in a private chat with the bot/,
    );
    const shown = await shownFor(
      fake,
      fake.slash({
        user: seller,
        channel: dm,
        name: 'autopilot',
        subcommand: 'from',
        options: { listing: crystals.id, source: 'https://supplier.example/goods' },
      }),
      /whsec_/,
    );
    const secret = /whsec_[A-Za-z0-9+/=]+/.exec(JSON.stringify(shown.embeds) + shown.content)?.[0] ?? '';
    expect(await stores.autopilot.supplierSecret(accountId, crystals.id)).toBe(secret);
    await shownFor(
      fake,
      fake.slash({ user: seller, channel: dm, name: 'autopilot', subcommand: 'off', options: { listing: crystals.id } }),
      /Autopilot is off/,
    );
    expect(everything(fake).split(secret).length).toBe(2);
  });

  it('alerts a new order in DM and in the team channel; a viewer is refused delivery; the seller delivers through the modal', async () => {
    const manual = listingTitled('Starfall crystals by player id');
    const order = await control<{ id: string }>('POST', '/_sandbox/orders', { offer_id: manual.id, quantity: 1 });
    const account = await stores.accounts.get(accountId);
    const { orders } = await (await core.services.clientFor(accountId)).orders.list('awaiting_delivery');
    const waiting = orders.find((each) => each.id === order.id);
    if (!account || !waiting) throw new Error('order not visible to the seller');
    const targets = await stores.alertSettings.targetsFor(accountId);
    expect(targets.map((target) => target.kind).sort()).toEqual(['channel', 'user']);
    const alertsSent: Record<string, FakeMessage> = {};
    for (const target of targets) {
      const outcome = await notifier.send(target, renderAlert(orderFacts(account, waiting), Date.now()));
      if (!outcome.ok) throw new Error(`alert not sent: ${JSON.stringify(outcome)}`);
      await stores.alertMessages.remember(outcome.ref, target, { accountId, orderId: order.id });
      const message = fake.message(outcome.ref.messageId);
      if (message) alertsSent[target.kind] = message;
    }
    const inDm = alertsSent.user;
    const inTeam = alertsSent.channel;
    if (!inDm || !inTeam) throw new Error('an alert is missing');
    expect(inDm.channelId).toBe(fake.dmChannel(seller).id);
    expect(inTeam.channelId).toBe(fake.channelNamed(guild, 'alerts').id);
    expect(inTeam.embeds[0]?.title).toBe('New order: Starfall crystals by player id');

    await shownFor(fake, fake.clickLabel({ user: viewer, message: inTeam, label: 'Deliver' }), /needs the operator role/);
    await shownFor(fake, fake.clickLabel({ user: viewer, message: inTeam, label: 'Take' }), /needs the operator role/);
    await shownFor(fake, fake.clickLabel({ user: seller, message: inTeam, label: 'Take' }), /You took order/);
    expect((await stores.orderTakes.takenBy(accountId, order.id))?.name).toBeTruthy();

    const form = await openedForm(fake, seller, fake.clickLabel({ user: seller, message: inDm, label: 'Deliver' }));
    const goods = 'CRYSTAL-PLAYER-778899';
    const preview = await shownFor(fake, fake.submitModal({ user: seller, from: form, values: { value: goods } }), /Deliver 1 unit/);
    await shownFor(fake, fake.clickLabel({ user: seller, message: preview, label: 'Confirm delivery' }), /handed over/);
    expect(await control('GET', `/_sandbox/orders/${order.id}/goods`)).toMatchObject({ status: 'delivered', goods: [{ code: goods }] });
    expect(everything(fake)).not.toContain(goods);
  });

  it('the worker alerts a new order; replying to the DM alert with a code file delivers it', async () => {
    worker = await startJourneyWorker({
      redis: redis,
      stores,
      sandbox,
      notifiers: [createDiscordNotifier({ token: fake.token, apiRoot: fake.apiRoot })],
      logger,
    });
    const order = await control<{ id: string }>('POST', '/_sandbox/orders', {
      offer_id: listingTitled('Starfall crystals by player id').id,
      quantity: 2,
    });
    const dm = fake.dmChannel(seller);
    const mentions = (message: FakeMessage) =>
      JSON.stringify(message.embeds).includes(order.id) || JSON.stringify(message.components).includes(order.id);
    const alert = await waitUntil('the order alert in the DM', () => fake.messages(dm.id).find(mentions), { timeoutMs: 30_000 });
    await waitUntil('the order alert in the team channel', () => fake.messages(fake.channelNamed(guild, 'alerts').id).find(mentions), {
      timeoutMs: 30_000,
    });
    expect(alert.embeds[0]?.title).toMatch(/^New order: Starfall crystals by player id × 2/);

    const codes = 'PLAYER-AAA-111\nPLAYER-BBB-222';
    const sent = fake.postMessage({
      user: seller,
      channel: dm,
      content: '',
      attachments: [{ filename: 'codes.txt', contentType: 'text/plain', data: new TextEncoder().encode(codes) }],
      replyTo: alert,
    });
    const preview = await waitUntil('the masked preview', () =>
      fake.messages(dm.id).find((message) => message.referenceId === sent.id && /Deliver 2 units/.test(JSON.stringify(message.embeds))),
    );
    expect(JSON.stringify(preview.embeds)).not.toContain('PLAYER-AAA-111');
    await shownFor(fake, fake.clickLabel({ user: seller, message: preview, label: 'Confirm delivery' }), /handed over/);
    expect(await control('GET', `/_sandbox/orders/${order.id}/goods`)).toMatchObject({
      status: 'delivered',
      goods: [{ code: 'PLAYER-AAA-111' }, { code: 'PLAYER-BBB-222' }],
    });
    await waitUntil('the alert edited to its final state', () => /^Delivered: /.test(String(fake.message(alert.id)?.embeds[0]?.title)), {
      timeoutMs: 30_000,
    });
    expect(everything(fake)).not.toContain('PLAYER-BBB-222');
  });
});
