import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTelegram, type FakeTelegram, type TgChat, type TgUser } from '../fakes/telegram-bot-api/index.js';
import { ScriptedCore } from '../support/scripted-core.js';
import { startHarness, type Harness } from '../adapters/discord/support/bot-harness.js';
import { TEST_COMMANDS } from '../adapters/telegram/support/bot-support.js';

// #20.2: payloads the platforms really send, against what the fakes send for the same event.
// A field the fake invents, a field of another JSON type, or a field the platform sends that
// the fake leaves out without a stated reason means the fake drifted from the platform.

interface Fixture {
  description: string;
  payload: unknown;
  absentFromFake: Record<string, string>;
}

function fixture(platform: 'telegram' | 'discord', name: string): Fixture {
  return JSON.parse(readFileSync(new URL(`../fixtures/${platform}/${name}.json`, import.meta.url), 'utf8')) as Fixture;
}

type Kind = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null';

function kindOf(value: unknown): Kind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value as Kind;
}

/** Every path of a JSON value with its kind; array elements share the path `name[]`. */
function shape(value: unknown, path = '', into = new Map<string, Set<Kind>>()): Map<string, Set<Kind>> {
  const kind = kindOf(value);
  if (path !== '') into.set(path, (into.get(path) ?? new Set()).add(kind));
  if (kind === 'object')
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) shape(child, path === '' ? key : `${path}.${key}`, into);
  if (kind === 'array') for (const element of value as unknown[]) shape(element, `${path}[]`, into);
  return into;
}

/** What differs between the platform's payload and the fake's, beyond the reasons the fixture gives. */
function drift(real: Fixture, fake: unknown): string[] {
  const expected = shape(real.payload);
  const actual = shape(fake);
  const problems: string[] = [];
  for (const [path, kinds] of expected) {
    const faked = actual.get(path);
    if (!faked) {
      if (
        !(path in real.absentFromFake) &&
        ![...Object.keys(real.absentFromFake)].some((absent) => path.startsWith(`${absent}.`) || path.startsWith(`${absent}[]`))
      )
        problems.push(`missing from the fake: ${path}`);
      continue;
    }
    // null stands for "no value" on either side: a nullable field may be set or not.
    const comparable = (set: Set<Kind>) => [...set].filter((kind) => kind !== 'null');
    const want = comparable(kinds);
    const got = comparable(faked);
    if (want.length > 0 && got.length > 0 && !got.every((kind) => want.includes(kind)))
      problems.push(`${path}: the platform sends ${want.join('|')}, the fake ${got.join('|')}`);
  }
  for (const path of actual.keys()) if (!expected.has(path)) problems.push(`the fake sends what the platform does not: ${path}`);
  for (const path of Object.keys(real.absentFromFake))
    if (actual.has(path)) problems.push(`${path} is listed as absent from the fake, but the fake sends it: drop it from absentFromFake`);
  return problems;
}

describe('Telegram fake Bot API against real payloads', () => {
  let fake: FakeTelegram;
  let ann: TgUser;
  let privateChat: TgChat;
  let group: TgChat;

  beforeAll(async () => {
    fake = await startFakeTelegram();
    ann = fake.createUser('Ann', 'ann_sells');
    privateChat = fake.privateChat(ann);
    group = fake.createGroup({ title: "Ann's shop team", members: [ann], botIsAdmin: true });
  });
  afterAll(async () => {
    await fake.close();
  });

  async function call<T>(method: string, body: unknown = {}): Promise<T> {
    const response = await fetch(`${fake.apiRoot}/bot${fake.token}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as T;
  }

  async function nextUpdate(): Promise<unknown> {
    const { result } = await call<{ result: { update_id: number }[] }>('getUpdates', { timeout: 0 });
    const last = result.at(-1);
    if (last) await call('getUpdates', { offset: last.update_id + 1, timeout: 0 });
    return last;
  }

  it('delivers a private command as Telegram does', async () => {
    fake.userSends(ann, privateChat, '/listings active');
    expect(drift(fixture('telegram', 'private-command'), await nextUpdate())).toEqual([]);
  });

  it('delivers a command addressed to the bot in a supergroup as Telegram does', async () => {
    fake.userSends(ann, group, '/listings@hawker_test_bot active');
    expect(drift(fixture('telegram', 'group-command'), await nextUpdate())).toEqual([]);
  });

  it('delivers a document as Telegram does', async () => {
    fake.userSendsDocument(ann, privateChat, {
      filename: 'codes.txt',
      mimeType: 'text/plain',
      data: new TextEncoder().encode('CODE-1\nCODE-2\n'),
    });
    expect(drift(fixture('telegram', 'document'), await nextUpdate())).toEqual([]);
  });

  it('answers sendMessage and a button press as Telegram does', async () => {
    const sent = await call<{ ok: boolean; result: { message_id: number } }>('sendMessage', {
      chat_id: privateChat.id,
      text: 'hi',
      reply_markup: { inline_keyboard: [[{ text: 'Go', callback_data: 'c:help' }]] },
    });
    expect(drift(fixture('telegram', 'send-message-result'), sent)).toEqual([]);
    fake.pressButton(ann, privateChat, sent.result.message_id, 'Go');
    expect(drift(fixture('telegram', 'callback-query'), await nextUpdate())).toEqual([]);
  });

  it("answers sendMessage with a Mini App button and a private chat's menu button as Telegram does", async () => {
    const url = 'https://shop.example/dashboard/';
    const sent = await call('sendMessage', {
      chat_id: privateChat.id,
      text: 'The dashboard opens here in Telegram with the button below.',
      reply_markup: { inline_keyboard: [[{ text: 'Open dashboard', web_app: { url: `${url}?account=acc_1` } }]] },
    });
    expect(drift(fixture('telegram', 'send-message-web-app-result'), sent)).toEqual([]);
    await call('setChatMenuButton', { chat_id: privateChat.id, menu_button: { type: 'web_app', text: 'Dashboard', web_app: { url } } });
    expect(drift(fixture('telegram', 'get-chat-menu-button-result'), await call('getChatMenuButton', { chat_id: privateChat.id }))).toEqual(
      [],
    );
  });
});

describe('Discord fake gateway against real payloads', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness(new ScriptedCore(TEST_COMMANDS));
  });
  afterAll(async () => {
    await harness.close();
  });

  it('dispatches a slash command in a server channel as Discord does', () => {
    const { fake, seller, guild } = harness;
    const run = fake.slash({ user: seller, channel: fake.channelNamed(guild, 'general'), name: 'listings' });
    expect(drift(fixture('discord', 'slash-command-guild'), run.record.payload)).toEqual([]);
  });

  it('dispatches a slash command in a DM as Discord does', () => {
    const { fake, seller } = harness;
    const run = fake.slash({ user: seller, channel: fake.dmChannel(seller), name: 'listings' });
    expect(drift(fixture('discord', 'slash-command-dm'), run.record.payload)).toEqual([]);
  });
});
