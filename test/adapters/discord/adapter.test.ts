import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatEvent } from '../../../src/domain/chat-input.js';
import type { Reply } from '../../../src/domain/reply.js';
import type { FakeMessage, Json } from '../../fakes/discord/index.js';
import { nothingWaitsForAFile } from '../../../src/core/file-offer.js';
import { secretNotDeleted } from '../../../src/core/reply-delivery.js';
import { startHarness, type Harness } from './support/bot-harness.js';
import { ScriptedCore } from '../../support/scripted-core.js';
import { SAMPLE_COMMANDS } from './support/sample-commands.js';

const LISTING: Reply = {
  title: 'Steam gift card **50 USD** @everyone',
  tone: 'info',
  text: 'Active since 2 Nov. <@123> _cheap_',
  fields: [
    { label: 'Price', value: '$50.00', inline: true },
    { label: 'Stock', value: '12', inline: true },
  ],
  buttons: [
    [
      { label: 'Pause', action: 'c:pause 3f2a0c1e-6a7b-4c1d-9e2f-0a1b2c3d4e5f', style: 'secondary' },
      { label: 'Archive', action: 'c:archive 3f2a0c1e-6a7b-4c1d-9e2f-0a1b2c3d4e5f', style: 'danger' },
    ],
  ],
  visibility: 'private',
};

function listPage(page: number): Reply {
  return {
    title: 'Your listings',
    list: {
      items: [
        { title: `Listing ${page}-a`, detail: 'active · $5.00 · 3 in stock', action: `c:listing ${page}a` },
        { title: `Listing ${page}-b`, detail: 'paused · $7.50', action: `c:listing ${page}b` },
      ],
      page,
      pageCount: 3,
      total: 6,
      ...(page > 1 ? { previousAction: `c:listings page=${page - 1}` } : {}),
      ...(page < 3 ? { nextAction: `c:listings page=${page + 1}` } : {}),
    },
    replaceOriginal: page > 1,
  };
}

const customIds = (message: FakeMessage): string[] =>
  message.components.flatMap((row) => ((row.components as Json[] | undefined) ?? []).map((component) => String(component.custom_id)));

/** What a person reads of a message: its text, or its embed's description. */
function shownText(message: FakeMessage): string {
  const embed = message.embeds[0] as { description?: string } | undefined;
  return message.content || (embed?.description ?? '');
}

/** A slow core: its answer waits until the test has seen the adapter defer, however long the adapter takes to do so. */
function heldAnswer(replies: Reply[]): { answer: () => Promise<Reply[]>; release: () => void } {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return { answer: () => released.then(() => replies), release: () => release() };
}

