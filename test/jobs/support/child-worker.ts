// A worker in its own process. Its chat platform either never answers
// (CHILD_NOTIFIER=hang: it hangs inside the alert job, to be SIGKILLed there) or
// answers after CHILD_SEND_DELAY_MS and prints `SENT <chatId> <title>` (to be
// SIGTERMed mid-job). Exits 0 after a clean close on SIGTERM. CHILD_CLIENT_LIMITS (JSON)
// shrinks the marketplace budgets like the harness's workers; CHILD_ALLOW_PRIVATE_NETWORKS=true
// lets it call a supplier on this machine, as WEBHOOK_ALLOW_PRIVATE_NETWORKS does.
import type { BudgetLimits } from '../../../src/api/budget-window.js';
import type { Notifier, NotifyOutcome } from '../../../src/notify/notifier.js';
import { readRedisTarget } from '../../../src/config/redis-config.js';
import { openRedis } from '../../../src/runtime/redis-connection.js';
import { createLogger } from '../../../src/log/logger.js';
import { composeWorker } from '../../../bin/runtime/compose-worker.js';
import { parseKeyRing } from '../../../src/store/key-ring.js';
import { createStores } from '../../../src/store/stores.js';
import { TEST_WORKER_CONFIG } from '../../support/test-process-config.js';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const redis = openRedis(
  readRedisTarget((name) => process.env[name] || undefined),
  { maxRetriesPerRequest: 3 },
);
const namespace = env('JOBS_NAMESPACE');
const hanging: Notifier = {
  platform: 'test',
  send(target) {
    process.stdout.write(`SENDING ${target.id}\n`);
    return new Promise<NotifyOutcome>(() => undefined);
  },
  edit: () => new Promise<NotifyOutcome>(() => undefined),
  delete: () => new Promise<NotifyOutcome>(() => undefined),
};

const delayMs = Number(process.env.CHILD_SEND_DELAY_MS ?? 0);
let messageId = 0;
const printing: Notifier = {
  platform: 'test',
  async send(target, reply) {
    process.stdout.write(`SENDING ${target.id}\n`);
    // A send as slow as CHILD_SEND_DELAY_MS, so a test's SIGTERM lands in the middle of one.
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    process.stdout.write(`SENT ${target.id} ${reply.title ?? ''}\n`);
    return { ok: true, ref: { platform: 'test', chatId: target.id, messageId: `child-${++messageId}` } };
  },
  edit: (ref) => Promise.resolve({ ok: true, ref }),
  delete: (ref) => Promise.resolve({ ok: true, ref }),
};

// The worker as bin/worker.ts composes it, with the harness's single attempt per call.
const worker = await composeWorker(
  { ...TEST_WORKER_CONFIG, webhookAllowPrivateNetworks: process.env.CHILD_ALLOW_PRIVATE_NETWORKS === 'true' },
  {
    redis,
    namespace,
    stores: createStores(redis, namespace, parseKeyRing(env('JOBS_KEY_RING'))),
    logger: createLogger({ level: 'silent' }),
  },
  {
    queuePrefix: env('JOBS_QUEUE_PREFIX'),
    notifiers: [process.env.CHILD_NOTIFIER === 'print' ? printing : hanging],
    jobs: JSON.parse(env('JOBS_CONFIG')) as Record<string, number>,
    marketplace: {
      policy: (shipped) => ({ ...shipped, retry: { ...shipped.retry, maxAttempts: 1 } }),
      ...(process.env.CHILD_CLIENT_LIMITS ? { limits: JSON.parse(process.env.CHILD_CLIENT_LIMITS) as Partial<BudgetLimits> } : {}),
    },
  },
);
process.once('SIGTERM', () => {
  void worker.close().then(() => {
    redis.disconnect();
    process.stdout.write('CLOSED\n');
    process.exit(0);
  });
});
process.stdout.write('READY\n');
