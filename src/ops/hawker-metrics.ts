import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * Every series Hawker exports, on prom-client (the Prometheus client people run), each
 * process with its own registry: bot and worker fill in their share, beside prom-client's
 * default process metrics (event-loop lag, heap, GC, CPU, file descriptors).
 */
export interface HawkerMetrics {
  registry: Registry;
  polls: Counter<'outcome'>;
  alertsSent: Counter<'platform'>;
  alertLatencySeconds: Histogram<'platform'>;
  marketplaceErrors: Counter<'code'>;
  budgetUsed: Counter<'kind'>;
  budgetRefused: Counter<'kind' | 'class'>;
  queueDepth: Gauge<'queue'>;
  chatApiErrors: Counter<'platform' | 'kind'>;
  commands: Counter<'command' | 'outcome'>;
  callsRefused: Counter<'platform'>;
  autopilotOrders: Counter<'outcome'>;
  autopilotLatencySeconds: Histogram;
}

export function createHawkerMetrics(): HawkerMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  // Kept under its documented name beside prom-client's `process_resident_memory_bytes`, which dashboards may already use.
  new Gauge({
    name: 'hawker_process_resident_memory_bytes',
    help: 'Resident memory of this process',
    registers,
    collect() {
      this.set(process.memoryUsage().rss);
    },
  });
  return {
    registry,
    polls: new Counter({ name: 'hawker_order_polls_total', help: 'Order list polls made, by outcome', labelNames: ['outcome'], registers }),
    alertsSent: new Counter({
      name: 'hawker_alerts_sent_total',
      help: 'Order alerts accepted by a chat platform, by platform',
      labelNames: ['platform'],
      registers,
    }),
    alertLatencySeconds: new Histogram({
      name: 'hawker_alert_latency_seconds',
      help: 'Time from an order being placed (or first seen) to its alert being accepted by the chat platform',
      labelNames: ['platform'],
      buckets: [0.5, 1, 2, 5, 10, 15, 20, 30, 60, 120],
      registers,
    }),
    marketplaceErrors: new Counter({
      name: 'hawker_marketplace_errors_total',
      help: 'Marketplace requests that failed, by spec error code (unknown for any other) or network failure class',
      labelNames: ['code'],
      registers,
    }),
    budgetUsed: new Counter({
      name: 'hawker_marketplace_requests_total',
      help: 'Marketplace requests counted against a key budget, by kind',
      labelNames: ['kind'],
      registers,
    }),
    budgetRefused: new Counter({
      name: 'hawker_budget_refusals_total',
      help: 'Requests a key budget refused before sending (then waited or failed), by kind and budget class',
      labelNames: ['kind', 'class'],
      registers,
    }),
    queueDepth: new Gauge({ name: 'hawker_queue_depth', help: 'Jobs waiting, by queue', labelNames: ['queue'], registers }),
    chatApiErrors: new Counter({
      name: 'hawker_chat_api_errors_total',
      help: 'Chat platform API errors, by platform and kind',
      labelNames: ['platform', 'kind'],
      registers,
    }),
    commands: new Counter({
      name: 'hawker_commands_total',
      help: 'Chat commands run, by command id and outcome (ok, asked, error)',
      labelNames: ['command', 'outcome'],
      registers,
    }),
    callsRefused: new Counter({
      name: 'hawker_calls_refused_total',
      help: 'Chat and dashboard calls refused by the per-person call limit, by the place they came from (a chat platform or dashboard)',
      labelNames: ['platform'],
      registers,
    }),
    autopilotOrders: new Counter({
      name: 'hawker_autopilot_orders_total',
      help: 'Orders autopilot took up, by outcome (delivered, handed_over to people, unknown: a delivery whose answer was lost, checked later)',
      labelNames: ['outcome'],
      registers,
    }),
    autopilotLatencySeconds: new Histogram({
      name: 'hawker_autopilot_latency_seconds',
      help: 'Time autopilot took to deliver (from the order being placed, or from autopilot being switched on if later) until the marketplace accepted',
      buckets: [0.5, 1, 2, 5, 10, 15, 20, 30, 60, 120],
      registers,
    }),
  };
}
