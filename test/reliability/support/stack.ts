import { Writable } from 'node:stream';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../../sandbox/index.js';
import { composeBot } from '../../../bin/runtime/compose-bot.js';
import type { HawkerCore } from '../../../src/core/hawker-core.js';
import { createLogger, type Logger } from '../../../src/log/logger.js';
import { generateKeyRingEntry, parseKeyRing } from '../../../src/store/key-ring.js';
import { createStores, type Stores } from '../../../src/store/stores.js';
import { TestAdapter } from '../../support/test-adapter.js';
import { TEST_CALL_LIMIT, testBotConfig } from '../../support/test-process-config.js';
import { createTestRedis, type TestRedis } from '../../support/test-redis.js';

/** Every log line a component wrote, kept in memory (pino JSON). */
export class LogCapture {
  readonly lines: string[] = [];

  logger(name: string, level = 'trace'): Logger {
    const lines = this.lines;
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(
          ...chunk
            .toString('utf8')
            .split('\n')
            .filter((line) => line !== ''),
        );
        done();
      },
    });
    return createLogger({ name, level, destination });
  }

  text(): string {
    return this.lines.join('\n');
  }
}

/** Deliver requests for the order among a sandbox's request log lines. */
export function deliverRequestsIn(sandboxLines: readonly string[], orderId: string): number {
  return sandboxLines.filter((line) => line.includes('"method":"POST"') && line.includes(`/v1/orders/${orderId}/deliver`)).length;
}

export interface Stack {
  sandbox: RunningSandbox;
  testRedis: TestRedis;
  keyRing: string;
  stores: Stores;
  /** The core as bin/bot.ts composes it: the interactive client policy (timeouts, retries, Redis budgets). */
  core: HawkerCore;
  adapter: TestAdapter;
  logs: LogCapture;
  /** Deliver requests that reached the marketplace, per order id (from the sandbox's request log). */
  deliverRequests(orderId: string): number;
  control<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>;
  /** Places a buyer's order through the sandbox's control interface. */
  placeOrder(offerId: string, quantity?: number): Promise<{ id: string; quantity: number }>;
  /** A sandbox listing of the demo seller by title. */
  listingId(title: string): string;
  close(): Promise<void>;
}

export interface StackOptions {
  sandbox?: SandboxOptions;
  /** Puts something (a proxy) between the bot and the marketplace: gets the sandbox's address, returns the one the bot uses. */
  marketplaceVia?: (sandboxUrl: string) => Promise<string>;
  /** Per-attempt and deliver timeout of the bot's marketplace clients, over the shipped interactive policy. */
  clientTimeoutMs?: number;
}

export async function startStack(label: string, options: StackOptions = {}): Promise<Stack> {
  const logs = new LogCapture();
  const sandboxLog = new LogCapture();
  const sandbox = await startSandbox({
    seed: 7,
    ...options.sandbox,
    logger: sandboxLog.logger('sandbox', 'debug'),
  });
  const testRedis = createTestRedis(label);
  const keyRing = generateKeyRingEntry('rel1');
  const stores = createStores(testRedis.redis, testRedis.namespace, parseKeyRing(keyRing));
  const marketplaceUrl = options.marketplaceVia ? await options.marketplaceVia(sandbox.baseUrl) : sandbox.baseUrl;
  const { clientTimeoutMs } = options;
  const bot = composeBot(
    testBotConfig(marketplaceUrl),
    { redis: testRedis.redis, namespace: testRedis.namespace, stores, logger: logs.logger('bot') },
    {
      // The sandbox's clock, so a test moves past a deadline by advancing it rather than waiting.
      now: () => sandbox.core.clock.now(),
      callLimit: TEST_CALL_LIMIT,
      ...(clientTimeoutMs === undefined
        ? {}
        : { marketplace: { policy: (shipped) => ({ ...shipped, timeoutMs: clientTimeoutMs, deliverTimeoutMs: clientTimeoutMs }) } }),
    },
  );
  const { core } = bot;
  const control: Stack['control'] = async <T>(method: string, path: string, body?: unknown) => {
    const response = await fetch(`${sandbox.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${sandbox.adminToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: (text === '' ? null : JSON.parse(text)) as T };
  };
  return {
    sandbox,
    testRedis,
    keyRing,
    stores,
    core,
    adapter: new TestAdapter(core),
    logs,
    deliverRequests(orderId) {
      return deliverRequestsIn(sandboxLog.lines, orderId);
    },
    control,
    async placeOrder(offerId, quantity = 1) {
      const answer = await control<{ id: string; quantity: number }>('POST', '/_sandbox/orders', { offer_id: offerId, quantity });
      if (answer.status !== 201) throw new Error(`sandbox refused the order: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body;
    },
    listingId(title) {
      for (const listing of sandbox.core.state.listings.values()) if (listing.title === title) return listing.id;
      throw new Error(`no sandbox listing titled "${title}"`);
    },
    async close() {
      await bot.close();
      await sandbox.close();
      await testRedis.cleanup();
    },
  };
}

export function demoKey(stack: Stack): string {
  const key = stack.sandbox.sellers[0]?.apiKey;
  if (!key) throw new Error('the sandbox seeds a demo seller');
  return key;
}
