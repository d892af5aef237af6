import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalReceiver } from '../../support/local-receiver.js';
import type { FakeTelegram, TgChat, TgUser } from '../../fakes/telegram-bot-api/index.js';
import { connectedSeller, type ConnectedSeller } from './support/connected-seller.js';
import type { TelegramStack } from './support/telegram-stack.js';

// `webhooks` on Telegram: the secret shown in the private chat, the whole command refused in a group.
let stack: TelegramStack | undefined;
let fake: FakeTelegram;
let seller: TgUser;
let dm: TgChat;
let say: ConnectedSeller['say'];

beforeAll(async () => {
  const s = await connectedSeller('telegram-webhooks', 'tgw1');
  ({ stack, fake, seller, dm, say } = s);
});

afterAll(async () => {
  await stack?.close();
});

describe('webhooks on Telegram', () => {
  it('adds an endpoint in the private chat with its secret, lists it, and refuses the command in a group', async () => {
    const added = await say(dm, '/webhooks add https://hooks.example.com/hawker order.delivered');
    expect(added.message.text).toMatch(/Endpoint 1 · hooks\.example\.com\/hawker gets order\.delivered/);
    expect(added.message.text).toMatch(/whsec_/);
    expect((await say(dm, '/webhooks')).message.text).toMatch(/1 · hooks\.example\.com\/hawker/);
    const group = fake.createGroup({ title: 'Shop team', members: [seller], botIsAdmin: true });
    expect((await say(group, '/webhooks@hawker_test_bot')).message.text).toMatch(/works only in a private chat with the bot/);
  });
});

describe('webhooks replay on Telegram', () => {
  let connected: ConnectedSeller | undefined;
  let receiver: LocalReceiver | undefined;
  let status = 503;

  beforeAll(async () => {
    receiver = await LocalReceiver.start((_request, response) => response.writeHead(status).end());
    // The operator lets webhooks reach this machine: the receiver is a local one.
    connected = await connectedSeller('telegram-webhooks-replay', 'tgw2', { webhookAllowPrivateNetworks: true });
  });

  afterAll(async () => {
    await connected?.stack.close();
    await receiver?.close();
  });

  it('sends a delivery from the log again: the receiver gets the same event, and the seller reads that it went', async () => {
    const { say, dm } = connected!;
    const shop = receiver!;
    const secret = /whsec_[A-Za-z0-9+/=]+/.exec((await say(dm, `/webhooks add ${shop.url}`)).message.text ?? '')?.[0] ?? '';
    expect((await say(dm, '/webhooks test 1')).message.text).toMatch(/did not take the ping: answered 503/);
    const delivery = /dlv_[0-9a-f]{16}/.exec((await say(dm, '/webhooks log 1')).message.text ?? '')?.[0];
    expect(delivery).toBeDefined();

    status = 200;
    expect((await say(dm, `/webhooks replay ${delivery}`)).message.text).toMatch(
      /^✅ Endpoint 1 · 127\.0\.0\.1:\d+\/hook got ping again: answered 200 in \d+ ms\.$/,
    );
    expect(shop.received).toHaveLength(2);
    const [missed, again] = shop.received.map((call) => ({
      id: call.headers['webhook-id'],
      event: new Webhook(secret).verify(call.body, call.headers as Record<string, string>),
    }));
    expect(again?.id).toBe(missed?.id);
    expect(again?.event).toEqual(missed?.event);
  });
});
