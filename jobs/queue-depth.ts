import type { Queue } from 'bullmq';
import type { Gauge } from 'prom-client';

/**
 * Keeps the queue-depth gauge current: jobs waiting or delayed, per queue. A read that
 * fails (Redis briefly away) leaves the last figure until the next one succeeds.
 */
export function reportQueueDepth(queues: Record<string, Queue>, gauge: Gauge<'queue'>, everyMs = 5_000): () => void {
  const read = async () => {
    for (const [name, queue] of Object.entries(queues)) {
      const counts = await queue.getJobCounts('waiting', 'delayed', 'prioritized');
      gauge.set({ queue: name }, (counts.waiting ?? 0) + (counts.delayed ?? 0) + (counts.prioritized ?? 0));
    }
  };
  const timer = setInterval(() => {
    read().catch(() => undefined);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
