// Security review item 5: a link code passed on by someone else must not join the
// redeemer's login (and every seller account of theirs) to that someone without their
// knowing. The code's maker is on Discord, the redeemer on Telegram: both real adapters,
// the fake Discord and the fake Bot API, the sandbox and a real Redis.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiscordBot } from '../../../adapters/discord/discord-bot.js';
import type { TelegramBot } from '../../../adapters/telegram/index.js';
import { startSandbox, type RunningSandbox } from '../../../sandbox/index.js';
import type { HawkerCore } from '../../../src/core/hawker-core.js';
import type { Stores } from '../../../src/store/stores.js';
import { startFakeDiscord, type FakeDiscord, type FakeMessage, type FakeUser } from '../../fakes/discord/index.js';
import { startFakeTelegram, type FakeTelegram, type StoredMessage, type TgUser } from '../../fakes/telegram-bot-api/index.js';
import { FAST_FAKE_LIMITS, startBotOnFake } from '../../adapters/telegram/support/bot-support.js';
import { startBotOnFakeDiscord } from '../../adapters/discord/support/bot-harness.js';
import { composeCoreOnSandbox, type CoreOnSandbox } from '../../support/core-on-sandbox.js';
import { startHarness, type Harness } from '../harness.js';

let sandbox: RunningSandbox;
let stores: Stores;
let core: HawkerCore;
let composed: CoreOnSandbox | undefined;
let discord: FakeDiscord;
let discordBot: DiscordBot;
let telegram: FakeTelegram;
let telegramBot: TelegramBot;

const shown = (message: FakeMessage): string => JSON.stringify([message.content, message.embeds]);

async function onDiscord(user: FakeUser, name: string, options: Record<string, string> = {}): Promise<FakeMessage> {
  return discord.slash({ user, channel: discord.dmChannel(user), name, options }).settled();
}

async function onTelegram(user: TgUser, text: string): Promise<StoredMessage> {
  const chat = telegram.privateChat(user);
  const before = telegram.messages(chat.id).filter((stored) => stored.fromBot).length;
  telegram.userSends(user, chat, text);
  return telegram.nextBotMessage(chat.id, before, `the reply to "${text}"`);
}

async function pressOnTelegram(user: TgUser, message: StoredMessage, label: string): Promise<string> {
  const chat = telegram.privateChat(user);
  const before = telegram.messages(chat.id).filter((stored) => stored.fromBot).length;
  const edits = telegram.calls.filter((call) => call.method === 'editMessageText').length;
  telegram.pressButton(user, chat, message.message.message_id, label);
  await telegram.waitFor(
    `the answer to ${label}`,
    () =>
      telegram.messages(chat.id).filter((stored) => stored.fromBot).length > before ||
      telegram.calls.filter((call) => call.method === 'editMessageText').length > edits,
  );
  const answers = telegram.messages(chat.id).filter((stored) => stored.fromBot);
  return answers.length > before
    ? (answers.at(-1)?.message.text ?? '')
    : (telegram.message(chat.id, message.message.message_id)?.message.text ?? '');
}

async function linkCodeOf(user: FakeUser): Promise<string> {
  const answer = await onDiscord(user, 'link');
  const code = /link ([0-9A-Z]{8})/.exec(shown(answer))?.[1];
  if (!code) throw new Error(`no link code shown: ${shown(answer)}`);
  return code;
}

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 31 });
  composed = composeCoreOnSandbox(sandbox, 'core-link-adapters', 'lk1');
  ({ stores, core } = composed);
  discord = await startFakeDiscord();
  discordBot = await startBotOnFakeDiscord(discord, core);
  telegram = await startFakeTelegram({ rateLimits: FAST_FAKE_LIMITS });
  telegramBot = await startBotOnFake(telegram, core);
});

afterAll(async () => {
  await telegramBot?.stop();
  await discordBot?.stop();
  await telegram?.close();
  await discord?.close();
  await composed?.close();
});

