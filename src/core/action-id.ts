import { MAX_ACTION_BYTES } from '../domain/reply.js';

/**
 * Button action ids, all re-checked against the presser's role when pressed:
 * - `c:<command text>`: runs that command as if the presser typed it;
 * - `a:<account tag>:<command text>`: the same on the seller account the button was made for,
 *   whichever account is active or linked when it is pressed;
 * - `r:<token>`: either of those for a command text too long for callback data, kept in Redis;
 * - `f:<token>[:<choice>]`: an answer to a flow step (confirmations, guided create).
 */
export type ParsedAction =
  | { kind: 'command'; text: string }
  | { kind: 'account-command'; accountTag: string; text: string }
  | { kind: 'stored'; token: string }
  | { kind: 'flow'; token: string; choice?: string };

function byteLength(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

function fitsAction(action: string): boolean {
  return byteLength(action) <= MAX_ACTION_BYTES;
}

/**
 * Enough of an account id to tell apart the few accounts one person holds a role on;
 * the whole id would leave no room for a command with an order id in 64 bytes.
 */
const ACCOUNT_TAG_LENGTH = 8;

function accountTag(accountId: string): string {
  return accountId.slice(0, ACCOUNT_TAG_LENGTH);
}

/**
 * A command button when the text fits, otherwise null (the caller stores a token instead).
 * With an account, the press acts on that account, never on whichever one is active then.
 */
export function commandAction(text: string, accountId?: string): string | null {
  const action = accountId === undefined ? `c:${text}` : `a:${accountTag(accountId)}:${text}`;
  return fitsAction(action) ? action : null;
}

/** A press on a command kept in Redis under this token (for a text too long for callback data). */
export function storedCommandAction(token: string): string {
  return `r:${token}`;
}

export function flowAction(token: string, choice?: string): string {
  const action = choice === undefined ? `f:${token}` : `f:${token}:${choice}`;
  if (!fitsAction(action)) throw new Error(`flow action longer than ${MAX_ACTION_BYTES} bytes`);
  return action;
}

export function parseAction(action: string): ParsedAction | null {
  if (!fitsAction(action)) return null;
  if (action.startsWith('c:') && action.length > 2) return { kind: 'command', text: action.slice(2) };
  const bound = /^a:([0-9a-f-]{8}):(.+)$/s.exec(action);
  if (bound?.[1] !== undefined && bound[2] !== undefined) return { kind: 'account-command', accountTag: bound[1], text: bound[2] };
  const stored = /^r:([A-Za-z0-9_-]{6,32})$/.exec(action);
  if (stored?.[1] !== undefined) return { kind: 'stored', token: stored[1] };
  const flow = /^f:([A-Za-z0-9_-]{6,32})(?::(.{1,40}))?$/.exec(action);
  if (flow?.[1] !== undefined)
    return flow[2] === undefined ? { kind: 'flow', token: flow[1] } : { kind: 'flow', token: flow[1], choice: flow[2] };
  return null;
}
