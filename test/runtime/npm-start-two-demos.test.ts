import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { demoLockKey } from '../../src/store/demo-lock.js';
import { demoDataDir } from '../support/demo-data-dir.js';
import { keysMatching, createTestRedis, testRedisEnv } from '../support/test-redis.js';
import { watchOutput } from '../support/watch-output.js';

// Two demos on the Redis the tests use, as a person's demo and `npm test` would be: one data folder each.
const first = demoDataDir();
const other = demoDataDir();
const { redis, cleanup } = createTestRedis('two-demos');
const running: ChildProcessWithoutNullStreams[] = [];

/** `npm start` on a data folder, through node itself so that its pid is the one a refusal names. */
function startDemo(dataDir: string): ChildProcessWithoutNullStreams {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    LOG_LEVEL: 'info',
    HAWKER_API_PORT: 'off',
    HAWKER_DATA_DIR: dataDir,
    // The Redis this test reads the demos' keys on (a cluster in the run against one).
    ...testRedisEnv(),
  };
  const run = spawn('node', ['--import', 'tsx', 'bin/start.ts'], { env, cwd: process.cwd() });
  running.push(run);
  return run;
}

/** The exit code, or 'running' when the process has not left within the time. */
function exitWithin(run: ChildProcessWithoutNullStreams, ms: number): Promise<number | null | 'running'> {
  if (run.exitCode !== null) return Promise.resolve(run.exitCode);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('running'), ms);
    run.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

afterAll(async () => {
  for (const run of running) if (run.exitCode === null && run.signalCode === null) run.kill('SIGTERM');
  await Promise.all(running.map((run) => exitWithin(run, 10_000)));
  await first.cleanup();
  await other.cleanup();
  await cleanup();
});

// The first demo runs through both tests: a spawn costs seconds.
const firstRun = startDemo(first.dir);
const firstOutput = watchOutput(firstRun);

describe('two npm start demos on one Redis', () => {
  it('runs a demo from another data folder beside the first without wiping its data or answering its orders', async () => {
    await firstOutput.waitInOutput(/Try \/listings/);
    const [, messageNumber = '', quantity] = await firstOutput.waitInOutput(
      /#(\d+) ALERT\r?\n! New order: [^\n]+\n[\s\S]*?Quantity\s+(\d+)[\s\S]*?reply with @\d+/,
    );

    const otherRun = startDemo(other.dir);
    const otherOutput = watchOutput(otherRun);
    await otherOutput.waitInOutput(/Try \/listings/);

    // The first demo's alert, kept through the other's start, is delivered from the first demo's terminal.
    const codes = Array.from({ length: Number(quantity) }, (_, index) => `DEMO-CODE-${index + 1}-XYZ`);
    let mark = firstOutput.text().length;
    firstRun.stdin.write(`@${messageNumber} ${codes.join('\n')}\n\n`);
    const [, orderId = ''] = await firstOutput.waitInOutput(/Deliver \d+ units? for order (\w+)\?/, mark);
    const [, confirm] = await firstOutput.waitInOutput(/\[(\d+)\] Confirm delivery/, mark);
    mark = firstOutput.text().length;
    firstRun.stdin.write(`${confirm}\n`);
    await firstOutput.waitInOutput(new RegExp(`#${messageNumber} updated: ✔ Delivered`), mark);

    // Nothing of the first demo's order reached the other demo's terminal, and each keeps its own keys.
    expect(otherOutput.text()).not.toContain(orderId);
    expect(other.namespace()).not.toBe(first.namespace());
    expect((await keysMatching(redis, `${first.namespace()}:*`)).length).toBeGreaterThan(0);
    otherRun.stdin.end('/quit\n');
    expect(await exitWithin(otherRun, 30_000)).toBe(0);
  }, 150_000);

  it('refuses a second demo on the same data folder, naming the process that holds it, and the first keeps running', async () => {
    await firstOutput.waitInOutput(/Try \/listings/);
    const second = startDemo(first.dir);
    let said = '';
    second.stderr.on('data', (chunk: Buffer) => {
      said += chunk.toString('utf8');
    });
    expect(await exitWithin(second, 60_000)).toBe(1);
    expect(said).toContain(`Another Hawker demo is running on the data in ${first.dir}: process ${firstRun.pid} on `);
    expect(said).toMatch(
      /Stop it first \(\/quit in its terminal, or kill \d+\), or start this one with another data folder \(HAWKER_DATA_DIR\) or another Redis \(REDIS_URL\)\./,
    );

    const mark = firstOutput.text().length;
    firstRun.stdin.write('/listings\n');
    await firstOutput.waitInOutput(/Listings of Demo shop/, mark);
    firstRun.stdin.end('/quit\n');
    expect(await exitWithin(firstRun, 30_000)).toBe(0);
    // Left on shutdown: the next start on this folder need not wait.
    expect(await redis.exists(demoLockKey(first.namespace()))).toBe(0);
  }, 120_000);
});
