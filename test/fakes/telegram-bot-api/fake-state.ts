import { randomBytes } from 'node:crypto';
import type { GoneReason } from './bot-api-error.js';
import type { TgBotCommand, TgChat, TgMenuButton, TgMessage, TgUpdate, TgUser } from './types.js';

/** One message as the fake keeps it: its current state, what the bot sent, and earlier versions. */
export interface StoredMessage {
  message: TgMessage;
  fromBot: boolean;
  deleted: boolean;
  /** The text or caption exactly as the bot sent it, before entity parsing. */
  raw?: string;
  parseMode?: string;
  /** Earlier versions of the message, oldest first (one per edit). */
  history: TgMessage[];
}

export interface ChatState {
  chat: TgChat;
  gone: GoneReason | null;
  botIsAdmin: boolean;
  members: Map<number, 'creator' | 'administrator' | 'member'>;
  nextMessageId: number;
  messages: Map<number, StoredMessage>;
}

export interface StoredFile {
  fileId: string;
  uniqueId: string;
  path: string;
  data: Buffer;
  filename?: string;
  mimeType?: string;
  /** Sent with no `file_size` (optional in the Bot API) and served without a Content-Length. */
  sizeUnknown?: boolean;
}

export interface CallbackState {
  chatId: number;
  messageId: number;
  data: string;
  answered: boolean;
  text?: string;
  showAlert?: boolean;
}

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** Everything the fake server remembers: chats, messages, files, updates, callback queries, menus. */
export class FakeState {
  readonly chats = new Map<number, ChatState>();
  private readonly users = new Set<number>();
  readonly files = new Map<string, StoredFile>();
  readonly filesByPath = new Map<string, StoredFile>();
  readonly callbacks = new Map<string, CallbackState>();
  readonly commandMenus = new Map<string, TgBotCommand[]>();
  /** Menu buttons set per private chat; `default` holds the one for chats without their own. */
  readonly menuButtons = new Map<number | 'default', TgMenuButton>();
  pending: TgUpdate[] = [];
  private nextUpdateId = 1;
  private nextUserId = 100_001;
  private nextGroupId = 1;
  private nextFile = 1;
  private readonly updateListeners = new Set<() => void>();

  chat(chatId: number): ChatState | undefined {
    return this.chats.get(chatId);
  }

  addChat(chat: TgChat, botIsAdmin: boolean): ChatState {
    const existing = this.chats.get(chat.id);
    if (existing) return existing;
    const state: ChatState = { chat, gone: null, botIsAdmin, members: new Map(), nextMessageId: 1, messages: new Map() };
    this.chats.set(chat.id, state);
    return state;
  }

  newUserId(): number {
    return this.nextUserId++;
  }

  newGroupId(type: 'group' | 'supergroup'): number {
    const n = this.nextGroupId++;
    return type === 'supergroup' ? -(1_000_000_000_000 + n) : -(4_000_000_000 + n);
  }

  storeMessage(
    chat: ChatState,
    message: Omit<TgMessage, 'message_id' | 'date' | 'chat'>,
    fromBot: boolean,
    raw?: { text: string; parseMode?: string },
  ): StoredMessage {
    const full: TgMessage = { message_id: chat.nextMessageId++, date: nowSeconds(), chat: chat.chat, ...message };
    const stored: StoredMessage = {
      message: full,
      fromBot,
      deleted: false,
      history: [],
      ...(raw ? { raw: raw.text, parseMode: raw.parseMode } : {}),
    };
    chat.messages.set(full.message_id, stored);
    return stored;
  }

  storeFile(data: Buffer, folder: 'documents' | 'photos', filename?: string, mimeType?: string): StoredFile {
    const n = this.nextFile++;
    const extension = filename?.includes('.') ? filename.slice(filename.lastIndexOf('.')) : folder === 'photos' ? '.jpg' : '';
    const file: StoredFile = {
      fileId: `BQAC${randomBytes(12).toString('base64url')}`,
      uniqueId: `AgAD${n}`,
      path: `${folder}/file_${n}${extension}`,
      data,
      ...(filename ? { filename } : {}),
      ...(mimeType ? { mimeType } : {}),
    };
    this.files.set(file.fileId, file);
    this.filesByPath.set(file.path, file);
    return file;
  }

  pushUpdate(update: Omit<TgUpdate, 'update_id'>): TgUpdate {
    const full = { update_id: this.nextUpdateId++, ...update };
    this.pending.push(full);
    for (const listener of [...this.updateListeners]) listener();
    return full;
  }

  /** Drops updates below `offset`, as getUpdates confirms them. */
  confirmBelow(offset: number): void {
    this.pending = this.pending.filter((update) => update.update_id >= offset);
  }

  onUpdate(listener: () => void): () => void {
    this.updateListeners.add(listener);
    return () => this.updateListeners.delete(listener);
  }

  newUser(firstName: string, username?: string, languageCode?: string): TgUser {
    const user: TgUser = {
      id: this.newUserId(),
      is_bot: false,
      first_name: firstName,
      ...(username ? { username } : {}),
      ...(languageCode ? { language_code: languageCode } : {}),
    };
    this.users.add(user.id);
    return user;
  }

  /** A person Telegram knows, whether or not they ever opened a private chat with the bot. */
  isUser(id: number): boolean {
    return this.users.has(id);
  }
}
