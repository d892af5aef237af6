import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export interface SandboxProcessOptions {
  /** The marketplace's rate limits; off unless asked, so a benchmark measures Hawker and not the limiter. */
  limits?: boolean;
  /** Repeatable ids and keys (`--seed`). */
  seed?: number;
  /** The sandbox's own log level; its logs go to this process's stderr. */
  logLevel?: 'debug' | 'info' | 'warn' | 'error';
}

export interface SandboxProcess {
  child: ChildProcess;
  pid: number;
  baseUrl: string;
  adminToken: string;
  /** The demo sellers `npm run sandbox` prints, the first already owning listings of every category. */
  sellers: { id: string; apiKey: string }[];
  /** The first demo seller's key. */
  demoApiKey: string;
  stop(): Promise<void>;
}

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * `npm run sandbox` (bin/sandbox.ts) in its own process, so it has a core to itself,
 * on a free port; answers once it has printed its JSON line. The one way benchmarks
 * and tests start the sandbox as a separate process.
 */
export async function spawnSandbox(options: SandboxProcessOptions = {}): Promise<SandboxProcess> {
  const args = ['--import', 'tsx', 'bin/sandbox.ts', '--port', '0', '--log-level', options.logLevel ?? 'warn'];
  if (!options.limits) args.push('--no-limits');
  if (options.seed !== undefined) args.push('--seed', String(options.seed));
  const child = spawn(process.execPath, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] });
  if (!child.stdout || child.pid === undefined) throw new Error('sandbox child did not start');
  const exited = once(child, 'exit');
  const lines = createInterface({ input: child.stdout });
  const first = await Promise.race([
    once(lines, 'line').then(([line]) => line as string),
    exited.then(([code]) => {
      throw new Error(`the sandbox exited (${String(code)}) before printing its address`);
    }),
  ]);
  lines.close();
  const started = JSON.parse(first) as { baseUrl: string; adminToken: string; sellers: { id: string; apiKey: string }[] };
  return {
    child,
    pid: child.pid,
    baseUrl: started.baseUrl,
    adminToken: started.adminToken,
    sellers: started.sellers,
    demoApiKey: started.sellers[0]?.apiKey ?? '',
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
