import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, '../../scripts/check-import-cycles.ts');
const tsx = join(import.meta.dirname, '../../node_modules/.bin/tsx');
const folder = mkdtempSync(join(tmpdir(), 'hawker-cycles-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function check(cwd: string, ...roots: string[]) {
  const result = spawnSync(tsx, [script, ...roots], { cwd, encoding: 'utf8' });
  return { status: result.status, output: result.stdout + result.stderr };
}

describe('the import-cycle check npm test runs', () => {
  it('fails on a cycle made only of type imports, naming the loop', () => {
    writeFileSync(join(folder, 'port.ts'), "import type { Info } from './info.js';\nexport type Port = Info[];\n");
    writeFileSync(join(folder, 'info.ts'), "import type { Port } from './port.js';\nexport interface Info { port: Port }\n");
    writeFileSync(join(folder, 'leaf.ts'), "import type { Port } from './port.js';\nexport const leaf: Port = [];\n");
    const { status, output } = check(folder, '.');
    expect(status).toBe(1);
    expect(output).toContain('import cycle among info.ts, port.ts');
    expect(output).not.toContain('leaf.ts');
  });

  it('passes once the shared type moves to the lower module', () => {
    writeFileSync(join(folder, 'info.ts'), 'export interface Info { port: string }\n');
    const { status, output } = check(folder, '.');
    expect(output).toContain('no import cycle among 3 files');
    expect(status).toBe(0);
  });
});
