import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTelegramNotifier, renderReply } from '../../../adapters/telegram/index.js';
import type { Reply } from '../../../src/domain/reply.js';
import { parseHtml } from '../../fakes/telegram-bot-api/html-markup.js';
import { startFakeTelegram, type FakeTelegram } from '../../fakes/telegram-bot-api/index.js';

const HOSTILE_TITLES = [
  '<b>Cheap</b> & fast',
  'Gems </i></b> 50% off <script>alert(1)</script>',
  'A&amp;B &lt;tag&gt; &#x41; &',
  '*bold* _it_ [link](http://x) `code` ||spoiler||',
  'Rock & Roll <3 >_<',
  '🎮 Pack 💎 x10 <<>>',
];

function visibleTexts(reply: Reply): string[] {
  return renderReply(reply).messages.map((message) => parseHtml(message.html));
}

describe('rendering replies for Telegram', () => {
  it('keeps any title a seller writes intact and never breaks the markup', () => {
    const noBackticks = fc.string({ unit: 'grapheme', maxLength: 80 }).map((text) => text.replace(/`/g, "'"));
    fc.assert(
      fc.property(noBackticks, noBackticks, noBackticks, (title, text, itemTitle) => {
        const reply: Reply = {
          title,
          text,
          fields: [{ label: 'Listing', value: title }],
          list: { items: [{ title: itemTitle, detail: text }], page: 1, pageCount: 1, total: 1 },
        };
        const shown = visibleTexts(reply).join('\n');
        for (const original of [title, itemTitle]) expect(shown).toContain(original.split(/\r?\n/)[0] ?? '');
      }),
      { numRuns: 300 },
    );
  });

  it('shows hostile titles verbatim through the real send path', async () => {
    const fake = await startFakeTelegram({ rateLimits: false });
    try {
      const notifier = createTelegramNotifier({ token: fake.token, apiRoot: fake.apiRoot });
      for (const title of HOSTILE_TITLES) {
        const chat = fake.privateChat(fake.createUser());
        const outcome = await notifier.send(
          { platform: 'telegram', kind: 'user', id: String(chat.id) },
          { title, list: { items: [{ title, detail: 'active · $5.00' }], page: 1, pageCount: 1, total: 1 } },
        );
        expect(outcome.ok).toBe(true);
        const shown = fake.botMessages(chat.id)[0]?.message.text ?? '';
        expect(shown).toBe(`${title}\n\n1. ${title}\n    active · $5.00`);
      }
    } finally {
      await fake.close();
    }
  });

  it('shows backticked commands and ids as code', () => {
    const [message] = renderReply({ text: 'Send `connect` to the bot, then `listings`.' }).messages;
    expect(message?.html).toBe('Send <code>connect</code> to the bot, then <code>listings</code>.');
  });

  it('splits a long result between lines into messages within 4096 characters, losing nothing', () => {
    const lines = Array.from({ length: 300 }, (_, i) => `Code line ${i} <${'x'.repeat(40)}> & more`);
    const texts = visibleTexts({ title: 'Export', text: lines.join('\n') });
    expect(texts.length).toBeGreaterThan(1);
    for (const text of texts) expect(text.length).toBeLessThanOrEqual(4096);
    expect(texts.join('\n')).toBe(['Export', ...lines].join('\n'));
  });

  it('cuts a single line longer than a message, without splitting an emoji', () => {
    const line = '💎'.repeat(3000);
    const texts = visibleTexts({ text: line });
    expect(texts.length).toBe(2);
    for (const text of texts) expect(text.length).toBeLessThanOrEqual(4096);
    expect(texts.join('')).toBe(line);
  });

  it('puts openable items, paging and the reply buttons on the keyboard of the last message', () => {
    const { messages } = renderReply({
      title: 'Your listings',
      list: {
        items: [{ title: 'Gems <50>', action: 'l:abc' }, { title: 'No action' }],
        page: 2,
        pageCount: 3,
        total: 25,
        previousAction: 'pg:1',
        nextAction: 'pg:3',
      },
      buttons: [[{ label: 'Refresh', action: 'r:x' }]],
    });
    expect(messages).toHaveLength(1);
    expect(messages[0]?.inlineKeyboard).toEqual([
      [{ text: '1. Gems <50>', callback_data: 'l:abc' }],
      [
        { text: '‹ Previous', callback_data: 'pg:1' },
        { text: 'Next ›', callback_data: 'pg:3' },
      ],
      [{ text: 'Refresh', callback_data: 'r:x' }],
    ]);
    expect(parseHtml(messages[0]?.html ?? '')).toContain('Page 2 of 3 · 25 in all');
  });

  it('asks for the next step with force_reply, apart from a message that has buttons', () => {
    const alone = renderReply({
      text: 'Send your API key.',
      prompt: { kind: 'secret', label: 'API key', formId: 'f1', placeholder: 'key' },
    }).messages;
    expect(alone).toHaveLength(1);
    expect(alone[0]?.forceReply).toEqual({ placeholder: 'key' });
    const withButtons = renderReply({
      text: 'Pick or type',
      buttons: [[{ label: 'Cancel', action: 'f:x:no' }]],
      prompt: { kind: 'text', label: 'Title', formId: 'f2' },
    }).messages;
    expect(withButtons.map((message) => [Boolean(message.inlineKeyboard), Boolean(message.forceReply)])).toEqual([
      [true, false],
      [false, true],
    ]);
  });
});

describe('the notifier', () => {
  let fake: FakeTelegram;
  beforeAll(async () => {
    fake = await startFakeTelegram({ rateLimits: false });
  });
  afterAll(async () => {
    await fake.close();
  });
  const alert: Reply = {
    title: 'New order waits for delivery',
    text: 'Reply with the goods.',
    buttons: [[{ label: 'Deliver', action: 'c:deliver 1' }]],
  };
  const notifierOf = () => createTelegramNotifier({ token: fake.token, apiRoot: fake.apiRoot });

  it('sends an alert and gives the ref that edits and deletes it', async () => {
    const notifier = notifierOf();
    const chat = fake.privateChat(fake.createUser());
    const sent = await notifier.send({ platform: 'telegram', kind: 'user', id: String(chat.id) }, alert);
    if (!sent.ok) throw new Error(`send failed: ${sent.reason}`);
    expect(sent.ref.chatId).toBe(String(chat.id));
    const stored = fake.message(chat.id, Number(sent.ref.messageId));
    expect(stored?.message.reply_markup?.inline_keyboard?.[0]?.[0]?.text).toBe('Deliver');

    expect(await notifier.edit(sent.ref, { title: 'Delivered', text: 'Delivered by Ann.' })).toEqual({ ok: true, ref: sent.ref });
    expect(fake.message(chat.id, Number(sent.ref.messageId))?.message.text).toBe('Delivered\nDelivered by Ann.');
    expect(fake.message(chat.id, Number(sent.ref.messageId))?.message.reply_markup).toBeUndefined();
    expect(await notifier.edit(sent.ref, { title: 'Delivered', text: 'Delivered by Ann.' })).toEqual({ ok: true, ref: sent.ref });

    expect(await notifier.delete(sent.ref)).toEqual({ ok: true, ref: sent.ref });
    expect(fake.message(chat.id, Number(sent.ref.messageId))?.deleted).toBe(true);
    expect(await notifier.edit(sent.ref, alert)).toMatchObject({
      ok: false,
      reason: 'target_gone',
      detail: expect.stringMatching(/message to edit not found/),
    });
    expect(await notifier.delete(sent.ref)).toMatchObject({ ok: false, reason: 'target_gone' });
  });

  it('counts an edit Telegram refuses as "not modified" as done: the message already shows the alert', async () => {
    const notifier = notifierOf();
    const chat = fake.privateChat(fake.createUser());
    const sent = await notifier.send({ platform: 'telegram', kind: 'user', id: String(chat.id) }, alert);
    if (!sent.ok) throw new Error(`send failed: ${sent.reason}`);
    expect(await notifier.edit(sent.ref, alert)).toEqual({ ok: true, ref: sent.ref });
    const edits = fake.calls.filter((call) => call.method === 'editMessageText' && String(call.fields.chat_id) === String(chat.id));
    expect(edits.map((call) => call.errorCode)).toEqual([400]);
  });

  it.each([
    ['not_found', /chat not found/],
    ['blocked', /bot was blocked by the user/],
    ['kicked', /bot was kicked/],
    ['deactivated', /user is deactivated/],
  ] as const)('maps a chat that is %s to target_gone', async (reason, detail) => {
    const chat = fake.privateChat(fake.createUser());
    fake.setChatGone(chat.id, reason);
    const outcome = await notifierOf().send({ platform: 'telegram', kind: 'user', id: String(chat.id) }, alert);
    expect(outcome).toMatchObject({ ok: false, reason: 'target_gone', detail: expect.stringMatching(detail) });
  });

  it('maps a long flood wait to rate_limited and a server error to failed', async () => {
    const chat = fake.privateChat(fake.createUser());
    const notifier = notifierOf();
    fake.failNext('sendMessage', { errorCode: 429, description: 'Too Many Requests: retry after 300', retryAfter: 300 });
    expect(await notifier.send({ platform: 'telegram', kind: 'user', id: String(chat.id) }, alert)).toEqual({
      ok: false,
      reason: 'rate_limited',
      retryAfterMs: 300_000,
    });
    fake.failNext('sendMessage', { errorCode: 502, description: 'Bad Gateway' });
    expect(await notifier.send({ platform: 'telegram', kind: 'user', id: String(chat.id) }, alert)).toMatchObject({
      ok: false,
      reason: 'failed',
    });
    expect(fake.botMessages(chat.id)).toHaveLength(0);
  });
});
