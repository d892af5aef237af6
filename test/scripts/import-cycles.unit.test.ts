import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, '../../scripts/check-import-cycles.ts');
const tsx = join(import.meta.dirname, '../../node_modules/.bin/tsx');
const folder = mkdtempSync(join(tmpdir(), 'hawker-cycles-'));
const tree = mkdtempSync(join(tmpdir(), 'hawker-floors-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
  rmSync(tree, { recursive: true, force: true });
});

function check(cwd: string, ...roots: string[]) {
  const result = spawnSync(tsx, [script, ...roots], { cwd, encoding: 'utf8' });
  return { status: result.status, output: result.stdout + result.stderr };
}

// Each case starts the check, which loads TypeScript: seconds on a busy machine, past the unit tier's 10 s default.
describe('the import-cycle check npm test runs', { timeout: 60_000 }, () => {
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

  it('fails on a loop between two folders of src/ even when no two files loop, counting the imports each way', () => {
    mkdirSync(join(tree, 'src/store'), { recursive: true });
    mkdirSync(join(tree, 'src/core'), { recursive: true });
    writeFileSync(join(tree, 'src/core/platform.ts'), "export type Platform = 'chat';\n");
    writeFileSync(join(tree, 'src/store/roles.ts'), "export type Role = 'owner';\n");
    writeFileSync(
      join(tree, 'src/store/team.ts'),
      "import type { Platform } from '../core/platform.js';\nexport type Member = Platform;\n",
    );
    writeFileSync(join(tree, 'src/core/team-command.ts'), "import type { Role } from '../store/roles.js';\nexport type Asker = Role;\n");
    writeFileSync(join(tree, 'src/core/reply.ts'), "import type { Role } from '../store/roles.js';\nexport type Reply = Role;\n");
    const { status, output } = check(tree, 'src');
    expect(status).toBe(1);
    expect(output).not.toContain('import cycle among');
    expect(output).toContain('folder cycle among src/core, src/store');
    expect(output).toContain('src/core → src/store 2');
    expect(output).toContain('src/store → src/core 1');
  });

  it('passes once the shared word moves to a folder below both', () => {
    mkdirSync(join(tree, 'src/domain'), { recursive: true });
    writeFileSync(join(tree, 'src/domain/platform.ts'), "export type Platform = 'chat';\n");
    rmSync(join(tree, 'src/core/platform.ts'));
    writeFileSync(
      join(tree, 'src/store/team.ts'),
      "import type { Platform } from '../domain/platform.js';\nexport type Member = Platform;\n",
    );
    const { status, output } = check(tree, 'src');
    expect(output).toContain('no import cycle among 5 files, nor among their 3 folders');
    expect(status).toBe(0);
  });
});
