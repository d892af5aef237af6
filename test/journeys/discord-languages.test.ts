// A Ukrainian-speaking owner and a Russian-speaking viewer run a shop from Discord, end to
// end: their apps' locales, slash commands and modals, the worker's alerts in the DM and the
// team channel, delivery by a file replying to the alert. Nothing English reaches them but
// command names, ids and what the marketplace wrote.
import { REST } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiscordBot, type DiscordBot } from '../../adapters/discord/discord-bot.js';
import { createDiscordNotifier } from '../../adapters/discord/discord-notifier.js';
import { registerCommands } from '../../adapters/discord/register-commands.js';
import type { RunningWorker } from '../../jobs/worker.js';
import { startSandbox, type RunningSandbox } from '../../sandbox/index.js';
import type { HawkerCore } from '../../src/core/hawker-core.js';
import { composeTestCore } from '../support/composed.js';
import { createLogger } from '../../src/log/logger.js';
import { generateKeyRingEntry, parseKeyRing } from '../../src/store/key-ring.js';
import { createStores, type Stores } from '../../src/store/stores.js';
import { startFakeDiscord, waitUntil, type FakeDiscord, type FakeGuild, type FakeMessage, type FakeUser } from '../fakes/discord/index.js';
import { englishLeaks } from '../support/english-leak.js';
import { marketplaceWords } from '../support/marketplace-words.js';
import { startJourneyWorker } from '../support/journey-worker.js';
import { createTestRedis, type TestRedis } from '../support/test-redis.js';

/** What a person reads of a message: its text, its embeds' words and its components' labels. */
function readable(message: FakeMessage): string {
  const embeds = message.embeds as {
    title?: string;
    description?: string;
    footer?: { text?: string };
    fields?: { name: string; value: string }[];
  }[];
  const components = JSON.stringify(message.components);
  const labels = [...components.matchAll(/"(?:label|placeholder)":"([^"]*)"/g)].map((match) => match[1] ?? '');
  return [
    message.content,
    ...embeds.flatMap((embed) => [
      embed.title,
      embed.description,
      embed.footer?.text,
      ...(embed.fields ?? []).flatMap((f) => [f.name, f.value]),
    ]),
    ...labels,
  ]
    .filter((part): part is string => typeof part === 'string')
    .join('\n');
}

