import { afterEach, describe, expect, it } from 'vitest';
import type { Dispatcher } from 'undici';
import { createDiscordNotifier } from '../../adapters/discord/discord-notifier.js';
import { createTelegramFromConfig, type TelegramRuntime } from '../../adapters/telegram/index.js';
import { startSandbox, type RunningSandbox } from '../../sandbox/index.js';
import { NetworkError } from '../../src/api/errors.js';
import { SellerApiClient } from '../../src/api/seller-api-client.js';
import { loadConfig } from '../../src/config/config.js';
import { createLogger } from '../../src/log/logger.js';
import { createOutgoingDispatcher } from '../../src/net/outgoing-dispatcher.js';
import { startFakeDiscord, type FakeDiscord } from '../fakes/discord/index.js';
import { startFakeTelegram, type FakeTelegram } from '../fakes/telegram-bot-api/index.js';
import { startRecordingProxy, type RecordingProxy } from '../support/recording-proxy.js';
import { RecordingCore } from '../adapters/telegram/support/bot-support.js';

const quiet = createLogger({ level: 'silent' });
const open: { close(): Promise<unknown> }[] = [];

afterEach(async () => {
  for (const thing of open.splice(0).reverse()) await thing.close();
});

function track<T extends { close(): Promise<unknown> }>(thing: T): T {
  open.push(thing);
  return thing;
}

/** The process's outgoing dispatcher as bin/ makes it: from the environment, through the configuration. */
function dispatcherFrom(env: Record<string, string>): Dispatcher {
  const config = loadConfig(env, { devKeyRingPath: '.data/dev-master-keys' });
  return track(createOutgoingDispatcher(config.proxy, quiet));
}

async function sandboxClient(env: Record<string, string>): Promise<{ sandbox: RunningSandbox; client: SellerApiClient }> {
  const sandbox = track(await startSandbox({ seed: 3 }));
  const client = new SellerApiClient({
    budgetClass: 'interactive',
    baseUrl: sandbox.baseUrl,
    apiKey: sandbox.sellers[0]?.apiKey,
    dispatcher: dispatcherFrom(env),
    timeoutMs: 2_000,
    retry: { maxAttempts: 2, baseDelayMs: 5, maxDelayMs: 20 },
  });
  return { sandbox, client };
}

function hostOf(url: string): string {
  return new URL(url).host;
}

describe('outgoing HTTP behind a proxy (HTTP_PROXY, HTTPS_PROXY, NO_PROXY)', () => {
  let proxy: RecordingProxy;

  afterEach(() => proxy.close());

  it('sends the marketplace calls through the proxy, credentials included, and they work', async () => {
    proxy = await startRecordingProxy();
    const withCredentials = proxy.url.replace('http://', 'http://seller:s3cret@');
    const { sandbox, client } = await sandboxClient({ HTTP_PROXY: withCredentials, HTTPS_PROXY: withCredentials, NO_PROXY: '' });
    const { orders } = await client.orders.list('awaiting_delivery');
    expect(orders.length).toBeGreaterThan(0);
    expect(proxy.targets).toContain(hostOf(sandbox.baseUrl));
    expect(proxy.credentials).toContain('seller:s3cret');
  });

  it('goes straight to a host NO_PROXY names, and the proxy sees nothing', async () => {
    proxy = await startRecordingProxy();
    const { client } = await sandboxClient({ http_proxy: proxy.url, no_proxy: 'localhost,127.0.0.1' });
    await client.orders.list('awaiting_delivery');
    expect(proxy.targets).toEqual([]);
  });

  it('runs the Telegram bot and its alerts through the proxy', async () => {
    proxy = await startRecordingProxy();
    const fake: FakeTelegram = track(await startFakeTelegram({ rateLimits: false }));
    const config = loadConfig(
      { TELEGRAM_BOT_TOKEN: fake.token, TELEGRAM_API_ROOT: fake.apiRoot, HTTP_PROXY: proxy.url },
      { devKeyRingPath: '.data/dev-master-keys' },
    );
    if (!config.telegram) throw new Error('the configuration enables Telegram');
    const dispatcher = track(createOutgoingDispatcher(config.proxy, quiet));
    const runtime: TelegramRuntime = createTelegramFromConfig(config.telegram, { core: new RecordingCore(), logger: quiet, dispatcher });
    track({ close: () => runtime.bot.stop() });
    await runtime.bot.start();
    const user = fake.createUser();
    const chat = fake.privateChat(user);
    fake.userSends(user, chat, '/help');
    expect((await fake.nextBotMessage(chat.id, 0, 'the reply')).message.text).toBe('ok');
    const alert = await runtime.notifier.send({ platform: 'telegram', kind: 'user', id: String(chat.id) }, { text: 'alert' });
    expect(alert).toMatchObject({ ok: true });
    expect(proxy.targets.length).toBeGreaterThanOrEqual(3);
    expect(new Set(proxy.targets)).toEqual(new Set([hostOf(fake.apiRoot)]));
  });

  it("sends Discord's REST calls (alerts, DMs) through the proxy", async () => {
    proxy = await startRecordingProxy();
    const fake: FakeDiscord = track(await startFakeDiscord());
    const seller = fake.addUser('sam');
    const guild = fake.addGuild({ name: 'Sam Shop', owner: seller, channels: ['alerts'] });
    const alerts = fake.channelNamed(guild, 'alerts');
    const notifier = createDiscordNotifier({
      token: fake.token,
      apiRoot: fake.apiRoot,
      dispatcher: dispatcherFrom({ HTTPS_PROXY: proxy.url, HTTP_PROXY: proxy.url }),
    });
    expect(await notifier.send({ platform: 'discord', kind: 'channel', id: alerts.id }, { text: 'New order' })).toMatchObject({ ok: true });
    expect(await notifier.send({ platform: 'discord', kind: 'user', id: seller.id }, { text: 'Reminder' })).toMatchObject({ ok: true });
    expect(fake.messages(alerts.id).map((message) => message.content)).toEqual(['New order']);
    expect(proxy.targets.filter((target) => target === hostOf(fake.apiRoot))).toHaveLength(3);
  });

  it('a proxy that is down fails each call within its timeout with a network error, naming no credentials', async () => {
    proxy = await startRecordingProxy();
    const down = proxy.url.replace('http://', 'http://seller:s3cret@');
    await proxy.close();
    const { client } = await sandboxClient({ HTTP_PROXY: down });
    const failure = await client.orders.list('awaiting_delivery').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkError);
    expect(String((failure as Error).message)).not.toContain('s3cret');

    const fake: FakeTelegram = track(await startFakeTelegram({ rateLimits: false }));
    const config = loadConfig(
      { TELEGRAM_BOT_TOKEN: fake.token, TELEGRAM_API_ROOT: fake.apiRoot, HTTP_PROXY: down },
      { devKeyRingPath: '.data/dev-master-keys' },
    );
    if (!config.telegram) throw new Error('the configuration enables Telegram');
    const runtime = createTelegramFromConfig(config.telegram, {
      core: new RecordingCore(),
      logger: quiet,
      dispatcher: track(createOutgoingDispatcher(config.proxy, quiet)),
    });
    const outcome = await runtime.notifier.send({ platform: 'telegram', kind: 'user', id: '42' }, { text: 'alert' });
    expect(outcome).toMatchObject({ ok: false, reason: 'failed' });
    expect(JSON.stringify(outcome)).toMatch(/ECONNREFUSED/);
    expect(JSON.stringify(outcome)).not.toContain('s3cret');
    expect(fake.calls).toEqual([]);
  });
});
