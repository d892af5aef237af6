import type { Reply } from '../../../src/domain/reply.js';
import { textOf } from '../../support/test-adapter.js';

const ARTEFACTS =
  /\bat [\w$.<>]+ \(|node:internal|\[object Object\]|\bundefined\b|\bNaN\b|TypeError|ReferenceError|RangeError|SyntaxError|ZodError|Unexpected token|Cannot read propert/g;

/**
 * What a person must never read in a chat: stack frames, raw error names, JavaScript
 * artefacts or an empty answer. Words the person typed themselves may come back.
 * Returns the problem, or null when every reply is a readable message.
 */
export function unclearReply(replies: Reply[], typed = ''): string | null {
  if (replies.length === 0) return 'no reply at all';
  for (const reply of replies) {
    const text = textOf(reply);
    if (text.trim() === '') return 'an empty reply';
    for (const match of text.matchAll(ARTEFACTS)) {
      if (!typed.includes(match[0])) return `"${match[0]}" in: ${text.slice(0, 400)}`;
    }
  }
  return null;
}