describe('a Ukrainian-speaking owner and a Russian-speaking viewer on Discord', () => {
  let sandbox: RunningSandbox;
  let redis: TestRedis;
  let stores: Stores;
  let core: HawkerCore;
  let fake: FakeDiscord;
  let bot: DiscordBot;
  let worker: RunningWorker | undefined;
  let owner: FakeUser;
  let viewer: FakeUser;
  let guild: FakeGuild;
  let allowed: string[];
  const logger = createLogger({ level: 'silent' });

  /** The answer to an interaction once it says what `pattern` matches. */
  const answered = (handle: ReturnType<FakeDiscord['slash']>, pattern: RegExp): Promise<FakeMessage> =>
    waitUntil(`an answer matching ${String(pattern)}`, () => {
      const { originalMessageId, followUpIds, sourceMessageId } = handle.record;
      return [originalMessageId, ...followUpIds, sourceMessageId]
        .map((id) => fake.message(id ?? ''))
        .find((message) => message && !message.deleted && pattern.test(readable(message)));
    });

  beforeAll(async () => {
    sandbox = await startSandbox({ seed: 17 });
    redis = createTestRedis('discord-ukrainian');
    stores = createStores(redis.redis, redis.namespace, parseKeyRing(generateKeyRingEntry('dcuk')));
    core = composeTestCore({ redis: redis.redis, namespace: redis.namespace, stores, logger }, sandbox.baseUrl);
    fake = await startFakeDiscord();
    owner = fake.addUser('olena', { locale: 'uk' });
    viewer = fake.addUser('dmitry', { locale: 'ru' });
    guild = fake.addGuild({ name: 'Olena Shop', owner, channels: ['general', 'alerts'], members: [{ user: viewer }] });
    await registerCommands({ rest: new REST({ api: fake.apiRoot }).setToken(fake.token), commands: () => core.commands() });
    bot = createDiscordBot({ token: fake.token, apiRoot: fake.apiRoot, core, logger, deferAfterMs: 2000 });
    await bot.start();
    allowed = [...(await marketplaceWords()), 'Demo shop', 'Olena Shop', 'olena', 'dmitry'];
  });

  afterAll(async () => {
    await worker?.close();
    await bot.stop();
    await fake.close();
    await core.close();
    await sandbox.close();
    await redis.cleanup();
  });

  it('connects through a Ukrainian modal, lists, links the channel and invites a viewer who reads Russian', async () => {
    const dm = fake.dmChannel(owner);
    const opened = fake.slash({ user: owner, channel: dm, name: 'connect' });
    const modal = await opened.modal();
    expect(JSON.stringify(modal)).toMatch(/API-ключ/);
    const modalWords = [...JSON.stringify(modal).matchAll(/"(?:title|label|placeholder)":"([^"]*)"/g)].map((match) => match[1]).join('\n');
    expect(modalWords).toMatch(/API-ключ/);
    expect(englishLeaks(modalWords)).toEqual([]);
    await answered(
      fake.submitModal({ user: owner, from: opened, values: { value: sandbox.sellers[0]?.apiKey ?? '' } }),
      /Магазин підключено/,
    );
    await answered(fake.slash({ user: owner, channel: dm, name: 'listings' }), /Оголошення магазину/);
    await answered(
      fake.slash({ user: owner, channel: fake.channelNamed(guild, 'alerts'), name: 'team', options: { action: 'link' } }),
      /Цей чат тепер обслуговує/,
    );
    await answered(
      fake.slash({ user: owner, channel: dm, name: 'alerts', options: { action: 'mode', value: 'both' } }),
      /both|обидва|Обидва/,
    );
    const invite = await answered(
      fake.slash({ user: owner, channel: dm, name: 'team', options: { action: 'invite', value: 'viewer' } }),
      /join /,
    );
    const code = /join (\S+?)`/.exec(readable(invite))?.[1];
    if (!code) throw new Error(`no invite code in ${readable(invite)}`);
    await answered(fake.slash({ user: viewer, channel: fake.dmChannel(viewer), name: 'join', options: { code } }), /Вы вступили/);
  });

  it('alerts in Ukrainian, refuses the viewer in Russian, and delivers a file replying to the alert', async () => {
    worker = await startJourneyWorker({
      redis: redis,
      stores,
      sandbox,
      notifiers: [createDiscordNotifier({ token: fake.token, apiRoot: fake.apiRoot })],
      logger,
    });
    const listing = [...sandbox.core.state.listings.values()].find((each) => each.title === 'Starfall crystals by player id');
    if (!listing) throw new Error('no manual listing in the sandbox');
    const order = sandbox.core.orders.place(listing.id, 2);
    const dm = fake.dmChannel(owner);
    const channel = fake.channelNamed(guild, 'alerts');
    const mentions = (message: FakeMessage) => JSON.stringify([message.embeds, message.components]).includes(order.id);
    const alert = await waitUntil('the alert in the DM', () => fake.messages(dm.id).find(mentions), { timeoutMs: 30_000 });
    const inChannel = await waitUntil('the alert in the channel', () => fake.messages(channel.id).find(mentions), { timeoutMs: 30_000 });
    expect(readable(alert)).toMatch(/Нове замовлення: Starfall crystals by player id × 2/);
    expect(readable(inChannel)).toMatch(/Нове замовлення/);

    await answered(fake.clickLabel({ user: viewer, message: inChannel, label: 'Видати' }), /нужна роль «оператор»/);

    const sent = fake.postMessage({
      user: owner,
      channel: dm,
      content: '',
      attachments: [{ filename: 'codes.txt', contentType: 'text/plain', data: new TextEncoder().encode('STAR-UA-1\nSTAR-UA-2') }],
      replyTo: alert,
    });
    const preview = await waitUntil('the masked preview', () =>
      fake.messages(dm.id).find((message) => message.referenceId === sent.id && /Видати 2 одиниці/.test(readable(message))),
    );
    await answered(fake.clickLabel({ user: owner, message: preview, label: 'Підтвердити видачу' }), /2 одиниці передано/);
    await waitUntil('the alert closed in Ukrainian', () => /Замовлення видано/.test(readable(fake.message(alert.id) ?? alert)), {
      timeoutMs: 30_000,
    });

    const everyone = [...fake.state.messages.values()].filter((message) => !message.deleted);
    const ownersView = everyone
      .filter((message) => message.channelId === dm.id || message.channelId === channel.id)
      .map(readable)
      .join('\n');
    const viewersView = everyone
      .filter((message) => message.channelId === fake.dmChannel(viewer).id)
      .map(readable)
      .join('\n');
    expect(ownersView).toMatch(/Оголошення магазину[\s\S]*Нове замовлення/);
    expect(englishLeaks(ownersView, allowed)).toEqual([]);
    expect(englishLeaks(viewersView, allowed)).toEqual([]);
    expect(JSON.stringify([...fake.state.messages.values()].map((message) => [message.content, message.embeds]))).not.toContain(
      'STAR-UA-2',
    );
  });
});
