import type { CommandArgumentInfo } from './command-info.js';

/** What splitting typed text needs of an argument: never its wording. */
type ArgumentShape = Pick<CommandArgumentInfo, 'name' | 'type' | 'rest'>;

// Phones turn typed quotes into curly ones (“Neon Drift”, «Neon Drift»): every pair counts.
const QUOTED = '"([^"]*)"|“([^”]*)”|„([^“”]*)[“”]|«([^»]*)»';
const NAMED = new RegExp(`^([a-z_]+)=(?:${QUOTED}|(\\S*))`);
const TOKEN = new RegExp(`^(?:${QUOTED}|(\\S+))`);
const WHOLLY_QUOTED = new RegExp(`^(?:${QUOTED})$`);

/** The first group a quoted-or-bare match filled: the value without its quotes. */
function matched(match: RegExpExecArray, from: number): string | undefined {
  return match.slice(from).find((group) => group !== undefined);
}

/** A value sent already named (a Discord option) may still carry the quotes a seller typed around it. */
export function unquote(value: string): string {
  const match = WHOLLY_QUOTED.exec(value.trim());
  return match ? (matched(match, 1) ?? '') : value;
}

/**
 * Turns the text after a command name into named raw values: `key=value` pairs by
 * name, the rest positionally in the declared order; a `rest` argument takes the
 * remaining text verbatim (lines included). Discord options arrive already named.
 * Text no argument takes is returned under `_extra` so validation can refuse it.
 */
export function argumentValues(
  info: ArgumentShape[],
  text: string,
  options: Record<string, string | number | boolean> = {},
): Record<string, unknown> {
  const values: Record<string, unknown> = { ...options };
  const known = new Set(info.map((argument) => argument.name));
  let remaining = text.trim();
  while (remaining !== '') {
    const named = NAMED.exec(remaining);
    if (named?.[1] !== undefined && known.has(named[1])) {
      values[named[1]] = matched(named, 2) ?? '';
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
    values[next.name] = matched(token, 1);
    remaining = remaining.slice(token[0].length).trimStart();
  }
  return values;
}
