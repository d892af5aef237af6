import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoDataDir, type DemoDataDir } from '../support/demo-data-dir.js';
import { englishLeaks } from '../support/english-leak.js';
import { marketplaceWords } from '../support/marketplace-words.js';
import { watchOutput } from '../support/watch-output.js';

const dataDirs: DemoDataDir[] = [];

/** A data folder of the run's own (HAWKER_DATA_DIR): a spawned demo never shares a person's demo's data, nor another run's. */
function ownData(): { HAWKER_DATA_DIR: string } {
  const data = demoDataDir();
  dataDirs.push(data);
  return { HAWKER_DATA_DIR: data.dir };
}

// `script` gives the child a real pseudo-terminal, as a newcomer's shell would.
function startInTerminal(): ChildProcessWithoutNullStreams {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, TERM: 'xterm', LOG_LEVEL: 'info', ...ownData() };
  return spawn('script', ['-qfec', 'npx tsx bin/start.ts', '/dev/null'], { env, cwd: process.cwd() });
}

let child: ChildProcessWithoutNullStreams | null = null;
let screen = '';

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((resolve) => child?.once('exit', resolve));
  }
  for (const data of dataDirs) await data.cleanup();
});

async function waitFor(pattern: RegExp, after = 0, timeoutMs = 60_000): Promise<RegExpExecArray> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const match = pattern.exec(screen.slice(after));
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${pattern} in:\n${screen.slice(after)}`);
}

/** The printed address serves the OpenAPI document to anyone and refuses orders without a token. */
async function expectApiAnswers(api: string): Promise<void> {
  const document = await fetch(`${api}/v1/openapi.json`);
  expect(document.status).toBe(200);
  expect(((await document.json()) as { openapi: string }).openapi).toMatch(/^3\.1/);
  const orders = await fetch(`${api}/v1/orders`);
  expect(orders.status).toBe(401);
  expect(((await orders.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
}

/** Opens a dashboard session with a printed login, as the page does with the fragment it was opened with. */
async function dashboardLogin(dashboard: string, login: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${dashboard}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login }),
  });
  return { status: response.status, body: await response.json() };
}

function type(line: string): void {
  child?.stdin.write(`${line}\r`);
}

describe('npm start with nothing configured', () => {
  it('brings a newcomer from an empty terminal to a delivered order', async () => {
    child = startInTerminal();
    child.stdout.on('data', (chunk: Buffer) => {
      screen += chunk.toString('utf8');
    });

    await waitFor(/demo shop already connected/);
    // The API a seller's own software would call, served by default and named on the screen.
    const [, api = ''] = await waitFor(/HTTP API for your own software: (http:\/\/127\.0\.0\.1:\d+)\/v1\/openapi\.json lists its calls/);
    await expectApiAnswers(api);
    await waitFor(/Try \/listings/);

    let mark = screen.length;
    type('/listings');
    await waitFor(/Listings of Demo shop/, mark);
    await waitFor(/\[1\] /, mark);

    const alert = await waitFor(/#(\d+) ALERT\r?\n! New order: [^\n]+\n[\s\S]*?Quantity\s+(\d+)[\s\S]*?reply with @\d+/);
    const [, messageNumber, quantity] = alert;
    const codes = Array.from({ length: Number(quantity) }, (_, index) => `DEMO-CODE-${index + 1}-XYZ`);

    mark = screen.length;
    type(`@${messageNumber} ${codes[0]}`);
    for (const code of codes.slice(1)) type(code);
    type('');
    await waitFor(/Deliver \d+ units? for order/, mark);
    // The preview masks what the terminal echoed as typed.
    await waitFor(/1\. code: DE•+YZ/, mark);

    mark = screen.length;
    const confirm = await waitFor(/\[(\d+)\] Confirm delivery/, mark - 400);
    type(confirm[1] ?? '1');
    await waitFor(/✔ Delivered/, mark);
    await waitFor(new RegExp(`#${messageNumber} updated: ✔ Delivered`), mark);

    type('/quit');
    const code = await new Promise<number | null>((resolve) => child?.once('exit', resolve));
    expect(code).toBe(0);
  }, 120_000);
});

