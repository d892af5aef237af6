import type { RedisConnection } from '../runtime/redis-connection.js';
import { forEachKeyBatch } from './key-scan.js';
import { keyScope } from './key-scope.js';

/** SCAN's MATCH reads `*`, `?`, `[` and `\` as patterns; these stand for themselves. */
function globLiteral(text: string): string {
  return text.replace(/[*?[\]\\]/g, (character) => `\\${character}`);
}

/**
 * Families the worker still reads after a disconnect, to mark each open alert of the shop
 * as disconnected (jobs/countdown.ts): the order ledger and the messages about the order.
 * Both expire on their own (docs/jobs.md) and hold no key or code.
 */
const READ_AFTER_DISCONNECT = new Set(['jobs:order', 'alert-refs']);

/**
 * The family of a key of the account's group that names the account (`guard` for
 * `<ns>:{g}:guard:<account>:taken`), or null for a key that does not name it.
 */
function accountKeyFamily(key: string, namespace: string, accountId: string): string | null {
  const scope = `${keyScope(namespace, accountId)}:`;
  if (!key.startsWith(scope)) return null;
  const parts = key.slice(scope.length).split(':');
  const at = parts.indexOf(accountId);
  return at > 0 ? parts.slice(0, at).join(':') : null;
}

/**
 * `disconnect`: every key that names the account goes, whichever store or job owns it,
 * so a store added later cannot be left out here. Every key of one account carries the
 * account's group tag and names the account after its family (docs/jobs.md, "Redis keys");
 * only the families the worker reads after a disconnect stay until they expire. Rare, so
 * a SCAN of every master; the account's keys share one slot, so one UNLINK takes a batch.
 */
export async function deleteAccountKeys(redis: RedisConnection, namespace: string, accountId: string): Promise<void> {
  const pattern = `${globLiteral(keyScope(namespace, accountId))}:*${globLiteral(accountId)}*`;
  await forEachKeyBatch(redis, pattern, 500, async (found, master) => {
    const gone = found.filter((key) => {
      const family = accountKeyFamily(key, namespace, accountId);
      return family !== null && !READ_AFTER_DISCONNECT.has(family);
    });
    if (gone.length > 0) await master.unlink(...gone);
  });
}
