import { MetricsRegistry, type Counter, type Gauge, type Histogram } from './metrics.js';

/** Every series Hawker exports; bot and worker processes each fill in their share. */
export interface HawkerMetrics {
  registry: MetricsRegistry;
  polls: Counter;
  alertsSent: Counter;
  alertLatencySeconds: Histogram;
  marketplaceErrors: Counter;
  budgetUsed: Counter;
  queueDepth: Gauge;
  chatApiErrors: Counter;
  commands: Counter;
}

export function createHawkerMetrics(): HawkerMetrics {
  const registry = new MetricsRegistry();
  registry.gauge('hawker_process_resident_memory_bytes', 'Resident memory of this process', () => process.memoryUsage().rss);
  return {
    registry,
    polls: registry.counter('hawker_order_polls_total', 'Order list polls made, by outcome'),
    alertsSent: registry.counter('hawker_alerts_sent_total', 'Order alerts accepted by a chat platform, by platform'),
    alertLatencySeconds: registry.histogram(
      'hawker_alert_latency_seconds',
      'Time from an order being placed (or first seen) to its alert being accepted by the chat platform',
      [0.5, 1, 2, 5, 10, 15, 20, 30, 60, 120],
    ),
    marketplaceErrors: registry.counter('hawker_marketplace_errors_total', 'Marketplace requests that failed, by spec error code (unknown for any other) or network failure class'),
    budgetUsed: registry.counter('hawker_marketplace_requests_total', 'Marketplace requests counted against a key budget, by kind'),
    queueDepth: registry.gauge('hawker_queue_depth', 'Jobs waiting, by queue'),
    chatApiErrors: registry.counter('hawker_chat_api_errors_total', 'Chat platform API errors, by platform and kind'),
    commands: registry.counter('hawker_commands_total', 'Chat commands run, by command id and outcome (ok, asked, error)'),
  };
}
