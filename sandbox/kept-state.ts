import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { SNAPSHOT_VERSION, type SandboxSnapshot } from './snapshot.js';

/** Saves wait this long after a change, so a burst of writes (an import, a bulk edit) costs one. */
const SAVE_DEBOUNCE_MS = 1_000;

/** What a kept sandbox found in its file. */
export type KeptStart =
  | { kind: 'new' }
  | { kind: 'restored' }
  /** The file was from an incompatible version (or unreadable): moved to `file`, and the sandbox started anew. */
  | { kind: 'set-aside'; file: string };

export type ReadKept = { kind: 'new' } | { kind: 'found'; snapshot: SandboxSnapshot } | { kind: 'set-aside'; file: string };

/** Moves an unusable state out of the way beside itself, kept for whoever wants to look at it. */
export function setAside(file: string): string {
  const aside = `${file}.set-aside-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  renameSync(file, aside);
  return aside;
}

/** The saved state, if any; one this version cannot read is set aside. */
export function readKeptState(file: string): ReadKept {
  if (!existsSync(file)) return { kind: 'new' };
  let snapshot: unknown;
  try {
    snapshot = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return { kind: 'set-aside', file: setAside(file) };
  }
  const version = typeof snapshot === 'object' && snapshot !== null ? (snapshot as { version?: unknown }).version : undefined;
  if (version !== SNAPSHOT_VERSION) return { kind: 'set-aside', file: setAside(file) };
  return { kind: 'found', snapshot: snapshot as SandboxSnapshot };
}

/** `--fresh`: the saved state goes, so the next start seeds the demo anew. */
export function forgetKeptState(file: string): void {
  rmSync(file, { force: true });
}

/** Writes through a temporary file and a rename, so a crash mid-write leaves the previous state whole. */
function writeAtomically(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text, { mode: 0o600 });
  renameSync(temporary, file);
}

export interface StateKeeper {
  /** Something changed: saved within a second, once for a burst. */
  changed(): void;
  /** Saves now if anything changed since the last save, and stops. */
  close(): void;
}

/**
 * Keeps the sandbox's state in `file`: saved now, after each burst of changes, and when closed.
 * A failed save (a full disk) is told to `onError` and tried again on the next change.
 */
export function keepState(file: string, snapshot: () => SandboxSnapshot, onError: (error: unknown) => void): StateKeeper {
  let timer: NodeJS.Timeout | null = null;
  let dirty = false;
  const save = () => {
    timer = null;
    dirty = false;
    try {
      writeAtomically(file, JSON.stringify(snapshot()));
    } catch (error) {
      dirty = true;
      onError(error);
    }
  };
  save();
  return {
    changed() {
      dirty = true;
      if (timer) return;
      timer = setTimeout(save, SAVE_DEBOUNCE_MS);
      timer.unref();
    },
    close() {
      if (timer) clearTimeout(timer);
      if (dirty) save();
    },
  };
}
