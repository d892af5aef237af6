// The worker side of listing-import.ts, in its own process as bin/worker.ts composes it
// (composeWorker on the marketplace each account names), with one notifier of its own: each
// message the import sends (progress, report) is a line on stdout. Talks over stdout:
// `READY`; `SENT <json>` per message sent or edited; on SIGTERM one `SUMMARY <json>` line,
// then it exits.
import { composeWorker } from '../bin/runtime/compose-worker.js';
import { DEFAULT_JOBS_CONFIG } from '../jobs/jobs-config.js';
import { readRedisTarget } from '../src/config/redis-config.js';
import type { MessageRef } from '../src/domain/chat-input.js';
import type { Reply } from '../src/domain/reply.js';
import { createLogger } from '../src/log/logger.js';
import type { Notifier, NotifyOutcome } from '../src/notify/notifier.js';
import type { AlertTarget } from '../src/domain/alert-target.js';
import { openRedis } from '../src/runtime/redis-connection.js';
import { parseKeyRing } from '../src/store/key-ring.js';
import { createStores } from '../src/store/stores.js';

export interface ImportWorkerSummary {
  /** Heap still used after a full collection (needs --expose-gc), MB. */
  liveHeapMb: number | null;
  rssMb: number;
}

export interface SentLine {
  at: number;
  edit: boolean;
  text: string;
  file: string | null;
}

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

let sent = 0;
function said(edit: boolean, reply: Reply): void {
  const line: SentLine = { at: Date.now(), edit, text: reply.text ?? '', file: reply.attachments?.[0]?.filename ?? null };
  process.stdout.write(`SENT ${JSON.stringify(line)}\n`);
}

/** The chat the import was confirmed in, as lines the bench reads. */
const stdoutChat: Notifier = {
  platform: 'test',
  send(target: AlertTarget, reply: Reply): Promise<NotifyOutcome> {
    said(false, reply);
    sent += 1;
    return Promise.resolve({ ok: true, ref: { platform: 'test', chatId: target.id, messageId: String(sent) } });
  },
  edit(ref: MessageRef, reply: Reply): Promise<NotifyOutcome> {
    said(true, reply);
    return Promise.resolve({ ok: true, ref });
  },
  delete(ref: MessageRef): Promise<NotifyOutcome> {
    return Promise.resolve({ ok: true, ref });
  },
};

const namespace = env('BENCH_NAMESPACE');
const redis = openRedis(
  readRedisTarget((name) => process.env[name] || undefined),
  { maxRetriesPerRequest: 3 },
);
const logger = createLogger({ level: 'warn', name: 'bench-import-worker' });
const stores = createStores(redis, namespace, parseKeyRing(env('BENCH_KEY_RING')));
const worker = await composeWorker(
  {
    marketplaceAllowPlainHttp: true,
    webhookAllowPrivateNetworks: false,
    proxy: null,
    telegram: null,
    discord: null,
    pollIntervalMs: DEFAULT_JOBS_CONFIG.pollIntervalMs,
    listingWatchIntervalMs: DEFAULT_JOBS_CONFIG.listingWatchIntervalMs,
  },
  { redis, namespace, stores, logger },
  { notifiers: [stdoutChat] },
);

process.once('SIGTERM', () => {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const summary: ImportWorkerSummary = {
    liveHeapMb: gc ? Math.round(process.memoryUsage().heapUsed / 1024 / 1024) : null,
    rssMb: Math.round(process.memoryUsage().rss / 1024 / 1024),
  };
  process.stdout.write(`SUMMARY ${JSON.stringify(summary)}\n`);
  void (async () => {
    await worker.close();
    redis.disconnect();
    process.exit(0);
  })();
});
process.stdout.write('READY\n');
