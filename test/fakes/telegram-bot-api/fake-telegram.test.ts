import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Api, Bot, GrammyError, InputFile } from 'grammy';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeTelegram, TELEGRAM_RATE_LIMITS, type FakeTelegram } from './index.js';

let fake: FakeTelegram;
let api: Api;

// Rate limits are off except where a test is about them: these tests send faster than Telegram allows.
beforeEach(async () => {
  fake = await startFakeTelegram({ rateLimits: false });
  api = new Api(fake.token, { apiRoot: fake.apiRoot });
});

afterEach(async () => {
  await fake.close();
});

async function refusal(call: Promise<unknown>): Promise<GrammyError> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof GrammyError)) throw new Error(`expected a Bot API refusal, got ${String(error)}`);
  return error;
}

describe('fake Telegram Bot API, driven by grammY', () => {
  it('answers getMe and refuses a wrong token with 401', async () => {
    expect((await api.getMe()).username).toBe('hawker_test_bot');
    const wrong = new Api('123:wrong', { apiRoot: fake.apiRoot });
    expect((await refusal(wrong.getMe())).error_code).toBe(401);
  });

  it('finds the @username mentions Telegram would, outside code, and returns them as entities', async () => {
    const group = fake.createGroup({ title: 'Shop team' });
    const sent = await api.sendMessage(
      group.id,
      'Ask <b>@victim_user</b> or @ab, mail a@example_org, run <code>@in_code</code>, @shop_rival.',
      {
        parse_mode: 'HTML',
      },
    );
    expect(sent.entities?.filter((entity) => entity.type === 'mention')).toEqual([
      { type: 'mention', offset: 4, length: 12 },
      { type: 'mention', offset: 59, length: 11 },
    ]);
    const joined = await api.sendMessage(group.id, 'Ask @\u2060victim_user');
    expect(joined.entities).toBeUndefined();
  });

  it('takes a Mini App button in a private chat over https only, and link buttons to a host with a dot', async () => {
    const user = fake.createUser('Ann');
    const dm = fake.privateChat(user);
    const group = fake.createGroup({ title: 'Shop team', members: [user] });
    const app = { text: 'Open', web_app: { url: 'https://shop.example/dashboard/' } };
    const sent = await api.sendMessage(dm.id, 'dashboard', { reply_markup: { inline_keyboard: [[app]] } });
    expect(sent.reply_markup?.inline_keyboard).toEqual([[app]]);
    expect((await refusal(api.sendMessage(group.id, 'dashboard', { reply_markup: { inline_keyboard: [[app]] } }))).description).toBe(
      'Bad Request: BUTTON_TYPE_INVALID',
    );
    const plain = { text: 'Open', web_app: { url: 'http://127.0.0.1:8787/dashboard/' } };
    expect((await refusal(api.sendMessage(dm.id, 'dashboard', { reply_markup: { inline_keyboard: [[plain]] } }))).description).toMatch(
      /Web App URL .* is invalid: Only HTTPS links are allowed/,
    );
    const loopback = { text: 'Open', url: 'http://127.0.0.1:8787/dashboard/#login=abc' };
    expect((await api.sendMessage(group.id, 'link', { reply_markup: { inline_keyboard: [[loopback]] } })).reply_markup).toEqual({
      inline_keyboard: [[loopback]],
    });
    const dotless = { text: 'Open', url: 'http://localhost:8787/dashboard/' };
    expect((await refusal(api.sendMessage(dm.id, 'link', { reply_markup: { inline_keyboard: [[dotless]] } }))).description).toMatch(
      /button URL .* is invalid: Wrong HTTP URL/,
    );
  });

  it("keeps a private chat's menu button as set, over https only, and refuses one for a group", async () => {
    const user = fake.createUser('Ann');
    const dm = fake.privateChat(user);
    const group = fake.createGroup({ title: 'Shop team', members: [user] });
    expect(await api.getChatMenuButton({ chat_id: dm.id })).toEqual({ type: 'commands' });
    const menu = { type: 'web_app' as const, text: 'Dashboard', web_app: { url: 'https://shop.example/dashboard/' } };
    expect(await api.setChatMenuButton({ chat_id: dm.id, menu_button: menu })).toBe(true);
    expect(await api.getChatMenuButton({ chat_id: dm.id })).toEqual(menu);
    expect(fake.menuButton(dm.id)).toEqual(menu);
    const plain = { ...menu, web_app: { url: 'http://127.0.0.1/dashboard/' } };
    expect((await refusal(api.setChatMenuButton({ chat_id: dm.id, menu_button: plain }))).error_code).toBe(400);
    expect((await refusal(api.setChatMenuButton({ chat_id: group.id, menu_button: menu }))).description).toBe(
      'Bad Request: chat not found',
    );
  });

  it('long-polls: a grammY bot receives an injected command and its reply lands in the chat', async () => {
    const bot = new Bot(fake.token, { client: { apiRoot: fake.apiRoot } });
    bot.command('ping', (ctx) => ctx.reply(`pong ${ctx.match}`, { reply_parameters: { message_id: ctx.msg.message_id } }));
    const started = bot.start({ timeout: 1 });
    const user = fake.createUser('Ann');
    const chat = fake.privateChat(user);
    const sent = fake.userSends(user, chat, '/ping hello');
    const reply = await fake.nextBotMessage(chat.id, 0, 'the pong');
    expect(reply.message.text).toBe('pong hello');
    expect(reply.message.reply_to_message?.message_id).toBe(sent.message_id);
    await bot.stop();
    await started;
    expect(fake.pendingUpdates()).toBe(0);
  });

  it('holds a long poll open until an update arrives, and honours the offset', async () => {
    const user = fake.createUser();
    const chat = fake.privateChat(user);
    const polling = api.getUpdates({ timeout: 20 });
    // The update arrives after the long poll opened: what is under test is that the poll waits for it.
    setTimeout(() => fake.userSends(user, chat, 'hi'), 100);
    const [first] = await polling;
    expect(first?.message?.text).toBe('hi');
    fake.userSends(user, chat, 'again');
    const next = await api.getUpdates({ offset: (first?.update_id ?? 0) + 1, timeout: 0 });
    expect(next.map((update) => update.message?.text)).toEqual(['again']);
  });

  it('ends an older long poll with 409 when a second instance polls the same token', async () => {
    const first = refusal(api.getUpdates({ timeout: 20 }));
    await fake.waitFor('the first poll to arrive', () => fake.calls.some((call) => call.method === 'getUpdates'));
    const second = api.getUpdates({ timeout: 1 });
    expect((await first).description).toMatch(/terminated by other getUpdates request/);
    expect(await second).toEqual([]);
  });

  it('refuses HTML and MarkdownV2 that Telegram cannot parse, and accepts them escaped', async () => {
    const chat = fake.privateChat(fake.createUser());
    expect((await refusal(api.sendMessage(chat.id, '<b>bold', { parse_mode: 'HTML' }))).description).toMatch(/can't parse entities/);
    expect((await refusal(api.sendMessage(chat.id, 'a <script> tag', { parse_mode: 'HTML' }))).description).toMatch(
      /Unsupported start tag "script"/,
    );
    expect((await refusal(api.sendMessage(chat.id, 'Price 12.50!', { parse_mode: 'MarkdownV2' }))).description).toMatch(/reserved/);
    const ok = await api.sendMessage(chat.id, '<b>a &lt;b&gt; &amp; c</b>', { parse_mode: 'HTML' });
    expect(ok.text).toBe('a <b> & c');
    const md = await api.sendMessage(chat.id, '*Price* 12\\.50\\!', { parse_mode: 'MarkdownV2' });
    expect(md.text).toBe('Price 12.50!');
  });

  it('enforces the text length and the 64-byte callback data', async () => {
    const chat = fake.privateChat(fake.createUser());
    expect((await refusal(api.sendMessage(chat.id, 'x'.repeat(4097)))).description).toBe('Bad Request: message is too long');
    const tooLong = { inline_keyboard: [[{ text: 'Go', callback_data: 'x'.repeat(65) }]] };
    expect((await refusal(api.sendMessage(chat.id, 'hi', { reply_markup: tooLong }))).description).toBe('Bad Request: BUTTON_DATA_INVALID');
  });

  it('serves files a user sent through getFile and takes documents the bot uploads', async () => {
    const user = fake.createUser();
    const chat = fake.privateChat(user);
    const codes = new TextEncoder().encode('CODE-1\nCODE-2\n');
    const sent = fake.userSendsDocument(user, chat, { filename: 'codes.txt', mimeType: 'text/plain', data: codes });
    const file = await api.getFile(sent.document?.file_id ?? '');
    const download = await fetch(`${fake.apiRoot}/file/bot${fake.token}/${file.file_path}`);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(codes);
    const uploaded = await api.sendDocument(chat.id, new InputFile(Buffer.from('a,b\n'), 'export.csv'), { caption: 'Your export' });
    expect(uploaded.document.file_name).toBe('export.csv');
    const back = await api.getFile(uploaded.document.file_id);
    expect(await (await fetch(`${fake.apiRoot}/file/bot${fake.token}/${back.file_path}`)).text()).toBe('a,b\n');
  });

  it('answers 429 with retry_after when a chat gets messages faster than Telegram allows', async () => {
    fake.setRateLimits(TELEGRAM_RATE_LIMITS);
    const chat = fake.privateChat(fake.createUser());
    const results = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => api.sendMessage(chat.id, `burst ${i}`)));
    const limited = results
      .filter((result): result is PromiseRejectedResult => result.status === 'rejected')
      .map((result) => result.reason as GrammyError);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]?.error_code).toBe(429);
    expect(limited[0]?.parameters.retry_after).toBeGreaterThanOrEqual(1);
  });

  it('deletes user messages in a group only where the bot is admin', async () => {
    const user = fake.createUser();
    const group = fake.createGroup({ members: [user] });
    const first = fake.userSends(user, group, '/connect@hawker_test_bot secret');
    expect((await refusal(api.deleteMessage(group.id, first.message_id))).description).toBe("Bad Request: message can't be deleted");
    fake.setBotAdmin(group.id, true);
    await api.deleteMessage(group.id, first.message_id);
    expect(fake.message(group.id, first.message_id)?.deleted).toBe(true);
    expect((await refusal(api.deleteMessage(group.id, first.message_id))).description).toBe('Bad Request: message to delete not found');
  });

  it("tells the bot's own rights and the group's admins", async () => {
    const owner = fake.createUser('Owner');
    const group = fake.createGroup({ members: [owner] });
    expect(await api.getChatMember(group.id, fake.bot.id)).toMatchObject({ status: 'member' });
    fake.setBotAdmin(group.id, true);
    expect(await api.getChatMember(group.id, fake.bot.id)).toMatchObject({ status: 'administrator', can_delete_messages: true });
    expect((await api.getChatAdministrators(group.id)).map((member) => member.user.id)).toEqual([fake.bot.id]);
    expect(await api.getChatMember(group.id, owner.id)).toMatchObject({ status: 'member' });
  });

  it('answers for chats closed to the bot as Telegram does', async () => {
    const chat = fake.privateChat(fake.createUser());
    fake.setChatGone(chat.id, 'blocked');
    const blocked = await refusal(api.sendMessage(chat.id, 'hello'));
    expect([blocked.error_code, blocked.description]).toEqual([403, 'Forbidden: bot was blocked by the user']);
    expect((await refusal(api.sendMessage(424242, 'hello'))).description).toBe('Bad Request: chat not found');
  });

  it('records callback answers and edits in place', async () => {
    const user = fake.createUser();
    const chat = fake.privateChat(user);
    const sent = await api.sendMessage(chat.id, 'page 1', {
      reply_markup: { inline_keyboard: [[{ text: 'Next', callback_data: 'n:2' }]] },
    });
    const queryId = fake.pressButton(user, chat, sent.message_id, 'Next');
    const [update] = await api.getUpdates({ timeout: 0 });
    expect(update?.callback_query?.data).toBe('n:2');
    await api.answerCallbackQuery(queryId);
    expect(fake.callbackAnswer(queryId).answered).toBe(true);
    await api.editMessageText(chat.id, sent.message_id, 'page 2');
    expect(fake.message(chat.id, sent.message_id)?.message.text).toBe('page 2');
    expect((await refusal(api.editMessageText(chat.id, sent.message_id, 'page 2'))).description).toMatch(/message is not modified/);
  });

  it('pushes updates to a webhook with the secret token and refuses getUpdates meanwhile', async () => {
    const received: { secret: string | undefined; body: string }[] = [];
    const hook = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ secret: request.headers['x-telegram-bot-api-secret-token'] as string | undefined, body });
        response.end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    try {
      await api.setWebhook(`http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`, { secret_token: 's3cret' });
      expect((await refusal(api.getUpdates())).error_code).toBe(409);
      const user = fake.createUser();
      fake.userSends(user, fake.privateChat(user), 'via webhook');
      const delivered = await fake.waitFor('the webhook delivery', () => received[0]);
      expect(delivered.secret).toBe('s3cret');
      expect(JSON.parse(delivered.body)).toMatchObject({ message: { text: 'via webhook' } });
    } finally {
      await new Promise<void>((resolve) => hook.close(() => resolve()));
    }
  });
});
