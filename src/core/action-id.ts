import { MAX_ACTION_BYTES } from './reply.js';

/**
 * Button action ids, all re-checked against the presser's role when pressed:
 * - `c:<command text>`: runs that command as if the presser typed it;
 * - `r:<token>`: the same for a command text too long for callback data, kept in Redis;
 * - `f:<token>[:<choice>]`: an answer to a flow step (confirmations, guided create).
 */
export type ParsedAction =
  | { kind: 'command'; text: string }
  | { kind: 'stored'; token: string }
  | { kind: 'flow'; token: string; choice?: string };

export function byteLength(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

export function fitsAction(action: string): boolean {
  return byteLength(action) <= MAX_ACTION_BYTES;
}

/** A command button when the text fits, otherwise null (the caller stores a flow token instead). */
export function commandAction(text: string): string | null {
  const action = `c:${text}`;
  return fitsAction(action) ? action : null;
}

export function flowAction(token: string, choice?: string): string {
  const action = choice === undefined ? `f:${token}` : `f:${token}:${choice}`;
  if (!fitsAction(action)) throw new Error(`flow action longer than ${MAX_ACTION_BYTES} bytes`);
  return action;
}

export function parseAction(action: string): ParsedAction | null {
  if (!fitsAction(action)) return null;
  if (action.startsWith('c:') && action.length > 2) return { kind: 'command', text: action.slice(2) };
  const stored = /^r:([A-Za-z0-9_-]{6,32})$/.exec(action);
  if (stored?.[1] !== undefined) return { kind: 'stored', token: stored[1] };
  const flow = /^f:([A-Za-z0-9_-]{6,32})(?::(.{1,40}))?$/.exec(action);
  if (flow?.[1] !== undefined) return flow[2] === undefined ? { kind: 'flow', token: flow[1] } : { kind: 'flow', token: flow[1], choice: flow[2] };
  return null;
}
