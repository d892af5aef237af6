import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { demoDataDir } from '../support/demo-data-dir.js';
import { testRedisEnv } from '../support/test-redis.js';
import { watchOutput, type WatchedOutput } from '../support/watch-output.js';

// One data folder of this test's own, started on three times: kept, kept again, and `--fresh`.
const data = demoDataDir();
const running: ChildProcessWithoutNullStreams[] = [];

function exitOf(run: ChildProcessWithoutNullStreams): Promise<number | null> {
  if (run.exitCode !== null || run.signalCode !== null) return Promise.resolve(run.exitCode);
  return new Promise((resolve) => run.once('exit', (code) => resolve(code)));
}

afterAll(async () => {
  for (const run of running) if (run.exitCode === null && run.signalCode === null) run.kill('SIGTERM');
  await Promise.all(running.map(exitOf));
  await data.cleanup();
});

/** `npm start` on the test's data folder, ready for commands once its banner is out. */
async function startDemo(...args: string[]): Promise<{ run: ChildProcessWithoutNullStreams; output: WatchedOutput }> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    HAWKER_API_PORT: 'off',
    HAWKER_DATA_DIR: data.dir,
    ...testRedisEnv(),
  };
  const run = spawn('node', ['--import', 'tsx', 'bin/start.ts', ...args], { env, cwd: process.cwd() });
  running.push(run);
  const output = watchOutput(run);
  await output.waitInOutput(/Try \/listings/);
  return { run, output };
}

/** Types a command and waits for its answer. */
async function ask(output: WatchedOutput, run: ChildProcessWithoutNullStreams, line: string, answer: RegExp): Promise<RegExpExecArray> {
  const mark = output.text().length;
  run.stdin.write(`${line}\n`);
  return output.waitInOutput(answer, mark);
}

/** What a run shows of the demo: a listing's id, the past week's sales, and the shops' account ids. */
async function demoFacts(output: WatchedOutput, run: ChildProcessWithoutNullStreams) {
  const [, listingId] = await ask(output, run, '/listings', /Starfall crystals by player id\n.*· id (\w+)/);
  // The week before this one lies wholly in the past: the same from one start to the next.
  const [, pastWeek] = await ask(output, run, '/stats', /Compared with the 7 days before \((\$[\d,.]+, \d+ orders)\)/);
  const [, shops] = await ask(output, run, '/switch', /Your seller accounts\n([\s\S]*?)\n\s+\[1\]/);
  return { listingId, pastWeek, shops };
}

async function quit(run: ChildProcessWithoutNullStreams): Promise<void> {
  run.stdin.end('/quit\n');
  expect(await exitOf(run)).toBe(0);
}

describe('npm start keeps its demo in the data folder', () => {
  it('shows a past, keeps the same shop across a restart, offers a second shop, and starts over with --fresh', async () => {
    const first = await startDemo();
    expect(first.output.text()).toContain('A second demo shop, Second shop, is yours too');
    const before = await demoFacts(first.output, first.run);
    expect(before.pastWeek).not.toMatch(/^\$0\.00/);
    expect(before.shops).toContain('Demo shop (active)');
    expect(before.shops).toContain('Second shop');
    await quit(first.run);

    const again = await startDemo();
    expect(await demoFacts(again.output, again.run)).toEqual(before);
    // The second shop is one switch away, and its listings are its own.
    await ask(again.output, again.run, '/switch Second shop', /Second shop/);
    await ask(again.output, again.run, '/listings', /Listings of Second shop[\s\S]*Mana shards, trade on Asia servers/);
    await quit(again.run);

    const fresh = await startDemo('--fresh');
    const after = await demoFacts(fresh.output, fresh.run);
    expect(after.listingId).not.toBe(before.listingId);
    expect(after.shops).not.toBe(before.shops);
    await quit(fresh.run);
  }, 240_000);
});
