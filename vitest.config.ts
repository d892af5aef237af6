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
