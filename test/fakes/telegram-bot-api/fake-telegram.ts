import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BotApiError, type GoneReason } from './bot-api-error.js';
import { METHODS, type MethodContext } from './bot-api-methods.js';
import { FakeState, type ChatState, type StoredMessage } from './fake-state.js';
import { RateLimiter, TELEGRAM_RATE_LIMITS, type FakeRateLimits } from './rate-limits.js';
import { parseRequest } from './request-body.js';
import type { ChatType, TgBotCommand, TgChat, TgMenuButton, TgMessage, TgUser } from './types.js';
import { serveStreamed, type FileDownload } from '../../support/streamed-file.js';

export interface FakeTelegramOptions {
  /** Telegram's rate limits by default; `false` turns them off. */
  rateLimits?: FakeRateLimits | false;
  botUsername?: string;
}

/** One call the bot made, as the server saw it. */
export interface CallRecord {
  method: string;
  fields: Record<string, unknown>;
  /** Names of uploaded file parts. */
  files: string[];
  receivedAt: number;
  ok: boolean;
  errorCode?: number;
  description?: string;
  retryAfter?: number;
}

export interface InjectedFault {
  errorCode: number;
  description: string;
  retryAfter?: number;
}

interface MessageOptions {
  /** Makes the message a reply to this message of the same chat. */
  replyTo?: number;
}

const BOT_ID = 7_000_000_001;

/** Finds the message of a chat the reply points at, as Telegram embeds it. */
function repliedMessage(chat: ChatState, replyTo: number | undefined): { reply_to_message?: TgMessage } {
  if (replyTo === undefined) return {};
  const target = chat.messages.get(replyTo);
  if (!target) throw new Error(`fake telegram: no message ${replyTo} in chat ${chat.chat.id} to reply to`);
  return { reply_to_message: target.message };
}

function commandEntities(text: string): { entities?: TgMessage['entities'] } {
  const match = /^\/[A-Za-z0-9_]+(@[A-Za-z0-9_]+)?/.exec(text);
  return match ? { entities: [{ type: 'bot_command', offset: 0, length: match[0].length }] } : {};
}

/**
 * A Telegram Bot API server on loopback that speaks the real protocol, keeps
 * chats and messages, enforces Telegram's checks and rate limits, and lets a
 * test play the users.
 */
export class FakeTelegram {
  readonly token = `${BOT_ID}:AAF${randomBytes(16).toString('base64url')}`;
  readonly bot: TgUser;
  readonly calls: CallRecord[] = [];
  private readonly downloads: FileDownload[] = [];
  private readonly state = new FakeState();
  private limiter: RateLimiter | null;
  private webhook: { url: string; secretToken?: string } | null = null;
  private webhookPushing = false;
  private readonly faults = new Map<string, InjectedFault[]>();
  private readonly openPolls = new Set<() => void>();
  private currentPoll: ((outcome: 'superseded') => void) | null = null;
  private closed = false;
  private port = 0;

  constructor(
    private readonly server: Server,
    options: FakeTelegramOptions,
  ) {
    this.bot = { id: BOT_ID, is_bot: true, first_name: 'Hawker', username: options.botUsername ?? 'hawker_test_bot' };
    this.limiter = options.rateLimits === false ? null : new RateLimiter(options.rateLimits ?? TELEGRAM_RATE_LIMITS, Date.now());
    this.state.onUpdate(() => {
      if (this.webhook) void this.pushToWebhook();
    });
  }

