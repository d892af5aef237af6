import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTelegramFromConfig, type TelegramRuntime } from '../../../adapters/telegram/index.js';
import type { TelegramConfig } from '../../../src/config/config.js';
import { createLogger } from '../../../src/log/logger.js';
import { startFakeTelegram, type FakeTelegram } from '../../fakes/telegram-bot-api/index.js';
import { RecordingCore } from './support/bot-support.js';
import { ANOTHER_LOCAL_ADDRESS, tryConnect } from '../../support/tcp-reach.js';

let fake: FakeTelegram | undefined;
let runtime: TelegramRuntime | undefined;

afterEach(async () => {
  await runtime?.bot.stop();
  runtime = undefined;
  await fake?.close();
  fake = undefined;
});

const SECRET = 'cfg_secret_0123456789abcdef0123456789';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('Telegram from configuration', () => {
  it('long-polls the Bot API at TELEGRAM_API_ROOT, and its notifier posts through the same server', async () => {
    fake = await startFakeTelegram({ rateLimits: false });
    const config: TelegramConfig = {
      token: fake.token,
      apiRoot: fake.apiRoot,
      mode: 'polling',
      webhookUrl: null,
      webhookSecret: null,
      webhookListen: null,
    };
    runtime = createTelegramFromConfig(config, { core: new RecordingCore(), logger: createLogger({ level: 'silent' }) });
    await runtime.bot.start();
    const user = fake.createUser();
    const chat = fake.privateChat(user);
    fake.userSends(user, chat, '/help');
    expect((await fake.nextBotMessage(chat.id, 0, 'the reply')).message.text).toBe('ok');
    expect(await runtime.notifier.send({ platform: 'telegram', kind: 'user', id: String(chat.id) }, { text: 'alert' })).toMatchObject({
      ok: true,
    });
    expect(fake.calls.some((call) => call.method === 'getUpdates')).toBe(true);
  });

  it('registers the configured webhook with its secret instead of polling', async () => {
    fake = await startFakeTelegram({ rateLimits: false });
    const port = await freePort();
    const config: TelegramConfig = {
      token: fake.token,
      apiRoot: fake.apiRoot,
      mode: 'webhook',
      webhookUrl: `http://127.0.0.1:${port}/tg`,
      webhookSecret: SECRET,
      webhookListen: { host: '127.0.0.1', port },
    };
    runtime = createTelegramFromConfig(config, { core: new RecordingCore(), logger: createLogger({ level: 'silent' }) });
    await runtime.bot.start();
    expect(fake.currentWebhook()).toEqual({ url: `http://127.0.0.1:${port}/tg`, secretToken: SECRET });
    const user = fake.createUser();
    const chat = fake.privateChat(user);
    fake.userSends(user, chat, '/help');
    expect((await fake.nextBotMessage(chat.id, 0, 'the reply through the webhook')).message.text).toBe('ok');
    expect(fake.calls.some((call) => call.method === 'getUpdates')).toBe(false);
  });

  it('listens for the webhook on TELEGRAM_WEBHOOK_HOST only: behind a reverse proxy on this machine, nobody else reaches it', async () => {
    fake = await startFakeTelegram({ rateLimits: false });
    const port = await freePort();
    const config: TelegramConfig = {
      token: fake.token,
      apiRoot: fake.apiRoot,
      mode: 'webhook',
      webhookUrl: `https://hawker.example/tg`,
      webhookSecret: SECRET,
      webhookListen: { host: '127.0.0.1', port },
    };
    runtime = createTelegramFromConfig(config, { core: new RecordingCore(), logger: createLogger({ level: 'silent' }) });
    await runtime.bot.start();
    expect(runtime.bot.webhookAddress()).toEqual({ host: '127.0.0.1', port });
    expect(await tryConnect(ANOTHER_LOCAL_ADDRESS, port)).toBe('ECONNREFUSED');
    expect(await tryConnect('127.0.0.1', port)).toBe('connected');
  });
});
