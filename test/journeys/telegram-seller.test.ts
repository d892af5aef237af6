import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log/logger.js';
import type { Stores } from '../../src/store/stores.js';
import { startSandbox, type RunningSandbox } from '../../sandbox/index.js';
import type { RunningWorker } from '../../jobs/worker.js';
import { secretNotDeleted, sentPrivately } from '../../src/core/reply-delivery.js';
import type { FakeTelegram, StoredMessage, TgChat, TgUser } from '../fakes/telegram-bot-api/index.js';
import { draftNeonDriftPack } from '../support/neon-drift-pack.js';
import { startJourneyWorker } from '../support/journey-worker.js';
import type { TestRedis } from '../support/test-redis.js';
import { telegramNotifierOnFake } from '../adapters/telegram/support/bot-support.js';
import { startTelegramStack, type TelegramStack } from '../adapters/telegram/support/telegram-stack.js';

// A seller's day on Telegram, end to end: the real core, the sandbox marketplace,
// a real Redis, the background worker, and the adapter on the fake Bot API.
let sandbox: RunningSandbox;
let testRedis: TestRedis;
let stores: Stores;
let fake: FakeTelegram;
let stack: TelegramStack | undefined;
let worker: RunningWorker | undefined;
let seller: TgUser;
let dm: TgChat;
let apiKey: string;

const logger = createLogger({ level: 'silent' });

function listingId(title: string): string {
  for (const listing of sandbox.core.state.listings.values()) if (listing.title === title) return listing.id;
  throw new Error(`no sandbox listing "${title}"`);
}

/** Sends as the seller and waits for the bot's next message in that chat. */
async function say(chat: TgChat, text: string, replyTo?: number, from: TgUser = seller): Promise<{ sent: number; reply: StoredMessage }> {
  const before = fake.messages(chat.id).filter((stored) => stored.fromBot).length;
  const sent = fake.userSends(from, chat, text, replyTo === undefined ? {} : { replyTo });
  return { sent: sent.message_id, reply: await fake.nextBotMessage(chat.id, before, `the reply to "${text.slice(0, 30)}"`) };
}

function everythingTheBotSaid(): string {
  return [...fake.calls]
    .filter((call) => call.method.startsWith('send') || call.method.startsWith('edit'))
    .map((call) => JSON.stringify(call.fields))
    .join('\n');
}

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 11 });
  apiKey = sandbox.sellers[0]?.apiKey ?? '';
  for (const n of [1, 2, 3]) sandbox.core.listings.publish(draftNeonDriftPack(sandbox, `Neon drift extra pack ${n}`, 300 + n));
  stack = await startTelegramStack(sandbox, 'telegram-journey', 'tg1');
  ({ fake, stores, testRedis } = stack);
  seller = fake.createUser('Sam', 'sam_sells');
  dm = fake.privateChat(seller);
});

afterAll(async () => {
  await worker?.close();
  await stack?.close();
});

