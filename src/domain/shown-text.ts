/** Everything that ends a line or moves to the next column: shown as one space, so a value stays on its line. */
const LINE_BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/gu;
/**
 * Control characters, format characters (bidirectional overrides and isolates, zero-width
 * spaces and joiners, word joiner, byte-order mark, soft hyphen, tags) and lone surrogates:
 * none is visible, and each can fake or hide text around it.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}]/u;
const ZERO_WIDTH_JOINER = '\u200d';
/** What may come right before a joiner inside an emoji sequence (👩‍💻, 👍🏽‍…, ❤️‍🔥). */
const EMOJI_BEFORE_JOINER = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\ufe0f]/u;
const EMOJI = /\p{Extended_Pictographic}/u;
const WAVING_BLACK_FLAG = '\u{1f3f4}';
/** Tag characters spell a subdivision flag after 🏴 (🏴󠁧󠁢󠁳󠁣󠁴󠁿); anywhere else they are hidden text. */
const TAG = /[\u{e0020}-\u{e007f}]/u;

/**
 * Text someone else wrote (a buyer, the marketplace, a team member), made safe to show in
 * a chat, a chart, a CSV or a digest: on one line, with nothing invisible that could fake
 * extra lines, reverse what follows or hide characters. Letters of every script and emoji
 * stay as written: a zero-width joiner is kept only between two emoji (so 👨‍👩‍👧 stays
 * one family), tag characters only in a flag. Empty when nothing visible is left.
 */
export function shownText(raw: string): string {
  const characters = [...raw.replace(LINE_BREAKS, ' ')];
  let shown = '';
  let lastKept = '';
  for (const [index, character] of characters.entries()) {
    if (INVISIBLE.test(character) && !isEmojiGlue(character, lastKept, characters[index + 1] ?? '')) continue;
    shown += character;
    lastKept = character;
  }
  return shown.replace(/ {2,}/g, ' ').trim();
}

function isEmojiGlue(character: string, before: string, after: string): boolean {
  if (character === ZERO_WIDTH_JOINER) return EMOJI_BEFORE_JOINER.test(before) && EMOJI.test(after);
  return TAG.test(character) && (before === WAVING_BLACK_FLAG || TAG.test(before));
}
