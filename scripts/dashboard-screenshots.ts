// The dashboard's screenshots in docs/dashboard/: the browser tests take them as they go when
// HAWKER_SCREENSHOTS names a folder (test/web/support/screenshots.ts), every tab at 1280×800
// and 390×844 in English and Russian (test/web/accessibility.test.ts) and the moments the
// journeys show (test/web/dashboard.test.ts). Needs Redis and Debian's chromium, as the tests do.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const folder = 'docs/dashboard';
// Taken afresh: a tab that is gone leaves no picture behind.
rmSync(folder, { recursive: true, force: true });
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'integration', 'test/web/accessibility.test.ts', 'test/web/dashboard.test.ts'],
  {
    stdio: 'inherit',
    env: { ...process.env, HAWKER_SCREENSHOTS: folder },
  },
);
process.exit(result.status ?? 1);
