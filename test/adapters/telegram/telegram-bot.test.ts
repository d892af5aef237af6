import { Api, InputFile } from 'grammy';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nothingWaitsForAFile } from '../../../src/core/file-offer.js';
import { secretNotDeleted, sentPrivately } from '../../../src/core/reply-delivery.js';
import type { TelegramBot } from '../../../adapters/telegram/index.js';
import type { ChatEvent } from '../../../src/domain/chat-input.js';
import { startFakeTelegram, type FakeTelegram, type TgUser } from '../../fakes/telegram-bot-api/index.js';
import { FAST_FAKE_LIMITS, RecordingCore, startBotOnFake } from './support/bot-support.js';

let fake: FakeTelegram;
let core: RecordingCore;
let bot: TelegramBot | undefined;
let ann: TgUser;

beforeEach(async () => {
  fake = await startFakeTelegram({ rateLimits: FAST_FAKE_LIMITS });
  core = new RecordingCore();
  ann = fake.createUser('Ann', 'ann');
});

afterEach(async () => {
  await bot?.stop();
  bot = undefined;
  await fake.close();
});

const eventCount = (count: number) => fake.waitFor(`${count} core event(s)`, () => core.events.length >= count);

describe('the Telegram adapter', () => {
  it('publishes the registry as separate command menus for private chats and groups', async () => {
    bot = await startBotOnFake(fake, core);
    expect(fake.commandMenu('all_private_chats')?.map((command) => command.command)).toEqual(['help', 'connect', 'listings']);
    expect(fake.commandMenu('all_group_chats')?.map((command) => command.command)).toEqual(['help', 'listings', 'team_link']);
  });

  it('parses commands with arguments, in private and addressed to the bot in a group, and ignores the rest', async () => {
    bot = await startBotOnFake(fake, core);
    const dm = fake.privateChat(ann);
    const group = fake.createGroup({ members: [ann] });
    fake.userSends(ann, dm, '/listings active');
    await eventCount(1);
    fake.userSends(ann, group, '/listings@other_bot active');
    fake.userSends(ann, group, 'morning team');
    fake.userSends(ann, group, '/weather');
    fake.userSends(ann, group, '/team_link@hawker_test_bot');
    await eventCount(2);
    fake.userSends(ann, dm, '/start');
    await eventCount(3);

    const [first, second, third] = core.events;
    expect(first?.input).toEqual({ type: 'command', name: 'listings', text: 'active' });
    expect(first?.place).toEqual({ platform: 'telegram', chatId: String(dm.id), kind: 'private' });
    expect(first?.actor).toEqual({ platform: 'telegram', userId: String(ann.id), displayName: 'Ann' });
    expect(second?.input).toEqual({ type: 'command', name: 'team-link', text: '' });
    expect(second?.place.kind).toBe('group');
    expect(third?.input).toEqual({ type: 'command', name: 'help', text: '' });
    expect(core.events).toHaveLength(3);
  });

  it('pages by editing the message in place and always answers the button press', async () => {
    const page = (n: number) => ({
      title: 'Your listings',
      list: {
        items: [{ title: `Listing on page ${n}` }],
        page: n,
        pageCount: 2,
        total: 2,
        ...(n === 1 ? { nextAction: 'pg:2' } : { previousAction: 'pg:1' }),
      },
      ...(n === 2 ? { replaceOriginal: true } : {}),
    });
    core.answer = (event) => [page(event.input.type === 'action' ? 2 : 1)];
    bot = await startBotOnFake(fake, core);
    const dm = fake.privateChat(ann);
    fake.userSends(ann, dm, '/listings');
    const listMessage = await fake.nextBotMessage(dm.id, 0, 'the first page');
    const queryId = fake.pressButton(ann, dm, listMessage.message.message_id, 'Next ›');

    await fake.waitFor('the page edited in place', () =>
      fake.message(dm.id, listMessage.message.message_id)?.message.text?.includes('page 2'),
    );
    expect(core.events[1]?.input).toEqual({ type: 'action', action: 'pg:2' });
    expect(fake.botMessages(dm.id)).toHaveLength(1);
    expect(
      fake
        .message(dm.id, listMessage.message.message_id)
        ?.message.reply_markup?.inline_keyboard?.flat()
        .map((button) => button.text),
    ).toEqual(['‹ Previous']);
    await fake.waitFor('the callback answered', () => fake.callbackAnswer(queryId).answered);
  });

  it('sends a chart as a photo and an export as a document', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
    core.answer = () => [
      {
        title: 'Sales',
        text: 'Revenue $39.99',
        attachments: [
          { filename: 'sales.png', contentType: 'image/png', data: png },
          { filename: 'sales.csv', contentType: 'text/csv', data: Buffer.from('time,order_id\r\n') },
        ],
      },
    ];
    bot = await startBotOnFake(fake, core);
    const dm = fake.privateChat(ann);
    fake.userSends(ann, dm, '/stats');
    const photo = await fake.nextBotMessage(dm.id, 1, 'the chart');
    expect(photo.message.photo?.length).toBeGreaterThan(0);
    const csv = await fake.nextBotMessage(dm.id, 2, 'the export');
    expect(csv.message.document?.file_name).toBe('sales.csv');
  });

  it('answers a press on a message it cannot edit with a new message', async () => {
    core.answer = () => [{ text: 'Page 2', replaceOriginal: true }];
    bot = await startBotOnFake(fake, core);
    const dm = fake.privateChat(ann);
    const file = await bot.bot.api.sendDocument(dm.id, new InputFile(Buffer.from('a,b'), 'export.csv'), {
      reply_markup: { inline_keyboard: [[{ text: 'More', callback_data: 'more' }]] },
    });
    fake.pressButton(ann, dm, file.message_id, 'More');
    expect((await fake.nextBotMessage(dm.id, 1, 'the answer as a new message')).message.text).toBe('Page 2');
  });

  it('answers a button press even when the core fails, and says something went wrong', async () => {
    core.answer = () => {
      throw new Error('boom');
    };
    bot = await startBotOnFake(fake, core);
    const dm = fake.privateChat(ann);
    const sent = await bot.bot.api.sendMessage(dm.id, 'pick', {
      reply_markup: { inline_keyboard: [[{ text: 'Go', callback_data: 'go' }]] },
    });
    const queryId = fake.pressButton(ann, dm, sent.message_id, 'Go');
    const reply = await fake.nextBotMessage(dm.id, 1, 'the error reply');
    expect(reply.message.text).toMatch(/Something went wrong/);
    expect(reply.message.text).not.toMatch(/boom/);
    await fake.waitFor('the callback answered', () => fake.callbackAnswer(queryId).answered);
  });

  it('asks for the next step with force_reply and passes the answer with what it replies to', async () => {
    core.answer = (event) =>
      event.input.type === 'command'
        ? [{ text: 'What title?', prompt: { kind: 'text', label: 'Title', formId: 'f1' } }]
        : [{ text: 'thanks' }];
    bot = await startBotOnFake(fake, core);
    const group = fake.createGroup({ members: [ann] });
    const command = fake.userSends(ann, group, '/listings@hawker_test_bot');
    const prompt = await fake.nextBotMessage(group.id, 0, 'the prompt');
    expect(prompt.message.reply_to_message?.message_id).toBe(command.message_id);
    const forceReply = fake.calls.find((call) => call.method === 'sendMessage')?.fields.reply_markup;
    expect(forceReply).toMatchObject({ force_reply: true, selective: true });
    fake.userSends(ann, group, 'Gems pack x100', { replyTo: prompt.message.message_id });
    await eventCount(2);
    expect(core.events[1]?.input).toEqual({
      type: 'text',
      text: 'Gems pack x100',
      replyTo: { platform: 'telegram', chatId: String(group.id), messageId: String(prompt.message.message_id) },
    });
  });

  it('downloads documents and pictures through getFile and hands their bytes to the core', async () => {
    bot = await startBotOnFake(fake, core);
    const dm = fake.privateChat(ann);
    const codes = new TextEncoder().encode('AAAA-1111\nBBBB-2222\n');
    fake.userSendsDocument(ann, dm, { filename: 'codes.txt', mimeType: 'text/plain', data: codes, caption: 'restock' });
    const picture = new Uint8Array(Array.from({ length: 64 }, (_, i) => i));
    fake.userSendsPhoto(ann, dm, { data: picture });
    await eventCount(2);
    expect(core.events[0]?.input).toMatchObject({
      type: 'file',
      filename: 'codes.txt',
      contentType: 'text/plain',
      caption: 'restock',
      data: codes,
    });
    expect(core.events[1]?.input).toMatchObject({ type: 'file', contentType: 'image/jpeg', data: picture });
  });

  it("refuses a file over the waiting step's limit without downloading it or bothering the core", async () => {
    core.fileVerdict = { accept: true, maxBytes: 16 };
    // The stand-in core accepts whatever the size: the adapter still holds the step's limit.
    bot = await startBotOnFake(fake, core);
    const dm = fake.privateChat(ann);
    fake.userSendsDocument(ann, dm, { filename: 'codes.txt', mimeType: 'text/plain', data: new Uint8Array(64) });
    expect((await fake.nextBotMessage(dm.id, 0, 'the refusal')).message.text).toMatch(/larger than this step takes \(at most 1 KB\)/);
    expect(core.fileOffers[0]).toMatchObject({ place: { chatId: String(dm.id), kind: 'private' }, size: 64 });
    expect(core.events).toHaveLength(0);
  });

  it('stops downloading a file whose size Telegram did not say once the bytes read pass the limit, and says why', async () => {
    core.fileVerdict = { accept: true, maxBytes: 1024 * 1024 };
    bot = await startBotOnFake(fake, core);
    const dm = fake.privateChat(ann);
    const served = new Uint8Array(32 * 1024 * 1024);
    fake.userSendsDocument(ann, dm, { filename: 'grown.csv', mimeType: 'text/csv', data: served, sizeUnknown: true });
    expect((await fake.nextBotMessage(dm.id, 0, 'the refusal')).message.text).toBe(
      '⛔ That file is larger than this step takes (at most 1 MB). Send a smaller file, or split it.',
    );
    const download = fake.fileDownloads().find((entry) => entry.name === 'grown.csv');
    expect(download?.outcome).toBe('cut off');
    expect(download?.bytesSent).toBeLessThan(served.length / 2);
    expect(core.events).toHaveLength(0);
  });

  it('downloads nothing when no flow of the sender waits for a file, and says so', async () => {
    core.fileVerdict = { accept: false, reply: { text: nothingWaitsForAFile(), tone: 'error' } };
    bot = await startBotOnFake(fake, core);
    const dm = fake.privateChat(ann);
    fake.userSendsDocument(ann, dm, { filename: 'holiday.zip', mimeType: 'application/zip', data: new Uint8Array(4096) });
    fake.userSendsPhoto(ann, dm, { data: new Uint8Array(2048) });
    expect((await fake.nextBotMessage(dm.id, 1, 'the second refusal')).message.text).toContain(
      'Nothing is waiting for a file from you here',
    );
    expect(fake.calls.filter((call) => call.method === 'getFile')).toHaveLength(0);
    expect(core.events).toHaveLength(0);
  });

  it('replaces only a message Hawker put the pressed action on: a forged press gets a new message', async () => {
    core.answer = (event) =>
      event.input.type === 'action'
        ? [{ text: 'Page 2 of your listings', replaceOriginal: true }]
        : [{ text: 'New order 42 waits for delivery', buttons: [[{ label: 'Deliver', action: 'c:deliver 42' }]] }];
    bot = await startBotOnFake(fake, core);
    const group = fake.createGroup({ members: [ann] });
    fake.userSends(ann, group, '/listings@hawker_test_bot');
    const alert = await fake.nextBotMessage(group.id, 0, 'the message with a button');
    fake.pressCallbackData(ann, group, alert.message.message_id, 'pg:2');
    const answer = await fake.nextBotMessage(group.id, 1, 'the answer to the forged press');
    expect(answer.message.text).toBe('Page 2 of your listings');
    expect(fake.message(group.id, alert.message.message_id)?.message.text).toBe('New order 42 waits for delivery');
    expect(fake.calls.filter((call) => call.method === 'editMessageText')).toHaveLength(0);
  });

  it("sends a private reply asked for in a group to the asker's private chat, and only a pointer to the group", async () => {
    core.answer = () => [{ title: 'Invite code', text: 'join SECRET-CODE-1', visibility: 'private' }];
    bot = await startBotOnFake(fake, core);
    const bob = fake.createUser('Bob');
    const group = fake.createGroup({ members: [ann, bob] });
    const dm = fake.privateChat(ann);
    fake.userSends(ann, group, '/listings@hawker_test_bot');
    expect((await fake.nextBotMessage(dm.id, 0, 'the private answer')).message.text).toContain('SECRET-CODE-1');
    expect((await fake.nextBotMessage(group.id, 0, 'the pointer in the group')).message.text).toContain(sentPrivately());
    expect(
      fake
        .botMessages(group.id)
        .map((stored) => stored.message.text)
        .join('\n'),
    ).not.toContain('SECRET-CODE-1');
    expect(fake.calls.filter((call) => call.method === 'sendMessage').map((call) => Number(call.fields.chat_id))).not.toContain(bob.id);
  });

  it('offers a deep link without the secret when the asker never started the bot, and greets them with help when they do', async () => {
    core.answer = (event) =>
      event.place.kind === 'group' ? [{ text: 'join SECRET-CODE-2', visibility: 'private' }] : [{ text: 'Hawker can do this and that' }];
    bot = await startBotOnFake(fake, core);
    const group = fake.createGroup({ members: [ann] });
    fake.userSends(ann, group, '/listings@hawker_test_bot');
    const pointer = await fake.nextBotMessage(group.id, 0, 'the deep link');
    expect(pointer.message.text).toContain('https://t.me/hawker_test_bot?start=private');
    expect(pointer.message.text).toContain('cannot write to you privately');
    expect(
      fake
        .messages(group.id)
        .map((stored) => stored.message.text)
        .join('\n'),
    ).not.toContain('SECRET-CODE-2');

    const dm = fake.privateChat(ann);
    fake.userSends(ann, dm, '/start private');
    await eventCount(2);
    expect(core.events[1]?.input).toEqual({ type: 'command', name: 'help', text: '' });
  });

  it('deletes a message carrying a secret where it can, and tells the seller where it cannot', async () => {
    core.answer = () => [{ text: 'Never paste a key here.', tone: 'error', deleteUserMessage: true }];
    bot = await startBotOnFake(fake, core);
    const dm = fake.privateChat(ann);
    const inDm = fake.userSends(ann, dm, '/connect sk_live_123456789');
    await fake.nextBotMessage(dm.id, 0, 'the reply in private');
    expect(fake.message(dm.id, inDm.message_id)?.deleted).toBe(true);

    const group = fake.createGroup({ members: [ann] });
    const inGroup = fake.userSends(ann, group, '/connect@hawker_test_bot sk_live_123456789');
    const note = await fake.nextBotMessage(group.id, 1, 'the could-not-delete note');
    expect(fake.message(group.id, inGroup.message_id)?.deleted).toBe(false);
    expect(note.message.text).toBe(`⚠️ ${secretNotDeleted()}`);

    const adminGroup = fake.createGroup({ members: [ann], botIsAdmin: true });
    const inAdminGroup = fake.userSends(ann, adminGroup, '/connect@hawker_test_bot sk_live_123456789');
    await fake.nextBotMessage(adminGroup.id, 0, 'the reply in the admin group');
    await fake.waitFor('the key deleted', () => fake.message(adminGroup.id, inAdminGroup.message_id)?.deleted);
    expect(fake.botMessages(adminGroup.id).map((stored) => stored.message.text)).toEqual(['⛔ Never paste a key here.']);
  });

  it("handles one chat's updates in order even when the first takes long", async () => {
    const log: string[] = [];
    core.answer = async (event: ChatEvent) => {
      const text = event.input.type === 'text' ? event.input.text : '';
      log.push(`start ${text}`);
      // The first is held until the bot has fetched the second too: a bot that did not keep the order would start it meanwhile.
      if (text === 'first') await fake.waitFor('the second message fetched', () => fake.pendingUpdates() === 0);
      log.push(`end ${text}`);
      return [];
    };
    bot = await startBotOnFake(fake, core);
    const dm = fake.privateChat(ann);
    fake.userSends(ann, dm, 'first');
    fake.userSends(ann, dm, 'second');
    await fake.waitFor('both handled', () => log.length === 4);
    expect(log).toEqual(['start first', 'end first', 'start second', 'end second']);
  });

  it('reports polling refused for good, as when a webhook takes over the token', async () => {
    bot = await startBotOnFake(fake, core);
    await new Api(fake.token, { apiRoot: fake.apiRoot }).setWebhook('http://127.0.0.1:9/elsewhere');
    await expect(bot.finished()).rejects.toMatchObject({ error_code: 409 });
  });

  it('runs on a webhook that checks the secret token', async () => {
    bot = await startBotOnFake(fake, core, {
      type: 'webhook',
      webhook: { url: ({ port }) => `http://127.0.0.1:${port}/telegram/hook`, secretToken: 'hook-secret_1', port: 0 },
    });
    expect(fake.currentWebhook()?.secretToken).toBe('hook-secret_1');
    const dm = fake.privateChat(ann);
    fake.userSends(ann, dm, '/listings');
    await fake.nextBotMessage(dm.id, 0, 'the reply through the webhook');
    expect(core.events[0]?.input).toMatchObject({ type: 'command', name: 'listings' });

    const address = bot.webhookAddress();
    const forged = await fetch(`http://127.0.0.1:${address?.port}/telegram/hook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': 'wrong' },
      body: JSON.stringify({
        update_id: 999,
        message: { message_id: 1, date: 0, chat: { id: dm.id, type: 'private' }, from: ann, text: '/listings forged' },
      }),
    });
    expect(forged.status).toBe(401);
    expect(core.events).toHaveLength(1);
  });
});
