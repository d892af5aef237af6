import { closeSync, constants, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { createInterface, type Interface } from 'node:readline';
import type { ChatCore } from '../../src/core/chat-core.js';
import type { ChatEvent, ChatInput, ChatPlace, MessageRef } from '../../src/domain/chat-input.js';
import { isLeaveWord } from '../../src/core/flow-leave.js';
import { deliverReplies } from '../../src/core/reply-delivery.js';
import type { Reply } from '../../src/domain/reply.js';
import { DEFAULT_LOCALE, translate } from '../../src/i18n/index.js';
import type { Notifier, NotifyOutcome } from '../../src/notify/notifier.js';
import type { AlertTarget } from '../../src/domain/alert-target.js';
import { parseConsoleLine } from './console-line.js';
import { renderReply, type RenderedReply } from './console-render.js';

export interface ConsoleChatOptions {
  core: ChatCore;
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
  userId?: string;
  displayName?: string;
  /** Called when the person types /quit or closes the input, once every line read is answered and the chat's files are gone. */
  onClose?: () => void;
  /**
   * The language the person at the terminal reads (HAWKER_LANGUAGE, else the system's):
   * the hint the core takes on first contact, and the terminal's own lines' language
   * until a reply shows another one (after `language uk`, say).
   */
  locale?: string;
}

const CHAT_ID = 'console';
const PLACE: ChatPlace = { platform: 'console', chatId: CHAT_ID, kind: 'private' };
/** Messages whose choices stay pressable with `#N.k`; older ones have scrolled far away. */
const PRESSABLE_MESSAGES = 200;
/**
 * An attachment is created, never opened: a file already there (or a link in its place)
 * fails the write instead of being overwritten or followed. Readable by its owner only.
 */
const NEW_PRIVATE_FILE = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
const PRIVATE_FILE_MODE = 0o600;

type Choice = RenderedReply['choices'][number];

/** Who the terminal speaks as: one person, `console-user` unless a test names another. */
export function consoleActor(options: Pick<ConsoleChatOptions, 'userId' | 'displayName'> = {}) {
  return { platform: 'console' as const, userId: options.userId ?? 'console-user', displayName: options.displayName ?? 'you' };
}

/**
 * The terminal chat of `npm start`: one private conversation with Hawker. It is also
 * the notifier the in-process worker sends alerts through, so alerts and their
 * countdown updates appear in the same terminal, numbered for replies (`@12 ...`).
 * A bare number presses that choice of the open question, or of the conversation's last
 * message; at a question without that choice (or asking for a number) it is the answer.
 * An alert's buttons are pressed by number (`#12.1`), so an alert arriving
 * mid-conversation never takes the number typed for the question.
 */
export class ConsoleChat implements Notifier {
  readonly platform = 'console' as const;
  private lines: Interface | null = null;
  private messageCount = 0;
  private readonly choicesOf = new Map<number, Choice[]>();
  /**
   * What a bare number presses: the conversation's last message with choices, or the open
   * question if it offers choices (and asks for no number). Its choices show as `[k]`.
   */
  private pressable: number | null = null;
  /** What the conversation's open question asks for; a refusal leaves it open. */
  private openPrompt: NonNullable<Reply['prompt']>['kind'] | null = null;
  /** A multi-line answer being typed: goods for a prompt or a reply to an alert. */
  private block: { replyTo?: MessageRef; lines: string[] } | null = null;
  private queue: Promise<void> = Promise.resolve();
  /** The language of the terminal's own lines: the last reply's, else the configured one. */
  private locale: string;
  /** This run's own folder for attachments, made with the first one and removed when the chat ends. */
  private filesDir: string | null = null;

  constructor(private readonly options: ConsoleChatOptions) {
    this.locale = options.locale ?? DEFAULT_LOCALE;
  }

  /**
   * Starts reading typed lines. Called once the shop is ready, so lines piped in ahead
   * (`printf '/listings\n' | npm start`) are not answered before it is; at the end of the
   * input every line already read is answered before `onClose`.
   */
  start(): void {
    if (this.lines) return;
    this.lines = createInterface({ input: this.options.input, terminal: false });
    this.lines.on('line', (line) => {
      this.queue = this.queue.then(() => this.onLine(line)).catch((error: unknown) => this.printFailure(error));
    });
    this.lines.on('close', () => {
      void this.queue.then(() => {
        this.removeFiles();
        this.options.onClose?.();
      });
    });
  }

  /** The identity this terminal speaks as, so `npm start` can connect the demo seller to it. */
  get actor() {
    return consoleActor(this.options);
  }

  greet(text: string): void {
    this.write(text);
  }

  /** Stops reading and removes the files written for the person: `npm start` calls it on every way out. */
  close(): void {
    this.lines?.close();
    this.removeFiles();
  }

  async send(_target: AlertTarget, reply: Reply): Promise<NotifyOutcome> {
    const number = this.print(reply, 'alert');
    if (reply.takesGoodsReply) this.write(`   ${translate(this.locale, 'console-goods-reply-hint', { number: String(number) })}`);
    return { ok: true, ref: { platform: 'console', chatId: CHAT_ID, messageId: String(number) } };
  }

  async edit(ref: MessageRef, reply: Reply): Promise<NotifyOutcome> {
    const number = Number(ref.messageId);
    const rendered = renderReply(reply, number, this.readIn(reply));
    this.remember(number, rendered.choices);
    const firstLines = rendered.text.split('\n').slice(0, 2).join(' | ');
    this.write(translate(this.locale, 'console-updated', { number: ref.messageId, summary: firstLines }));
    return { ok: true, ref };
  }

  async delete(ref: MessageRef): Promise<NotifyOutcome> {
    this.write(translate(this.locale, 'console-removed', { number: ref.messageId }));
    return { ok: true, ref };
  }

  private async onLine(raw: string): Promise<void> {
    if (this.block) {
      if (raw.trim() === '') {
        const { replyTo, lines } = this.block;
        this.block = null;
        if (lines.length > 0) await this.dispatch({ type: 'text', text: lines.join('\n'), ...(replyTo ? { replyTo } : {}) });
        return;
      }
      this.block.lines.push(raw.trim());
      return;
    }
    const line = parseConsoleLine(raw);
    if (!line) return;
    switch (line.kind) {
      case 'quit':
        this.close();
        return;
      case 'choice':
        if (this.pressable !== null && this.hasChoice(this.pressable, line.number)) {
          await this.press(this.pressable, line.number);
          return;
        }
        // At a question, a number no choice bears is the answer itself: a quantity, a price, a level.
        if (this.openPrompt !== null) {
          await this.answer(raw.trim());
          return;
        }
        if (this.pressable === null) {
          this.write(translate(this.locale, 'console-nothing-to-choose', { choice: String(line.number) }));
          return;
        }
        await this.press(this.pressable, line.number);
        return;
      case 'press':
        await this.press(line.messageNumber, line.choice);
        return;
      case 'reply': {
        const replyTo: MessageRef = { platform: 'console', chatId: CHAT_ID, messageId: String(line.messageNumber) };
        this.block = { replyTo, lines: line.text.trim() ? [line.text.trim()] : [] };
        this.write(`   ${translate(this.locale, 'console-more-lines')}`);
        return;
      }
      case 'file':
        await this.sendFile(line.path);
        return;
      case 'command':
        await this.dispatch({ type: 'command', name: line.name, text: line.text });
        return;
      case 'text':
        await this.answer(line.text);
    }
  }

  /** Goods are gathered line by line until an empty line; any other answer, and the word that leaves the question, goes at once. */
  private async answer(text: string): Promise<void> {
    if (this.openPrompt === 'goods' && !isLeaveWord(text)) {
      this.block = { lines: [text] };
      this.write(`   ${translate(this.locale, 'console-more-lines')}`);
      return;
    }
    await this.dispatch({ type: 'text', text });
  }

  private hasChoice(messageNumber: number, choiceNumber: number): boolean {
    return choiceNumber >= 1 && choiceNumber <= (this.choicesOf.get(messageNumber)?.length ?? 0);
  }

  private async press(messageNumber: number, choiceNumber: number): Promise<void> {
    const choice = this.choicesOf.get(messageNumber)?.[choiceNumber - 1];
    if (!choice) {
      this.write(translate(this.locale, 'console-no-such-choice', { number: String(messageNumber), choice: String(choiceNumber) }));
      return;
    }
    await this.dispatch({ type: 'action', action: choice.action });
  }

  private async sendFile(path: string): Promise<void> {
    let data: Buffer;
    try {
      data = await readFile(path);
    } catch {
      this.write(translate(this.locale, 'console-cannot-read', { path }));
      return;
    }
    const filename = basename(path);
    const contentType = /\.csv$/i.test(filename) ? 'text/csv' : /\.(png|jpe?g|webp|gif)$/i.test(filename) ? 'image/*' : 'text/plain';
    const verdict = await this.options.core.judgeFile({ actor: this.actor, place: PLACE, size: data.length });
    if (!verdict.accept) {
      await this.deliver([verdict.reply]);
      return;
    }
    await this.dispatch({ type: 'file', filename, contentType, data: new Uint8Array(data) });
  }

  private async dispatch(input: ChatInput): Promise<void> {
    const event: ChatEvent = { actor: this.actor, place: PLACE, input, ...(this.options.locale ? { locale: this.options.locale } : {}) };
    await this.deliver(await this.options.core.handle(event));
  }

  /** The terminal is one private conversation: nothing to delete, hide or replace, so every reply is printed in turn. */
  private deliver(replies: Reply[]): Promise<void> {
    return deliverReplies(replies, {
      inGroup: false,
      send: async (reply) => {
        this.print(reply, 'reply');
      },
    });
  }

  private print(reply: Reply, kind: 'reply' | 'alert'): number {
    this.messageCount += 1;
    const number = this.messageCount;
    // Where a bare number means something else, choices carry their message's number: on an
    // alert, and under a question asking for a number, which a typed number answers.
    const rendered = renderReply(reply, kind === 'alert' || reply.prompt?.numeric ? number : undefined, this.readIn(reply));
    this.remember(number, rendered.choices);
    if (kind === 'reply') {
      if (reply.prompt) {
        this.openPrompt = reply.prompt.kind;
        this.pressable = rendered.choices.length > 0 && !reply.prompt.numeric ? number : null;
      } else {
        // A refused answer leaves the question open: the lines typed next still answer it.
        if (reply.tone !== 'error') {
          // Anything else closes it, and a number no longer presses its choices.
          if (this.openPrompt !== null) this.pressable = null;
          this.openPrompt = null;
        }
        if (rendered.choices.length > 0) this.pressable = number;
      }
    }
    const header = kind === 'alert' ? translate(this.locale, 'console-alert-header', { number: String(number) }) : `#${number}`;
    this.write(`\n${header}\n${rendered.text}`);
    for (const attachment of reply.attachments ?? []) {
      this.write(`  ${translate(this.locale, 'console-saved-to', { path: this.saveAttachment(number, attachment) })}`);
    }
    return this.messageCount;
  }

  /** The language a reply was written in, which the terminal's own lines follow from then on. */
  private readIn(reply: Reply): string {
    if (reply.locale) this.locale = reply.locale;
    return this.locale;
  }

  /**
   * A terminal cannot show a picture: the file goes to disk, named by its message so a later
   * one never overwrites it. The temp directory is shared with every local user, so the
   * files go in a folder of this run's own, which mkdtemp makes fresh and private (0700).
   */
  private saveAttachment(messageNumber: number, attachment: NonNullable<Reply['attachments']>[number]): string {
    this.filesDir ??= mkdtempSync(join(tmpdir(), 'hawker-'));
    const path = join(this.filesDir, `${messageNumber}-${basename(attachment.filename)}`);
    const file = openSync(path, NEW_PRIVATE_FILE, PRIVATE_FILE_MODE);
    try {
      writeFileSync(file, attachment.data);
    } finally {
      closeSync(file);
    }
    return path;
  }

  private removeFiles(): void {
    if (this.filesDir === null) return;
    rmSync(this.filesDir, { recursive: true, force: true });
    this.filesDir = null;
  }

  private remember(messageNumber: number, choices: Choice[]): void {
    this.choicesOf.delete(messageNumber);
    if (choices.length > 0) this.choicesOf.set(messageNumber, choices);
    for (const old of this.choicesOf.keys()) if (old <= this.messageCount - PRESSABLE_MESSAGES) this.choicesOf.delete(old);
  }

  private printFailure(error: unknown): void {
    this.write(translate(this.locale, 'console-failure'));
    console.error('console chat:', error instanceof Error ? error.name : 'error');
  }

  private write(text: string): void {
    this.options.output.write(`${text}\n`);
  }
}
