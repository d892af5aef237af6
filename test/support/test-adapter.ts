import type { ChatCore } from '../../src/core/chat-core.js';
import type { ChatActor, ChatInput, ChatPlace, MessageRef } from '../../src/domain/chat-input.js';
import type { Platform } from '../../src/domain/platform.js';
import { MAX_ACTION_BYTES, type Button, type Prompt, type Reply } from '../../src/domain/reply.js';
import { englishLeaks } from './english-leak.js';

/** One reply as the chat shows it, with the message id the adapter gave it. */
export interface ShownReply {
  reply: Reply;
  ref: MessageRef;
}

/** What a person typed or sent: each line and each word of it is theirs, shown as written. */
function typedPhrases(input: ChatInput): string[] {
  const typed =
    input.type === 'command' || input.type === 'text'
      ? [input.text, ...(input.type === 'command' ? [input.name, ...Object.values(input.options ?? {}).map(String)] : [])]
      : input.type === 'form'
        ? Object.values(input.values)
        : input.type === 'file'
          ? [input.filename]
          : [];
  return typed.flatMap((text) => [...text.split('\n'), ...text.split(/\s+/)]).filter((phrase) => phrase.trim() !== '');
}

/** Telegram refuses callback data over 64 bytes; the test platform refuses it too. */
function refuseOversizedActions(reply: Reply): void {
  const actions = [
    ...(reply.buttons ?? []).flat().map((button) => button.action),
    ...(reply.list?.items ?? []).flatMap((item) => (item.action ? [item.action] : [])),
    ...[reply.list?.nextAction, reply.list?.previousAction].filter((action): action is string => action !== undefined),
  ];
  for (const action of actions) {
    if (Buffer.byteLength(action, 'utf8') > MAX_ACTION_BYTES) throw new Error(`action id over ${MAX_ACTION_BYTES} bytes: ${action}`);
  }
}

/** Everything a person would read in a reply, flattened for assertions. */
export function textOf(reply: Reply): string {
  const parts: string[] = [];
  if (reply.title) parts.push(reply.title);
  if (reply.text) parts.push(reply.text);
  for (const field of reply.fields ?? []) parts.push(`${field.label}: ${field.value}`);
  for (const item of reply.list?.items ?? []) parts.push(item.detail ? `${item.title} — ${item.detail}` : item.title);
  if (reply.list) parts.push(`page ${reply.list.page}/${reply.list.pageCount}`);
  for (const row of reply.buttons ?? []) parts.push(row.map((button) => `[${button.label}]`).join(' '));
  if (reply.link) parts.push(`[${reply.link.label}](${reply.link.url})`);
  if (reply.prompt) parts.push(`(asks: ${reply.prompt.label})`);
  return parts.join('\n');
}

/** Languages whose readers must meet no English but what people and the marketplace wrote. */
const NOT_ENGLISH = new Set(['ru', 'uk']);

/** What a person reads in a reply, without the words textOf adds to describe it ("asks", "page"). */
function readerText(reply: Reply): string {
  const { prompt, list, ...rest } = reply;
  return [textOf(rest), ...(list?.items ?? []).map((item) => `${item.title} ${item.detail ?? ''}`), prompt?.label ?? ''].join('\n');
}

/**
 * An in-memory chat platform: sends ChatEvents as a given person in a given place,
 * shows the core's replies in per-place transcripts, presses buttons by label and
 * answers prompts the way a person would. Used by the core's tests and the reliability suite.
 */
export class TestAdapter {
  private nextMessageId = 1;
  readonly chats = new Map<string, TestChat>();
  /** Phrases shown as written in every language: what the marketplace, the people and their typing wrote. */
  private readonly asWritten = new Set<string>();

  constructor(
    readonly core: ChatCore,
    readonly platform: Platform = 'test',
  ) {}

  user(userId: string, displayName = userId, platform: Platform = this.platform): TestUser {
    this.allowAsWritten(userId, displayName);
    return new TestUser(this, { platform, userId, displayName });
  }

  /** Names, titles and codes Hawker shows as written, which a reply in Russian or Ukrainian may carry. */
  allowAsWritten(...phrases: string[]): void {
    for (const phrase of phrases) this.asWritten.add(phrase);
  }

  /**
   * A reply in Russian or Ukrainian carries no English: every word of Latin letters is a
   * command, an id or code, or something the marketplace or a person wrote (what anyone
   * typed here counts as theirs). Checked on every reply, so no test of those languages can miss it.
   */
  checkLanguage(reply: Reply): void {
    if (!reply.locale || !NOT_ENGLISH.has(reply.locale)) return;
    const text = readerText(reply);
    const leaks = englishLeaks(text, [...this.asWritten]);
    if (leaks.length > 0) throw new Error(`English in a reply in ${reply.locale}: ${leaks.join(', ')}\n${text}`);
  }

  /** A group or channel place on this adapter's platform. */
  group(chatId: string, platform: Platform = this.platform): ChatPlace {
    return { platform, chatId, kind: 'group' };
  }

  messageRef(place: ChatPlace): MessageRef {
    return { platform: place.platform, chatId: place.chatId, messageId: String(this.nextMessageId++) };
  }

  chat(actor: ChatActor, place: ChatPlace): TestChat {
    const key = `${actor.platform}:${actor.userId}@${place.platform}:${place.chatId}`;
    let chat = this.chats.get(key);
    if (!chat) {
      chat = new TestChat(this, actor, place);
      this.chats.set(key, chat);
    }
    return chat;
  }
}