describe('a seller on Telegram', () => {
  it('connects a key in a private chat, and the message carrying it is deleted', async () => {
    const { sent, reply } = await say(dm, `/connect ${apiKey} Demo shop`);
    expect(reply.message.text).toMatch(/Account connected/);
    await fake.waitFor('the key message deleted', () => fake.message(dm.id, sent)?.deleted);
    expect(everythingTheBotSaid()).not.toContain(apiKey);
  });

  it('gets a key pasted in a group deleted, or is told to delete it where the bot cannot', async () => {
    const adminGroup = fake.createGroup({ title: 'Shop team', members: [seller], botIsAdmin: true });
    const inAdminGroup = await say(adminGroup, `/connect@hawker_test_bot ${apiKey}`);
    expect(inAdminGroup.reply.message.text).toMatch(/Never paste an API key in a group/);
    expect(inAdminGroup.reply.message.text).toMatch(/revoke it/);
    await fake.waitFor('the key deleted in the group', () => fake.message(adminGroup.id, inAdminGroup.sent)?.deleted);

    const plainGroup = fake.createGroup({ title: 'Friends', members: [seller] });
    const inPlainGroup = await say(plainGroup, `/connect@hawker_test_bot ${apiKey}`);
    const note = await fake.nextBotMessage(plainGroup.id, 1, 'the could-not-delete note');
    expect(note.message.text).toContain(secretNotDeleted());
    expect(fake.message(plainGroup.id, inPlainGroup.sent)?.deleted).toBe(false);
    expect(everythingTheBotSaid()).not.toContain(apiKey);
  });

  it('lists listings and pages through them in place', async () => {
    const { reply } = await say(dm, '/listings');
    expect(reply.message.text).toMatch(/Page 1 of 2/);
    const botMessagesBefore = fake.botMessages(dm.id).length;
    const queryId = fake.pressButton(seller, dm, reply.message.message_id, 'Next ›');
    await fake.waitFor('page 2 in place', () => fake.message(dm.id, reply.message.message_id)?.message.text?.includes('Page 2 of 2'));
    await fake.waitFor('the press answered', () => fake.callbackAnswer(queryId).answered);
    expect(fake.botMessages(dm.id)).toHaveLength(botMessagesBefore);
  });

  it('lists what needs attention first and finds a game by its shown name in curly quotes', async () => {
    const all = (await say(dm, '/listings')).reply.message.text ?? '';
    expect(all.indexOf('Cheapest stardust on NA')).toBeLessThan(all.indexOf('Level 80 EU account'));
    expect(all).not.toMatch(/Dune Riders spice pack/);
    expect(all).toMatch(/2 sold or archived listings not shown/);
    const neon = (await say(dm, '/listings game=“Neon Drift”')).reply.message.text ?? '';
    expect(neon).toMatch(/1000 Neon credits code/);
    expect(neon).not.toMatch(/Pixel Raiders|Starfall/);
    expect((await say(dm, '/listings page=9')).reply.message.text).toMatch(/There is no page 9/);
  });

  it("shows a currency listing's price and stock per 1,000 of its product, on the card and in the list", async () => {
    const stardust = listingId('Stardust, fast trade on EU servers');
    const card = (await say(dm, `/listing ${stardust.slice(0, 8)}`)).reply.message.text ?? '';
    expect(card).toMatch(/per 1,000 Stardust/);
    expect(card).toMatch(/× 1,000 Stardust/);
    const rows = (await say(dm, '/listings title="Stardust, fast trade"')).reply.message.text ?? '';
    expect(rows).toMatch(/\$1\.20 per 1,000 Stardust · stock 500 × 1,000 Stardust/);
  });

  it('pauses and unpauses a gift card from its buttons', async () => {
    const gift = listingId('Pixel Raiders $25 gift card');
    const { reply } = await say(dm, `/listing ${gift.slice(0, 8)}`);
    expect(reply.message.text).toContain('Pixel Raiders $25 gift card');
    fake.pressButton(seller, dm, reply.message.message_id, 'Pause');
    await fake.waitFor('the gift card paused', () => sandbox.core.state.listings.get(gift)?.status === 'paused');
    await fake.waitFor('the message shows it paused', () => fake.message(dm.id, reply.message.message_id)?.message.text?.match(/paused/));

    const again = await say(dm, `/listing ${gift.slice(0, 8)}`);
    fake.pressButton(seller, dm, again.reply.message.message_id, 'Unpause');
    await fake.waitFor('the gift card active again', () => sandbox.core.state.listings.get(gift)?.status === 'active');
  });

  it('restocks a top-up from a file sent in answer to the prompt', async () => {
    const topUp = listingId('1000 Neon credits code');
    const unitsBefore = sandbox.core.state.listings.get(topUp)?.units.length ?? 0;
    const { reply: prompt } = await say(dm, `/restock ${topUp.slice(0, 8)}`);
    expect(prompt.message.text).toMatch(/Send the codes/);
    const before = fake.messages(dm.id).filter((stored) => stored.fromBot).length;
    const file = fake.userSendsDocument(
      seller,
      dm,
      { filename: 'codes.txt', mimeType: 'text/plain', data: new TextEncoder().encode('NEON-TG-0001\nNEON-TG-0002\nNEON-TG-0003\n') },
      { replyTo: prompt.message.message_id },
    );
    const done = await fake.nextBotMessage(dm.id, before, 'the restock result');
    expect(done.message.text).toMatch(/3 new codes added/);
    expect(sandbox.core.state.listings.get(topUp)?.units.length).toBe(unitsBefore + 3);
    await fake.waitFor('the file with the codes deleted', () => fake.message(dm.id, file.message_id)?.deleted);
    expect(everythingTheBotSaid()).not.toContain('NEON-TG-0001');
  });

  it('puts a manual listing on autopilot from a pool, and shows a supplier secret once, in the private chat', async () => {
    const identity = await stores.identities.resolve('telegram', String(seller.id));
    const accountId = (await stores.identities.activeAccount(identity))?.accountId ?? '';
    await stores.pools.add(accountId, 'gems', ['GEM-TG-1', 'GEM-TG-2'], Date.now());
    const crystals = listingId('Starfall crystals by player id').slice(0, 8);
    const bound = (await say(dm, `/autopilot ${crystals} from gems template {code} for {player_id}`)).reply.message.text ?? '';
    expect(bound).toMatch(/Autopilot now delivers the orders of "Starfall crystals by player id" from pool gems \(2 codes in it\)/);
    expect(bound).toMatch(/already waiting (is|are) delivered now too/);
    expect((await say(dm, '/autopilot')).reply.message.text).toMatch(/From pool gems: 2 codes left/);
    const supplier = (await say(dm, `/autopilot ${crystals} from https://supplier.example/goods`)).reply.message.text ?? '';
    const secret = /whsec_[A-Za-z0-9+/=]+/.exec(supplier)?.[0] ?? '';
    expect(await stores.autopilot.supplierSecret(accountId, listingId('Starfall crystals by player id'))).toBe(secret);
    expect((await say(dm, `/autopilot ${crystals} off`)).reply.message.text).toMatch(/Autopilot is off/);
    expect(everythingTheBotSaid().split(secret).length).toBe(2);
  });

  it('gets an order alert, replies to it with the codes, confirms, and the order is delivered', async () => {
    worker = await startJourneyWorker({
      redis: testRedis,
      stores,
      sandbox,
      notifiers: [telegramNotifierOnFake(fake)],
      logger,
    });
    const order = sandbox.core.orders.place(listingId('Neon drift extra pack 2'), 2);

    const alert = await fake.waitFor(
      'the order alert in the private chat',
      () => fake.botMessages(dm.id).find((stored) => stored.message.text?.includes(order.id)),
      30_000,
    );
    expect(alert.message.text).toMatch(/New order: Neon drift extra pack 2 × 2/);
    expect(alert.message.reply_markup?.inline_keyboard?.flat().map((button) => button.text)).toEqual(['Deliver', 'Take']);
    fake.pressButton(seller, dm, alert.message.message_id, 'Take');
    await fake.waitFor('the take confirmed', () =>
      fake.botMessages(dm.id).find((stored) => new RegExp(`You took order ${order.id.slice(0, 8)}`).test(stored.message.text ?? '')),
    );

    // The worker keeps alerting the demo shop's other orders here meanwhile: the preview is found by what it says.
    const goods = fake.userSends(seller, dm, 'PLAYER-111\nPLAYER-222', { replyTo: alert.message.message_id }).message_id;
    const preview = await fake.waitFor('the delivery preview', () =>
      fake.botMessages(dm.id).find((stored) => /Deliver 2 units for order/.test(stored.message.text ?? '')),
    );
    await fake.waitFor('the goods message deleted', () => fake.message(dm.id, goods)?.deleted);
    expect(everythingTheBotSaid()).not.toContain('PLAYER-111');

    const queryId = fake.pressButton(seller, dm, preview.message.message_id, 'Confirm delivery');
    await fake.waitFor('the sandbox order delivered', () => sandbox.core.state.orders.get(order.id)?.status === 'delivered', 20_000);
    await fake.waitFor('the preview replaced by the result', () =>
      fake.message(dm.id, preview.message.message_id)?.message.text?.match(/Delivered/),
    );
    await fake.waitFor('the press answered', () => fake.callbackAnswer(queryId).answered);
  });

  it('shares alerts with the team group, where an operator delivers by replying to the alert', async () => {
    const olga = fake.createUser('Olga');
    const team = fake.createGroup({ title: 'Ops', members: [seller, olga], botIsAdmin: true });
    const invite = await say(dm, '/team invite operator');
    const code = /join ([A-Za-z0-9_-]+)/.exec(invite.reply.message.text ?? '')?.[1] ?? '';
    expect((await say(fake.privateChat(olga), `/join ${code}`, undefined, olga)).reply.message.text).toMatch(
      /You joined "Demo shop" as operator/,
    );
    expect((await say(team, '/team@hawker_test_bot link')).reply.message.text).toMatch(/This chat now serves "Demo shop"/);
    expect((await say(dm, '/alerts mode both')).reply.message.text).toMatch(/both/);

    const order = sandbox.core.orders.place(listingId('Neon drift extra pack 3'), 1);
    const alert = await fake.waitFor(
      'the order alert in the group',
      () => fake.botMessages(team.id).find((stored) => stored.message.text?.includes(order.id)),
      30_000,
    );
    await fake.waitFor(
      'the same alert in private',
      () => fake.botMessages(dm.id).find((stored) => stored.message.text?.includes(order.id)),
      30_000,
    );

    const olgaDm = fake.privateChat(olga);
    const shownToOlga = fake.botMessages(olgaDm.id).length;
    const { sent: goods, reply: pointer } = await say(team, 'PLAYER-333', alert.message.message_id, olga);
    // The masked preview is for Olga only: Telegram has no such message in a group, so it comes privately.
    expect(pointer.message.text).toContain(sentPrivately());
    const preview = await fake.nextBotMessage(olgaDm.id, shownToOlga, 'the preview in private');
    expect(preview.message.text).toMatch(/Deliver 1 unit for order/);
    await fake.waitFor('the goods deleted from the group', () => fake.message(team.id, goods)?.deleted);
    fake.pressButton(olga, olgaDm, preview.message.message_id, 'Confirm delivery');
    await fake.waitFor('the sandbox order delivered', () => sandbox.core.state.orders.get(order.id)?.status === 'delivered', 20_000);
    expect(everythingTheBotSaid()).not.toContain('PLAYER-333');
  });
});
