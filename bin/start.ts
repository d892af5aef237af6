// `npm start`: the whole of Hawker in one process. With nothing configured it runs on
// embedded defaults: the sandbox marketplace with a demo shop already connected and
// buyers placing orders, a private Redis when none answers, and a terminal chat.
import { resolve } from 'node:path';
import { pino } from 'pino';
import { ConsoleChat, consoleActor } from '../adapters/console/console-chat.js';
import { settleConsoleLanguage, systemLocale } from '../adapters/console/console-language.js';
import { startDemoSupplier, type RunningDemoSupplier } from '../sandbox/demo-supplier.js';
import { startSandbox } from '../sandbox/index.js';
import { forgetKeptState } from '../sandbox/kept-state.js';
import { composeBot } from './runtime/compose-bot.js';
import { composeWorker } from './runtime/compose-worker.js';
import { configOrExit } from './runtime/config-or-exit.js';
import { connectDemoShops, DEMO_SHOP_LABELS } from './runtime/demo-shops.js';
import { onShutdown, type ShutdownStep } from './runtime/graceful-shutdown.js';
import { createChartRenderer } from '../src/core/stats/chart-sales.js';
import { createOutgoingDispatcher } from '../src/net/outgoing-dispatcher.js';
import { DEFAULT_LOCALE, translate } from '../src/i18n/index.js';
import { createLogger } from '../src/log/logger.js';
import type { Notifier } from '../src/notify/notifier.js';
import { startHealthServer } from '../src/ops/health-server.js';
import { demoNamespace } from '../src/runtime/demo-namespace.js';
import { chooseRedis, RedisUnavailableError } from '../src/runtime/embedded-redis.js';
import { openRedis } from '../src/runtime/redis-connection.js';
import { refuseOldKeyLayout } from './runtime/refuse-old-key-layout.js';
import { DASHBOARD_LOGIN_TTL_SECONDS } from '../src/store/dashboard-logins.js';
import { deleteNamespace } from '../src/store/delete-namespace.js';
import { takeDemoLock, type DemoHolder } from '../src/store/demo-lock.js';
import { createStores } from '../src/store/stores.js';

const config = configOrExit();
/** The HTTP API's port when HAWKER_API_PORT names none: fixed, so the demo's address stays the same from run to run. */
const DEMO_API_PORT = 8787;
const demo = config.marketplaceBaseUrl === null;
const useConsole = !config.telegram && !config.discord;
// The demo's namespace belongs to its data folder, kept with the sandbox's state saved there.
const namespace = demo ? demoNamespace(config.dataDir) : 'hawker';
/** `npm start -- --fresh`: the demo starts over, its saved sandbox and Hawker's data gone. */
const fresh = process.argv.slice(2).includes('--fresh');
const sandboxStateFile = `${config.dataDir}/sandbox-state.json`;

// In the terminal chat, logs would drown the conversation: they go to a file instead.
const logger = useConsole
  ? createLogger({
      name: 'hawker',
      level: config.log.level,
      destination: pino.destination({ dest: `${config.dataDir}/hawker.log`, mkdir: true, sync: false }),
    })
  : createLogger({ name: 'hawker', level: config.log.level, pretty: config.log.pretty });

const say = (text: string) => process.stdout.write(`${text}\n`);

/**
 * The dashboard's address with a one-time login for the terminal's person on their shop: what
 * `dashboard` answers in the terminal, asked the same way. Null when they have no shop yet.
 */
async function dashboardLogin(terminal: ConsoleChat): Promise<string | null> {
  const replies = await core.handle({
    actor: terminal.actor,
    place: { platform: 'console', chatId: 'console', kind: 'private' },
    input: { type: 'command', name: 'dashboard', text: '' },
  });
  return replies.find((reply) => reply.link)?.link?.url ?? null;
}