export class TestUser {
  constructor(
    readonly adapter: TestAdapter,
    readonly actor: ChatActor,
  ) {}

  /** The private chat (DM) with the bot. */
  get dm(): TestChat {
    return this.adapter.chat(this.actor, { platform: this.actor.platform, chatId: `dm-${this.actor.userId}`, kind: 'private' });
  }

  in(place: ChatPlace): TestChat {
    return this.adapter.chat(this.actor, place);
  }
}

export class TestChat {
  readonly shown: ShownReply[] = [];
  /** The replies to the latest input only. */
  lastTurn: Reply[] = [];
  /** Ids of the person's own messages the core asked to delete. */
  readonly deleted: string[] = [];

  constructor(
    private readonly adapter: TestAdapter,
    readonly actor: ChatActor,
    readonly place: ChatPlace,
  ) {}

  /** Types a message: `/name args` is a command, anything else plain text. */
  send(text: string): Promise<Reply[]> {
    const command = /^\/([a-z_]+)(?:\s+([\s\S]*))?$/.exec(text.trim());
    if (command?.[1]) return this.input({ type: 'command', name: command[1], text: command[2] ?? '' });
    return this.input({ type: 'text', text });
  }

  command(name: string, text = '', options?: Record<string, string | number | boolean>): Promise<Reply[]> {
    return this.input(options ? { type: 'command', name, text, options } : { type: 'command', name, text });
  }

  /** Presses the newest button (or list entry, or page arrow) with this label. */
  press(label: string | RegExp): Promise<Reply[]> {
    const action = this.findAction(label);
    if (!action)
      throw new Error(
        `no button "${String(label)}" in this chat; shown:\n${this.shown.map((entry) => textOf(entry.reply)).join('\n---\n')}`,
      );
    return this.input({ type: 'action', action });
  }

  /** Sends a raw action id, as a replayed or forged callback would. */
  pressAction(action: string): Promise<Reply[]> {
    return this.input({ type: 'action', action });
  }

  /** The action id of the newest button with this label. */
  findAction(label: string | RegExp): string | undefined {
    const matches = (text: string) => (typeof label === 'string' ? text === label : label.test(text));
    for (const { reply } of [...this.shown].reverse()) {
      const buttons: Button[] = (reply.buttons ?? []).flat();
      const found = buttons.find((button) => matches(button.label));
      if (found) return found.action;
      const item = reply.list?.items.find((entry) => entry.action && matches(entry.title));
      if (item?.action) return item.action;
      if (reply.list?.nextAction && matches('Next')) return reply.list.nextAction;
      if (reply.list?.previousAction && matches('Previous')) return reply.list.previousAction;
    }
    return undefined;
  }

  /** The newest prompt shown here. */
  lastPrompt(): { prompt: Prompt; ref: MessageRef } | undefined {
    for (const entry of [...this.shown].reverse()) if (entry.reply.prompt) return { prompt: entry.reply.prompt, ref: entry.ref };
    return undefined;
  }

  /** Answers the newest prompt with text, as a reply to it. */
  answer(text: string): Promise<Reply[]> {
    const prompt = this.lastPrompt();
    return this.input(prompt ? { type: 'text', text, replyTo: prompt.ref } : { type: 'text', text });
  }

  /** Submits the newest prompt as a form (Discord modal). */
  submitForm(values: Record<string, string>): Promise<Reply[]> {
    const prompt = this.lastPrompt();
    if (!prompt) throw new Error('no prompt to submit');
    return this.input({ type: 'form', formId: prompt.prompt.formId, values });
  }

  upload(filename: string, content: string | Uint8Array, contentType = 'text/plain', replyTo?: MessageRef): Promise<Reply[]> {
    const data = typeof content === 'string' ? new TextEncoder().encode(content) : content;
    return this.input(replyTo ? { type: 'file', filename, contentType, data, replyTo } : { type: 'file', filename, contentType, data });
  }

  replyTo(ref: MessageRef, text: string): Promise<Reply[]> {
    return this.input({ type: 'text', text, replyTo: ref });
  }

  last(): Reply {
    const entry = this.shown.at(-1);
    if (!entry) throw new Error('nothing shown in this chat yet');
    return entry.reply;
  }

  lastText(): string {
    return textOf(this.last());
  }

  /** Everything the latest input was answered with, flattened. */
  turnText(): string {
    return this.lastTurn.map(textOf).join('\n---\n');
  }

  /** Every reply shown here, flattened. */
  transcript(): string {
    return this.shown.map((entry) => textOf(entry.reply)).join('\n---\n');
  }

  async input(input: ChatInput): Promise<Reply[]> {
    this.adapter.allowAsWritten(...typedPhrases(input));
    const message = this.adapter.messageRef(this.place);
    const replies = await this.adapter.core.handle({ actor: this.actor, place: this.place, input, message });
    this.lastTurn = replies;
    for (const reply of replies) refuseOversizedActions(reply);
    for (const reply of replies) this.adapter.checkLanguage(reply);
    for (const reply of replies) {
      if (reply.deleteUserMessage) this.deleted.push(message.messageId);
      this.shown.push({ reply, ref: this.adapter.messageRef(this.place) });
    }
    return replies;
  }
}
