/**
 * Records every unhandled rejection and uncaught exception while a test file runs,
 * so a file can assert that none fired. Listening also keeps a stray rejection from
 * killing the test worker before the assertion can report it.
 */
export interface ProcessGuard {
  readonly fired: string[];
  stop(): void;
}

export function guardProcess(): ProcessGuard {
  const fired: string[] = [];
  const onRejection = (reason: unknown) => fired.push(`unhandledRejection: ${describe(reason)}`);
  const onException = (error: unknown) => fired.push(`uncaughtException: ${describe(error)}`);
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onException);
  return {
    fired,
    stop() {
      process.off('unhandledRejection', onRejection);
      process.off('uncaughtException', onException);
    },
  };
}

function describe(value: unknown): string {
  return value instanceof Error ? `${value.name}: ${value.message}\n${value.stack ?? ''}` : String(value);
}
