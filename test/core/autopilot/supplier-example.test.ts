// The supplier docs/autopilot.md gives sellers, run as written in a child process: it
// verifies Hawker's signature, answers one code per unit, and the same codes on a retry.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { requestGoods } from '../../../src/core/autopilot/supplier-client.js';
import { SignedHttpClient } from '../../../src/net/signed-http-client.js';
import { newSigningSecret } from '../../../src/net/signing-secret.js';

const ROOT = join(import.meta.dirname, '../../..');

function documentedSupplier(): string {
  const page = readFileSync(join(ROOT, 'docs/autopilot.md'), 'utf8');
  const section = page.slice(page.indexOf('### A supplier in a dozen lines of Node'));
  const block = /```js\n([\s\S]*?)```/.exec(section)?.[1];
  if (block === undefined) throw new Error('docs/autopilot.md has no supplier example');
  return block;
}

/** Starts the example on a free port; resolves with its port once it says it listens. */
async function startSupplier(secret: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', documentedSupplier()], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HAWKER_SECRET: secret },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  let output = '';
  for await (const chunk of child.stdout as AsyncIterable<Buffer>) {
    output += chunk.toString('utf8');
    const port = /listening on port (\d+)/.exec(output)?.[1];
    if (port !== undefined) return { child, port: Number(port) };
  }
  throw new Error(`the example supplier stopped before listening: ${output}`);
}

const children: ChildProcess[] = [];
const clients: SignedHttpClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  for (const child of children.splice(0)) {
    if (child.exitCode !== null) continue;
    child.kill();
    await once(child, 'exit');
  }
});

describe('the documented supplier', () => {
  it('verifies the signature and answers the same codes for a retried order', async () => {
    const secret = newSigningSecret();
    const { port } = await startSupplier(secret);
    const client = new SignedHttpClient({ allowPrivateNetworks: true });
    clients.push(client);
    const order = { id: 'ord-1', listingId: 'lst-1', listingTitle: 'Neon Drift 500 gems', quantity: 3, buyerInputs: {}, deadlineAt: null };
    const request = { endpoint: `http://127.0.0.1:${port}/`, secrets: [secret], order, timeoutMs: 5_000 };
    const first = await requestGoods(client, request);
    expect(first).toEqual({ ok: true, goods: ['CODE-1', 'CODE-2', 'CODE-3'], costCents: null });
    expect(await requestGoods(client, request)).toEqual(first);
    const forged = await requestGoods(client, { ...request, secrets: [newSigningSecret()] });
    expect(forged).toMatchObject({ ok: false, retry: false });
  });
});