describe('npm start with its API port taken by another program', () => {
  it('serves the API and the dashboard on a free port, says which, takes a token made as the screen says and the printed login once', async () => {
    // Held here unless another run on this machine already holds it: taken either way.
    const holder = createServer();
    await new Promise<void>((resolve) => {
      holder.once('error', () => resolve());
      holder.listen(8787, '127.0.0.1', () => resolve());
    });
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'info', ...ownData() };
    const run = spawn('npx', ['tsx', 'bin/start.ts'], { env, cwd: process.cwd() });
    const { text, waitInOutput } = watchOutput(run);
    try {
      const [, api = '', port] = await waitInOutput(/HTTP API for your own software: (http:\/\/127\.0\.0\.1:(\d+))\/v1\/openapi\.json/);
      expect(port).not.toBe('8787');
      await expectApiAnswers(api);
      // The dashboard on the same server, with a login for the terminal's person on the demo shop that works once.
      const [, dashboard = '', login = ''] = await waitInOutput(/Dashboard in your browser: (\S+)\/#login=([A-Za-z0-9_-]{43}) \(/);
      expect(dashboard).toBe(`${api}/dashboard`);
      expect(await dashboardLogin(dashboard, login)).toMatchObject({
        status: 200,
        body: { role: 'owner', account: { name: 'Demo shop' }, locale: 'en' },
      });
      expect(await dashboardLogin(dashboard, login)).toMatchObject({ status: 401, body: { error: { code: 'login_invalid' } } });
      const mark = text().length;
      run.stdin.write('/api token create operator my-script\n');
      const [token = ''] = await waitInOutput(/hwk_[A-Za-z0-9_-]{43}/, mark);
      const orders = await fetch(`${api}/v1/orders`, { headers: { authorization: `Bearer ${token}` } });
      expect(orders.status).toBe(200);
      run.stdin.end('/quit\n');
      const code = await new Promise<number | null>((resolve) => run.once('exit', resolve));
      expect(code).toBe(0);
    } finally {
      if (run.exitCode === null) run.kill('SIGTERM');
      holder.close();
    }
  }, 120_000);
});

describe('npm start with typed lines piped in and HAWKER_API_PORT=off', () => {
  it('answers every piped line, the shop connected first, serves no API, and leaves at the end of the input', async () => {
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      LOG_LEVEL: 'info',
      HAWKER_API_PORT: 'off',
      ...ownData(),
    };
    const piped = spawn('npx', ['tsx', 'bin/start.ts'], { env, cwd: process.cwd() });
    let output = '';
    piped.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    piped.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    piped.stdin.end('/listings\n/listings page=9\n');
    const code = await new Promise<number | null>((resolve) => piped.once('exit', resolve));
    expect(output).toMatch(/Listings of Demo shop/);
    expect(output).toMatch(/There is no page 9/);
    expect(output).not.toMatch(/ReferenceError|no seller account/);
    expect(output).not.toMatch(/HTTP API|Dashboard in your browser/);
    expect(code).toBe(0);
  }, 120_000);
});

describe('npm start with HAWKER_LANGUAGE=ru', () => {
  it('runs a Russian-speaking seller from the greeting to a delivered order with no English but the marketplace’s words', async () => {
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      LOG_LEVEL: 'info',
      HAWKER_LANGUAGE: 'ru',
      ...ownData(),
    };
    const russian = spawn('npx', ['tsx', 'bin/start.ts'], { env, cwd: process.cwd() });
    const { text, waitInOutput } = watchOutput(russian);
    try {
      await waitInOutput(/Hawker у вас в терминале/);
      let mark = text().length;
      russian.stdin.write('/listings\n');
      await waitInOutput(/Объявления магазина Demo shop/, mark);

      const alert = await waitInOutput(/#(\d+) ОПОВЕЩЕНИЕ\r?\n! Новый заказ: [^\n]+\n[\s\S]*?Количество\s+(\d+)[\s\S]*?напишите @\d+/);
      const [, messageNumber, quantity] = alert;
      const codes = Array.from({ length: Number(quantity) }, (_, index) => `DEMO-CODE-${index + 1}-XYZ`);
      mark = text().length;
      russian.stdin.write(`@${messageNumber} ${codes.join('\n')}\n\n`);
      const confirm = await waitInOutput(/\[(\d+)\] Подтвердить выдачу/, mark);
      mark = text().length;
      russian.stdin.write(`${confirm[1] ?? '1'}\n`);
      await waitInOutput(/✔ Выдано/, mark);
      russian.stdin.end('/orders\n/quit\n');
      const code = await new Promise<number | null>((resolve) => russian.once('exit', resolve));
      expect(code).toBe(0);
    } finally {
      if (russian.exitCode === null) russian.kill('SIGTERM');
    }
    const allowed = [
      ...(await marketplaceWords()),
      'Demo shop',
      'Second shop',
      'DEMO-CODE',
      'XYZ',
      'redis-server',
      'HAWKER_MASTER_KEYS',
      '/quit',
    ];
    expect(englishLeaks(text(), allowed)).toEqual([]);
  }, 180_000);
});

