import { hostname } from 'node:os';
import { z } from 'zod';
import type { RedisConnection } from '../runtime/redis-connection.js';
import { RedisScript } from './redis-script.js';

/** Who runs a demo: named to the person whose start is refused. */
export interface DemoHolder {
  pid: number;
  host: string;
  /** The data folder's resolved path. */
  folder: string;
}

export type DemoLockTaken = { taken: true; release(): Promise<void> } | { taken: false; holder: DemoHolder };

export interface DemoLockOptions {
  /** How long the lock outlives a process that stops refreshing it (killed, frozen). */
  ttlMs?: number;
  /** Another process took the lock (this one was frozen past the TTL): its demo owns the data now. */
  onLost(holder: DemoHolder): void;
}

const DEFAULT_TTL_MS = 30_000;

const holderShape = z.object({ pid: z.number().int(), host: z.string(), folder: z.string() });

// Extends the lock while it is this process's; takes it again when it lapsed with nobody taking it (Redis restarted empty).
const KEEP = new RedisScript(
  'demo-lock-keep',
  `local current = redis.call('GET', KEYS[1])
if current == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
if not current then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 end
return 0`,
);
const RELEASE = new RedisScript(
  'demo-lock-release',
  `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`,
);
// Replaces exactly the value that was read, so two starts taking over one dead holder cannot both win.
const REPLACE = new RedisScript(
  'demo-lock-replace',
  `if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3]) return 1 end
return 0`,
);

/** The key holding a demo namespace's lock: beside the namespace, so wiping the demo's data keeps it. */
export function demoLockKey(namespace: string): string {
  return `lock:${namespace}`;
}

function readHolder(value: string): DemoHolder {
  try {
    const parsed = holderShape.safeParse(JSON.parse(value));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: named as unknown below.
  }
  return { pid: 0, host: '?', folder: '?' };
}

/** A holder on this machine whose process is gone (killed, crashed): its lock need not be waited out. */
function gone(holder: DemoHolder): boolean {
  if (holder.host !== hostname() || holder.pid <= 0) return false;
  try {
    process.kill(holder.pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * One demo per namespace: SET NX with a TTL that a heartbeat refreshes, its value naming
 * the process, its host and its data folder. A second start on the same data is told who
 * holds it; a lock left by a dead process on this machine is taken over at once.
 */
export async function takeDemoLock(
  redis: RedisConnection,
  namespace: string,
  folder: string,
  options: DemoLockOptions,
): Promise<DemoLockTaken> {
  const key = demoLockKey(namespace);
  const ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
  const mine = JSON.stringify({ pid: process.pid, host: hostname(), folder, since: new Date().toISOString() });
  let taken = (await redis.set(key, mine, 'PX', ttlMs, 'NX')) === 'OK';
  if (!taken) {
    const current = await redis.get(key);
    if (current !== null && !gone(readHolder(current))) return { taken: false, holder: readHolder(current) };
    taken =
      current === null
        ? (await redis.set(key, mine, 'PX', ttlMs, 'NX')) === 'OK'
        : Number(await REPLACE.run(redis, [key], [current, mine, ttlMs])) === 1;
    if (!taken) return { taken: false, holder: readHolder((await redis.get(key)) ?? '') };
  }
  const heartbeat = setInterval(() => {
    KEEP.run(redis, [key], [mine, ttlMs]).then(
      async (kept) => {
        if (Number(kept) === 1) return;
        clearInterval(heartbeat);
        options.onLost(readHolder((await redis.get(key)) ?? ''));
      },
      // A Redis error (logged by the connection) is retried on the next beat, well within the TTL.
      () => undefined,
    );
  }, ttlMs / 3);
  heartbeat.unref();
  return {
    taken: true,
    async release() {
      clearInterval(heartbeat);
      await RELEASE.run(redis, [key], [mine]);
    },
  };
}
