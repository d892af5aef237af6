// The one test command: typecheck, lint, format check, import-cycle check, unused-code check (knip),
// then vitest. CI reads only the closing `N passed, N failed` line, so it is computed from vitest's
// JSON report (plus one failure per static check that failed) rather than from its console summary.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';

const reportFile = '.vitest-report.json';
const extraArgs = process.argv.slice(2);

function run(label: string, command: string, args: string[]): boolean {
  console.log(`\n> ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  return result.status === 0;
}

// npm puts node_modules/.bin first on PATH, so this is the `node` devDependency's binary
// (the Node the image ships), not whatever the machine has: say which, once.
console.log(`node ${process.version} (${process.execPath})`);

// Each check keeps a cache under node_modules/.cache (ignored by git, lint and format), so a
// second run on an unchanged tree rechecks only what changed. tsc and prettier follow what
// a change touches; eslint rechecks a changed file only, so a typed rule broken in an
// unchanged file by another file's new types shows after `rm -rf node_modules/.cache/eslint`
// (a fresh checkout starts without one).
const staticChecks = [
  run('typecheck', 'npx', ['tsc', '--noEmit', '--incremental', '--tsBuildInfoFile', 'node_modules/.cache/tsc/tsbuildinfo']),
  // The dashboard page runs in a browser: its own project (DOM, no Node types), web/tsconfig.json.
  run('typecheck web/', 'npx', [
    'tsc',
    '--noEmit',
    '-p',
    'web',
    '--incremental',
    '--tsBuildInfoFile',
    'node_modules/.cache/tsc/web.tsbuildinfo',
  ]),
  run('lint', 'npx', ['eslint', '--max-warnings', '0', '--cache', '--cache-location', 'node_modules/.cache/eslint/', '.']),
  run('format', 'npx', ['prettier', '--check', '--cache', '--log-level', 'warn', '.']),
  run('import cycles', 'npx', ['tsx', 'scripts/check-import-cycles.ts', 'src', 'adapters', 'jobs', 'bin', 'sandbox']),
  // Unused files, exports and dependencies (knip.jsonc names the entry points); a hint that an
  // ignore there no longer matches anything fails it too, so the ignores stay the few that are needed.
  run('unused code', 'npx', ['knip', '--no-progress', '--treat-config-hints-as-errors']),
];
const staticFailures = staticChecks.filter((ok) => !ok).length;

rmSync(reportFile, { force: true });
const vitestOk = run('vitest', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportFile}`,
  ...extraArgs,
]);

let passed = 0;
let failed = 0;
try {
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numTotalTestSuites: number;
    testResults?: { status: string }[];
  };
  passed = report.numPassedTests;
  failed = report.numFailedTests;
  // A file that fails to load has no tests to count but is still a failure.
  const brokenFiles = (report.testResults ?? []).filter((file) => file.status === 'failed').length;
  if (failed === 0 && brokenFiles > 0) failed = brokenFiles;
} catch {
  failed += 1;
  console.error('vitest wrote no JSON report: counting the run as one failure');
}
if (!vitestOk && failed === 0) failed = 1;
if (passed === 0 && failed === 0) {
  console.error('no test ran: counting that as a failure');
  failed = 1;
}

failed += staticFailures;
if (staticFailures > 0) console.error(`${staticFailures} static check(s) failed (typecheck, lint, format, import cycles or unused code)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
