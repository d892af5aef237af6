import { byteOffset, MarkupError } from './markup-error.js';

const RESERVED = new Set(['_', '*', '[', ']', '(', ')', '~', '`', '>', '#', '+', '-', '=', '|', '{', '}', '.', '!']);

type Marker = '*' | '_' | '__' | '~' | '||' | '`' | '```' | '[';

/**
 * Parses Telegram MarkdownV2 as the server does for the cases that matter to a
 * bot: every reserved character outside an entity must be escaped, every entity
 * closed. Returns the visible text.
 */
export function parseMarkdownV2(text: string): string {
  const open: { marker: Marker; at: number }[] = [];
  let visible = '';
  let i = 0;
  const top = (): Marker | undefined => open.at(-1)?.marker;
  while (i < text.length) {
    const char = text[i] as string;
    const inCode = top() === '`' || top() === '```';
    if (char === '\\') {
      const next = text[i + 1];
      if (next === undefined)
        throw new MarkupError(
          `Character '\\' at byte offset ${byteOffset(text, i)} is reserved and must be escaped with the preceding '\\'`,
        );
      visible += next;
      i += 2;
      continue;
    }
    if (inCode) {
      const closer = top() as Marker;
      if (text.startsWith(closer, i)) {
        open.pop();
        i += closer.length;
        continue;
      }
      visible += char;
      i += 1;
      continue;
    }
    if (text.startsWith('```', i)) {
      open.push({ marker: '```', at: i });
      const newline = text.indexOf('\n', i + 3);
      i = newline >= 0 && /^[a-zA-Z0-9_+-]*$/.test(text.slice(i + 3, newline)) ? newline + 1 : i + 3;
      continue;
    }
    const pair: Marker | null = text.startsWith('__', i) ? '__' : text.startsWith('||', i) ? '||' : null;
    const marker: Marker | null = pair ?? (char === '*' || char === '_' || char === '~' || char === '`' ? char : null);
    if (marker) {
      if (top() === marker) open.pop();
      else open.push({ marker, at: i });
      i += marker.length;
      continue;
    }
    if (char === '[') {
      open.push({ marker: '[', at: i });
      i += 1;
      continue;
    }
    if (char === ']' && top() === '[') {
      open.pop();
      if (text[i + 1] === '(') {
        const close = text.indexOf(')', i + 2);
        if (close < 0) throw new MarkupError(`Can't find end of a URL at byte offset ${byteOffset(text, i + 1)}`);
        i = close + 1;
      } else {
        i += 1;
      }
      continue;
    }
    if (char === '>' && (i === 0 || text[i - 1] === '\n')) {
      i += 1;
      continue;
    }
    if (RESERVED.has(char)) {
      throw new MarkupError(`Character '${char}' is reserved and must be escaped with the preceding '\\'`);
    }
    visible += char;
    i += 1;
  }
  const unclosed = open.pop();
  if (unclosed)
    throw new MarkupError(
      `Can't find end of ${unclosed.marker === '[' ? 'a link' : 'the entity'} starting at byte offset ${byteOffset(text, unclosed.at)}`,
    );
  return visible;
}