describe('link, between the real Telegram and Discord adapters', () => {
  let vera: TgUser;
  let mallory: FakeUser;

  beforeAll(async () => {
    vera = telegram.createUser('Vera', 'vera_sells');
    mallory = discord.addUser('mallory');
    expect((await onTelegram(vera, `/connect ${sandbox.sellers[0]?.apiKey ?? ''} Vera's shop`)).message.text).toMatch(/Account connected/);
  });

  it('shows the redeemer whose identity a code joins and joins nothing until Confirm is pressed', async () => {
    const code = await linkCodeOf(mallory);
    const question = await onTelegram(vera, `/link ${code}`);
    expect(question.message.text).toContain(
      `This joins your Telegram login to the Discord user "mallory" (user id ${mallory.id}). Everything you can do here, they can do, and the reverse`,
    );
    expect((question.message.reply_markup?.inline_keyboard ?? []).flat().map((button) => button?.text)).toEqual(['Confirm', 'Cancel']);
    expect(shown(await onDiscord(mallory, 'account'))).toMatch(/You have no seller account in Hawker yet/);

    expect(await pressOnTelegram(vera, question, 'Cancel')).toMatch(/Cancelled: nothing was joined/);
    expect(shown(await onDiscord(mallory, 'account'))).toMatch(/You have no seller account in Hawker yet/);
    expect(await stores.identities.resolve('telegram', String(vera.id))).not.toBe(await stores.identities.resolve('discord', mallory.id));
  });

  it('lets a person see a joined login and cut it off, keeping their own accounts', async () => {
    const code = await linkCodeOf(mallory);
    const question = await onTelegram(vera, `/link ${code}`);
    expect(await pressOnTelegram(vera, question, 'Confirm')).toMatch(/Linked to the Discord user "mallory"/);
    expect(shown(await onDiscord(mallory, 'account'))).toMatch(/Vera's shop/);

    const links = await onTelegram(vera, '/link');
    expect(links.message.text).toMatch(/Link code/);
    const chat = telegram.privateChat(vera);
    const joined = await telegram.nextBotMessage(
      chat.id,
      telegram
        .messages(chat.id)
        .filter((stored) => stored.fromBot)
        .indexOf(links) + 1,
      'the joined logins',
    );
    expect(joined.message.text).toContain(`Joined to this one: Discord user id ${mallory.id}`);
    expect(await pressOnTelegram(vera, joined, 'Unlink Discord')).toMatch(
      new RegExp(`The Discord login \\(user id ${mallory.id}\\) is no longer joined to yours`),
    );

    expect(shown(await onDiscord(mallory, 'account'))).toMatch(/You have no seller account in Hawker yet/);
    expect((await onTelegram(vera, '/account')).message.text).toMatch(/Vera's shop/);
  });
});

describe('link', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness('core-link');
  });
  afterAll(async () => {
    await h.close();
  });

  it('links a Discord and a Telegram login into one person acting on the same accounts', async () => {
    const onTelegram = h.adapter.user('tg-owner', 'Owner', 'telegram');
    const onDiscord = h.adapter.user('dc-owner', 'Owner', 'discord');
    const created = await h.control<{ apiKey: string }>('POST', '/_sandbox/sellers', {});
    await onTelegram.dm.command('connect', `${created.apiKey} Second shop`);
    await onDiscord.dm.command('account');
    expect(onDiscord.dm.lastText()).toMatch(/no seller account/);
    await onTelegram.dm.command('link');
    const code = /link ([0-9A-Z]+)/.exec(onTelegram.dm.lastText())?.[1] ?? '';
    await onDiscord.dm.command('link', code);
    expect(onDiscord.dm.lastText()).toMatch(/This joins your Discord login to the Telegram user "Owner" \(user id tg-owner\)/);
    await onDiscord.dm.press('Confirm');
    expect(onDiscord.dm.lastText()).toMatch(/Linked/);
    await onDiscord.dm.command('account');
    expect(onDiscord.dm.lastText()).toMatch(/Second shop/);
  });
});
