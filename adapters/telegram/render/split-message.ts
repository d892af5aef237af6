import { lineHtml, lineLength, splitLine, type Line } from './rich-line.js';

/** Telegram's limit on a message's text, counted after entity parsing. */
export const MAX_MESSAGE_LENGTH = 4096;

/**
 * Packs lines into as few messages as fit Telegram's limit, breaking between
 * lines, and inside a line only when it alone is too long. Each message is
 * well-formed HTML on its own because styles never span lines.
 */
export function packLines(lines: Line[], limit = MAX_MESSAGE_LENGTH): string[] {
  const messages: string[] = [];
  let current: string[] = [];
  let length = 0;
  const flush = (): void => {
    if (current.length > 0) messages.push(current.join('\n'));
    current = [];
    length = 0;
  };
  for (const line of lines.flatMap((candidate) => (lineLength(candidate) > limit ? splitLine(candidate, limit) : [candidate]))) {
    const added = lineLength(line) + (current.length > 0 ? 1 : 0);
    if (length + added > limit) flush();
    length += lineLength(line) + (current.length > 0 ? 1 : 0);
    current.push(lineHtml(line));
  }
  flush();
  return messages.filter((message) => message.trim() !== '');
}
