import type { Line } from './rich-line.js';

/** An `@` Telegram could read as the start of a username. */
const MENTION_START = /@(?=[A-Za-z0-9_])/g;
/** Invisible and zero-width: the text reads and copies as written, but Telegram's username ends before it. */
const WORD_JOINER = '\u2060';

/**
 * Telegram turns any `@username` in a message into a mention, which notifies that person
 * if they are in the group, whoever wrote the text: a buyer's input, a listing title, a
 * member's name. Hawker never means to call anyone by username on Telegram (it calls people
 * by sending to them), so every `@` in its messages is followed by a word joiner. Code is
 * left alone: Telegram finds no mention there, and a command shown as code copies exactly.
 * It runs after shownText has removed the invisible characters others wrote, so this one stays.
 */
export function inertMentions(line: Line): Line {
  return line.map((segment) =>
    segment.style === 'code' ? segment : { ...segment, text: segment.text.replace(MENTION_START, `@${WORD_JOINER}`) },
  );
}
