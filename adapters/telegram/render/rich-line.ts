import { escapeHtml } from './html.js';

/** A run of text with at most one style; the text is plain and escaped only when written. */
interface Segment {
  text: string;
  style?: 'b' | 'i' | 'code';
}

/** One line of a message; lines are joined with a newline. */
export type Line = Segment[];

export function lineHtml(line: Line): string {
  return line
    .map((segment) => (segment.style ? `<${segment.style}>${escapeHtml(segment.text)}</${segment.style}>` : escapeHtml(segment.text)))
    .join('');
}

/** Length as Telegram counts it: UTF-16 code units of the text after entity parsing. */
export function lineLength(line: Line): number {
  return line.reduce((sum, segment) => sum + segment.text.length, 0);
}

// Never cut between the two halves of a surrogate pair (an emoji would break).
function safeCut(text: string, at: number): number {
  const code = text.charCodeAt(at - 1);
  return code >= 0xd800 && code <= 0xdbff ? at - 1 : at;
}

/** Cuts a line longer than `limit` into lines that fit, preferring to break at a space. */
export function splitLine(line: Line, limit: number): Line[] {
  const lines: Line[] = [];
  let current: Line = [];
  let room = limit;
  for (const segment of line) {
    let rest = segment.text;
    while (rest.length > room) {
      let cut = safeCut(rest, room);
      const space = rest.lastIndexOf(' ', cut);
      if (space > 0 && cut - space < 80) cut = space + 1;
      if (cut > 0) current.push({ ...segment, text: rest.slice(0, cut) });
      lines.push(current);
      current = [];
      room = limit;
      rest = rest.slice(cut);
    }
    if (rest.length > 0) {
      current.push({ ...segment, text: rest });
      room -= rest.length;
    }
  }
  if (current.length > 0) lines.push(current);
  return lines;
}
