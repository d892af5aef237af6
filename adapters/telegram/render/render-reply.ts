import type { InlineKeyboardButton } from 'grammy/types';
import type { Attachment, Reply } from '../../../src/domain/reply.js';
import { DEFAULT_LOCALE, translate } from '../../../src/i18n/index.js';
import { escapeHtml } from './html.js';
import { inertMentions } from './inert-mentions.js';
import { inlineKeyboard } from './keyboard.js';
import type { Line } from './rich-line.js';
import { MAX_MESSAGE_LENGTH, packLines } from './split-message.js';

/** One Telegram message to send, in HTML parse mode. */
export interface RenderedMessage {
  html: string;
  inlineKeyboard?: InlineKeyboardButton[][];
  /** Asks the person's client to answer this message (a flow step). */
  forceReply?: { placeholder?: string };
}

export interface RenderedReply {
  /** In sending order; the keyboard is on the last text message, a prompt after it. */
  messages: RenderedMessage[];
  attachments: Attachment[];
}

const TONE_MARK = { info: 'ℹ️ ', success: '✅ ', warning: '⚠️ ', error: '⛔ ' } as const;
/** Telegram shows at most 64 characters of a placeholder. */
const MAX_PLACEHOLDER = 64;

/** Hawker writes commands and ids in backticks, as code; Telegram shows them as code too. */
function inlineCode(text: string): Line {
  const line: Line = [];
  const pattern = /`([^`\n]+)`/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) line.push({ text: text.slice(last, match.index) });
    line.push({ text: match[1] ?? '', style: 'code' });
    last = match.index + match[0].length;
  }
  if (last < text.length || line.length === 0) line.push({ text: text.slice(last) });
  return line;
}

function textLines(text: string): Line[] {
  return text.split(/\r?\n/).map(inlineCode);
}

function replyLines(reply: Reply, locale: string): Line[] {
  const lines: Line[] = [];
  const mark = reply.tone && reply.tone !== 'info' ? TONE_MARK[reply.tone] : '';
  if (reply.title) lines.push([{ text: `${mark}${reply.title}`, style: 'b' }]);
  if (reply.text) {
    const [first = [], ...rest] = textLines(reply.text);
    lines.push(reply.title ? first : [{ text: mark }, ...first], ...rest);
  }
  for (const field of reply.fields ?? []) {
    const [first = '', ...rest] = field.value.split(/\r?\n/);
    lines.push([{ text: `${field.label}: `, style: 'b' }, ...inlineCode(first)]);
    lines.push(...rest.map((line): Line => inlineCode(`  ${line}`)));
  }
  const list = reply.list;
  if (list) {
    if (lines.length > 0) lines.push([{ text: '' }]);
    if (list.items.length === 0) lines.push([{ text: translate(locale, 'telegram-nothing-to-show'), style: 'i' }]);
    list.items.forEach((item, index) => {
      lines.push([{ text: `${index + 1}. ` }, { text: item.title, style: 'b' }]);
      if (item.detail) lines.push(...item.detail.split(/\r?\n/).map((line): Line => inlineCode(`    ${line}`)));
    });
    if (list.pageCount > 1 || list.total > list.items.length) {
      const page = translate(locale, 'telegram-page', { page: list.page, pages: list.pageCount, total: list.total });
      lines.push([{ text: page, style: 'i' }]);
    }
  }
  return lines;
}

function placeholderOf(reply: Reply): { placeholder?: string } {
  const placeholder = reply.prompt?.placeholder;
  return placeholder ? { placeholder: [...placeholder].slice(0, MAX_PLACEHOLDER).join('') } : {};
}

interface RenderOptions {
  /** The reply goes to a private chat, where a link may open as a Web App. */
  privateChat?: boolean;
}

/** Turns a neutral reply into Telegram messages: escaped HTML, split to fit, keyboard and prompt attached. */
export function renderReply(reply: Reply, options: RenderOptions = {}): RenderedReply {
  // Hawker's own few words (paging, an empty list) in the language the reply was written in.
  const locale = reply.locale ?? DEFAULT_LOCALE;
  const keyboard = inlineKeyboard(reply, options.privateChat ?? false);
  const lines = replyLines(reply, locale).map(inertMentions);
  const prompt = reply.prompt;
  const promptLine = inertMentions([{ text: prompt?.label ?? '', style: 'i' }]);
  // A message holds either an inline keyboard or a reply request, never both:
  // with buttons, the prompt becomes a message of its own.
  const promptApart = prompt !== undefined && keyboard.length > 0;
  if (prompt && !promptApart && !(reply.text ?? '').includes(prompt.label)) lines.push(promptLine);
  const texts = packLines(lines, MAX_MESSAGE_LENGTH);
  if (texts.length === 0 && keyboard.length > 0) texts.push(escapeHtml(translate(locale, 'telegram-choose')));
  const messages: RenderedMessage[] = texts.map((html) => ({ html }));
  const last = messages.at(-1);
  if (last && keyboard.length > 0) last.inlineKeyboard = keyboard;
  if (prompt && last && !promptApart) last.forceReply = placeholderOf(reply);
  if (prompt && promptApart) {
    const html = packLines([promptLine], MAX_MESSAGE_LENGTH)[0] ?? escapeHtml(translate(locale, 'telegram-reply-here'));
    messages.push({ html, forceReply: placeholderOf(reply) });
  }
  return { messages, attachments: reply.attachments ?? [] };
}
