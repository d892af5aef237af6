// The bot as bin/bot.ts composes it, on the sandbox: what a person waiting on a command
// gets when the marketplace asks Hawker to come back much later.
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeBot, type ComposedBot } from '../../bin/runtime/compose-bot.js';
import { loadConfig } from '../../src/config/config.js';
import { startSandbox, type RunningSandbox } from '../../sandbox/index.js';
import { ANSWER_BOUND_MS } from '../../src/core/answer-bound.js';
import { createLogger } from '../../src/log/logger.js';
import { generateKeyRingEntry, parseKeyRing } from '../../src/store/key-ring.js';
import { createStores } from '../../src/store/stores.js';
import { startFakeDiscord, type FakeDiscord } from '../fakes/discord/index.js';
import { textOf, TestAdapter, type TestUser } from '../support/test-adapter.js';
import { createTestRedis, type TestRedis } from '../support/test-redis.js';

let sandbox: RunningSandbox;
let testRedis: TestRedis;
let bot: ComposedBot;
let seller: TestUser;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 7 });
  testRedis = createTestRedis('composed-bot');
  // As bin/bot.ts composes it, with no chat platform configured: the test adapter stands in for one.
  bot = composeBot(
    {
      marketplaceBaseUrl: sandbox.baseUrl,
      marketplaceAllowPlainHttp: false,
      webhookAllowPrivateNetworks: false,
      telegram: null,
      discord: null,
      proxy: null,
      pollIntervalMs: 3_000,
      listingWatchIntervalMs: 300_000,
    },
    {
      redis: testRedis.redis,
      namespace: testRedis.namespace,
      stores: createStores(testRedis.redis, testRedis.namespace, parseKeyRing(generateKeyRingEntry('cb1'))),
      logger: createLogger({ level: 'silent' }),
    },
  );
  seller = new TestAdapter(bot.core).user('composed-seller');
  await seller.dm.command('connect', `${sandbox.sellers[0]?.apiKey ?? ''} Demo`);
  expect(seller.dm.lastText()).toMatch(/Account connected/);
});

afterAll(async () => {
  await bot?.close();
  await sandbox?.close();
  await testRedis?.cleanup();
});

function listingId(title: string): string {
  for (const listing of sandbox.core.state.listings.values()) if (listing.title === title) return listing.id;
  throw new Error(`no sandbox listing titled "${title}"`);
}

describe('the bot as shipped', () => {
  it('tells a person at once that the marketplace rate-limits the key, rather than waiting out a long Retry-After', async () => {
    const currency = listingId('Cheapest stardust on NA');
    // Another tool on the same key spends this listing's five writes a minute, so the
    // marketplace answers Hawker's edit 429 with a Retry-After of most of a minute.
    for (let index = 0; index < 6; index += 1) {
      await request(`${sandbox.baseUrl}/v1/offers/currency/${currency}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${sandbox.sellers[0]?.apiKey ?? ''}`, 'content-type': 'application/json' },
        body: JSON.stringify({ price_per_unit: 3 + index }),
      }).then((answer) => answer.body.dump());
    }
    const started = Date.now();
    const replies = await seller.dm.send(`/price ${currency} 0.09`);
    const elapsed = Date.now() - started;
    expect(textOf(replies[0] ?? {})).toMatch(/rate limit/i);
    expect(elapsed).toBeLessThan(ANSWER_BOUND_MS);
  }, 20_000);
});

describe('the Discord adapter as configured', () => {
  let fake: FakeDiscord;
  const started: ComposedBot[] = [];

  beforeAll(async () => {
    fake = await startFakeDiscord();
  });
  afterAll(async () => {
    await Promise.all(started.map((each) => each.close()));
    await fake?.close();
  });

  /** The bot bin/bot.ts would run with these settings, logged in to the fake Discord; the Message Content intent it asked for. */
  async function asksForMessageContent(settings: Record<string, string>): Promise<boolean> {
    const config = loadConfig({
      HAWKER_MASTER_KEYS: generateKeyRingEntry('cb2'),
      MARKETPLACE_BASE_URL: sandbox.baseUrl,
      DISCORD_TOKEN: fake.token,
      DISCORD_APPLICATION_ID: fake.applicationId,
      DISCORD_API_ROOT: fake.apiRoot,
      ...settings,
    });
    const identified = fake.gatewayLog.filter((record) => record.op === 2).length;
    const bot = composeBot(
      { ...config, marketplaceBaseUrl: sandbox.baseUrl },
      {
        redis: testRedis.redis,
        namespace: testRedis.namespace,
        stores: createStores(testRedis.redis, testRedis.namespace, config.masterKeys),
        logger: createLogger({ level: 'silent' }),
      },
    );
    started.push(bot);
    await bot.adapters.start();
    const identify = fake.gatewayLog.filter((record) => record.op === 2)[identified];
    await bot.close();
    if (!identify) throw new Error('the bot never identified to the gateway');
    const MESSAGE_CONTENT = 1 << 15;
    return (Number(identify.detail?.intents) & MESSAGE_CONTENT) !== 0;
  }

  it('reads replies in server channels when DISCORD_SERVER_MESSAGES=true, asking Discord for the Message Content intent', async () => {
    expect(await asksForMessageContent({ DISCORD_SERVER_MESSAGES: 'true' })).toBe(true);
  });

  it('does not ask for the privileged intent by default', async () => {
    expect(await asksForMessageContent({})).toBe(false);
  });
});
