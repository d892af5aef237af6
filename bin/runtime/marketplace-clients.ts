import type { Redis } from 'ioredis';
import { Agent } from 'undici';
import { SellerApiClient } from '../../src/api/seller-api-client.js';
import type { Logger } from '../../src/log/logger.js';

/**
 * One keep-alive pool shared by every account's client in a process: ten thousand
 * accounts need a few dozen sockets, not one pool each.
 */
export function marketplaceClients(redis: Redis, namespace: string, logger: Logger, options: { allowPlainHttp?: boolean } = {}) {
  const dispatcher = new Agent({ connections: 64, keepAliveTimeout: 30_000 });
  return {
    factory: ({ baseUrl, apiKey }: { baseUrl: string; apiKey: string }) =>
      new SellerApiClient({ baseUrl, apiKey, redis, namespace, dispatcher, logger, allowPlainHttp: options.allowPlainHttp }),
    close: () => dispatcher.close(),
  };
}
