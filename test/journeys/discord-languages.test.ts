// An owner and a viewer who read different languages run a shop from Discord, end to end,
// once for each language the owner may read: their apps' locales, slash commands and modals,
// the worker's alerts in the DM and the team channel, delivery by a file replying to the
// alert. Nothing English reaches a reader of Russian or Ukrainian but command names, ids and
// what the marketplace wrote.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiscordBot } from '../../adapters/discord/discord-bot.js';
import { createDiscordNotifier } from '../../adapters/discord/discord-notifier.js';
import type { RunningWorker } from '../../jobs/worker.js';
import { startSandbox, type RunningSandbox } from '../../sandbox/index.js';
import type { HawkerCore } from '../../src/core/hawker-core.js';
import { createLogger } from '../../src/log/logger.js';
import type { Stores } from '../../src/store/stores.js';
import { startFakeDiscord, waitUntil, type FakeDiscord, type FakeGuild, type FakeMessage, type FakeUser } from '../fakes/discord/index.js';
import { startBotOnFakeDiscord } from '../adapters/discord/support/bot-harness.js';
import { englishLeaksFor } from '../support/english-leak.js';
import { LANGUAGES, PARTNER, type Language } from '../support/languages.js';
import { marketplaceWords } from '../support/marketplace-words.js';
import { startJourneyWorker } from '../support/journey-worker.js';
import type { TestRedis } from '../support/test-redis.js';
import { composeCoreOnSandbox, type CoreOnSandbox } from '../support/core-on-sandbox.js';

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

/** What each language says at each step of the journey. */
interface Words {
  /** The Discord locale an app in this language sends. */
  discordLocale: string;
  apiKey: string;
  connected: string;
  listings: string;
  linked: string;
  joined: string;
  newOrder: string;
  deliverButton: string;
  deliveringNeedsOperator: string;
  previewOfTwo: string;
  confirmDelivery: string;
  twoHandedOver: string;
  delivered: string;
}

const WORDS: Record<Language, Words> = {
  en: {
    discordLocale: 'en-US',
    apiKey: 'API key',
    connected: 'Account connected',
    listings: 'Listings of',
    linked: 'This chat now serves',
    joined: 'You joined',
    newOrder: 'New order',
    deliverButton: 'Deliver',
    deliveringNeedsOperator: 'Delivering needs the operator role',
    previewOfTwo: 'Deliver 2 units',
    confirmDelivery: 'Confirm delivery',
    twoHandedOver: '2 units handed over',
    delivered: 'Delivered',
  },
  ru: {
    discordLocale: 'ru',
    apiKey: 'API-ключ',
    connected: 'Магазин подключён',
    listings: 'Объявления магазина',
    linked: 'Этот чат теперь обслуживает',
    joined: 'Вы вступили',
    newOrder: 'Новый заказ',
    deliverButton: 'Выдать',
    deliveringNeedsOperator: 'нужна роль «оператор»',
    previewOfTwo: 'Выдать 2 единицы',
    confirmDelivery: 'Подтвердить выдачу',
    twoHandedOver: '2 единицы переданы',
    delivered: 'Заказ выдан',
  },
  uk: {
    discordLocale: 'uk',
    apiKey: 'API-ключ',
    connected: 'Магазин підключено',
    listings: 'Оголошення магазину',
    linked: 'Цей чат тепер обслуговує',
    joined: 'Ви вступили',
    newOrder: 'Нове замовлення',
    deliverButton: 'Видати',
    deliveringNeedsOperator: 'потрібна роль «оператор»',
    previewOfTwo: 'Видати 2 одиниці',
    confirmDelivery: 'Підтвердити видачу',
    twoHandedOver: '2 одиниці передано',
    delivered: 'Замовлення видано',
  },
};

/** `text` as a pattern matching it literally. */
const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