let redisChoice;
try {
  const configured = Boolean(
    process.env.REDIS_URL?.trim() || process.env.REDIS_SENTINELS?.trim() || process.env.REDIS_CLUSTER_NODES?.trim(),
  );
  redisChoice = await chooseRedis({ configured: configured ? config.redis : undefined, dataDir: `${config.dataDir}/redis` });
} catch (error) {
  console.error(error instanceof RedisUnavailableError ? error.message : `Could not start Redis: ${String(error)}`);
  process.exit(1);
}
const redis = openRedis(redisChoice.target, { maxRetriesPerRequest: 3 });
// ioredis reconnects by itself; its connection errors are logged, not left as unhandled events.
redis.on('error', (error: Error) => logger.warn({ err: error.message }, 'redis connection error'));
const steps: ShutdownStep[] = [];

/** The terminal's language before its person is known: HAWKER_LANGUAGE, else the system's. */
const startLocale = config.language ?? systemLocale(process.env) ?? DEFAULT_LOCALE;
/** Another demo's hold on this data, told in that language. */
const demoTaken = (holder: DemoHolder) =>
  translate(startLocale, 'console-demo-taken', {
    folder: holder.folder,
    pid: String(holder.pid),
    host: holder.host,
  });
// One demo per data folder: a second start on it would wipe the first one's data and work its jobs.
const demoLock = demo
  ? await takeDemoLock(redis, namespace, resolve(config.dataDir), {
      onLost: (holder) => {
        console.error(demoTaken(holder));
        void shutdown('demo data taken by another process');
      },
    })
  : null;
if (demoLock && !demoLock.taken) {
  console.error(demoTaken(demoLock.holder));
  redis.disconnect();
  await redisChoice.stop();
  process.exit(1);
}

if (demo && fresh) forgetKeptState(sandboxStateFile);
const sandbox = demo ? await startSandbox({ buyersPerMinute: 2, demoPast: true, stateFile: sandboxStateFile }) : null;
const marketplaceUrl = sandbox?.baseUrl ?? config.marketplaceBaseUrl ?? '';
if (sandbox?.start.kind === 'set-aside') say(translate(startLocale, 'console-demo-set-aside', { file: sandbox.start.file }));
// Hawker's data goes with a sandbox started anew: its accounts would name sellers that no longer exist.
if (sandbox && sandbox.start.kind !== 'restored') await deleteNamespace(redis, namespace);
else if (!demo) await refuseOldKeyLayout(redis, namespace);

// The bot and the worker in one process share their stores, counters, chart renderer and outgoing connections.
const stores = createStores(redis, namespace, config.masterKeys);
const charts = createChartRenderer();
const outgoingHttp = createOutgoingDispatcher(config.proxy, logger);
const parts = { redis, namespace, stores, logger, outgoingHttp };
// Unlike `npm run bot`, the API is on unless HAWKER_API_PORT=off: the demo shows what a seller's own software can do.
const apiListen = config.api && { host: config.api.host, port: config.api.port ?? DEMO_API_PORT };
const bot = composeBot({ ...config, marketplaceBaseUrl: marketplaceUrl, api: apiListen }, parts, { charts });
const { core, metrics, adapters } = bot;

const notifiers: Notifier[] = [];
// Started once the demo shop is connected, when the operator lets Hawker call this machine.
let demoSupplier: RunningDemoSupplier | null = null;
let chat: ConsoleChat | null = null;
/** What the terminal's person reads: HAWKER_LANGUAGE, a language they chose before, or the system's. */
let consoleLocale: string | undefined;
if (useConsole) {
  consoleLocale = await settleConsoleLanguage({ configured: config.language, env: process.env, actor: consoleActor(), stores });
  chat = new ConsoleChat({
    core,
    input: process.stdin,
    output: process.stdout,
    onClose: () => void shutdown('terminal closed'),
    ...(consoleLocale ? { locale: consoleLocale } : {}),
  });
  notifiers.push(chat);
  // Closing the chat removes the files it wrote for the person; a crash skips the shutdown steps, not this.
  process.once('exit', () => chat?.close());
} else {
  notifiers.push(...adapters.notifiers);
}

