import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { repoRoot } from './sandbox-process.js';

export interface ApiProcess {
  /** The API server's base URL (`http://127.0.0.1:<port>`): `/v1` and `/dashboard` beside each other. */
  url: string;
  pid: number;
  /** SIGTERM (the bot closes, its event streams end), then waits for the exit. */
  stop(): Promise<void>;
  /** SIGKILL, for a bench that failed half-way; nothing when it has exited. */
  kill(): Promise<void>;
}

/**
 * The bot serving the HTTP API (`bench/api-worker.ts`) in a process of its own, on the
 * bench's namespace and the sandbox marketplace; answers once the child says READY.
 */
export async function spawnApiProcess(options: {
  redisUrl: string;
  namespace: string;
  keyRing: string;
  marketplaceUrl: string;
  nodeFlags?: readonly string[];
}): Promise<ApiProcess> {
  const child: ChildProcess = spawn(process.execPath, [...(options.nodeFlags ?? []), '--import', 'tsx', 'bench/api-worker.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      REDIS_URL: options.redisUrl,
      REDIS_CLUSTER_NODES: '',
      BENCH_NAMESPACE: options.namespace,
      BENCH_KEY_RING: options.keyRing,
      BENCH_MARKETPLACE_URL: options.marketplaceUrl,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (!child.stdout || child.pid === undefined) throw new Error('bench API process did not start');
  const exited = once(child, 'exit');
  const running = () => child.exitCode === null && child.signalCode === null;
  const lines = createInterface({ input: child.stdout });
  const first = await Promise.race([once(lines, 'line').then(([line]) => line as string), exited.then(() => null)]);
  if (first === null) throw new Error('the bench API process exited before it was ready');
  if (!first.startsWith('READY ')) {
    child.kill('SIGKILL');
    throw new Error(`the bench API process said ${first}`);
  }
  return {
    url: first.slice('READY '.length),
    pid: child.pid,
    stop: async () => {
      if (running()) child.kill('SIGTERM');
      await exited;
    },
    kill: async () => {
      if (!running()) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}
