import { defineConfig } from 'vitest/config';

// `npm run test:reliability`: the long fault runs (workers SIGKILLed in a loop, Redis
// restarted mid-run) that do not fit the few minutes of `npm test`.
export default defineConfig({
  test: {
    include: ['test/reliability/**/*.slow.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 600_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
    unstubEnvs: true,
  },
});