const background = await composeWorker(config, parts, { metrics, charts, notifiers });
const health = await startHealthServer({
  port: config.httpPort,
  host: config.httpHost,
  metrics: metrics.registry,
  readiness: { redis: async () => (await redis.ping()) === 'PONG' },
}).catch(() => null);
// The HTTP API, closed with the bot; the demo port gives way to a free one when another program holds it.
// The terminal's person gets a pool's withdrawn codes in the terminal, as chat's people get them in their private chat.
const api = await bot.startApi({ anyPortIfTaken: config.api?.port === null, notifiers });
if (api) logger.info({ api: api.url }, 'HTTP API listening');

steps.push(
  { name: 'terminal chat', run: async () => chat?.close() },
  { name: 'worker', run: () => background.close() },
  { name: 'bot', run: () => bot.close() },
  { name: 'health server', run: async () => health?.close() },
  { name: 'outgoing connections', run: () => outgoingHttp.close() },
  { name: 'sandbox', run: async () => sandbox?.close() },
  { name: 'demo supplier', run: async () => demoSupplier?.close() },
  { name: 'demo lock', run: async () => (demoLock?.taken ? demoLock.release() : undefined) },
  { name: 'redis connection', run: async () => void (await redis.quit()) },
  { name: 'redis server', run: () => redisChoice.stop() },
);
const { shutdown } = onShutdown(steps, logger);

if (!useConsole) {
  await adapters.start();
  logger.info({ adapters: adapters.names, marketplace: marketplaceUrl }, 'Hawker running');
}

if (chat) {
  const language = consoleLocale ?? DEFAULT_LOCALE;
  say(translate(language, 'console-welcome'));
  const folder = { folder: config.dataDir };
  if (redisChoice.origin === 'embedded') say(`  ${translate(language, 'console-redis-embedded', folder)}`);
  if (config.masterKeysSource === 'dev-file') say(`  ${translate(language, 'console-vault-dev', folder)}`);
  if (sandbox) {
    const seller = sandbox.sellers[0];
    if (!seller) throw new Error('the sandbox started without its demo seller');
    const terminal = chat;
    const failed = await connectDemoShops({
      sandbox,
      stores,
      deliveredBy: terminal.actor.displayName ?? null,
      command: (name, text) =>
        core.handle({
          actor: terminal.actor,
          place: { platform: 'console', chatId: 'console', kind: 'private' },
          input: { type: 'command', name, text },
          ...(consoleLocale ? { locale: consoleLocale } : {}),
        }),
    });
    if (failed) {
      say(
        translate(language, 'console-demo-not-connected', {
          reason: failed.text ?? failed.title ?? translate(language, 'console-unknown-reason'),
        }),
      );
      await shutdown('demo shop not connected');
    }
    await background.worker.syncNow();
    say(`  ${translate(language, 'console-marketplace-sandbox', { url: sandbox.baseUrl })}`);
    if (sandbox.sellers.length > 1) say(`  ${translate(language, 'console-demo-second-shop', { shop: DEMO_SHOP_LABELS[1] })}`);
    say(`  ${translate(language, 'console-demo-kept', folder)}`);
    if (config.webhookAllowPrivateNetworks) {
      // It verifies each request with the secret Hawker showed when the listing was bound to it.
      demoSupplier = await startDemoSupplier(async (listingId) => {
        const account = await stores.accounts.findByKey(seller.apiKey);
        return account ? stores.autopilot.supplierSecret(account.id, listingId) : null;
      });
      say(`  ${translate(language, 'console-demo-supplier', { url: demoSupplier.url })}`);
    } else {
      say(`  ${translate(language, 'console-demo-supplier-off')}`);
    }
  } else {
    say(`  ${translate(language, 'console-marketplace', { url: marketplaceUrl })}`);
  }
  if (api) say(`  ${translate(language, 'console-api', { url: api.url })}`);
  const dashboardUrl = api ? await dashboardLogin(chat) : null;
  if (dashboardUrl) say(`  ${translate(language, 'console-dashboard', { url: dashboardUrl, minutes: DASHBOARD_LOGIN_TTL_SECONDS / 60 })}`);
  say(translate(language, 'console-try'));
  say(translate(language, 'console-keys', folder));
  chat.start();
}
