import { spawn, type ChildProcess } from 'node:child_process';
import type { BudgetLimits } from '../../../src/api/budget-window.js';
import { testRedisEnv } from '../../support/test-redis.js';
import { fastConfig, waitFor, type Harness } from './jobs-harness.js';

export interface ChildWorkerOptions {
  /** `hang`: its chat platform never answers; `print`: it answers and prints each send. */
  notifier: 'hang' | 'print';
  sendDelayMs?: number;
  limits?: Partial<BudgetLimits>;
  /** WEBHOOK_ALLOW_PRIVATE_NETWORKS for the child: it may call a supplier on this machine. */
  allowPrivateNetworks?: boolean;
}

/** A worker of the harness's namespace in its own process, to be killed; its stdout lines land in `output`. */
export async function spawnChildWorker(h: Harness, options: ChildWorkerOptions, output: string[]): Promise<ChildProcess> {
  const { now: _clock, ...numbers } = fastConfig(h.sandbox, { lockDurationMs: 2_000, stalledIntervalMs: 500 });
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/jobs/support/child-worker.ts'], {
    env: {
      ...process.env,
      ...testRedisEnv(),
      JOBS_NAMESPACE: h.namespace,
      JOBS_QUEUE_PREFIX: h.queuePrefix,
      JOBS_KEY_RING: h.keyRing,
      JOBS_CONFIG: JSON.stringify(numbers),
      CHILD_NOTIFIER: options.notifier,
      CHILD_SEND_DELAY_MS: String(options.sendDelayMs ?? 0),
      ...(options.limits ? { CHILD_CLIENT_LIMITS: JSON.stringify(options.limits) } : {}),
      ...(options.allowPrivateNetworks ? { CHILD_ALLOW_PRIVATE_NETWORKS: 'true' } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(...chunk.toString().split('\n')));
  await waitFor('the child worker to start', () => output.includes('READY'), 30_000);
  return child;
}
