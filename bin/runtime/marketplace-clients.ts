import type { RedisConnection } from '../../src/runtime/redis-connection.js';
import type { Dispatcher } from 'undici';
import type { BudgetLimits } from '../../src/api/budget-window.js';
import { SellerApiClient } from '../../src/api/seller-api-client.js';
import type { SellerApiObserver } from '../../src/api/seller-api.js';
import type { ClientFactory } from '../../src/core/client-policy.js';
import type { Logger } from '../../src/log/logger.js';
import type { HawkerMetrics } from '../../src/ops/hawker-metrics.js';

export interface MarketplaceClientOptions {
  /** The keyed hash naming each key's budgets in Redis: the account store's fingerprint. */
  keyFingerprint: (apiKey: string) => Promise<string>;
  allowPlainHttp?: boolean;
  metrics?: HawkerMetrics | undefined;
  /** Smaller request budgets than the spec's (tests). */
  limits?: Partial<BudgetLimits> | undefined;
  /** The process's outgoing dispatcher (proxy and keep-alive pool), shared with the chat adapters; closed by its owner. */
  dispatcher: Dispatcher;
}

/**
 * Every account's client in a process shares the process's outgoing dispatcher: ten
 * thousand accounts need a few dozen sockets, not one pool each. Each client retries and
 * times out as the policy it is opened with says; every attempt and failure feeds the
 * budget-use and error-by-code metrics.
 */
export function marketplaceClients(redis: RedisConnection, namespace: string, logger: Logger, options: MarketplaceClientOptions) {
  const { metrics, dispatcher } = options;
  const observer: SellerApiObserver | undefined = metrics && {
    attempted: (kind) => metrics.budgetUsed.inc({ kind }),
    failed: (code) => metrics.marketplaceErrors.inc({ code }),
    refused: (kind, budgetClass) => metrics.budgetRefused.inc({ kind, class: budgetClass }),
  };
  const factory: ClientFactory = ({ baseUrl, apiKey, policy }) =>
    new SellerApiClient({
      baseUrl,
      apiKey,
      redis,
      namespace,
      keyFingerprint: options.keyFingerprint,
      dispatcher,
      logger,
      allowPlainHttp: options.allowPlainHttp,
      observer,
      budgetClass: policy.budgetClass,
      retry: policy.retry,
      timeoutMs: policy.timeoutMs,
      ...(options.limits ? { limits: options.limits } : {}),
    });
  return { factory };
}
