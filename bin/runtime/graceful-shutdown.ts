import type { Logger } from '../../src/log/logger.js';

export interface ShutdownStep {
  name: string;
  run: () => Promise<void>;
}

/**
 * On SIGINT or SIGTERM, runs the steps in order (stop taking work first, close
 * connections last), each failure logged and skipped, then exits. A second signal
 * or a stuck step past the deadline exits at once.
 */
export function onShutdown(steps: ShutdownStep[], logger: Logger, deadlineMs = 25_000): { shutdown: (reason: string) => Promise<void> } {
  let stopping: Promise<void> | null = null;
  const shutdown = (reason: string): Promise<void> => {
    if (stopping) return stopping;
    logger.info({ reason }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, deadlineMs);
    timer.unref();
    stopping = (async () => {
      for (const step of steps) {
        try {
          await step.run();
        } catch (error) {
          logger.error({ step: step.name, err: error instanceof Error ? error.message : String(error) }, 'shutdown step failed');
        }
      }
      clearTimeout(timer);
      process.exit(0);
    })();
    return stopping;
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) process.exit(1);
      void shutdown(signal);
    });
  }
  return { shutdown };
}
