import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoNamespace } from '../../src/runtime/demo-namespace.js';

const root = mkdtempSync(join(tmpdir(), 'hawker-demo-namespace-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the demo namespace', () => {
  it('belongs to its data folder: the same on every start from it, another for another folder', () => {
    const mine = demoNamespace(join(root, 'checkout-a', '.data'));
    expect(mine).toMatch(/^hawker-demo-[0-9a-f]{16}$/);
    expect(demoNamespace(join(root, 'checkout-a', '.data'))).toBe(mine);
    expect(demoNamespace(join(root, 'checkout-b', '.data'))).not.toBe(mine);
  });

  it('replaces an id file that holds no id', () => {
    const folder = join(root, 'edited');
    demoNamespace(folder);
    writeFileSync(join(folder, 'demo-id'), 'not an id\n');
    const fresh = demoNamespace(folder);
    expect(fresh).toMatch(/^hawker-demo-[0-9a-f]{16}$/);
    expect(demoNamespace(folder)).toBe(fresh);
  });
});
