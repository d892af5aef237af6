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
    // The IPC channel carries a drain request and its answer (`drainChild`).
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
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

/**
 * Has the worker run its sweeps until nothing is claimable and no job is pending
 * (`RunningWorker.drain`): once this resolves, nothing more is coming with the clock where it stands.
 */
export function drainChild(worker: ChildWorker): Promise<void> {
  const child = worker.process;
  return new Promise<void>((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (message === 'drained') finish(null);
      else if (typeof message === 'object' && message !== null && 'drainFailed' in message)
        finish(new Error(`the worker did not drain: ${String(message.drainFailed)}`));
    };
    const onExit = () => finish(new Error('the worker exited while draining'));
    const finish = (error: Error | null) => {
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send('drain');
  });
}

export async function killHard(worker: ChildWorker): Promise<void> {
  if (worker.process.exitCode === null && worker.process.signalCode === null) worker.process.kill('SIGKILL');
  await worker.exited;
}