describe.each(LANGUAGES)('an owner reading %s and a viewer reading another language, on Discord', (language) => {
  // The viewer reads the partner language; the team channel reads the owner's, as no team language is set.
  const own = WORDS[language];
  const theirs = WORDS[PARTNER[language]];
  let sandbox: RunningSandbox;
  let redis: TestRedis;
  let stores: Stores;
  let core: HawkerCore;
  let composed: CoreOnSandbox | undefined;
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
    composed = composeCoreOnSandbox(sandbox, `discord-languages-${language}`, 'dcuk');
    ({ testRedis: redis, stores, core } = composed);
    fake = await startFakeDiscord();
    owner = fake.addUser('olena', { locale: own.discordLocale });
    viewer = fake.addUser('dmitry', { locale: theirs.discordLocale });
    guild = fake.addGuild({ name: 'Olena Shop', owner, channels: ['general', 'alerts'], members: [{ user: viewer }] });
    bot = await startBotOnFakeDiscord(fake, core, { deferAfterMs: 2000 });
    allowed = [...(await marketplaceWords()), 'Demo shop', 'Olena Shop', 'olena', 'dmitry'];
  });

  afterAll(async () => {
    await worker?.close();
    await bot.stop();
    await fake.close();
    await composed?.close();
  });

  it('connects through a modal in the owner’s language, lists, links the channel and invites a viewer who reads another', async () => {
    const dm = fake.dmChannel(owner);
    const opened = fake.slash({ user: owner, channel: dm, name: 'connect' });
    const modal = await opened.modal();
    expect(JSON.stringify(modal)).toContain(own.apiKey);
    const modalWords = [...JSON.stringify(modal).matchAll(/"(?:title|label|placeholder)":"([^"]*)"/g)].map((match) => match[1]).join('\n');
    expect(modalWords).toContain(own.apiKey);
    expect(englishLeaksFor(language, modalWords)).toEqual([]);
    await answered(
      fake.submitModal({ user: owner, from: opened, values: { value: sandbox.sellers[0]?.apiKey ?? '' } }),
      literally(own.connected),
    );
    await answered(fake.slash({ user: owner, channel: dm, name: 'listings', subcommand: 'show' }), literally(own.listings));
    await answered(
      fake.slash({ user: owner, channel: fake.channelNamed(guild, 'alerts'), name: 'team', subcommand: 'link' }),
      literally(own.linked),
    );
    await answered(
      fake.slash({ user: owner, channel: dm, name: 'alerts', subcommand: 'mode', options: { value: 'both' } }),
      /both|обидва|Обидва/,
    );
    const invite = await answered(
      fake.slash({ user: owner, channel: dm, name: 'team', subcommand: 'invite', options: { value: 'viewer' } }),
      /join /,
    );
    const code = /join (\S+?)`/.exec(readable(invite))?.[1];
    if (!code) throw new Error(`no invite code in ${readable(invite)}`);
    await answered(
      fake.slash({ user: viewer, channel: fake.dmChannel(viewer), name: 'join', options: { code } }),
      literally(theirs.joined),
    );
  });

  it('alerts in the owner’s language, refuses the viewer in theirs, and delivers a file replying to the alert', async () => {
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
    expect(readable(alert)).toContain(`${own.newOrder}: Starfall crystals by player id × 2`);
    expect(readable(inChannel)).toContain(own.newOrder);

    await answered(
      fake.clickLabel({ user: viewer, message: inChannel, label: own.deliverButton }),
      literally(theirs.deliveringNeedsOperator),
    );

    const sent = fake.postMessage({
      user: owner,
      channel: dm,
      content: '',
      attachments: [{ filename: 'codes.txt', contentType: 'text/plain', data: new TextEncoder().encode('STAR-UA-1\nSTAR-UA-2') }],
      replyTo: alert,
    });
    const preview = await waitUntil('the masked preview', () =>
      fake.messages(dm.id).find((message) => message.referenceId === sent.id && readable(message).includes(own.previewOfTwo)),
    );
    await answered(fake.clickLabel({ user: owner, message: preview, label: own.confirmDelivery }), literally(own.twoHandedOver));
    await waitUntil('the alert closed in the owner’s language', () => readable(fake.message(alert.id) ?? alert).includes(own.delivered), {
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
    expect(ownersView).toMatch(new RegExp(`${own.listings}[\\s\\S]*${own.newOrder}`));
    expect(englishLeaksFor(language, ownersView, allowed)).toEqual([]);
    expect(englishLeaksFor(PARTNER[language], viewersView, allowed)).toEqual([]);
    expect(JSON.stringify([...fake.state.messages.values()].map((message) => [message.content, message.embeds]))).not.toContain(
      'STAR-UA-2',
    );
  });
});
