import type { CodeRange } from './html-markup.js';

export interface TgEntity {
  type: string;
  offset: number;
  length: number;
}

/**
 * What Telegram finds by itself in a message's text, as tdlib's find_mentions does: an `@`
 * not after a letter, digit or `_`, then 3 to 32 letters, digits or `_` (no longer run).
 * Such a mention notifies that user if they are in the group, whoever wrote the text; it
 * is never found inside code or pre.
 */
const MENTION = /(?<![\p{L}\p{N}_])@[A-Za-z0-9_]{3,32}(?![A-Za-z0-9_])/gu;

export function mentionEntities(visible: string, code: readonly CodeRange[]): TgEntity[] {
  const inCode = (at: number) => code.some((range) => at >= range.offset && at < range.offset + range.length);
  return [...visible.matchAll(MENTION)]
    .filter((match) => !inCode(match.index))
    .map((match) => ({ type: 'mention', offset: match.index, length: match[0].length }));
}
