import { REST } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCommands } from '../../../adapters/discord/register-commands.js';
import { renderReply } from '../../../adapters/discord/render-reply.js';
import { discordLocalesOf } from '../../../adapters/discord/slash-commands.js';
import type { CommandInfo } from '../../../src/core/command-info.js';
import type { HawkerCore } from '../../../src/core/hawker-core.js';
import { composeTestCore } from '../../support/composed.js';
import { currentLocale, translate } from '../../../src/i18n/index.js';
import { createLogger } from '../../../src/log/logger.js';
import { generateKeyRingEntry, parseKeyRing } from '../../../src/store/key-ring.js';
import { createStores } from '../../../src/store/stores.js';
import { startFakeDiscord, type FakeMessage, type Json } from '../../fakes/discord/index.js';
import { englishLeaks } from '../../support/english-leak.js';
import { ScriptedCore } from '../../support/scripted-core.js';
import { createTestRedis, type TestRedis } from '../../support/test-redis.js';
import { startHarness, type Harness } from './support/bot-harness.js';
import { SAMPLE_COMMANDS } from './support/sample-commands.js';

// Each person reads Hawker in their Discord app's language from the first interaction on,
// and finds every slash command described in it; names stay English.
const LANGUAGE_NAMES = ['English', 'Русский', 'Українська'];

/** The labels of a message's buttons. */
const labels = (message: FakeMessage): string[] =>
  message.components.flatMap((row) =>
    ((row.components as Json[] | undefined) ?? []).flatMap((component) => (component.type === 2 ? [String(component.label)] : [])),
  );

/** What a person reads of a message: its text, or its embed's title, description and footer. */
function shown(message: FakeMessage): string {
  const embed = message.embeds[0] as { title?: string; description?: string; footer?: { text: string } } | undefined;
  return [message.content, embed?.title, embed?.description, embed?.footer?.text].filter(Boolean).join('\n');
}

describe('Discord in the language of each person', () => {
  let testRedis: TestRedis;
  let core: HawkerCore;
  let h: Harness;

  beforeAll(async () => {
    testRedis = createTestRedis('discord-languages');
    const stores = createStores(testRedis.redis, testRedis.namespace, parseKeyRing(generateKeyRingEntry('dcl')));
    // `language` never reaches the marketplace: no sandbox is needed.
    core = composeTestCore(
      { redis: testRedis.redis, namespace: testRedis.namespace, stores, logger: createLogger({ level: 'silent' }) },
      'http://127.0.0.1:9',
    );
    h = await startHarness(core);
  });
  afterAll(async () => {
    await h.close();
    await core.close();
    await testRedis.cleanup();
  });

  it('answers an interaction from a Ukrainian app in Ukrainian, without `language` being sent', async () => {
    const oksana = h.fake.addUser('oksana', { locale: 'uk' });
    const answer = await h.fake.slash({ user: oksana, channel: h.fake.dmChannel(oksana), name: 'language' }).settled();
    expect(shown(answer)).toContain(translate('uk', 'language-title'));
    expect(shown(answer)).toContain('Hawker відповідає вам мовою: Українська');
    expect(englishLeaks(shown(answer))).toEqual([]);
    expect(labels(answer)).toEqual(LANGUAGE_NAMES);
  });

  it('registers every command and option with Russian and Ukrainian descriptions, and English names', () => {
    const commands = h.fake.commands();
    expect(commands.length).toBeGreaterThan(10);
    for (const command of commands) {
      expect(command.name).toMatch(/^[a-z0-9_-]+$/);
      expect(Object.keys((command.description_localizations as Json | undefined) ?? {}).sort()).toEqual(['ru', 'uk']);
      const options = (command.options as Json[] | undefined) ?? [];
      // A sub-command's own options are described in every language too.
      for (const option of [...options, ...options.flatMap((each) => (each.options as Json[] | undefined) ?? [])]) {
        expect(option.name).toMatch(/^[a-z0-9_-]+$/);
        expect(Object.keys((option.description_localizations as Json | undefined) ?? {}).sort()).toEqual(['ru', 'uk']);
      }
    }
    const language = commands.find((command) => command.name === 'language');
    expect(language?.description).toBe(translate('en', 'cmd-language'));
    expect(language?.description_localizations).toEqual({ ru: translate('ru', 'cmd-language'), uk: translate('uk', 'cmd-language') });
    const [code] = (language?.options as Json[] | undefined) ?? [];
    expect(code?.description_localizations).toEqual({ ru: translate('ru', 'cmd-language-code'), uk: translate('uk', 'cmd-language-code') });
    // Its choices are languages: each is named in itself in every menu, and sends its code.
    const ownNames = { ru: 'Русский', uk: 'Українська' } as const;
    expect(code?.choices).toEqual(
      (['en', 'ru', 'uk'] as const).map((value) => {
        const name = value === 'en' ? 'English' : ownNames[value];
        return { name, value, name_localizations: { ru: name, uk: name } };
      }),
    );
    const alerts = commands.find((command) => command.name === 'alerts');
    const mode = ((alerts?.options as Json[] | undefined) ?? []).find((option) => option.name === 'mode');
    expect(mode).toMatchObject({
      type: 1,
      description: 'where alerts go',
      description_localizations: { ru: 'куда идут оповещения', uk: 'куди йдуть сповіщення' },
    });
  });
});

