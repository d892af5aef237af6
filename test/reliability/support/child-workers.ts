import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('./worker-child.ts', import.meta.url));

export interface ChildWorker {
  process: ChildProcess;
  ready: Promise<void>;
  exited: Promise<void>;
}

/** Starts worker-child.ts with this environment; `ready` resolves once it prints READY. */
export function spawnWorker(env: Record<string, string>): ChildWorker {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('READY')) resolve();
    });
    child.once('exit', (code, signal) => reject(new Error(`worker exited before it was ready (${code ?? signal})`)));
  });
  ready.catch(() => undefined);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { process: child, ready, exited };
}

export async function killHard(worker: ChildWorker): Promise<void> {
  if (worker.process.exitCode === null && worker.process.signalCode === null) worker.process.kill('SIGKILL');
  await worker.exited;
}
