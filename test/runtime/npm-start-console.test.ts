import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';

// `script` gives the child a real pseudo-terminal, as a newcomer's shell would.
function startInTerminal(): ChildProcessWithoutNullStreams {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, TERM: 'xterm', LOG_LEVEL: 'info' };
  return spawn('script', ['-qfec', 'npx tsx bin/start.ts', '/dev/null'], { env, cwd: process.cwd() });
}

let child: ChildProcessWithoutNullStreams | null = null;
let screen = '';

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((resolve) => child?.once('exit', resolve));
  }
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

describe('npm start with typed lines piped in', () => {
  it('answers every piped line, the shop connected first, and leaves at the end of the input', async () => {
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'info' };
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
    expect(code).toBe(0);
  }, 120_000);
});
