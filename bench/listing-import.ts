import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { composeBot } from '../bin/runtime/compose-bot.js';
import { DEFAULT_JOBS_CONFIG } from '../jobs/jobs-config.js';
import { publishManualTopUps } from '../sandbox/bulk-seed.js';
import { startSandbox } from '../sandbox/index.js';
import { SPEC_LIMITS } from '../src/api/budget-window.js';
import type { ChatActor, ChatPlace } from '../src/domain/chat-input.js';
import type { Reply } from '../src/domain/reply.js';
import { createLogger } from '../src/log/logger.js';
import { openRedis } from '../src/runtime/redis-connection.js';
import { deleteNamespace } from '../src/store/delete-namespace.js';
import { generateKeyRingEntry, parseKeyRing } from '../src/store/key-ring.js';
import { createStores } from '../src/store/stores.js';
import type { ImportWorkerSummary, SentLine } from './import-worker.js';
import { repoRoot } from './sandbox-process.js';

export interface ListingImportResult {
  /** Price changes applied by the worker, one PATCH each on its own listing. */
  writes: number;
  /** The least the spec's limits allow for them: 250 writes a minute per key, 5 a minute and 10 an hour per listing. */
  floor_s: number;
  /** From Apply to the report in the chat. */
  apply_s: number;
  over_floor_pct: number;
  /** 429s the sandbox answered over the whole run (previews and writes). */
  rate_limited_429: number;
  /** The preview of a file of `writes` rows: upload to the answer. */
  preview_s: number;
  preview_rows_large: number;
  preview_large_s: number;
  /** The bot process's heap before the large preview, at its peak while it ran, and after (after a full collection with --expose-gc). */
  bot_heap_before_mb: number;
  bot_heap_peak_mb: number;
  bot_heap_after_mb: number;
  worker_live_heap_mb: number | null;
  worker_rss_mb: number;
}

const MB = 1024 * 1024;

/** Each listing gets `perListing` writes: the floor is the longer of the key's and one listing's waits. */
function writeBudgetFloorSeconds(writes: number, perListing: number): number {
  const perKey = Math.max(Math.ceil(writes / SPEC_LIMITS.writesPerWindow) - 1, 0) * (SPEC_LIMITS.windowMs / 1000);
  const minute = Math.max(Math.ceil(perListing / SPEC_LIMITS.offerWritesPerMinute) - 1, 0) * (SPEC_LIMITS.offerMinuteMs / 1000);
  const hour = Math.max(Math.ceil(perListing / SPEC_LIMITS.offerWritesPerHour) - 1, 0) * (SPEC_LIMITS.offerHourMs / 1000);
  return Math.max(perKey, minute, hour);
}

function heapMb(): number {
  return Math.round((process.memoryUsage().heapUsed / MB) * 10) / 10;
}

/**
 * `listings import` on the sandbox with the spec's limits on: a shop of `writes` manual
 * top-ups exported, every price changed, previewed by the bot (this process, composed as
 * bin/bot.ts composes it, no chat platform) and applied by the worker in a child process,
 * timed from Apply to the report; then a shop of `largeRows` listings previewed whole, with
 * the bot's heap around it.
 */
