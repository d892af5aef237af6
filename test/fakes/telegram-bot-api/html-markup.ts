import { byteOffset, MarkupError } from './markup-error.js';

// The tags of Telegram's HTML parse mode; anything else is refused the way the
// real server refuses it, so a rendering bug fails here and not in production.
const SUPPORTED_TAGS = new Set([
  'b',
  'strong',
  'i',
  'em',
  'u',
  'ins',
  's',
  'strike',
  'del',
  'span',
  'tg-spoiler',
  'a',
  'code',
  'pre',
  'blockquote',
  'tg-emoji',
]);

const NAMED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"' };

function decodeEntity(text: string, at: number): { value: string; length: number } | null {
  const match = /^&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z]{2,6});/.exec(text.slice(at, at + 12));
  if (!match?.[1]) return null;
  const body = match[1];
  if (body.startsWith('#x')) return { value: String.fromCodePoint(Number.parseInt(body.slice(2), 16)), length: match[0].length };
  if (body.startsWith('#')) return { value: String.fromCodePoint(Number.parseInt(body.slice(1), 10)), length: match[0].length };
  const named = NAMED_ENTITIES[body];
  return named === undefined ? null : { value: named, length: match[0].length };
}

/** Where a code or pre entity stands in the visible text (UTF-16 units, as Telegram counts). */
export interface CodeRange {
  offset: number;
  length: number;
}

/** Parses Telegram HTML; returns the visible text or throws what Telegram would say. */
export function parseHtml(text: string): string {
  return parseHtmlMarkup(text).visible;
}

/** The visible text and where code and pre stand in it: Telegram detects no mention or link inside them. */
export function parseHtmlMarkup(text: string): { visible: string; code: CodeRange[] } {
  const open: { name: string; at: number; visibleAt: number }[] = [];
  const code: CodeRange[] = [];
  let visible = '';
  let i = 0;
  while (i < text.length) {
    const char = text[i] as string;
    if (char === '&') {
      const entity = decodeEntity(text, i);
      if (entity) {
        visible += entity.value;
        i += entity.length;
        continue;
      }
      visible += char;
      i += 1;
      continue;
    }
    if (char !== '<') {
      visible += char;
      i += 1;
      continue;
    }
    const end = text.indexOf('>', i);
    if (end < 0) throw new MarkupError(`Unclosed start tag at byte offset ${byteOffset(text, i)}`);
    const inner = text.slice(i + 1, end);
    if (inner.startsWith('/')) {
      const name = inner.slice(1).trim().toLowerCase();
      const last = open.pop();
      if (!last) throw new MarkupError(`Unexpected end tag at byte offset ${byteOffset(text, i)}`);
      if (name !== '' && name !== last.name) {
        throw new MarkupError(`Unmatched end tag at byte offset ${byteOffset(text, i)}, expected "</${last.name}>", found "</${name}>"`);
      }
      if (last.name === 'code' || last.name === 'pre') code.push({ offset: last.visibleAt, length: visible.length - last.visibleAt });
    } else {
      const nameMatch = /^([a-zA-Z][a-zA-Z0-9-]*)/.exec(inner);
      const name = nameMatch?.[1]?.toLowerCase() ?? '';
      if (!SUPPORTED_TAGS.has(name)) {
        throw new MarkupError(`Unsupported start tag "${name}" at byte offset ${byteOffset(text, i)}`);
      }
      const attributes = inner.slice(name.length);
      if (name === 'span' && !/class\s*=\s*"tg-spoiler"/.test(attributes)) {
        throw new MarkupError(`Tag "span" must have class "tg-spoiler" at byte offset ${byteOffset(text, i)}`);
      }
      if (name === 'a' && !/href\s*=\s*"[^"]*"/.test(attributes)) {
        throw new MarkupError(`Tag "a" must have attribute "href" at byte offset ${byteOffset(text, i)}`);
      }
      open.push({ name, at: i, visibleAt: visible.length });
    }
    i = end + 1;
  }
  const unclosed = open.pop();
  if (unclosed) throw new MarkupError(`Can't find end tag corresponding to start tag "${unclosed.name}"`);
  return { visible, code };
}