describe('registering slash commands in every language', () => {
  /** A registry worded in the current language, with a choice the command labels. */
  const worded = (): CommandInfo[] =>
    SAMPLE_COMMANDS.map((info) =>
      info.id !== 'listings'
        ? info
        : {
            ...info,
            description: `${info.description} (${currentLocale()})`,
            arguments: info.arguments.map((argument) =>
              argument.name !== 'status'
                ? argument
                : {
                    ...argument,
                    choiceLabels: {
                      active: translate(currentLocale(), 'listing-status-active'),
                      paused: translate(currentLocale(), 'listing-status-paused'),
                    },
                  },
            ),
          },
    );

  it('maps each language to Discord’s locales by its primary subtag; English is the default', () => {
    expect(discordLocalesOf('ru')).toEqual(['ru']);
    expect(discordLocalesOf('uk')).toEqual(['uk']);
    expect(discordLocalesOf('en')).toEqual([]);
    expect(discordLocalesOf('es')).toEqual(['es-ES', 'es-419']);
    expect(discordLocalesOf('zh')).toEqual(['zh-CN', 'zh-TW']);
    expect(discordLocalesOf('eo')).toEqual([]);
  });

  it('names labelled choices in each language, leaves the rest as typed, and sends nothing the second time', async () => {
    const fake = await startFakeDiscord();
    try {
      const guild = fake.addGuild({ name: 'Dev server', owner: fake.addUser('dev') });
      const rest = new REST({ api: fake.apiRoot }).setToken(fake.token);
      expect((await registerCommands({ rest, commands: worded, guildId: guild.id })).changed).toBe(true);
      const listings = fake.commands(guild).find((command) => command.name === 'listings');
      expect(listings?.description).toBe('Your listings, filtered and paged (en)');
      expect(listings?.description_localizations).toEqual({
        ru: 'Your listings, filtered and paged (ru)',
        uk: 'Your listings, filtered and paged (uk)',
      });
      const [status] = (listings?.options as Json[] | undefined) ?? [];
      expect(status?.choices).toEqual([
        {
          name: 'active',
          value: 'active',
          name_localizations: { ru: translate('ru', 'listing-status-active'), uk: translate('uk', 'listing-status-active') },
        },
        { name: 'draft', value: 'draft' },
        {
          name: 'paused',
          value: 'paused',
          name_localizations: { ru: translate('ru', 'listing-status-paused'), uk: translate('uk', 'listing-status-paused') },
        },
      ]);

      const puts = () => fake.calls.filter((call) => call.method === 'PUT').length;
      const before = puts();
      expect((await registerCommands({ rest, commands: worded, guildId: guild.id })).changed).toBe(false);
      expect(puts()).toBe(before);
      // Discord reads the maps back only when asked; without them every run would look changed.
      expect(fake.calls.filter((call) => call.method === 'GET' && call.path.includes('/commands')).at(-1)?.path).toContain(
        'with_localizations=true',
      );
      const changedInRussian = () =>
        worded().map((info) => (info.id === 'pause' && currentLocale() === 'ru' ? { ...info, description: 'Приостановить' } : info));
      expect((await registerCommands({ rest, commands: changedInRussian, guildId: guild.id })).changed).toBe(true);
    } finally {
      await fake.close();
    }
  });
});

