import type { ChildProcess } from 'node:child_process';

export function running(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** SIGKILL, and wait until it is gone: what a machine failure looks like to everyone else. */
export async function sigkill(child: ChildProcess | undefined): Promise<void> {
  if (!child || !running(child)) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}
