import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export interface SandboxProcess {
  child: ChildProcess;
  pid: number;
  baseUrl: string;
  adminToken: string;
  /** The demo seller, already owning listings of every category. */
  demoApiKey: string;
  stop(): Promise<void>;
}

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** The sandbox (limits off, no demo buyers) in its own process, so it has a core to itself. */
export async function spawnSandbox(): Promise<SandboxProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bin/sandbox.ts', '--port', '0', '--no-limits', '--log-level', 'warn'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (!child.stdout || child.pid === undefined) throw new Error('sandbox child did not start');
  const lines = createInterface({ input: child.stdout });
  const [line] = (await once(lines, 'line')) as [string];
  lines.close();
  const started = JSON.parse(line) as { baseUrl: string; adminToken: string; sellers: { apiKey: string }[] };
  const exited = once(child, 'exit');
  return {
    child,
    pid: child.pid,
    baseUrl: started.baseUrl,
    adminToken: started.adminToken,
    demoApiKey: started.sellers[0]?.apiKey ?? '',
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
