/**
 * Redis Cluster places a key by its hash tag (the text inside its first `{…}`), and a
 * MULTI, a pipeline or a script may only touch keys of one slot. Every key of one seller
 * account (its record, ledgers, sales book, away state) and the index sets that must change
 * with them (pollable accounts, due sets, away indexes) carry the tag of the account's
 * group, so they meet on one slot; each index is split into one set per group, so no
 * single key is touched by every poll. A person's record is grouped the same way by its
 * own id.
 *
 * 64 groups spread over the slots: on a three-master cluster with the default slot split
 * they fall 23/21/20. A sweep visits 64 small sets instead of one big one, which costs
 * an idle deployment about 64 short scripts per due set and tick. On one Redis the tags
 * are just characters of the key.
 */
export const KEY_GROUPS = 64;

/** The group of an account or person id: FNV-1a, stable across processes and releases. */
export function keyGroupOf(id: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index += 1) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % KEY_GROUPS;
}

/** The hash-tagged prefix of one group's keys: `<ns>:{g<group>}`. */
export function groupScope(namespace: string, group: number): string {
  return `${namespace}:{g${group}}`;
}

/** The prefix every key of this account (or person) starts with. */
export function keyScope(namespace: string, id: string): string {
  return groupScope(namespace, keyGroupOf(id));
}

/** Every group's prefix, for readers of a split index. */
export function allGroupScopes(namespace: string): string[] {
  return Array.from({ length: KEY_GROUPS }, (_, group) => groupScope(namespace, group));
}

/** A SCAN pattern matching the start of every group's keys (braces are plain characters to MATCH). */
export function everyGroupPattern(namespace: string): string {
  return `${namespace}:{g*}`;
}

/** What places a key on a cluster slot: the text of its first non-empty `{…}`, or the whole key without one (as Redis hashes it). */
export function hashTagOf(key: string): string {
  const open = key.indexOf('{');
  const close = open < 0 ? -1 : key.indexOf('}', open + 1);
  return close > open + 1 ? key.slice(open + 1, close) : key;
}