describe('Discord adapter rendering and parsing', () => {
  const core = new ScriptedCore(SAMPLE_COMMANDS);
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness(core, { deferAfterMs: 400, maxFileBytes: 1024 * 1024 });
  });
  afterAll(() => h.close());
  beforeEach(() => {
    core.answer = () => [{ text: 'ok' }];
  });

  it('parses a slash command in the team server into a core command with named options', async () => {
    const general = h.fake.channelNamed(h.guild, 'general');
    await h.fake.slash({ user: h.seller, channel: general, name: 'listings', options: { status: 'active', page: 2 } }).settled();
    expect(core.lastEvent()).toEqual({
      actor: { platform: 'discord', userId: h.seller.id, displayName: 'sam' },
      place: { platform: 'discord', chatId: general.id, kind: 'group', guildId: h.guild.id },
      input: { type: 'command', name: 'listings', text: '', options: { status: 'active', page: 2 } },
      // The language of the person's Discord app: the core takes it on first contact.
      locale: 'en-US',
    });
  });

  it('parses a sub-command as the verb it names, with its own options named', async () => {
    const general = h.fake.channelNamed(h.guild, 'general');
    await h.fake.slash({ user: h.seller, channel: general, name: 'team', subcommand: 'invite', options: { role: 'viewer' } }).settled();
    expect(core.lastEvent().input).toEqual({ type: 'command', name: 'team', text: '', verb: 'invite', options: { role: 'viewer' } });
    await h.fake.slash({ user: h.seller, channel: general, name: 'team', subcommand: 'link' }).settled();
    expect(core.lastEvent().input).toEqual({ type: 'command', name: 'team', text: '', verb: 'link', options: {} });
    // Typed, the verb follows the listing (`restock 3f2a remove 9c1d`); the sub-command names it all the same.
    await h.fake
      .slash({ user: h.seller, channel: general, name: 'restock', subcommand: 'remove', options: { id: '3f2a', unit: '9c1d' } })
      .settled();
    expect(core.lastEvent().input).toEqual({
      type: 'command',
      name: 'restock',
      text: '',
      verb: 'remove',
      options: { id: '3f2a', unit: '9c1d' },
    });
  });

  it('hands a modal answering a command with verbs to the secret argument of the verb its form names', async () => {
    core.answer = (event) =>
      event.input.type === 'form'
        ? [{ text: 'Added.' }]
        : [{ text: 'Codes?', prompt: { kind: 'goods', label: 'Codes', formId: 'restock' } }];
    const dm = h.fake.dmChannel(h.seller);
    const command = h.fake.slash({ user: h.seller, channel: dm, name: 'restock', subcommand: 'add', options: { id: '3f2a' } });
    expect(await command.modal()).toMatchObject({ custom_id: 'm:g1:restock' });
    await h.fake.submitModal({ user: h.seller, from: command, values: { value: 'CODE-1\nCODE-2' } }).settled();
    expect(core.lastEvent().input).toEqual({ type: 'form', formId: 'restock', values: { input: 'CODE-1\nCODE-2' } });
  });

  it('renders a listing as an embed with buttons, ephemeral in the server, escaped and pinging nobody', async () => {
    core.answer = () => [LISTING];
    const general = h.fake.channelNamed(h.guild, 'general');
    const answer = await h.fake.slash({ user: h.seller, channel: general, name: 'pause', options: { listing: 'x' } }).settled();
    expect(answer.flags & 64).toBe(64);
    expect(h.fake.messages(general.id, h.viewer)).not.toContainEqual(expect.objectContaining({ id: answer.id }));
    const [embed] = answer.embeds;
    expect(embed).toMatchObject({ title: 'Steam gift card **50 USD** @everyone', color: 0x5865f2 });
    expect(embed?.description).toBe('Active since 2 Nov. <@123> \\_cheap\\_');
    expect(embed?.fields).toEqual([
      { name: 'Price', value: '$50.00', inline: true },
      { name: 'Stock', value: '12', inline: true },
    ]);
    expect(customIds(answer)).toEqual([
      'a:c:pause 3f2a0c1e-6a7b-4c1d-9e2f-0a1b2c3d4e5f',
      'a:c:archive 3f2a0c1e-6a7b-4c1d-9e2f-0a1b2c3d4e5f',
    ]);
    const call = h.fake.calls.findLast((candidate) => candidate.route === '/interactions/:id/:token/callback');
    expect((call?.body as Json).data).toMatchObject({ allowed_mentions: { parse: [] } });
  });

  it('sends the same reply plainly in a DM, where everything is private already', async () => {
    core.answer = () => [LISTING];
    const answer = await h.fake
      .slash({ user: h.seller, channel: h.fake.dmChannel(h.seller), name: 'pause', options: { listing: 'x' } })
      .settled();
    expect(answer.flags & 64).toBe(0);
    expect(core.lastEvent().place).toEqual({ platform: 'discord', chatId: h.fake.dmChannel(h.seller).id, kind: 'private' });
  });

  it('turns a button press into the action it carries', async () => {
    core.answer = () => [LISTING];
    const dm = h.fake.dmChannel(h.seller);
    const listing = await h.fake.slash({ user: h.seller, channel: dm, name: 'pause', options: { listing: 'x' } }).settled();
    core.answer = () => [{ text: 'Paused.', tone: 'success' }];
    const pressed = await h.fake.clickLabel({ user: h.seller, message: listing, label: 'Pause' }).settled();
    expect(core.lastEvent().input).toEqual({ type: 'action', action: 'c:pause 3f2a0c1e-6a7b-4c1d-9e2f-0a1b2c3d4e5f' });
    expect(pressed.embeds[0]).toMatchObject({ description: 'Paused.', color: 0x57f287 });
  });

  it('pages a list in place and opens an item from its select menu', async () => {
    core.answer = (event) => {
      const input = event.input;
      if (input.type === 'action' && input.action.startsWith('c:listings page=')) return [listPage(Number(input.action.slice(-1)))];
      return [listPage(1)];
    };
    const dm = h.fake.dmChannel(h.seller);
    const first = await h.fake.slash({ user: h.seller, channel: dm, name: 'listings' }).settled();
    expect(first.embeds[0]?.footer).toEqual({ text: 'Page 1 of 3 · 6 items' });
    expect(first.embeds[0]?.description).toContain('**Listing 1-a**\nactive · $5.00 · 3 in stock');
    expect(customIds(first)).toEqual(['s:list', 'a:c:listings page=2']);
    const next = h.fake.clickLabel({ user: h.seller, message: first, label: 'Next ▶' });
    expect((await next.callback()).type).toBe(7);
    const paged = h.fake.message(first.id);
    expect(paged?.embeds[0]?.footer).toEqual({ text: 'Page 2 of 3 · 6 items' });
    expect(h.fake.messages(dm.id).filter((message) => message.embeds[0]?.title === 'Your listings')).toHaveLength(1);
    if (!paged) throw new Error('paged message gone');
    core.answer = () => [{ title: 'Listing 2-b' }];
    await h.fake.select({ user: h.seller, message: paged, customId: 's:list', values: ['c:listing 2b'] }).settled();
    expect(core.lastEvent().input).toEqual({ type: 'action', action: 'c:listing 2b' });
  });

  it('asks for an API key in a modal and hands the answer to the command it belongs to', async () => {
    core.answer = (event) =>
      event.input.type === 'form'
        ? [{ text: 'Connected: shop "Sam".', tone: 'success', visibility: 'private' }]
        : [
            {
              text: 'Paste the key from Seller → API keys.',
              prompt: { kind: 'secret', label: 'Your API key', formId: 'connect' },
              visibility: 'private',
            },
          ];
    const dm = h.fake.dmChannel(h.seller);
    const command = h.fake.slash({ user: h.seller, channel: dm, name: 'connect' });
    const modal = await command.modal();
    expect(modal).toMatchObject({ title: 'Your API key', custom_id: 'm:s0:connect' });
    expect(modal.components).toContainEqual({ type: 10, content: 'Paste the key from Seller → API keys.' });
    const secret = 'sk_live_9f8e7d6c5b4a';
    const submitted = await h.fake.submitModal({ user: h.seller, from: command, values: { value: secret } }).settled();
    expect(core.lastEvent().input).toEqual({ type: 'form', formId: 'connect', values: { key: secret } });
    expect(submitted.content).toBe('');
    expect(submitted.embeds[0]?.description).toBe('Connected: shop "Sam".');
    const everything = JSON.stringify([...h.fake.state.messages.values()].map((message) => [message.content, message.embeds]));
    expect(everything).not.toContain(secret);
  });

  it('offers a button opening the goods modal when the prompt comes with other replies', async () => {
    core.answer = (event) =>
      event.input.type === 'form'
        ? [{ text: '2 codes ready. Confirm?' }]
        : [
            { title: 'Order 3f2a', fields: [{ label: 'Quantity', value: '2' }] },
            { text: 'Enter the codes, one per line.', prompt: { kind: 'goods', label: 'Codes for order 3f2a', formId: 'f:AbCdEf123' } },
          ];
    const general = h.fake.channelNamed(h.guild, 'general');
    const command = h.fake.slash({ user: h.seller, channel: general, name: 'deliver', options: { order: '3f2a' } });
    await command.settled();
    const [prompt] = await command.waitForFollowUps(1);
    if (!prompt) throw new Error('no prompt');
    expect(prompt.embeds[0]?.description).toContain('**Codes for order 3f2a**');
    const open = h.fake.clickLabel({ user: h.seller, message: prompt, label: '📦 Enter the goods' });
    const modal = await open.modal();
    expect(modal).toMatchObject({ custom_id: 'm:g1:f:AbCdEf123' });
    expect(JSON.stringify(modal.components)).toContain('"style":2');
    await h.fake.submitModal({ user: h.seller, from: open, values: { value: 'CODE-1\nCODE-2' } }).settled();
    expect(core.lastEvent().input).toEqual({ type: 'form', formId: 'f:AbCdEf123', values: { value: 'CODE-1\nCODE-2' } });
  });

  it('defers a slow answer, privately in a server, then fills it in', async () => {
    const slow = heldAnswer([{ text: 'Your 3 orders', visibility: 'private' }]);
    core.answer = slow.answer;
    const general = h.fake.channelNamed(h.guild, 'general');
    const handle = h.fake.slash({ user: h.seller, channel: general, name: 'listings' });
    const callback = await handle.callback();
    slow.release();
    expect(callback.type).toBe(5);
    expect(Number(callback.data.flags) & 64).toBe(64);
    const answer = await handle.settled();
    expect(answer.content).toBe('Your 3 orders');
    expect(answer.flags & 64).toBe(64);
  });

  it('posts a slow public answer in the channel, replacing the private "thinking" note', async () => {
    const slow = heldAnswer([{ text: 'Team: sam (owner), vic (viewer)', visibility: 'public' }]);
    core.answer = slow.answer;
    const general = h.fake.channelNamed(h.guild, 'general');
    const handle = h.fake.slash({ user: h.seller, channel: general, name: 'team', subcommand: 'members' });
    expect((await handle.callback()).type).toBe(5);
    slow.release();
    const [posted] = await handle.waitForFollowUps(1);
    expect(posted?.content).toBe('Team: sam (owner), vic (viewer)');
    expect(posted?.flags).toBe(0);
    expect(h.fake.message(handle.record.originalMessageId ?? '')?.deleted).toBe(true);
  });

  it('suggests listings from the core while the seller types', async () => {
    core.suggestions = (typed) =>
      Array.from({ length: 30 }, (_, index) => ({ label: `${typed} listing ${index} ${'x'.repeat(120)}`, value: `id-${index}` }));
    const general = h.fake.channelNamed(h.guild, 'general');
    const choices = await h.fake
      .autocomplete({ user: h.seller, channel: general, name: 'pause', focused: 'listing', value: 'steam' })
      .choices();
    expect(core.suggestCalls.at(-1)).toMatchObject({ kind: 'listing', typed: 'steam', place: { kind: 'group', guildId: h.guild.id } });
    expect(choices).toHaveLength(25);
    expect(choices[0]?.value).toBe('id-0');
    expect(choices[0]?.name.length).toBeLessThanOrEqual(100);
  });

  it('attaches code files and shows a listing picture in its embed', async () => {
    core.answer = () => [
      {
        title: 'Listing picture',
        attachments: [
          { filename: 'cover.png', contentType: 'image/png', data: new Uint8Array([137, 80, 78, 71]) },
          { filename: 'codes.txt', contentType: 'text/plain', data: new TextEncoder().encode('A-1\nB-2') },
        ],
      },
    ];
    const answer = await h.fake.slash({ user: h.seller, channel: h.fake.dmChannel(h.seller), name: 'listings' }).settled();
    expect(answer.embeds[0]?.image).toEqual({ url: 'attachment://cover.png' });
    expect(answer.attachments.map((attachment) => attachment.filename)).toEqual(['cover.png', 'codes.txt']);
    expect(answer.attachments[1]?.data.toString()).toBe('A-1\nB-2');
  });

  it('keeps every custom_id within 100 characters and every row within Discord limits', async () => {
    const longAction = `c:${'x'.repeat(62)}`;
    core.answer = () => [
      {
        title: 'Many buttons',
        list: {
          items: Array.from({ length: 30 }, (_, index) => ({ title: `Item ${index}`, action: `c:item ${index}` })),
          page: 1,
          pageCount: 2,
          total: 60,
          nextAction: 'c:next',
        },
        buttons: Array.from({ length: 5 }, (_, row) =>
          Array.from({ length: 6 }, (_, index) => ({ label: `B${row}${index}`, action: `${longAction.slice(0, 60)}${row}${index}` })),
        ),
        prompt: { kind: 'text', label: 'A note', formId: 'f:notes12345' },
      },
      { text: 'second' },
    ];
    const answer = await h.fake.slash({ user: h.seller, channel: h.fake.dmChannel(h.seller), name: 'listings' }).settled();
    expect(answer.components.length).toBeLessThanOrEqual(5);
    for (const id of customIds(answer)) expect(id.length).toBeLessThanOrEqual(100);
    expect(customIds(answer)).toContain('o:t0:f:notes12345');
  });

  it('keeps choice buttons next to a typed answer: the prompt opens its modal from a button', async () => {
    core.answer = (event) =>
      event.input.type === 'form'
        ? [{ text: 'Brand set.' }]
        : [
            {
              title: 'Create a listing: brand',
              text: 'Pick a brand or type its name.',
              buttons: [
                [
                  { label: 'Neon Drift', action: 'f:CrEaTe1234:neon' },
                  { label: 'Pixel Raiders', action: 'f:CrEaTe1234:pixel' },
                ],
              ],
              prompt: { kind: 'text', label: 'Brand', formId: 'CrEaTe1234' },
            },
          ];
    const dm = h.fake.dmChannel(h.seller);
    const command = h.fake.slash({ user: h.seller, channel: dm, name: 'listings' });
    expect((await command.callback()).type).toBe(4);
    const message = await command.settled();
    expect(customIds(message)).toEqual(['a:f:CrEaTe1234:neon', 'a:f:CrEaTe1234:pixel', 'o:t0:CrEaTe1234']);
    const open = h.fake.clickLabel({ user: h.seller, message, label: '✎ Answer' });
    expect(await open.modal()).toMatchObject({ title: 'Create a listing: brand', custom_id: 'm:t0:CrEaTe1234' });
    await h.fake.submitModal({ user: h.seller, from: open, values: { value: 'Starfall Odyssey' } }).settled();
    expect(core.lastEvent().input).toEqual({ type: 'form', formId: 'CrEaTe1234', values: { value: 'Starfall Odyssey' } });
  });

  it('defers a slow button press without a new message, then replaces the message it sat on', async () => {
    core.answer = () => [LISTING];
    const dm = h.fake.dmChannel(h.seller);
    const listing = await h.fake.slash({ user: h.seller, channel: dm, name: 'pause', options: { listing: 'x' } }).settled();
    const slow = heldAnswer([{ text: 'Paused after a while.', tone: 'success', replaceOriginal: true }]);
    core.answer = slow.answer;
    const press = h.fake.clickLabel({ user: h.seller, message: listing, label: 'Pause' });
    expect((await press.callback()).type).toBe(6);
    slow.release();
    const replaced = await (async () => {
      for (let i = 0; i < 1000; i += 1) {
        const shown = h.fake.message(listing.id);
        if (shown?.embeds[0]?.description === 'Paused after a while.') return shown;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error('the listing message was not replaced');
    })();
    expect(replaced.components).toEqual([]);
    expect(press.followUps()).toEqual([]);
  });

  it('tells the person when a file is too large to read', async () => {
    const before = core.events.length;
    const dm = h.fake.dmChannel(h.seller);
    h.fake.postMessage({
      user: h.seller,
      channel: dm,
      content: '',
      attachments: [{ filename: 'huge.csv', contentType: 'text/csv', data: new Uint8Array(2 * 1024 * 1024) }],
    });
    for (let i = 0; i < 1000 && !h.fake.messages(dm.id).some((m) => shownText(m).includes('larger than this step takes')); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(h.fake.messages(dm.id).map(shownText)).toContain(
      'That file is 2 MB and larger than this step takes (at most 1 MB). Send a smaller file, or split it.',
    );
    expect(core.events.length).toBe(before);
  });

  it.each([
    ['without a Content-Length, once the bytes read pass the limit', true, 'That file is larger than this step takes (at most 1 MB).'],
    ['on a Content-Length over the limit, before reading it', false, 'That file is 32 MB and larger than this step takes (at most 1 MB).'],
  ])('stops downloading a file served larger than Discord said, %s, and says why', async (_how, withoutLength, sentence) => {
    const before = core.events.length;
    const dm = h.fake.dmChannel(h.seller);
    const served = new Uint8Array(32 * 1024 * 1024);
    const filename = `grown-${withoutLength ? 'chunked' : 'sized'}.csv`;
    h.fake.postMessage({
      user: h.seller,
      channel: dm,
      content: '',
      attachments: [{ filename, contentType: 'text/csv', data: served, shownSize: 1000, withoutLength }],
    });
    const expected = `${sentence} Send a smaller file, or split it.`;
    for (let i = 0; i < 1000 && !h.fake.messages(dm.id).some((m) => shownText(m) === expected); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(h.fake.messages(dm.id).map(shownText)).toContain(expected);
    const download = h.fake.attachmentDownloads().find((entry) => entry.name === filename);
    expect(download?.outcome).toBe('cut off');
    expect(download?.bytesSent).toBeLessThan(served.length / 2);
    expect(core.events.length).toBe(before);
  });

  it('reads no file when nothing of the sender waits for one, and says so', async () => {
    const before = core.events.length;
    core.fileVerdict = { accept: false, reply: { text: nothingWaitsForAFile(), tone: 'error', visibility: 'private' } };
    const dm = h.fake.dmChannel(h.seller);
    h.fake.postMessage({
      user: h.seller,
      channel: dm,
      content: '',
      attachments: [{ filename: 'movie.mp4', contentType: 'video/mp4', data: new Uint8Array(4096) }],
    });
    for (let i = 0; i < 1000 && !h.fake.messages(dm.id).some((m) => shownText(m) === nothingWaitsForAFile()); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    core.fileVerdict = { accept: true, maxBytes: 20 * 1024 * 1024 };
    expect(h.fake.messages(dm.id).map(shownText)).toContain(nothingWaitsForAFile());
    expect(core.fileOffers.at(-1)).toMatchObject({ place: { chatId: dm.id, kind: 'private' }, size: 4096 });
    expect(core.events.length).toBe(before);
  });

  it('reads a DM reply to an alert with a code file, downloaded for the core', async () => {
    core.answer = () => [{ text: 'Delivering 2 codes: confirm?', deleteUserMessage: true }];
    const dm = h.fake.dmChannel(h.seller);
    const alert = h.fake.messages(dm.id)[0];
    if (!alert) throw new Error('no earlier bot message');
    const sent = h.fake.postMessage({
      user: h.seller,
      channel: dm,
      content: 'here',
      attachments: [{ filename: 'codes.txt', contentType: 'text/plain', data: new TextEncoder().encode('A\nB') }],
      replyTo: alert,
    });
    const answered = await (async () => {
      for (let i = 0; i < 500; i += 1) {
        const found = h.fake.messages(dm.id).find((message) => message.referenceId === sent.id);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error('no answer to the message');
    })();
    const event = core.lastEvent() as ChatEvent & { input: { type: 'file' } };
    expect(event.input).toMatchObject({
      type: 'file',
      filename: 'codes.txt',
      caption: 'here',
      replyTo: { platform: 'discord', chatId: dm.id, messageId: alert.id },
    });
    expect(new TextDecoder().decode(event.input.data)).toBe('A\nB');
    expect(event.message).toEqual({ platform: 'discord', chatId: dm.id, messageId: sent.id });
    expect(answered.content).toBe('Delivering 2 codes: confirm?');
    for (let i = 0; i < 500 && !h.fake.messages(dm.id).some((m) => shownText(m) === secretNotDeleted()); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(h.fake.messages(dm.id).map(shownText)).toContain(secretNotDeleted());
  });
});
