import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../src/log/logger.js';
import type { Stores } from '../../../src/store/stores.js';
import { startSandbox, type RunningSandbox } from '../../../sandbox/index.js';
import type { FakeTelegram, StoredMessage, TgChat, TgUser } from '../../fakes/telegram-bot-api/index.js';
import { startTelegramStack, type TelegramStack } from './support/telegram-stack.js';

// Security review items, through the real Telegram adapter on the fake Bot API, the
// sandbox and a real Redis: a confirmation or a button acts on the seller account it was
// made for (item 3); `connect` checks at most five keys per person in ten minutes (item 10).
let sandbox: RunningSandbox;
let stores: Stores;
let fake: FakeTelegram;
let stack: TelegramStack | undefined;

const sandboxRequests: string[] = [];
const sandboxLog = new Writable({
  write(chunk: Buffer, _encoding, done) {
    sandboxRequests.push(
      ...chunk
        .toString('utf8')
        .split('\n')
        .filter((line) => line.includes('"sandbox request"')),
    );
    done();
  },
});

async function say(user: TgUser, text: string): Promise<StoredMessage> {
  const chat = fake.privateChat(user);
  const before = fake.messages(chat.id).filter((stored) => stored.fromBot).length;
  fake.userSends(user, chat, text);
  return fake.nextBotMessage(chat.id, before, `the reply to "${text.slice(0, 30)}"`);
}

async function press(user: TgUser, message: StoredMessage, label: string): Promise<string> {
  const chat: TgChat = fake.privateChat(user);
  const before = fake.messages(chat.id).filter((stored) => stored.fromBot).length;
  const edits = fake.calls.filter((call) => call.method === 'editMessageText').length;
  fake.pressButton(user, chat, message.message.message_id, label);
  await fake.waitFor(
    `the answer to ${label}`,
    () =>
      fake.messages(chat.id).filter((stored) => stored.fromBot).length > before ||
      fake.calls.filter((call) => call.method === 'editMessageText').length > edits,
  );
  const answers = fake.messages(chat.id).filter((stored) => stored.fromBot);
  return answers.length > before
    ? (answers.at(-1)?.message.text ?? '')
    : (fake.message(chat.id, message.message.message_id)?.message.text ?? '');
}

async function newSellerKey(): Promise<string> {
  const response = await fetch(`${sandbox.baseUrl}/_sandbox/sellers`, {
    method: 'POST',
    headers: { authorization: `Bearer ${sandbox.adminToken}` },
  });
  return ((await response.json()) as { apiKey: string }).apiKey;
}

async function accountLabelled(identityOf: TgUser, label: string): Promise<string | undefined> {
  const identity = await stores.identities.resolve('telegram', String(identityOf.id));
  for (const held of await stores.identities.accountsOf(identity))
    if ((await stores.accounts.get(held.accountId))?.label === label) return held.accountId;
  return undefined;
}

function listingOfDemoSeller(title: string): string {
  for (const listing of sandbox.core.state.listings.values()) if (listing.title === title) return listing.id;
  throw new Error(`no sandbox listing "${title}"`);
}

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 23, logger: createLogger({ name: 'sandbox', level: 'debug', destination: sandboxLog }) });
  stack = await startTelegramStack(sandbox, 'telegram-confirm-account', 'tgc1');
  ({ fake, stores } = stack);
});

afterAll(async () => {
  await stack?.close();
});

describe('a confirmation or button made for one seller account', () => {
  it('removes the account the question named, even after `switch` made another one active', async () => {
    const sam = fake.createUser('Sam', 'sam_sells');
    expect((await say(sam, `/connect ${await newSellerKey()} Shop A`)).message.text).toMatch(/Account connected/);
    expect((await say(sam, `/connect ${await newSellerKey()} Shop B`)).message.text).toMatch(/Account connected/);
    await say(sam, '/switch Shop A');
    const question = await say(sam, '/disconnect');
    expect(question.message.text).toMatch(/Remove "Shop A" from Hawker\?/);
    expect((await say(sam, '/switch Shop B')).message.text).toMatch(/Now acting on "Shop B"/);

    expect(await press(sam, question, 'Confirm')).toMatch(/"Shop A" is no longer in Hawker/);
    expect(await accountLabelled(sam, 'Shop A')).toBeUndefined();
    expect(await accountLabelled(sam, 'Shop B')).toBeDefined();
  });

  it('a listing button pauses the listing of the account it was shown from, after a switch', async () => {
    const dana = fake.createUser('Dana', 'dana_sells');
    await say(dana, `/connect ${sandbox.sellers[0]?.apiKey ?? ''} Demo`);
    await say(dana, `/connect ${await newSellerKey()} Other`);
    await say(dana, '/switch Demo');
    const topUp = listingOfDemoSeller('Starfall crystals by player id');
    const card = await say(dana, `/listing ${topUp}`);
    await say(dana, '/switch Other');

    expect(await press(dana, card, 'Pause')).toMatch(/paused: buyers no longer see it/);
    expect(sandbox.core.state.listings.get(topUp)?.status).toBe('paused');
  });

  it('refuses a confirmation pressed after the presser lost their role on that account, and changes nothing', async () => {
    const owner = fake.createUser('Olive', 'olive_owns');
    const kim = fake.createUser('Kim', 'kim_manages');
    await say(owner, `/connect ${await newSellerKey()} Olive shop`);
    await say(kim, `/connect ${await newSellerKey()} Kim shop`);
    const invite = /join ([0-9A-Z]+)/.exec((await say(owner, '/team invite owner')).message.text ?? '')?.[1] ?? '';
    expect((await say(kim, `/join ${invite}`)).message.text).toMatch(/joined "Olive shop" as owner/);
    const oliveAccount = (await accountLabelled(owner, 'Olive shop')) ?? '';
    const asked = await say(kim, '/disconnect');
    expect(asked.message.text).toMatch(/Remove "Olive shop" from Hawker\?/);
    await stores.team.revoke(oliveAccount, await stores.identities.resolve('telegram', String(kim.id)));

    expect(await press(kim, asked, 'Confirm')).toMatch(
      /no role on the seller account this button or question was made for, so nothing was done/,
    );
    expect(await stores.accounts.get(oliveAccount)).not.toBeNull();
    expect(await accountLabelled(kim, 'Kim shop')).toBeDefined();
  });
});

describe('connect', () => {
  it('checks at most five keys per person in ten minutes, then says when to try again and sends nothing more to the marketplace', async () => {
    const stranger = fake.createUser('Mallory', 'mallory');
    const refusedByMarketplace = () => sandboxRequests.filter((line) => line.includes('"status":401')).length;
    const before = refusedByMarketplace();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await say(stranger, `/connect guessed-token-${attempt}-abcdef`)).message.text).toMatch(/does not accept this key/);
    }
    expect(refusedByMarketplace() - before).toBe(5);

    const refused = (await say(stranger, '/connect guessed-token-6-abcdef')).message.text ?? '';
    expect(refused).toMatch(
      /You tried 5 keys in 10 min: that is the most Hawker checks for one person\. Nothing was stored\. Try again in (9|10) min \(\d{4}-\d\d-\d\d \d\d:\d\d UTC\)\./,
    );
    expect(refusedByMarketplace() - before).toBe(5);

    const someoneElse = fake.createUser('Sam', 'sam_two');
    expect((await say(someoneElse, `/connect ${await newSellerKey()} Fresh`)).message.text).toMatch(/Account connected/);
  });
});
