// Every message Hawker sends about an order (the alert, reminders, escalation calls) ends
// in the order's final state without buttons, on each platform: the real worker, the real
// Telegram and Discord notifiers on their fakes' wire protocols.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openHarness, waitFor, type Harness } from './support/jobs-harness.js';
import { openWireNotifiers, type WireNotifiers } from './support/wire-notifiers.js';

let h: Harness;
let wire: WireNotifiers;
let telegram: WireNotifiers['telegram'];
let discord: WireNotifiers['discord'];
let notifiers: WireNotifiers['notifiers'];

beforeAll(async () => {
  h = await openHarness('closed-messages');
  wire = await openWireNotifiers();
  ({ telegram, discord, notifiers } = wire);
});

afterEach(async () => {
  await h.closeWorkers();
});

afterAll(async () => {
  await h.close();
  await wire.close();
});

/** What an open order's messages say: the titles of the alert's reminders and calls, and the invitation to deliver. */
const OPEN_WORDING = /Nobody has delivered yet|Still waiting|Last call|Reminder|left to deliver|Reply to this message/;

describe('after an order is delivered', () => {
  it('every alert, reminder and escalation call about it, on Telegram and Discord, says so and has no buttons', async () => {
    const seller = await h.seller();
    const { accountId } = seller;
    const tgOperator = telegram.createUser('Olga');
    const tgPrivate = telegram.privateChat(tgOperator);
    const tgGroup = telegram.createGroup({ title: 'Shop team' });
    const dsOperator = discord.addUser('pavel');
    const guild = discord.addGuild({ name: 'Shop', owner: dsOperator, channels: ['orders'] });
    const dsChannel = discord.channelNamed(guild, 'orders');
    await h.stores.team.grant(accountId, await h.stores.identities.resolve('telegram', String(tgOperator.id)), 'operator');
    await h.stores.team.grant(accountId, await h.stores.identities.resolve('discord', dsOperator.id), 'operator');
    await h.stores.alertSettings.addPrivateTarget(accountId, { platform: 'discord', kind: 'user', id: dsOperator.id });
    await h.stores.team.linkPlace(accountId, { platform: 'telegram', chatId: String(tgGroup.id) });
    await h.stores.team.linkPlace(accountId, { platform: 'discord', chatId: dsChannel.id });
    const offerId = await h.manualListing(seller, 2);
    await h.startWorker({}, { notifiers });
    const order = await h.placeOrder(offerId);

    const chats = {
      'the Telegram group': () => telegram.botMessages(tgGroup.id).map((stored) => stored.message),
      "the Telegram operator's private chat": () => telegram.botMessages(tgPrivate.id).map((stored) => stored.message),
      'the Discord channel': () => discord.messages(dsChannel.id),
      "the Discord operator's DM": () => discord.messages(discord.dmChannel(dsOperator).id),
    };
    // A message's first line, its title (Telegram's starts with the tone's emoji).
    const telegramTexts = (messages: ReturnType<(typeof chats)['the Telegram group']>) =>
      messages.map((message) => (message.text ?? '').split('\n')[0] ?? '');
    const discordTitles = (messages: ReturnType<(typeof chats)['the Discord channel']>) =>
      messages.map((message) => {
        const title = message.embeds[0]?.title;
        return typeof title === 'string' ? title : '';
      });

    await waitFor(
      'the alert in the group and the channel',
      () => chats['the Telegram group']().length === 1 && chats['the Discord channel']().length === 1,
    );
    await h.advanceClock(11 * 60_000);
    await waitFor('the operators called privately', () =>
      telegramTexts(chats["the Telegram operator's private chat"]()).some((text) => text.includes('Nobody has delivered yet')),
    );
    await h.advanceClock(80 * 60_000);
    await waitFor('the team step and the 30-minute reminder in both places', () =>
      [telegramTexts(chats['the Telegram group']()), discordTitles(chats['the Discord channel']())].every(
        (texts) => texts.some((text) => text.includes('Still waiting')) && texts.some((text) => text.includes('Reminder')),
      ),
    );
    await waitFor('the reminder in the Discord DM', () =>
      discordTitles(chats["the Discord operator's DM"]()).some((title) => title.includes('Reminder')),
    );
    expect(telegram.botMessages(tgGroup.id).some((stored) => stored.message.reply_markup !== undefined)).toBe(true);

    expect((await seller.client.orders.deliver(order.id, [{ code: 'STAR-1' }])).outcome).toBe('delivered');
    await waitFor(
      'every message in the final state',
      () =>
        [chats['the Telegram group'](), chats["the Telegram operator's private chat"]()].every((messages) =>
          telegramTexts(messages).every((text) => text.includes('Delivered')),
        ) &&
        [chats['the Discord channel'](), chats["the Discord operator's DM"]()].every((messages) =>
          discordTitles(messages).every((title) => title.includes('Delivered')),
        ),
    ).catch((error: unknown) => {
      const shown = {
        telegram: [chats['the Telegram group'](), chats["the Telegram operator's private chat"]()].map((messages) =>
          telegramTexts(messages).map((text) => text.split('\n')[0]),
        ),
        discord: [chats['the Discord channel'](), chats["the Discord operator's DM"]()].map(discordTitles),
      };
      throw new Error(`${String(error)}; messages still showing: ${JSON.stringify(shown)}`);
    });

    for (const [chat, messages] of Object.entries(chats)) {
      const shown = messages();
      expect(shown.length, chat).toBeGreaterThan(0);
      for (const message of shown) {
        if ('components' in message) {
          expect(message.components, chat).toEqual([]);
          expect(JSON.stringify(message.embeds), chat).not.toMatch(OPEN_WORDING);
        } else {
          expect(message.reply_markup, chat).toBeUndefined();
          expect(message.text, chat).not.toMatch(OPEN_WORDING);
        }
      }
    }
  });
});