export async function measureListingImport(options: {
  writes: number;
  largeRows: number;
  redisUrl: string;
  log: (line: string) => void;
}): Promise<ListingImportResult> {
  const sandbox = await startSandbox({ demo: false, limits: true });
  const redis = openRedis({ kind: 'url', url: options.redisUrl }, { maxRetriesPerRequest: 3 });
  const namespace = `bench-import-${Date.now()}`;
  const keyRing = generateKeyRingEntry();
  const stores = createStores(redis, namespace, parseKeyRing(keyRing));
  const logger = createLogger({ level: 'warn', name: 'bench-import-bot' });
  const bot = composeBot(
    {
      marketplaceAllowPlainHttp: true,
      marketplaceBaseUrl: sandbox.baseUrl,
      webhookAllowPrivateNetworks: false,
      pollIntervalMs: DEFAULT_JOBS_CONFIG.pollIntervalMs,
      listingWatchIntervalMs: DEFAULT_JOBS_CONFIG.listingWatchIntervalMs,
      proxy: null,
      telegram: null,
      discord: null,
    },
    { redis, namespace, stores, logger },
  );
  let child: ReturnType<typeof spawn> | null = null;
  try {
    const shop = async (label: string, listings: number) => {
      const { seller, apiKey } = sandbox.core.accounts.createSeller(undefined);
      publishManualTopUps(sandbox.core, seller.id, listings);
      const chat = `bench-${label}`;
      const owner = await stores.identities.resolve('test', chat);
      const account = await stores.accounts.create({ label, apiKey, ownerIdentityId: owner, marketplaceUrl: sandbox.baseUrl });
      await stores.team.grant(account.id, owner, 'owner');
      const actor: ChatActor = { platform: 'test', userId: chat, displayName: 'Owner' };
      const place: ChatPlace = { platform: 'test', chatId: chat, kind: 'private' };
      const handle = async (input: Parameters<typeof bot.core.handle>[0]['input']) => bot.core.handle({ actor, place, input });
      const exported = (await handle({ type: 'command', name: 'listings', text: 'export json' }))[0]?.attachments?.[0];
      if (!exported) throw new Error('the export sent no file');
      const rows = JSON.parse(new TextDecoder().decode(exported.data).replace(/^\ufeff/, '')) as Record<string, unknown>[];
      // Every price a cent lower: one PATCH per listing.
      const edited = rows.map((row) => ({ ...row, price: (Number(row.price) - 0.01).toFixed(2) }));
      const file = new TextEncoder().encode(JSON.stringify(edited));
      const preview = async (): Promise<{ reply: Reply | undefined; seconds: number }> => {
        await handle({ type: 'command', name: 'listings', text: 'import' });
        const started = performance.now();
        const [reply] = await handle({ type: 'file', filename: 'shop.json', contentType: 'application/json', data: file });
        return { reply, seconds: (performance.now() - started) / 1000 };
      };
      return { preview, handle, rows: rows.length };
    };

    options.log(`listings import: ${options.largeRows} rows previewed, bot heap measured`);
    const large = await shop('bench-large', options.largeRows);
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const before = heapMb();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, heapMb())), 20);
    const largePreview = await large.preview();
    clearInterval(sampler);
    peak = Math.max(peak, heapMb());
    gc?.();
    const after = heapMb();
    if (!/unchanged/.test(largePreview.reply?.text ?? '')) throw new Error(`the large preview said ${largePreview.reply?.text}`);

    options.log(`listings import: ${options.writes} price changes applied by the worker at the spec's limits`);
    const small = await shop('bench-apply', options.writes);
    const { reply, seconds: previewSeconds } = await small.preview();
    const apply = reply?.buttons?.flat().find((button) => button.label === 'Apply')?.action;
    if (!apply) throw new Error(`the preview offered no Apply: ${reply?.text}`);

    const spawned = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/import-worker.ts'], {
      cwd: repoRoot,
      env: { ...process.env, REDIS_URL: options.redisUrl, REDIS_CLUSTER_NODES: '', BENCH_NAMESPACE: namespace, BENCH_KEY_RING: keyRing },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child = spawned;
    if (!spawned.stdout) throw new Error('the bench worker did not start');
    const exited = once(spawned, 'exit');
    const lines = createInterface({ input: spawned.stdout });
    let reported: (line: SentLine) => void = () => undefined;
    const report = new Promise<SentLine>((resolve) => (reported = resolve));
    let summarised: (summary: ImportWorkerSummary) => void = () => undefined;
    const summary = new Promise<ImportWorkerSummary>((resolve) => (summarised = resolve));
    let ready: () => void = () => undefined;
    const isReady = new Promise<void>((resolve) => (ready = resolve));
    lines.on('line', (line) => {
      if (line === 'READY') ready();
      else if (line.startsWith('SENT ')) {
        const sent = JSON.parse(line.slice('SENT '.length)) as SentLine;
        if (sent.file === 'import-report.csv') reported(sent);
        else if (!sent.edit) options.log(`  ${sent.text}`);
      } else if (line.startsWith('SUMMARY ')) summarised(JSON.parse(line.slice('SUMMARY '.length)) as ImportWorkerSummary);
    });
    await Promise.race([isReady, exited.then(() => Promise.reject(new Error('the bench worker exited before it was ready')))]);

    const appliedAt = Date.now();
    const [started] = await small.handle({ type: 'action', action: apply });
    options.log(`  ${started?.text ?? ''}`);
    const done = await report;
    options.log(`  ${done.text}`);
    spawned.kill('SIGTERM');
    const worker = await summary;
    await exited;
    child = null;
    const floor = writeBudgetFloorSeconds(options.writes, 1);
    const applySeconds = (done.at - appliedAt) / 1000;
    const round = (value: number) => Math.round(value * 100) / 100;
    return {
      writes: options.writes,
      floor_s: floor,
      apply_s: round(applySeconds),
      over_floor_pct: floor > 0 ? round(((applySeconds - floor) / floor) * 100) : 0,
      rate_limited_429: sandbox.core.limiter.refused,
      preview_s: round(previewSeconds),
      preview_rows_large: large.rows,
      preview_large_s: round(largePreview.seconds),
      bot_heap_before_mb: before,
      bot_heap_peak_mb: peak,
      bot_heap_after_mb: after,
      worker_live_heap_mb: worker.liveHeapMb,
      worker_rss_mb: worker.rssMb,
    };
  } finally {
    if (child && child.exitCode === null) child.kill('SIGTERM');
    await bot.close();
    await deleteNamespace(redis, namespace);
    redis.disconnect();
    await sandbox.close();
  }
}