describe('npm start with WEBHOOK_ALLOW_PRIVATE_NETWORKS=true', () => {
  it('offers a demo supplier that autopilot delivers the waiting order from', async () => {
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      LOG_LEVEL: 'info',
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      ...ownData(),
    };
    const run = spawn('npx', ['tsx', 'bin/start.ts'], { env, cwd: process.cwd() });
    const { text, waitInOutput } = watchOutput(run);
    try {
      const [, url] = await waitInOutput(/a demo supplier at (\S+) answers made-up codes/);
      let mark = text().length;
      run.stdin.write('/listings\n');
      const [, listing] = await waitInOutput(/Starfall crystals by player id\n.*· manual · .*· id (\w+)/, mark);
      const [, messageNumber] = await waitInOutput(/#(\d+) ALERT\r?\n! New order: Starfall crystals by player id/);
      mark = text().length;
      run.stdin.write(`/autopilot ${listing} from ${url}\n`);
      await waitInOutput(/Signing secret, shown only this once: `whsec_/, mark);
      await waitInOutput(new RegExp(`#${messageNumber} updated: ✔ Delivered: .*Delivered by autopilot`), mark);
      run.stdin.end('/quit\n');
      const code = await new Promise<number | null>((resolve) => run.once('exit', resolve));
      expect(code).toBe(0);
    } finally {
      if (run.exitCode === null) run.kill('SIGTERM');
    }
  }, 120_000);
});

describe('npm start stopped with Ctrl-C', () => {
  it('removes the folder of files it wrote for the person (a chart) before it exits', async () => {
    // Its own temp directory, so the folder the run makes there is the only one.
    const temp = mkdtempSync(join(tmpdir(), 'hawker-npm-start-temp-'));
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'info', TMPDIR: temp, ...ownData() };
    const run = spawn('node', ['--import', 'tsx', 'bin/start.ts'], { env, cwd: process.cwd() });
    const { text, waitInOutput } = watchOutput(run);
    try {
      // A delivered order makes a sale, and the day's stats a chart to write.
      const [, messageNumber, quantity] = await waitInOutput(
        /#(\d+) ALERT\r?\n! New order: [^\n]+\n[\s\S]*?Quantity\s+(\d+)[\s\S]*?reply with @\d+/,
      );
      const codes = Array.from({ length: Number(quantity) }, (_, index) => `DEMO-CODE-${index + 1}-XYZ`);
      let mark = text().length;
      run.stdin.write(`@${messageNumber} ${codes.join('\n')}\n\n`);
      const [, confirm] = await waitInOutput(/\[(\d+)\] Confirm delivery/, mark);
      mark = text().length;
      run.stdin.write(`${confirm}\n`);
      await waitInOutput(new RegExp(`#${messageNumber} updated: ✔ Delivered`), mark);
      mark = text().length;
      run.stdin.write('/stats today\n');
      const [, chart = ''] = await waitInOutput(/saved to (\S+\.png)/, mark);
      const folder = dirname(chart);
      expect(dirname(folder)).toBe(temp);
      expect(lstatSync(chart).mode & 0o777).toBe(0o600);

      run.kill('SIGINT');
      const code = await new Promise<number | null>((resolve) => run.once('exit', resolve));
      expect(code).toBe(0);
      expect(existsSync(folder)).toBe(false);
      expect(readdirSync(temp).filter((name) => name.startsWith('hawker'))).toEqual([]);
    } finally {
      if (run.exitCode === null) run.kill('SIGTERM');
      rmSync(temp, { recursive: true, force: true });
    }
  }, 120_000);
});
