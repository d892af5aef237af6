// The worker as every process that runs one composes it: bin/worker.ts and bin/start.ts,
// the test harnesses, the worker child processes and the benchmarks, with fakes as
// overrides. It loads the chat platforms' libraries only when the configuration names a
// platform, so a worker child starts in the time its jobs need.
import type { Config } from '../../src/config/config.js';
import { BACKGROUND_CLIENT_POLICY } from '../../src/core/client-policy.js';
import { createChartRenderer } from '../../src/core/stats/chart-sales.js';
import { countedNotifier } from '../../src/notify/counted-notifier.js';
import type { Notifier } from '../../src/notify/notifier.js';
import { SignedHttpClient } from '../../src/net/signed-http-client.js';
import { createHawkerMetrics, type HawkerMetrics } from '../../src/ops/hawker-metrics.js';
import { queuePrefix } from '../../jobs/job-keys.js';
import type { JobsConfig } from '../../jobs/jobs-config.js';
import { startWorker, type RunningWorker } from '../../jobs/worker.js';
import { clientsFor, outgoingHttpFor, type ChatConfig, type ProcessParts, type SharedOverrides } from './compose-parts.js';

export type WorkerConfig = ChatConfig & Pick<Config, 'pollIntervalMs' | 'listingWatchIntervalMs' | 'webhookAllowPrivateNetworks'>;

export interface WorkerOverrides extends SharedOverrides {
  /** Replace the chat notifiers the configuration names (the terminal chat, a test's recording notifier). */
  notifiers?: Notifier[];
  queuePrefix?: string;
  /** Signed calls out (a test's own client, its private-network rule its own); its caller closes it. */
  signedHttp?: SignedHttpClient;
  /** Job timings over the configured intervals (tests poll faster, on the sandbox's clock). */
  jobs?: Partial<JobsConfig>;
}

export interface ComposedWorker {
  worker: RunningWorker;
  metrics: HawkerMetrics;
  /** Closes the worker, then its outgoing connections (the signed client too, unless the caller brought it). */
  close(): Promise<void>;
}

/**
 * The background worker: order polling, countdowns, listing watch and alerts, its
 * clients on the background policy (nobody waits on a job), alerts sent through the
 * notifiers the configuration names.
 */
export async function composeWorker(config: WorkerConfig, parts: ProcessParts, overrides: WorkerOverrides = {}): Promise<ComposedWorker> {
  const { redis, namespace, stores, logger } = parts;
  const metrics = overrides.metrics ?? createHawkerMetrics();
  const outgoingHttp = outgoingHttpFor(config, parts);
  const clients = clientsFor(config, parts, metrics, overrides, outgoingHttp.dispatcher);
  // Apart from the outgoing dispatcher: signed calls go straight to the endpoint, never through a proxy (docs/autopilot.md).
  const signedHttp = overrides.signedHttp ?? new SignedHttpClient({ allowPrivateNetworks: config.webhookAllowPrivateNetworks });
  const notifiers =
    overrides.notifiers ??
    (config.telegram || config.discord
      ? (await import('./notifiers.js')).notifiersFromConfig(config, { redis, namespace }, outgoingHttp.dispatcher)
      : []);
  if (notifiers.length === 0) logger.warn('no TELEGRAM_BOT_TOKEN or DISCORD_TOKEN: orders are polled but no alert can be sent');
  const worker = await startWorker({
    redis,
    namespace,
    queuePrefix: overrides.queuePrefix ?? queuePrefix(namespace),
    notifiers: notifiers.map((notifier) => countedNotifier(notifier, metrics.chatApiErrors)),
    clientFactory: clients.factory,
    clientPolicy: clients.policy(BACKGROUND_CLIENT_POLICY),
    charts: overrides.charts ?? createChartRenderer(),
    signedHttp,
    outgoingHttp: outgoingHttp.dispatcher,
    stores,
    config: { pollIntervalMs: config.pollIntervalMs, listingWatchIntervalMs: config.listingWatchIntervalMs, ...overrides.jobs },
    logger,
    metrics,
  });
  let closing: Promise<void> | null = null;
  const close = async () => {
    await worker.close();
    await outgoingHttp.close();
    if (!overrides.signedHttp) await signedHttp.close();
  };
  return { worker, metrics, close: () => (closing ??= close()) };
}
