// A fake Discord on 127.0.0.1: REST under /api/v10, a gateway speaking JSON, and
// helpers to act as Discord users (slash commands, autocomplete, buttons, select
// menus, modals, messages) and to read what the bot did. Reused by the Discord
// tests, the benchmarks and the reliability suite.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { serveStreamed, type FileDownload } from '../../support/streamed-file.js';
import { FakeGateway, INTENTS } from './fake-gateway.js';
import { FakeRest, type InjectedFailure, type RecordedCall } from './fake-rest.js';
import {
  FakeState,
  type CallbackRecord,
  type FakeChannel,
  type FakeGuild,
  type FakeInteraction,
  type FakeMessage,
  type FakeUser,
  type Json,
  type RegisteredCommand,
} from './fake-state.js';
import { RateLimits, type RateLimitRule } from './rate-limits.js';
import { nextSnowflake } from './snowflake.js';

export { PERMISSIONS } from './fake-state.js';
export type { FakeChannel, FakeGuild, FakeMessage, FakeUser, Json } from './fake-state.js';

export interface FakeDiscordOptions {
  token?: string;
  botName?: string;
  /** Rate limits per route; none unless given. */
  rateLimits?: RateLimitRule[];
  heartbeatIntervalMs?: number;
  /** How long an interaction may wait for its first response (Discord: 3 s). */
  interactionDeadlineMs?: number;
}

interface GuildSeed {
  name: string;
  owner: FakeUser;
  roles?: { name: string; permissions?: bigint }[];
  channels?: string[];
  /** Members and the names of the roles they hold. */
  members?: { user: FakeUser; roles?: string[] }[];
}

export interface WaitOptions {
  timeoutMs?: number;
}

/** One interaction a test sent, and what the bot answered. */
export interface FakeInteractionHandle {
  readonly id: string;
  readonly record: FakeInteraction;
  /** Resolves with the bot's first response (any type). */
  callback(options?: WaitOptions): Promise<CallbackRecord>;
  /** The message the person sees as the answer, once it is no longer "thinking". */
  settled(options?: WaitOptions): Promise<FakeMessage>;
  /** The modal the bot opened (callback type 9). */
  modal(options?: WaitOptions): Promise<Json>;
  /** Autocomplete choices the bot offered (callback type 8). */
  choices(options?: WaitOptions): Promise<{ name: string; value: string | number }[]>;
  followUps(): FakeMessage[];
  /** Waits until `count` follow-ups were sent. */
  waitForFollowUps(count: number, options?: WaitOptions): Promise<FakeMessage[]>;
}

export interface FakeDiscord {
  /** Give this to the bot as `rest: { api }`, i.e. DISCORD_API_ROOT. */
  readonly apiRoot: string;
  readonly gatewayUrl: string;
  readonly token: string;
  readonly applicationId: string;
  readonly state: FakeState;
  readonly calls: RecordedCall[];
  /** Gateway opcodes the bot sent (IDENTIFY, RESUME, heartbeats). */
  readonly gatewayLog: FakeGateway['received'];
  /** 429s the fake answered for its own rate limits (not injected ones). */
  rateLimited(): number;
  commandCreates(): number;
  /** A person; `locale` is their Discord app's language (`uk`, `en-GB`), `en-US` by default. */
  addUser(username: string, options?: { locale?: string }): FakeUser;
  addGuild(seed: GuildSeed): FakeGuild;
  channelNamed(guild: FakeGuild, name: string): FakeChannel;
  dmChannel(user: FakeUser): FakeChannel;
  closeChannel(channelId: string, how: 'unknown_channel' | 'missing_access'): void;
  blockDirectMessages(user: FakeUser): void;
  injectFailure(failure: Omit<InjectedFailure, 'times'> & { times?: number }): void;
  commands(guild?: FakeGuild): RegisteredCommand[];
  /** The names Discord's command picker lists for `user` in `channel`, as registered (a duplicate shows twice). */
  offeredCommands(channel: FakeChannel, user: FakeUser): string[];
  /** Messages in a channel, oldest first; ephemeral ones only for `viewer` when given. */
  messages(channelId: string, viewer?: FakeUser): FakeMessage[];
  message(id: string): FakeMessage | undefined;
  waitForBot(options?: WaitOptions): Promise<void>;
  reconnectGateway(): void;
  slash(input: {
    user: FakeUser;
    channel: FakeChannel;
    name: string;
    /** The sub-command chosen, for a command declared with sub-commands. */
    subcommand?: string;
    options?: Record<string, string | number | boolean>;
  }): FakeInteractionHandle;
  autocomplete(input: {
    user: FakeUser;
    channel: FakeChannel;
    name: string;
    focused: string;
    value: string;
    subcommand?: string;
    options?: Record<string, string | number | boolean>;
  }): FakeInteractionHandle;
  click(input: { user: FakeUser; message: FakeMessage; customId: string }): FakeInteractionHandle;
  clickLabel(input: { user: FakeUser; message: FakeMessage; label: string }): FakeInteractionHandle;
  select(input: { user: FakeUser; message: FakeMessage; customId: string; values: string[] }): FakeInteractionHandle;
  submitModal(input: { user: FakeUser; from: FakeInteractionHandle; values: Record<string, string> }): FakeInteractionHandle;
  postMessage(input: {
    user: FakeUser;
    channel: FakeChannel;
    content: string;
    /** What the CDN serves; `shownSize` and `withoutLength` as on `FakeAttachment`. */
    attachments?: { filename: string; contentType: string; data: Uint8Array; shownSize?: number; withoutLength?: boolean }[];
    replyTo?: FakeMessage;
  }): FakeMessage;
  /** Every download of an attachment from the fake's CDN, oldest first. */
  attachmentDownloads(): FileDownload[];
  close(): Promise<void>;
}

