import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { createInterface, type Interface } from 'node:readline';
import type { ChatCore } from '../../src/core/chat-core.js';
import type { ChatEvent, ChatInput, ChatPlace, MessageRef } from '../../src/core/chat-input.js';
import { deliverReplies } from '../../src/core/reply-delivery.js';
import type { Reply } from '../../src/core/reply.js';
import type { AlertTarget, Notifier, NotifyOutcome } from '../../src/notify/notifier.js';
import { parseConsoleLine } from './console-line.js';
import { renderReply } from './console-render.js';

export interface ConsoleChatOptions {
  core: ChatCore;
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
  userId?: string;
  displayName?: string;
  /** Called when the person types /quit or closes the input. */
  onClose?: () => void;
}

const CHAT_ID = 'console';
const PLACE: ChatPlace = { platform: 'console', chatId: CHAT_ID, kind: 'private' };

/**
 * The terminal chat of `npm start`: one private conversation with Hawker. It is also
 * the notifier the in-process worker sends alerts through, so alerts and their
 * countdown updates appear in the same terminal, numbered for replies (`@12 ...`).
 */
export class ConsoleChat implements Notifier {
  readonly platform = 'console' as const;
  private readonly lines: Interface;
  private messageCount = 0;
  private choices: { label: string; action: string }[] = [];
  /** A multi-line answer being typed: goods for a prompt or a reply to an alert. */
  private block: { replyTo?: MessageRef; lines: string[] } | null = null;
  private expectingGoods = false;
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly options: ConsoleChatOptions) {
    this.lines = createInterface({ input: options.input, terminal: false });
    this.lines.on('line', (line) => {
      this.queue = this.queue.then(() => this.onLine(line)).catch((error: unknown) => this.printFailure(error));
    });
    this.lines.on('close', () => options.onClose?.());
  }

  /** The identity this terminal speaks as, so `npm start` can connect the demo seller to it. */
  get actor() {
    return { platform: 'console' as const, userId: this.options.userId ?? 'console-user', displayName: this.options.displayName ?? 'you' };
  }

  greet(text: string): void {
    this.write(text);
  }

  close(): void {
    this.lines.close();
  }

  async send(_target: AlertTarget, reply: Reply): Promise<NotifyOutcome> {
    const number = this.print(reply, 'alert');
    this.write(`   (reply with @${number} followed by the goods, one per line, then an empty line)`);
    return { ok: true, ref: { platform: 'console', chatId: CHAT_ID, messageId: String(number) } };
  }

  async edit(ref: MessageRef, reply: Reply): Promise<NotifyOutcome> {
    const firstLines = renderReply(reply).text.split('\n').slice(0, 2).join(' | ');
    this.write(`#${ref.messageId} updated: ${firstLines}`);
    return { ok: true, ref };
  }

  async delete(ref: MessageRef): Promise<NotifyOutcome> {
    this.write(`#${ref.messageId} removed`);
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
      case 'choice': {
        const choice = this.choices[line.number - 1];
        if (!choice) {
          this.write(`There is no choice ${line.number} on the last message.`);
          return;
        }
        await this.dispatch({ type: 'action', action: choice.action });
        return;
      }
      case 'reply': {
        const replyTo: MessageRef = { platform: 'console', chatId: CHAT_ID, messageId: String(line.messageNumber) };
        this.block = { replyTo, lines: line.text.trim() ? [line.text.trim()] : [] };
        this.write('   (more lines, then an empty line to send)');
        return;
      }
      case 'file':
        await this.sendFile(line.path);
        return;
      case 'command':
        await this.dispatch({ type: 'command', name: line.name, text: line.text });
        return;
      case 'text':
        if (this.expectingGoods) {
          this.block = { lines: [line.text] };
          this.write('   (more lines, then an empty line to send)');
          return;
        }
        await this.dispatch({ type: 'text', text: line.text });
    }
  }

  private async sendFile(path: string): Promise<void> {
    let data: Buffer;
    try {
      data = await readFile(path);
    } catch {
      this.write(`Could not read ${path}: check the path and try again.`);
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
    const event: ChatEvent = { actor: this.actor, place: PLACE, input };
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
    const rendered = renderReply(reply);
    if (rendered.choices.length > 0) this.choices = rendered.choices;
    if (kind === 'reply') this.expectingGoods = reply.prompt?.kind === 'goods';
    const header = kind === 'alert' ? `#${this.messageCount} ALERT` : `#${this.messageCount}`;
    this.write(`\n${header}\n${rendered.text}`);
    return this.messageCount;
  }

  private printFailure(error: unknown): void {
    this.write('Something went wrong on our side; please try again.');
    console.error('console chat:', error instanceof Error ? error.name : 'error');
  }

  private write(text: string): void {
    this.options.output.write(`${text}\n`);
  }
}