describe('what the Discord adapter says itself', () => {
  const core = new ScriptedCore(SAMPLE_COMMANDS);
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness(core);
  });
  afterAll(() => h.close());

  const footer = (total: number, locale: string, pageCount = 1) =>
    renderReply({ list: { items: [], page: 1, pageCount, total }, locale }).embeds[0]?.footer?.text;

  it('counts a list’s items with each language’s plural forms', () => {
    expect([1, 2, 5].map((total) => footer(total, 'en'))).toEqual(['1 item', '2 items', '5 items']);
    expect([1, 2, 5, 21].map((total) => footer(total, 'ru'))).toEqual(['1 позиция', '2 позиции', '5 позиций', '21 позиция']);
    expect([1, 2, 5].map((total) => footer(total, 'uk'))).toEqual(['1 позиція', '2 позиції', '5 позицій']);
    expect(footer(6, 'uk', 3)).toBe('Сторінка 1 з 3 · 6 позицій');
  });

  it('words paging, the list menu and a form’s button and field in the language of the reply and of the app', async () => {
    const oksana = h.fake.addUser('oksana', { locale: 'uk' });
    const dm = h.fake.dmChannel(oksana);
    core.answer = () => [
      {
        title: 'Оголошення',
        list: {
          items: [{ title: 'Starfall crystals', action: 'c:listing 1' }],
          page: 1,
          pageCount: 3,
          total: 25,
          nextAction: 'c:listings page=2',
        },
        locale: 'uk',
      },
    ];
    const list = await h.fake.slash({ user: oksana, channel: dm, name: 'listings' }).settled();
    expect(labels(list)).toContain('Далі ▶');
    expect(JSON.stringify(list.components)).toContain(translate('uk', 'discord-open-placeholder'));
    expect(englishLeaks([shown(list), ...labels(list)].join('\n'), ['Starfall crystals'])).toEqual([]);

    core.answer = (event) =>
      event.input.type === 'form'
        ? [{ text: 'Готово.', locale: 'uk' }]
        : [
            { title: 'Замовлення 3f2a', fields: [{ label: 'Кількість', value: '2' }], locale: 'uk' },
            { text: 'Назва?', prompt: { kind: 'text', label: 'Назва оголошення', formId: 'f:Name1' }, locale: 'uk' },
          ];
    const command = h.fake.slash({ user: oksana, channel: dm, name: 'listings' });
    await command.settled();
    const [prompt] = await command.waitForFollowUps(1);
    if (!prompt) throw new Error('no prompt');
    const open = h.fake.clickLabel({ user: oksana, message: prompt, label: translate('uk', 'discord-answer-form-button') });
    expect(JSON.stringify((await open.modal()).components)).toContain(translate('uk', 'discord-answer-label'));
  });

  it('apologises in the language of the person’s app when the core fails', async () => {
    const ira = h.fake.addUser('ira', { locale: 'ru' });
    core.answer = () => {
      throw new Error('the core is down');
    };
    const answer = await h.fake.slash({ user: ira, channel: h.fake.dmChannel(ira), name: 'listings' }).settled();
    expect(shown(answer)).toContain(translate('ru', 'discord-failure'));
    expect(englishLeaks(shown(answer))).toEqual([]);
    expect(core.lastEvent().locale).toBe('ru');
  });
});
