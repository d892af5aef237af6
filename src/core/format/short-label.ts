/**
 * A question shortened to fit a label (Discord's modal labels hold 45 characters):
 * its first sentence when that fits, else whole words and an ellipsis, never a cut word.
 */
export function shortLabel(text: string, max: number): string {
  const line = (text.split('\n')[0] ?? '').trim();
  if (line.length <= max) return line;
  const sentence = /^.+?[?.:!](?=\s|$)/.exec(line)?.[0];
  if (sentence !== undefined && sentence.length <= max) return sentence;
  const words = line
    .slice(0, max)
    .replace(/\s+\S*$/, '')
    .replace(/[\s,;:.]+$/, '');
  return `${words || line.slice(0, max - 1)}…`;
}