export async function waitUntil<T>(
  what: string,
  probe: () => T | undefined | null | false,
  { timeoutMs = 10_000 }: WaitOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`fake Discord: timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function* walkComponents(components: Json[]): Generator<Json> {
  for (const component of components) {
    yield component;
    if (Array.isArray(component.components)) yield* walkComponents(component.components as Json[]);
    if (typeof component.component === 'object' && component.component !== null) yield component.component as Json;
  }
}

export async function startFakeDiscord(options: FakeDiscordOptions = {}): Promise<FakeDiscord> {
  const token = options.token ?? `fake.${randomBytes(12).toString('hex')}`;
  let baseUrl = '';
  const state = new FakeState(nextSnowflake(), options.botName ?? 'Hawker', () => baseUrl);
  const gatewayUrl = () => `${baseUrl.replace(/^http/, 'ws')}/gateway`;
  const gateway = new FakeGateway(state, token, gatewayUrl, options.heartbeatIntervalMs ?? 41_250);
  const limits = new RateLimits(options.rateLimits ?? []);
  const rest = new FakeRest(state, gateway, limits, token, gatewayUrl, options.interactionDeadlineMs ?? 3000);
  const downloads: FileDownload[] = [];

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (url.pathname.startsWith('/api/v10/')) {
      rest.handle(request, response, url.pathname, url.searchParams).catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ code: 0, message: String(error) }));
      });
      return;
    }
    const attachment = /^\/attachments\/[^/]+\/([^/]+)\//.exec(url.pathname);
    const stored = attachment ? state.attachments.get(attachment[1] ?? '') : undefined;
    if (stored) {
      const { filename: name, contentType, data, withoutLength } = stored;
      serveStreamed(response, { name, contentType, data, withoutLength }, downloads);
      return;
    }
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ code: 0, message: '404: Not Found' }));
  });
  server.on('upgrade', (request, socket, head) => {
    if (new URL(request.url ?? '/', 'http://fake').pathname === '/gateway') gateway.handleUpgrade(request, socket, head);
    else socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const guildOf = (channel: FakeChannel) => (channel.guildId ? state.guilds.get(channel.guildId) : undefined);

  const dispatchInteraction = (
    type: number,
    user: FakeUser,
    channel: FakeChannel,
    data: Json,
    source?: FakeMessage,
  ): FakeInteractionHandle => {
    const guild = guildOf(channel);
    const id = nextSnowflake();
    const interactionToken = `aW50ZXJhY3Rpb24.${randomBytes(24).toString('hex')}`;
    const payload: Json = {
      id,
      application_id: state.applicationId,
      type,
      data,
      channel_id: channel.id,
      channel: state.apiChannel(channel),
      token: interactionToken,
      version: 1,
      locale: user.locale ?? 'en-US',
      entitlements: [],
      attachment_size_limit: 10 * 1024 * 1024,
      app_permissions: guild ? state.permissionsOf(guild, state.bot.id).toString() : '0',
      ...(guild
        ? {
            guild_id: guild.id,
            guild_locale: 'en-US',
            guild: { id: guild.id, locale: 'en-US', features: [] },
            member: { ...state.apiMember(guild, user.id), permissions: state.permissionsOf(guild, user.id).toString() },
            context: 0,
            authorizing_integration_owners: { '0': guild.id },
          }
        : { user: state.apiUser(user), context: 1, authorizing_integration_owners: { '0': '0' } }),
      ...(source ? { message: state.apiMessage(source) } : {}),
    };
    const record: FakeInteraction = {
      id,
      token: interactionToken,
      type,
      payload,
      userId: user.id,
      channelId: channel.id,
      dispatchedAt: Date.now(),
      followUpIds: [],
      ...(source ? { sourceMessageId: source.id } : {}),
    };
    state.interactions.set(id, record);
    state.interactionsByToken.set(interactionToken, record);
    gateway.dispatch('INTERACTION_CREATE', payload);
    const callback = (wait?: WaitOptions) => waitUntil(`the bot's response to interaction ${id}`, () => record.callback, wait);
    return {
      id,
      record,
      callback,
      async settled(wait) {
        await callback(wait);
        return waitUntil(
          `the answer to interaction ${id}`,
          () => {
            const message = state.messages.get(record.originalMessageId ?? '');
            return message && (message.flags & 128) === 0 && !message.deleted ? message : undefined;
          },
          wait,
        );
      },
      async modal(wait) {
        const answer = await callback(wait);
        if (answer.type !== 9) throw new Error(`expected a modal, the bot answered with callback type ${answer.type}`);
        return answer.data;
      },
      async choices(wait) {
        const answer = await callback(wait);
        if (answer.type !== 8) throw new Error(`expected autocomplete choices, got callback type ${answer.type}`);
        return answer.data.choices as { name: string; value: string | number }[];
      },
      followUps: () => record.followUpIds.flatMap((followUpId) => state.messages.get(followUpId) ?? []),
      waitForFollowUps: (count, wait) =>
        waitUntil(
          `${count} follow-ups to interaction ${id}`,
          () => (record.followUpIds.length >= count ? record.followUpIds.flatMap((f) => state.messages.get(f) ?? []) : undefined),
          wait,
        ),
    };
  };

  /** A global command's `contexts` say where it shows (all places when absent); 0 is a server, 1 a DM with the bot. */
  const globalCommandOffered = (command: RegisteredCommand, inGuild: boolean): boolean => {
    const contexts = command.contexts as number[] | null | undefined;
    return !contexts || contexts.includes(inGuild ? 0 : 1);
  };

  const permitted = (command: RegisteredCommand, guild: FakeGuild | undefined, user: FakeUser): boolean => {
    if (!guild || typeof command.default_member_permissions !== 'string') return true;
    const needed = BigInt(command.default_member_permissions);
    return (state.permissionsOf(guild, user.id) & needed) === needed;
  };

  /**
   * The commands registered for this place. A server's own commands show in that server
   * only, never in DMs, and Discord ignores their `contexts` (it applies to global commands
   * only); a name registered both ways is listed twice.
   */
  const commandsHere = (channel: FakeChannel): RegisteredCommand[] => {
    const guild = guildOf(channel);
    return [
      ...(guild ? (state.guildCommands.get(guild.id) ?? []) : []),
      ...state.globalCommands.filter((command) => globalCommandOffered(command, guild !== undefined)),
    ];
  };

  const findCommand = (name: string, channel: FakeChannel, user: FakeUser): RegisteredCommand => {
    const guild = guildOf(channel);
    const command = commandsHere(channel).find((known) => known.name === name);
    if (!command) {
      if (state.globalCommands.some((known) => known.name === name))
        throw new Error(`fake Discord: /${name} is not offered in ${guild ? 'servers' : 'DMs'}`);
      throw new Error(`fake Discord: /${name} is not registered where ${user.username} is`);
    }
    if (!permitted(command, guild, user)) {
      throw new Error(`fake Discord: ${user.username} lacks the permissions /${name} needs, Discord hides it`);
    }
    return command;
  };

  /** The options Discord sends: a chosen sub-command wraps the options typed for it, as Discord nests them. */
  const commandOptions = (
    command: RegisteredCommand,
    values: Record<string, string | number | boolean>,
    focused?: string,
    subcommand?: string,
  ): Json[] => {
    const top = (command.options as Json[] | undefined) ?? [];
    const subcommands = top.filter((option) => option.type === 1);
    if (subcommands.length > 0 && subcommand === undefined) throw new Error(`fake Discord: /${command.name} needs a sub-command`);
    if (subcommand === undefined) return typedOptions(`/${command.name}`, top, values, focused);
    const chosen = subcommands.find((option) => option.name === subcommand);
    if (!chosen) throw new Error(`fake Discord: /${command.name} has no sub-command ${subcommand}`);
    const declared = (chosen.options as Json[] | undefined) ?? [];
    const typed = typedOptions(`/${command.name} ${subcommand}`, declared, values, focused);
    return [{ name: subcommand, type: 1, ...(typed.length > 0 ? { options: typed } : {}) }];
  };

  const typedOptions = (where: string, declared: Json[], values: Record<string, string | number | boolean>, focused?: string): Json[] => {
    for (const name of Object.keys(values)) {
      if (!declared.some((option) => option.name === name)) throw new Error(`fake Discord: ${where} has no option ${name}`);
    }
    for (const option of declared) {
      if (option.required === true && values[String(option.name)] === undefined && focused === undefined) {
        throw new Error(`fake Discord: ${where} needs option ${String(option.name)}`);
      }
    }
    return declared.flatMap((option) => {
      const value = values[String(option.name)];
      if (value === undefined) return [];
      const isFocused = option.name === focused;
      return [{ name: option.name, type: option.type, value: isFocused ? String(value) : value, ...(isFocused ? { focused: true } : {}) }];
    });
  };

  const fake: FakeDiscord = {
    apiRoot: `${baseUrl}/api`,
    gatewayUrl: gatewayUrl(),
    token,
    applicationId: state.applicationId,
    state,
    calls: rest.calls,
    gatewayLog: gateway.received,
    rateLimited: () => limits.rejected,
    commandCreates: () => rest.commandCreates,
    addUser: (username, options) => state.addUser(username, options?.locale),
    addGuild(seed) {
      const guild = state.addGuild(seed.name, seed.owner.id, seed.roles ?? [], seed.channels ?? ['general']);
      for (const member of seed.members ?? []) {
        const roleIds = (member.roles ?? []).map((roleName) => {
          const role = guild.roles.find((candidate) => candidate.name === roleName);
          if (!role) throw new Error(`fake Discord: no role ${roleName} in ${seed.name}`);
          return role.id;
        });
        guild.members.set(member.user.id, roleIds);
      }
      if (gateway.connected && gateway.intents() & INTENTS.guilds) gateway.dispatch('GUILD_CREATE', state.apiGuildCreate(guild));
      return guild;
    },
    channelNamed(guild, name) {
      const channel = guild.channelIds.map((id) => state.channels.get(id)).find((candidate) => candidate?.name === name);
      if (!channel) throw new Error(`fake Discord: no channel #${name} in ${guild.name}`);
      return channel;
    },
    dmChannel: (user) => state.dmChannelFor(user.id),
    closeChannel(channelId, how) {
      const channel = state.channels.get(channelId);
      if (channel) channel.closed = how;
    },
    blockDirectMessages: (user) => void state.dmBlocked.add(user.id),
    injectFailure: (failure) => rest.injectFailure({ ...failure, times: failure.times ?? 1 }),
    commands: (guild) => (guild ? (state.guildCommands.get(guild.id) ?? []) : state.globalCommands),
    offeredCommands: (channel, user) =>
      commandsHere(channel)
        .filter((command) => permitted(command, guildOf(channel), user))
        .map((command) => command.name),
    messages: (channelId, viewer) =>
      state.channelMessages(channelId).filter((message) => !message.visibleTo || message.visibleTo === viewer?.id),
    message: (id) => state.messages.get(id),
    waitForBot: (wait) => waitUntil('the bot to connect to the gateway', () => gateway.connected, wait).then(() => undefined),
    reconnectGateway: () => gateway.requestReconnect(),
    slash({ user, channel, name, subcommand, options: values = {} }) {
      const command = findCommand(name, channel, user);
      // Discord leaves `options` out when none were given.
      const options = commandOptions(command, values, undefined, subcommand);
      const data: Json = { id: command.id, name, type: 1, ...(options.length > 0 ? { options } : {}) };
      if (channel.guildId) data.guild_id = channel.guildId;
      return dispatchInteraction(2, user, channel, data);
    },
    autocomplete({ user, channel, name, focused, value, subcommand, options: values = {} }) {
      const command = findCommand(name, channel, user);
      const data: Json = {
        id: command.id,
        name,
        type: 1,
        options: commandOptions(command, { ...values, [focused]: value }, focused, subcommand),
      };
      return dispatchInteraction(4, user, channel, data);
    },
    click({ user, message, customId }) {
      const component = [...walkComponents(message.components)].find((candidate) => candidate.custom_id === customId);
      if (!component || component.type !== 2) throw new Error(`fake Discord: no button ${customId} on message ${message.id}`);
      if (component.disabled === true) throw new Error(`fake Discord: button ${customId} is disabled`);
      const channel = state.channels.get(message.channelId);
      if (!channel) throw new Error('fake Discord: message without channel');
      return dispatchInteraction(3, user, channel, { custom_id: customId, component_type: 2 }, message);
    },
    clickLabel({ user, message, label }) {
      const button = [...walkComponents(message.components)].find((candidate) => candidate.type === 2 && candidate.label === label);
      if (!button) throw new Error(`fake Discord: no button labelled ${label} on message ${message.id}`);
      return fake.click({ user, message, customId: String(button.custom_id) });
    },
    select({ user, message, customId, values }) {
      const menu = [...walkComponents(message.components)].find((candidate) => candidate.custom_id === customId);
      if (!menu || menu.type !== 3) throw new Error(`fake Discord: no select menu ${customId} on message ${message.id}`);
      const offered = new Set(((menu.options as Json[] | undefined) ?? []).map((option) => option.value));
      for (const value of values) if (!offered.has(value)) throw new Error(`fake Discord: ${value} is not an option of ${customId}`);
      const channel = state.channels.get(message.channelId);
      if (!channel) throw new Error('fake Discord: message without channel');
      return dispatchInteraction(3, user, channel, { custom_id: customId, component_type: 3, values }, message);
    },
    submitModal({ user, from, values }) {
      const modal = from.record.callback;
      if (modal?.type !== 9) throw new Error('fake Discord: that interaction did not open a modal');
      const channel = state.channels.get(from.record.channelId);
      if (!channel) throw new Error('fake Discord: modal without channel');
      const used = new Set<string>();
      const answer = (input: Json): Json => {
        const customId = String(input.custom_id);
        const value = values[customId] ?? '';
        if (input.required !== false && value.length === 0) throw new Error(`fake Discord: ${customId} is required`);
        if (typeof input.max_length === 'number' && value.length > input.max_length) {
          throw new Error(`fake Discord: ${customId} takes at most ${input.max_length} characters`);
        }
        used.add(customId);
        return { type: 4, id: input.id ?? 0, custom_id: customId, value };
      };
      const components = ((modal.data.components as Json[] | undefined) ?? []).map((component, index): Json => {
        if (component.type === 18) return { type: 18, id: index + 1, component: answer(component.component as Json) };
        if (component.type === 1) return { type: 1, id: index + 1, components: (component.components as Json[]).map(answer) };
        return { type: component.type, id: index + 1 };
      });
      for (const key of Object.keys(values)) if (!used.has(key)) throw new Error(`fake Discord: the modal has no field ${key}`);
      const source = from.record.sourceMessageId ? state.messages.get(from.record.sourceMessageId) : undefined;
      return dispatchInteraction(5, user, channel, { custom_id: modal.data.custom_id, components }, source);
    },
    postMessage({ user, channel, content, attachments = [], replyTo }) {
      const message = rest.createMessage(
        channel.id,
        { content },
        attachments.map((attachment) => ({ field: 'files[0]', ...attachment, data: Buffer.from(attachment.data) })),
        { authorId: user.id, ...(replyTo ? { referenceId: replyTo.id } : {}) },
      );
      for (const [index, { shownSize, withoutLength }] of attachments.entries())
        Object.assign(message.attachments[index] ?? {}, { shownSize, withoutLength });
      const intents = gateway.intents();
      const guild = guildOf(channel);
      const wanted = guild ? intents & INTENTS.guildMessages : intents & INTENTS.directMessages;
      if (wanted) {
        const payload = state.apiMessage(message);
        if (guild) {
          payload.member = state.apiMember(guild, user.id);
          if (!(intents & INTENTS.messageContent)) Object.assign(payload, { content: '', attachments: [], embeds: [] });
        }
        gateway.dispatch('MESSAGE_CREATE', payload);
      }
      return message;
    },
    attachmentDownloads: () => downloads,
    async close() {
      await gateway.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
