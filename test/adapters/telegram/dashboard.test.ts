import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../../sandbox/index.js';
import type { FakeTelegram, StoredMessage, TgChat, TgUser } from '../../fakes/telegram-bot-api/index.js';
import { startTelegramStack, type TelegramStack } from './support/telegram-stack.js';

// `dashboard` and the private chat's menu button through the real adapter, core and the fake
// Bot API, which refuses what Telegram refuses (a Web App button in a group, or on http).

async function say(fake: FakeTelegram, chat: TgChat, from: TgUser, text: string): Promise<StoredMessage> {
  const before = fake.messages(chat.id).filter((stored) => stored.fromBot).length;
  fake.userSends(from, chat, text);
  return fake.nextBotMessage(chat.id, before, `the reply to "${text}"`);
}

function buttonsOf(stored: StoredMessage) {
  return (stored.message.reply_markup?.inline_keyboard ?? []).flat();
}

/** Everything the bot sent or edited in a chat, as sent. */
function sentTo(fake: FakeTelegram, chatId: number): string {
  return fake.calls
    .filter((call) => (call.method.startsWith('send') || call.method.startsWith('edit')) && Number(call.fields.chat_id) === chatId)
    .map((call) => JSON.stringify(call.fields))
    .join('\n');
}

describe('dashboard on Telegram with the dashboard on https', () => {
  let stack: TelegramStack;
  let fake: FakeTelegram;
  let owner: TgUser;
  let ownerDm: TgChat;
  let group: TgChat;
  let accountId: string;
  const base = 'https://shop.example/dashboard/';

  beforeAll(async () => {
    const sandbox = await startSandbox({ seed: 33 });
    stack = await startTelegramStack(sandbox, 'telegram-dashboard', 'td1', { dashboardUrl: base });
    fake = stack.fake;
    owner = fake.createUser('Olive');
    ownerDm = fake.privateChat(owner);
    group = fake.createGroup({ title: 'Shop team', members: [owner], botIsAdmin: true });
    expect((await say(fake, ownerDm, owner, `/connect ${sandbox.sellers[0]?.apiKey ?? ''} Demo shop`)).message.text).toMatch(
      /Account connected/,
    );
    expect((await say(fake, group, owner, '/team@hawker_test_bot link')).message.text).toMatch(/now serves "Demo shop"/);
    const identityId = await stack.stores.identities.resolve('telegram', String(owner.id));
    accountId = (await stack.stores.identities.activeAccount(identityId))?.accountId ?? '';
  });
  afterAll(async () => {
    await stack.close();
  });

  it("opens the shop's dashboard as a Mini App from the private chat, its address carrying no login", async () => {
    const answer = await say(fake, ownerDm, owner, '/dashboard');
    expect(answer.message.text).toMatch(/dashboard of "Demo shop" opens here in Telegram/);
    expect(buttonsOf(answer)).toEqual([{ text: 'Open dashboard', web_app: { url: `${base}?account=${accountId}` } }]);
    expect(sentTo(fake, ownerDm.id)).not.toContain('login=');
  });

  it('answers in the group only with a pointer, and puts the Mini App button in the private chat', async () => {
    const before = fake.botMessages(ownerDm.id).length;
    const pointer = await say(fake, group, owner, '/dashboard@hawker_test_bot');
    expect(pointer.message.text).toMatch(/answered you in a private message/);
    const privately = await fake.nextBotMessage(ownerDm.id, before, 'the dashboard button');
    expect(buttonsOf(privately)).toEqual([{ text: 'Open dashboard', web_app: { url: `${base}?account=${accountId}` } }]);
    expect(sentTo(fake, group.id)).not.toMatch(/web_app|shop\.example/);
  });

  it("sets a team member's private menu button to the Mini App, and leaves a stranger's as it is", async () => {
    await fake.waitFor('the owner’s menu button', () => fake.menuButton(ownerDm.id).type === 'web_app');
    expect(fake.menuButton(ownerDm.id)).toEqual({ type: 'web_app', text: 'Dashboard', web_app: { url: base } });

    const stranger = fake.createUser('Sid');
    const strangerDm = fake.privateChat(stranger);
    await say(fake, strangerDm, stranger, '/help');
    expect(fake.menuButton(strangerDm.id)).toEqual({ type: 'commands' });
  });

  it('sets it for a person once they join the team, in their language', async () => {
    const invite = await say(fake, ownerDm, owner, '/team invite viewer');
    const code = /join ([0-9A-Z]+)/.exec(invite.message.text ?? '')?.[1] ?? '';
    const viewer = fake.createUser('Vera', undefined, 'uk');
    const viewerDm = fake.privateChat(viewer);
    await say(fake, viewerDm, viewer, '/help');
    expect(fake.menuButton(viewerDm.id)).toEqual({ type: 'commands' });
    await say(fake, viewerDm, viewer, `/join ${code}`);
    await fake.waitFor('the new member’s menu button', () => fake.menuButton(viewerDm.id).type === 'web_app');
    expect(fake.menuButton(viewerDm.id)).toEqual({ type: 'web_app', text: 'Панель', web_app: { url: base } });
  });
});

describe('dashboard on Telegram with the dashboard on plain http (this machine)', () => {
  let stack: TelegramStack;
  let fake: FakeTelegram;
  let owner: TgUser;
  let ownerDm: TgChat;
  let group: TgChat;
  const base = 'http://127.0.0.1:8787/dashboard/';

  beforeAll(async () => {
    const sandbox = await startSandbox({ seed: 34 });
    stack = await startTelegramStack(sandbox, 'telegram-dashboard-http', 'td2', { dashboardUrl: base });
    fake = stack.fake;
    owner = fake.createUser('Olive');
    ownerDm = fake.privateChat(owner);
    group = fake.createGroup({ title: 'Shop team', members: [owner], botIsAdmin: true });
    await say(fake, ownerDm, owner, `/connect ${sandbox.sellers[0]?.apiKey ?? ''} Demo shop`);
    await say(fake, group, owner, '/team@hawker_test_bot link');
  });
  afterAll(async () => {
    await stack.close();
  });

  it('sends a one-time login link to the private chat only, never to the group, and it logs in once', async () => {
    const before = fake.botMessages(ownerDm.id).length;
    await say(fake, group, owner, '/dashboard@hawker_test_bot');
    const privately = await fake.nextBotMessage(ownerDm.id, before, 'the dashboard link');
    const [button] = buttonsOf(privately);
    expect(button?.url).toMatch(/^http:\/\/127\.0\.0\.1:8787\/dashboard\/#login=[A-Za-z0-9_-]{43}$/);
    expect(privately.message.text).toMatch(/expires in 10 minutes/);
    const token = button?.url?.split('#login=')[1] ?? '';
    expect(sentTo(fake, group.id)).not.toContain(token);
    expect(sentTo(fake, group.id)).not.toContain('login=');

    expect(await stack.stores.dashboardLogins.redeem(token)).toMatchObject({ actor: { platform: 'telegram', userId: String(owner.id) } });
    expect(await stack.stores.dashboardLogins.redeem(token)).toBeNull();
  });

  it('leaves the menu button alone: Telegram opens no Mini App on http', async () => {
    await say(fake, ownerDm, owner, '/orders');
    expect(fake.menuButton(ownerDm.id)).toEqual({ type: 'commands' });
    expect(fake.calls.some((call) => call.method === 'setChatMenuButton')).toBe(false);
  });
});
