// The REST half of the fake, under /api/v10, answering like Discord: JSON or
// multipart bodies, `{code, message}` errors, rate-limit headers and 429s.
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  FakeDiscordError,
  alreadyAcknowledged,
  cannotMessageUser,
  missingAccess,
  unauthorized,
  unknownChannel,
  unknownInteraction,
  unknownMessage,
  unknownUser,
  unknownWebhook,
} from './discord-error.js';
import type { FakeGateway } from './fake-gateway.js';
import type { FakeChannel, FakeInteraction, FakeMessage, FakeState, Json, RegisteredCommand } from './fake-state.js';
import { checkAutocomplete, checkCommands, checkMessage, checkModal } from './payload-rules.js';
import type { RateLimits } from './rate-limits.js';
import { nextSnowflake } from './snowflake.js';
import { mentionPings } from './mention-pings.js';

export interface RecordedFile {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface RecordedCall {
  method: string;
  /** Path under /api/v10 with the query, e.g. `/channels/1/messages`. */
  path: string;
  /** The route template, e.g. `/channels/:id/messages`. */
  route: string;
  status: number;
  body: unknown;
  files: RecordedFile[];
  at: number;
}

export interface InjectedFailure {
  method?: string;
  path: RegExp;
  status: number;
  code?: number;
  message?: string;
  /** For a 429: seconds to wait, sent as `retry_after` and `Retry-After`. */
  retryAfterSeconds?: number;
  global?: boolean;
  times: number;
}

interface Request {
  method: string;
  path: string;
  query: URLSearchParams;
  params: string[];
  body: unknown;
  files: RecordedFile[];
  authorized: boolean;
}

interface Answer {
  status: number;
  body?: unknown;
}

type Handler = (request: Request) => Answer | Promise<Answer>;

interface Route {
  method: string;
  template: string;
  pattern: RegExp;
  auth: boolean;
  handler: Handler;
}

const EPHEMERAL = 64;
const LOADING = 128;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const LOCALIZATION_MAPS = new Set(['name_localizations', 'description_localizations']);

function withoutLocalizations(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutLocalizations);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !LOCALIZATION_MAPS.has(key))
      .map(([key, child]) => [key, withoutLocalizations(child)]),
  );
}

/** Registered commands as Discord reads them back: the localisation maps only when asked `with_localizations=true`. */
function readBack(commands: RegisteredCommand[], query: URLSearchParams): unknown {
  return query.get('with_localizations') === 'true' ? commands : withoutLocalizations(commands);
}

async function readBody(request: IncomingMessage): Promise<{ body: unknown; files: RecordedFile[] }> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  if (raw.length === 0) return { body: undefined, files: [] };
  const contentType = request.headers['content-type'] ?? '';
  if (contentType.startsWith('multipart/form-data')) {
    const form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
    let body: unknown;
    const files: RecordedFile[] = [];
    for (const [field, value] of form.entries()) {
      if (typeof value === 'string') {
        if (field === 'payload_json') body = JSON.parse(value) as unknown;
      } else {
        files.push({
          field,
          filename: value.name,
          contentType: value.type || 'application/octet-stream',
          data: Buffer.from(await value.arrayBuffer()),
        });
      }
    }
    return { body, files };
  }
  return { body: JSON.parse(raw.toString('utf8')) as unknown, files: [] };
}

export class FakeRest {
  readonly calls: RecordedCall[] = [];
  private readonly failures: InjectedFailure[] = [];
  private readonly routes: Route[] = [];
  /** How many commands a bulk overwrite created (Discord counts these against a daily limit). */
  commandCreates = 0;

  constructor(
    private readonly state: FakeState,
    private readonly gateway: FakeGateway,
    private readonly rateLimits: RateLimits,
    private readonly token: string,
    private readonly gatewayUrl: () => string,
    private readonly interactionDeadlineMs: number,
  ) {
    this.defineRoutes();
  }

  injectFailure(failure: InjectedFailure): void {
    this.failures.push(failure);
  }

