import type { CommandArgumentInfo } from './chat-core.js';

const NAMED = /^([a-z_]+)=(?:"([^"]*)"|(\S*))/;
const TOKEN = /^(?:"([^"]*)"|(\S+))/;

/**
 * Turns the text after a command name into named raw values: `key=value` pairs by
 * name, the rest positionally in the declared order; a `rest` argument takes the
 * remaining text verbatim (lines included). Discord options arrive already named.
 * Text no argument takes is returned under `_extra` so validation can refuse it.
 */
export function argumentValues(
  info: CommandArgumentInfo[],
  text: string,
  options: Record<string, string | number | boolean> = {},
): Record<string, unknown> {
  const values: Record<string, unknown> = { ...options };
  const known = new Set(info.map((argument) => argument.name));
  let remaining = text.trim();
  while (remaining !== '') {
    const named = NAMED.exec(remaining);
    if (named?.[1] !== undefined && known.has(named[1])) {
      values[named[1]] = named[2] ?? named[3] ?? '';
      remaining = remaining.slice(named[0].length).trimStart();
      continue;
    }
    const next = info.find((argument) => values[argument.name] === undefined);
    if (!next) {
      values._extra = remaining;
      break;
    }
    if (next.rest) {
      values[next.name] = remaining;
      break;
    }
    const token = TOKEN.exec(remaining);
    if (!token) break;
    values[next.name] = token[1] ?? token[2];
    remaining = remaining.slice(token[0].length).trimStart();
  }
  return values;
}
