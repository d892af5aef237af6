import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Two tiers (docs/architecture.md, "Tests"): `unit` is every `*.unit.test.ts`, which opens no
// socket (its setup makes any connection fail) and needs no Redis; `integration` is every
// other `*.test.ts`, on the real Redis, the sandbox and the fake chat platforms.
// `npm run test:unit` runs the first, `npm test` both; the long fault runs
// (`*.slow.test.ts`) are vitest.reliability.config.ts's.
const UNIT = 'test/**/*.unit.test.ts';
const SLOW = 'test/reliability/**/*.slow.test.ts';

export default defineConfig({
  test: {
    pool: 'forks',
    // As many test files at once as the machine has cores, where vitest would run one fewer
    // (one at a time on 2 cores): an integration file spends most of its time waiting on
    // sockets, timers and child processes (one at a time kept a core busy for under a quarter
    // of the run's wall time), so a second file overlaps those waits.
    maxWorkers: availableParallelism(),
    unstubEnvs: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [UNIT],
          setupFiles: ['test/support/unit-tier.ts'],
          testTimeout: 10_000,
          hookTimeout: 10_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/**/*.test.ts'],
          exclude: [UNIT, SLOW, 'node_modules/**'],
          globalSetup: ['test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