  /** What to give grammY as `client.apiRoot`. */
  get apiRoot(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async listen(): Promise<void> {
    this.server.on('request', (request, response) => {
      void this.serve(request, response, Date.now());
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const wake of [...this.openPolls]) wake();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  setRateLimits(limits: FakeRateLimits | false): void {
    this.limiter = limits === false ? null : new RateLimiter(limits, Date.now());
  }

  /** The next `times` calls of `method` fail with this answer, before any other check. */
  failNext(method: string, fault: InjectedFault, times = 1): void {
    const queue = this.faults.get(method) ?? [];
    for (let i = 0; i < times; i += 1) queue.push(fault);
    this.faults.set(method, queue);
  }

  /** A person whose Telegram app is in `languageCode` (English, as most clients send it, unless told; null: the client says none). */
  createUser(firstName = 'Seller', username?: string, languageCode: string | null = 'en'): TgUser {
    return this.state.newUser(firstName, username, languageCode ?? undefined);
  }

  /** The private chat of a user with the bot (its id is the user's id, as on Telegram). */
  privateChat(user: TgUser): TgChat {
    return this.state.addChat(
      { id: user.id, type: 'private', first_name: user.first_name, ...(user.username ? { username: user.username } : {}) },
      false,
    ).chat;
  }

  createGroup(options: { title?: string; type?: Exclude<ChatType, 'private'>; botIsAdmin?: boolean; members?: TgUser[] } = {}): TgChat {
    const type = options.type ?? 'supergroup';
    const chat = this.state.addChat({ id: this.state.newGroupId(type), type, title: options.title ?? 'Team' }, options.botIsAdmin ?? false);
    for (const member of options.members ?? []) chat.members.set(member.id, 'member');
    return chat.chat;
  }

  setBotAdmin(chatId: number, isAdmin: boolean): void {
    this.chatState(chatId).botIsAdmin = isAdmin;
  }

  /** Closes a chat to the bot: every later call on it answers as Telegram does for that reason. */
  setChatGone(chatId: number, reason: GoneReason | null): void {
    this.chatState(chatId).gone = reason;
  }

  /** A user writes a message (a command when it starts with `/`). */
  userSends(from: TgUser, chat: TgChat, text: string, options: MessageOptions = {}): TgMessage {
    const state = this.chatState(chat.id);
    const stored = this.state.storeMessage(
      state,
      { from, text, ...commandEntities(text), ...repliedMessage(state, options.replyTo) },
      false,
    );
    this.state.pushUpdate({ message: stored.message });
    return stored.message;
  }

  userSendsDocument(
    from: TgUser,
    chat: TgChat,
    /** `sizeUnknown`: Telegram names no size for it, and its file server sends none (`StoredFile`). */
    document: { filename: string; mimeType: string; data: Uint8Array; caption?: string; sizeUnknown?: boolean },
    options: MessageOptions = {},
  ): TgMessage {
    const state = this.chatState(chat.id);
    const file = this.state.storeFile(Buffer.from(document.data), 'documents', document.filename, document.mimeType);
    if (document.sizeUnknown) file.sizeUnknown = true;
    const stored = this.state.storeMessage(
      state,
      {
        from,
        document: {
          file_id: file.fileId,
          file_unique_id: file.uniqueId,
          file_name: document.filename,
          mime_type: document.mimeType,
          ...(file.sizeUnknown ? {} : { file_size: file.data.length }),
        },
        ...(document.caption ? { caption: document.caption } : {}),
        ...repliedMessage(state, options.replyTo),
      },
      false,
    );
    this.state.pushUpdate({ message: stored.message });
    return stored.message;
  }

  /** A user sends a picture; Telegram offers it in several sizes, the largest last. */
  userSendsPhoto(from: TgUser, chat: TgChat, photo: { data: Uint8Array; caption?: string }, options: MessageOptions = {}): TgMessage {
    const state = this.chatState(chat.id);
    const thumb = this.state.storeFile(Buffer.from(photo.data.slice(0, Math.min(photo.data.length, 16))), 'photos');
    const full = this.state.storeFile(Buffer.from(photo.data), 'photos');
    const stored = this.state.storeMessage(
      state,
      {
        from,
        photo: [
          { file_id: thumb.fileId, file_unique_id: thumb.uniqueId, width: 90, height: 90, file_size: thumb.data.length },
          { file_id: full.fileId, file_unique_id: full.uniqueId, width: 1280, height: 960, file_size: full.data.length },
        ],
        ...(photo.caption ? { caption: photo.caption } : {}),
        ...repliedMessage(state, options.replyTo),
      },
      false,
    );
    this.state.pushUpdate({ message: stored.message });
    return stored.message;
  }

  /** A user presses the inline button labelled `label` on a bot message; gives the callback query id. */
  pressButton(from: TgUser, chat: TgChat, messageId: number, label: string | RegExp): string {
    const stored = this.chatState(chat.id).messages.get(messageId);
    if (!stored || stored.deleted) throw new Error(`fake telegram: no message ${messageId} in chat ${chat.id}`);
    const button = (stored.message.reply_markup?.inline_keyboard ?? [])
      .flat()
      .find((candidate) => (typeof label === 'string' ? candidate.text === label : label.test(candidate.text)));
    if (!button?.callback_data) {
      const labels = (stored.message.reply_markup?.inline_keyboard ?? []).flat().map((candidate) => candidate.text);
      throw new Error(`fake telegram: no button ${String(label)} on message ${messageId} (buttons: ${labels.join(' | ')})`);
    }
    return this.pressCallbackData(from, chat, messageId, button.callback_data);
  }

  /** A press with raw callback data, as a stale or forged button would send it. */
  pressCallbackData(from: TgUser, chat: TgChat, messageId: number, data: string): string {
    const stored = this.chatState(chat.id).messages.get(messageId);
    if (!stored) throw new Error(`fake telegram: no message ${messageId} in chat ${chat.id}`);
    const id = randomBytes(8).toString('hex');
    this.state.callbacks.set(id, { chatId: chat.id, messageId, data, answered: false });
    this.state.pushUpdate({ callback_query: { id, from, message: stored.message, chat_instance: String(chat.id), data } });
    return id;
  }

  callbackAnswer(queryId: string): { answered: boolean; text?: string; showAlert?: boolean } {
    const query = this.state.callbacks.get(queryId);
    if (!query) throw new Error(`fake telegram: no callback query ${queryId}`);
    return {
      answered: query.answered,
      ...(query.text !== undefined ? { text: query.text } : {}),
      ...(query.showAlert !== undefined ? { showAlert: query.showAlert } : {}),
    };
  }

  /** Every message of the chat, oldest first, as Telegram holds them now (deleted ones flagged). */
  messages(chatId: number): StoredMessage[] {
    return [...this.chatState(chatId).messages.values()];
  }

  /** What the bot sent to the chat and has not deleted, oldest first. */
  botMessages(chatId: number): StoredMessage[] {
    return this.messages(chatId).filter((stored) => stored.fromBot && !stored.deleted);
  }

  message(chatId: number, messageId: number): StoredMessage | undefined {
    return this.chatState(chatId).messages.get(messageId);
  }

  /** Every download from the file server, oldest first, as the server saw it (a reader that stopped early is `cut off`). */
  fileDownloads(): FileDownload[] {
    return this.downloads;
  }

  /** The bytes of a file the bot sent or a person uploaded, by its `file_id`, as Telegram keeps them. */
  fileData(fileId: string): Buffer | undefined {
    return this.state.files.get(fileId)?.data;
  }

  /** The menu of a scope (`all_private_chats`), for people whose app is in `languageCode`, or everyone else's. */
  commandMenu(scope: string, languageCode?: string): TgBotCommand[] | undefined {
    return this.state.commandMenus.get(languageCode === undefined ? scope : `${scope}#${languageCode}`);
  }

  /** The menu button a private chat shows, as the bot last set it (Telegram's own default: the command list). */
  menuButton(chatId: number): TgMenuButton {
    return this.state.menuButtons.get(chatId) ?? this.state.menuButtons.get('default') ?? { type: 'commands' };
  }

  /** Updates not yet confirmed by getUpdates or accepted by the webhook. */
  pendingUpdates(): number {
    return this.state.pending.length;
  }

  currentWebhook(): { url: string; secretToken?: string } | null {
    return this.webhook;
  }

  /** Polls `probe` until it returns something, failing after `timeoutMs` with what was awaited. */
  async waitFor<T>(what: string, probe: () => T | undefined | null | false, timeoutMs = 15_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = probe();
      if (value !== undefined && value !== null && value !== false) return value;
      if (Date.now() > deadline) throw new Error(`fake telegram: timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Waits for the bot's next message in the chat after the `after`-th one it sent. */
  async nextBotMessage(chatId: number, after: number, what = 'a bot message'): Promise<StoredMessage> {
    return this.waitFor(what, () => this.messages(chatId).filter((stored) => stored.fromBot)[after]);
  }

  private chatState(chatId: number): ChatState {
    const chat = this.state.chat(chatId);
    if (!chat) throw new Error(`fake telegram: unknown chat ${chatId}`);
    return chat;
  }

  private async serve(request: IncomingMessage, response: ServerResponse, receivedAt: number): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const fileMatch = /^\/file\/bot([^/]+)\/(.+)$/.exec(url.pathname);
    if (fileMatch) {
      this.serveFile(response, fileMatch[1] ?? '', decodeURIComponent(fileMatch[2] ?? ''));
      return;
    }
    const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(url.pathname);
    if (!match) {
      this.answer(response, new BotApiError(404, 'Not Found'));
      return;
    }
    const [, token, method = ''] = match;
    const record: CallRecord = { method, fields: {}, files: [], receivedAt, ok: false };
    try {
      const parsed = await parseRequest(request, url);
      record.fields = parsed.fields;
      record.files = [...parsed.files.keys()];
      this.calls.push(record);
      if (token !== this.token) throw new BotApiError(401, 'Unauthorized');
      const fault = this.faults.get(method)?.shift();
      if (fault)
        throw new BotApiError(
          fault.errorCode,
          fault.description,
          fault.retryAfter === undefined ? undefined : { retry_after: fault.retryAfter },
        );
      const handler = Object.hasOwn(METHODS, method) ? METHODS[method] : undefined;
      if (!handler) throw new BotApiError(404, 'Not Found');
      const result = await handler(this.methodContext(receivedAt, response), parsed);
      record.ok = true;
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true, result }));
    } catch (error) {
      const apiError =
        error instanceof BotApiError
          ? error
          : new BotApiError(400, `Bad Request: ${error instanceof Error ? error.message : String(error)}`);
      record.errorCode = apiError.errorCode;
      record.description = apiError.description;
      if (apiError.parameters?.retry_after !== undefined) record.retryAfter = apiError.parameters.retry_after;
      this.answer(response, apiError);
    }
  }

  private answer(response: ServerResponse, error: BotApiError): void {
    if (response.writableEnded || response.destroyed) return;
    response.writeHead(error.errorCode, { 'content-type': 'application/json' }).end(JSON.stringify(error.toJSON()));
  }

  private serveFile(response: ServerResponse, token: string, path: string): void {
    const file = token === this.token ? this.state.filesByPath.get(path) : undefined;
    if (!file) {
      response
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ ok: false, error_code: 404, description: 'Not Found' }));
      return;
    }
    const contentType = file.mimeType ?? 'application/octet-stream';
    serveStreamed(
      response,
      { name: file.filename ?? file.path, contentType, data: file.data, withoutLength: file.sizeUnknown },
      this.downloads,
    );
  }

  private methodContext(receivedAt: number, response: ServerResponse): MethodContext {
    return {
      state: this.state,
      bot: this.bot,
      limiter: this.limiter,
      receivedAt,
      webhook: this.webhook,
      setWebhook: (webhook, dropPending) => {
        this.webhook = webhook;
        if (dropPending) this.state.pending = [];
        for (const wake of [...this.openPolls]) wake();
        if (webhook) void this.pushToWebhook();
      },
      waitForUpdates: (timeoutMs) =>
        new Promise<'done' | 'superseded'>((resolve) => {
          if (this.closed) {
            resolve('done');
            return;
          }
          // Telegram serves one long poll per token: a newer one ends the older with 409.
          this.currentPoll?.('superseded');
          const done = (outcome: 'done' | 'superseded' = 'done'): void => {
            clearTimeout(timer);
            unsubscribe();
            this.openPolls.delete(wake);
            response.off('close', wake);
            if (this.currentPoll === done) this.currentPoll = null;
            resolve(outcome);
          };
          const wake = (): void => done();
          const timer = setTimeout(wake, timeoutMs);
          const unsubscribe = this.state.onUpdate(wake);
          this.openPolls.add(wake);
          this.currentPoll = done;
          response.on('close', wake);
        }),
    };
  }

  // Telegram pushes one update at a time to a webhook and keeps it until the bot answers 2xx.
  private async pushToWebhook(): Promise<void> {
    if (this.webhookPushing) return;
    this.webhookPushing = true;
    try {
      while (this.webhook && !this.closed) {
        const update = this.state.pending[0];
        if (!update) break;
        const target = this.webhook;
        const accepted = await fetch(target.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(target.secretToken ? { 'x-telegram-bot-api-secret-token': target.secretToken } : {}),
          },
          body: JSON.stringify(update),
        }).then(
          async (answer) => {
            await answer.arrayBuffer();
            return answer.ok;
          },
          () => false,
        );
        if (accepted) this.state.confirmBelow(update.update_id + 1);
        else await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      this.webhookPushing = false;
    }
  }
}

export async function startFakeTelegram(options: FakeTelegramOptions = {}): Promise<FakeTelegram> {
  const fake = new FakeTelegram(createServer(), options);
  await fake.listen();
  return fake;
}
