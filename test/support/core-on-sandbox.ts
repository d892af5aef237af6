import type { RunningSandbox } from '../../sandbox/index.js';
import type { HawkerCore } from '../../src/core/hawker-core.js';
import { createLogger } from '../../src/log/logger.js';
import { generateKeyRingEntry, parseKeyRing } from '../../src/store/key-ring.js';
import { createStores, type Stores } from '../../src/store/stores.js';
import { composeTestCore } from './composed.js';
import { createTestRedis, type TestRedis } from './test-redis.js';

/** The real core on a namespace of the real Redis, speaking to the sandbox: what a platform's end-to-end test puts its bot on. */
export interface CoreOnSandbox {
  testRedis: TestRedis;
  stores: Stores;
  core: HawkerCore;
  /** Closes the core and the sandbox, then drops the test's Redis keys. */
  close(): Promise<void>;
}

/** Set as an operator would set it. */
export interface CoreOptions {
  /** WEBHOOK_ALLOW_PRIVATE_NETWORKS: webhooks to a receiver on this machine. */
  webhookAllowPrivateNetworks?: boolean;
  /** DASHBOARD_URL: where the dashboard is served, for the chats' buttons to open. */
  dashboardUrl?: string;
}

/** `label` names the Redis namespace, `keyRingId` the key that seals the stored API keys. */
export function composeCoreOnSandbox(sandbox: RunningSandbox, label: string, keyRingId: string, options: CoreOptions = {}): CoreOnSandbox {
  const testRedis = createTestRedis(label);
  const stores = createStores(testRedis.redis, testRedis.namespace, parseKeyRing(generateKeyRingEntry(keyRingId)));
  const logger = createLogger({ level: 'silent' });
  const core = composeTestCore({ redis: testRedis.redis, namespace: testRedis.namespace, stores, logger }, sandbox.baseUrl, {}, options);
  return {
    testRedis,
    stores,
    core,
    async close() {
      await core.close();
      await sandbox.close();
      await testRedis.cleanup();
    },
  };
}