  async handle(request: IncomingMessage, response: ServerResponse, pathname: string, query: URLSearchParams): Promise<void> {
    const method = request.method ?? 'GET';
    const path = pathname.slice('/api/v10'.length) || '/';
    const route = this.routes.find((candidate) => candidate.method === method && candidate.pattern.test(path));
    let parsed: { body: unknown; files: RecordedFile[] } = { body: undefined, files: [] };
    const record = (status: number, template: string) =>
      this.calls.push({
        method,
        path: `${path}${query.size > 0 ? `?${query.toString()}` : ''}`,
        route: template,
        status,
        body: parsed.body,
        files: parsed.files,
        at: Date.now(),
      });
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, body === undefined ? headers : { 'content-type': 'application/json', ...headers });
      response.end(body === undefined ? undefined : JSON.stringify(body));
    };
    try {
      parsed = await readBody(request);
    } catch {
      record(400, route?.template ?? path);
      return send(400, { code: 50109, message: 'The request body contains invalid JSON.' });
    }
    if (!route) {
      record(404, path);
      return send(404, { code: 0, message: '404: Not Found' });
    }
    const params = (route.pattern.exec(path)?.slice(1) ?? []).map((param) => decodeURIComponent(param));
    const limit = this.rateLimits.check(method, route.template, params[0] ?? '');
    if (limit.limited) {
      record(429, route.template);
      return send(
        429,
        { message: 'You are being rate limited.', retry_after: limit.retryAfterSeconds, global: false, code: 0 },
        limit.headers,
      );
    }
    const failureIndex = this.failures.findIndex(
      (failure) => (failure.method === undefined || failure.method === method) && failure.path.test(path),
    );
    const failure = this.failures[failureIndex];
    if (failure) {
      failure.times -= 1;
      if (failure.times <= 0) this.failures.splice(failureIndex, 1);
      record(failure.status, route.template);
      if (failure.status === 429) {
        const seconds = failure.retryAfterSeconds ?? 1;
        return send(
          429,
          { message: 'You are being rate limited.', retry_after: seconds, global: failure.global ?? false, code: 0 },
          {
            'Retry-After': String(seconds),
            'X-RateLimit-Scope': failure.global ? 'global' : 'user',
            ...(failure.global ? { 'X-RateLimit-Global': 'true' } : {}),
          },
        );
      }
      return send(failure.status, { code: failure.code ?? 0, message: failure.message ?? 'injected failure' });
    }
    const authorized = request.headers.authorization === `Bot ${this.token}`;
    try {
      if (route.auth && !authorized) throw unauthorized();
      const answer = await route.handler({ method, path, query, params, authorized, ...parsed });
      record(answer.status, route.template);
      send(answer.status, answer.body, limit.headers);
    } catch (error) {
      if (!(error instanceof FakeDiscordError)) throw error;
      record(error.status, route.template);
      send(error.status, error.body(), limit.headers);
    }
  }

  private on(method: string, template: string, handler: Handler, auth = true): void {
    const pattern = new RegExp(`^${template.replace(/:[a-z]+/g, '([^/]+)')}$`);
    this.routes.push({ method, template, pattern, auth, handler });
  }

  private defineRoutes(): void {
    const state = this.state;
    this.on('GET', '/gateway/bot', () => ({
      status: 200,
      body: {
        url: this.gatewayUrl(),
        shards: 1,
        session_start_limit: { total: 1000, remaining: 999, reset_after: 86_400_000, max_concurrency: 1 },
      },
    }));
    this.on('GET', '/gateway', () => ({ status: 200, body: { url: this.gatewayUrl() } }), false);
    this.on('GET', '/users/@me', () => ({ status: 200, body: { ...state.apiUser(state.bot), verified: true, mfa_enabled: false } }));
    this.on('GET', '/users/:id', ({ params }) => {
      const user = state.users.get(params[0] ?? '');
      if (!user) throw unknownUser();
      return { status: 200, body: state.apiUser(user) };
    });
    this.on('GET', '/applications/@me', () => ({
      status: 200,
      body: {
        id: state.applicationId,
        name: state.bot.username,
        icon: null,
        description: '',
        bot_public: true,
        bot_require_code_grant: false,
        flags: 0,
        owner: state.apiUser(state.bot),
        bot: state.apiUser(state.bot),
        verify_key: '',
        team: null,
      },
    }));
    this.on('GET', '/applications/:app/commands', ({ params, query }) => {
      this.checkApplication(params[0]);
      return { status: 200, body: readBack(state.globalCommands, query) };
    });
    this.on('PUT', '/applications/:app/commands', ({ params, body }) => {
      this.checkApplication(params[0]);
      const next = this.overwrite(state.globalCommands, body, undefined);
      state.globalCommands.splice(0, state.globalCommands.length, ...next);
      return { status: 200, body: next };
    });
    this.on('GET', '/applications/:app/guilds/:guild/commands', ({ params, query }) => {
      this.checkApplication(params[0]);
      return { status: 200, body: readBack(state.guildCommands.get(params[1] ?? '') ?? [], query) };
    });
    this.on('PUT', '/applications/:app/guilds/:guild/commands', ({ params, body }) => {
      this.checkApplication(params[0]);
      const guildId = params[1] ?? '';
      if (!state.guilds.has(guildId)) throw missingAccess();
      const next = this.overwrite(state.guildCommands.get(guildId) ?? [], body, guildId);
      state.guildCommands.set(guildId, next);
      return { status: 200, body: next };
    });
    this.on('POST', '/users/@me/channels', ({ body }) => {
      const recipient = isObject(body) ? String((body.recipient_id as string | number | undefined) ?? '') : '';
      if (!state.users.has(recipient)) throw unknownUser();
      return { status: 200, body: state.apiChannel(state.dmChannelFor(recipient)) };
    });
    this.on('GET', '/channels/:channel', ({ params }) => ({ status: 200, body: state.apiChannel(this.channel(params[0])) }));
    this.on('POST', '/channels/:channel/messages', ({ params, body, files }) => {
      const channel = this.channel(params[0]);
      if (channel.type === 1 && channel.recipientId && state.dmBlocked.has(channel.recipientId)) throw cannotMessageUser();
      const payload = isObject(body) ? body : {};
      checkMessage(payload, files.length, true);
      const reference = isObject(payload.message_reference)
        ? String((payload.message_reference.message_id as string | number | undefined) ?? '')
        : '';
      const message = this.createMessage(channel.id, payload, files, { referenceId: reference || undefined });
      return { status: 200, body: state.apiMessage(message) };
    });
    this.on('GET', '/channels/:channel/messages/:message', ({ params }) => ({
      status: 200,
      body: state.apiMessage(this.message(this.channel(params[0]).id, params[1])),
    }));
    this.on('PATCH', '/channels/:channel/messages/:message', ({ params, body, files }) => {
      const message = this.message(this.channel(params[0]).id, params[1]);
      if (message.authorId !== state.bot.id) throw new FakeDiscordError(403, 50005, 'Cannot edit a message authored by another user');
      this.editMessage(message, isObject(body) ? body : {}, files);
      return { status: 200, body: state.apiMessage(message) };
    });
    this.on('DELETE', '/channels/:channel/messages/:message', ({ params }) => {
      const channel = this.channel(params[0]);
      const message = this.message(channel.id, params[1]);
      if (message.authorId !== state.bot.id) {
        if (channel.type === 1) throw new FakeDiscordError(403, 50003, 'Cannot execute action on a DM channel');
        const guild = state.guilds.get(channel.guildId ?? '');
        if (!guild || (state.permissionsOf(guild, state.bot.id) & (1n << 13n)) === 0n) {
          throw new FakeDiscordError(403, 50013, 'Missing Permissions');
        }
      }
      message.deleted = true;
      return { status: 204 };
    });
    this.on('GET', '/guilds/:guild', ({ params }) => ({ status: 200, body: state.apiGuildCreate(this.guild(params[0])) }));
    this.on('GET', '/guilds/:guild/channels', ({ params }) => ({
      status: 200,
      body: this.guild(params[0]).channelIds.map((id) => state.apiChannel(this.channel(id))),
    }));
    this.on('GET', '/guilds/:guild/roles', ({ params }) => ({
      status: 200,
      body: this.guild(params[0]).roles.map((role, index) => state.apiRole(role, index)),
    }));
    this.on('GET', '/guilds/:guild/members/:user', ({ params }) => {
      const guild = this.guild(params[0]);
      if (!guild.members.has(params[1] ?? '')) throw new FakeDiscordError(404, 10007, 'Unknown Member');
      return { status: 200, body: state.apiMember(guild, params[1] ?? '') };
    });
    this.on('POST', '/interactions/:id/:token/callback', (request) => this.callback(request), false);
    this.on('POST', '/webhooks/:app/:token', (request) => this.followUp(request), false);
    this.on(
      'GET',
      '/webhooks/:app/:token/messages/:message',
      ({ params }) => {
        const message = this.webhookMessage(params[1], params[2]);
        return { status: 200, body: state.apiMessage(message) };
      },
      false,
    );
    this.on(
      'PATCH',
      '/webhooks/:app/:token/messages/:message',
      ({ params, body, files }) => {
        const message = this.webhookMessage(params[1], params[2]);
        const payload = isObject(body) ? body : {};
        checkMessage(payload, files.length, false);
        this.editMessage(message, payload, files);
        message.flags &= ~LOADING;
        return { status: 200, body: state.apiMessage(message) };
      },
      false,
    );
    this.on(
      'DELETE',
      '/webhooks/:app/:token/messages/:message',
      ({ params }) => {
        this.webhookMessage(params[1], params[2]).deleted = true;
        return { status: 204 };
      },
      false,
    );
  }

  private checkApplication(id: string | undefined): void {
    if (id !== this.state.applicationId) throw new FakeDiscordError(403, 50001, 'Missing Access');
  }

  private channel(id: string | undefined): FakeChannel {
    const channel = this.state.channels.get(id ?? '');
    if (!channel || channel.closed === 'unknown_channel') throw unknownChannel();
    if (channel.closed === 'missing_access') throw missingAccess();
    return channel;
  }

  private guild(id: string | undefined) {
    const guild = this.state.guilds.get(id ?? '');
    if (!guild) throw new FakeDiscordError(404, 10004, 'Unknown Guild');
    return guild;
  }

  private message(channelId: string, id: string | undefined): FakeMessage {
    const message = this.state.messages.get(id ?? '');
    if (!message || message.deleted || message.channelId !== channelId) throw unknownMessage();
    return message;
  }

  /** Bulk overwrite keeps the id of a command whose name survives, as Discord does. */
  private overwrite(current: RegisteredCommand[], body: unknown, guildId: string | undefined): RegisteredCommand[] {
    checkCommands(body);
    return (body as Json[]).map((command) => {
      const existing = current.find((known) => known.name === command.name && (known.type ?? 1) === (command.type ?? 1));
      if (!existing) this.commandCreates += 1;
      return {
        type: 1,
        options: [],
        default_member_permissions: null,
        nsfw: false,
        contexts: null,
        integration_types: [0],
        ...command,
        id: existing?.id ?? nextSnowflake(),
        application_id: this.state.applicationId,
        version: nextSnowflake(),
        ...(guildId ? { guild_id: guildId } : {}),
      } as unknown as RegisteredCommand;
    });
  }

  createMessage(channelId: string, payload: Json, files: RecordedFile[], extra: Partial<FakeMessage> & { authorId?: string }): FakeMessage {
    const message: FakeMessage = {
      id: nextSnowflake(),
      channelId,
      authorId: this.state.bot.id,
      content: typeof payload.content === 'string' ? payload.content : '',
      embeds: Array.isArray(payload.embeds) ? (payload.embeds as Json[]) : [],
      components: Array.isArray(payload.components) ? (payload.components as Json[]) : [],
      attachments: files.map((file) => this.state.storeAttachment(channelId, file.filename, file.contentType, file.data)),
      flags: typeof payload.flags === 'number' ? payload.flags : 0,
      timestamp: new Date().toISOString(),
      editedTimestamp: null,
      deleted: false,
      pinged: mentionPings(payload),
      ...extra,
    };
    this.state.messages.set(message.id, message);
    return message;
  }

  private editMessage(message: FakeMessage, payload: Json, files: RecordedFile[]): void {
    if (typeof payload.content === 'string') message.content = payload.content;
    if (payload.content === null) message.content = '';
    if (Array.isArray(payload.embeds)) message.embeds = payload.embeds as Json[];
    if (Array.isArray(payload.components)) message.components = payload.components as Json[];
    if (Array.isArray(payload.attachments)) {
      const keep = new Set((payload.attachments as Json[]).map((attachment) => String(attachment.id)));
      message.attachments = message.attachments.filter((attachment) => keep.has(attachment.id));
    }
    message.attachments.push(
      ...files.map((file) => this.state.storeAttachment(message.channelId, file.filename, file.contentType, file.data)),
    );
    message.editedTimestamp = new Date().toISOString();
  }

  private interaction(id: string | undefined, token: string | undefined): FakeInteraction {
    const interaction = this.state.interactionsByToken.get(token ?? '');
    if (!interaction || (id !== undefined && interaction.id !== id)) throw unknownInteraction();
    return interaction;
  }

  private callback({ params, body, files, query }: Request): Answer {
    const interaction = this.interaction(params[0], params[1]);
    if (interaction.callback) throw alreadyAcknowledged();
    if (Date.now() - interaction.dispatchedAt > this.interactionDeadlineMs) throw unknownInteraction();
    const payload = isObject(body) ? body : {};
    const type = Number(payload.type);
    const data = isObject(payload.data) ? payload.data : {};
    const allowed: Record<number, number[]> = { 4: [2, 3, 5], 5: [2, 3, 5], 6: [3, 5], 7: [3, 5], 8: [4], 9: [2, 3] };
    if (!allowed[type]?.includes(interaction.type)) {
      throw new FakeDiscordError(400, 50035, `Invalid Form Body: callback type ${type} on interaction type ${interaction.type}`);
    }
    if ((type === 6 || type === 7) && !interaction.sourceMessageId) {
      throw new FakeDiscordError(400, 50035, 'Invalid Form Body: nothing to update');
    }
    if (type === 4 || type === 7) checkMessage(data, files.length, type === 4);
    if (type === 8) checkAutocomplete(data);
    if (type === 9) checkModal(data);
    const ephemeral = (Number(data.flags ?? 0) & EPHEMERAL) !== 0;
    if (type === 4 || type === 5) {
      const message = this.createMessage(interaction.channelId, type === 5 ? { flags: Number(data.flags ?? 0) | LOADING } : data, files, {
        interactionId: interaction.id,
        webhookId: this.state.applicationId,
        ...(ephemeral ? { visibleTo: interaction.userId } : {}),
      });
      interaction.originalMessageId = message.id;
    } else if (type === 6 || type === 7) {
      interaction.originalMessageId = interaction.sourceMessageId;
      const source = this.state.messages.get(interaction.sourceMessageId ?? '');
      if (type === 7 && source) this.editMessage(source, data, files);
    }
    interaction.callback = { type, data, files: files.length, at: Date.now() };
    if (query.get('with_response') !== 'true') return { status: 204 };
    const original = this.state.messages.get(interaction.originalMessageId ?? '');
    return {
      status: 200,
      body: {
        interaction: {
          id: interaction.id,
          type: interaction.type,
          activity_instance_id: null,
          response_message_id: original?.id ?? null,
          response_message_loading: type === 5,
          response_message_ephemeral: ephemeral,
        },
        resource: { type, ...(original ? { message: this.state.apiMessage(original) } : {}) },
      },
    };
  }

  private followUp({ params, body, files, query }: Request): Answer {
    if (params[0] !== this.state.applicationId) throw unknownWebhook();
    const interaction = this.state.interactionsByToken.get(params[1] ?? '');
    if (!interaction?.callback || interaction.callback.type === 8 || interaction.callback.type === 9) throw unknownWebhook();
    const payload = isObject(body) ? body : {};
    checkMessage(payload, files.length, true);
    const original = this.state.messages.get(interaction.originalMessageId ?? '');
    let message: FakeMessage;
    if (interaction.callback.type === 5 && original && !original.deleted && original.flags & LOADING) {
      this.editMessage(original, payload, files);
      original.flags &= ~LOADING;
      message = original;
    } else {
      const ephemeral = (Number(payload.flags ?? 0) & EPHEMERAL) !== 0;
      message = this.createMessage(interaction.channelId, payload, files, {
        interactionId: interaction.id,
        webhookId: this.state.applicationId,
        ...(ephemeral ? { visibleTo: interaction.userId } : {}),
      });
      interaction.followUpIds.push(message.id);
    }
    return query.get('wait') === 'true' ? { status: 200, body: this.state.apiMessage(message) } : { status: 204 };
  }

  private webhookMessage(token: string | undefined, id: string | undefined): FakeMessage {
    const interaction = this.state.interactionsByToken.get(token ?? '');
    if (!interaction?.callback) throw unknownWebhook();
    const messageId = id === '@original' ? interaction.originalMessageId : id;
    if (!messageId || (id !== '@original' && !interaction.followUpIds.includes(messageId))) throw unknownMessage();
    const message = this.state.messages.get(messageId);
    if (!message || message.deleted) throw unknownMessage();
    return message;
  }
}
