import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');
// web/ is the dashboard page, whose `dashboard-page-` messages the browser formats.
const SOURCE_DIRS = ['src', 'adapters', 'jobs', 'bin', 'web'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') || name.endsWith('.tsx') ? [path] : [];
  });
}

// Every lookup names its key as a literal, so this scan sees every key the code can ask for.
const KEY_CALL = /\b(?:t|msg)\(\s*'([a-z0-9-]+)'|\btranslate\(\s*[^,()]+,\s*'([a-z0-9-]+)'/g;
// A lookup whose key is computed: a key nobody can find by reading.
const COMPUTED_KEY = /\b(?:t|msg)\(\s*(?![')\s])|\btranslate\(\s*[^,()]+,\s*(?![\s'])/g;

export interface KeyUse {
  key: string;
  file: string;
}

export function keysUsedInCode(): { uses: KeyUse[]; computed: string[] } {
  const uses: KeyUse[] = [];
  const computed: string[] = [];
  for (const dir of SOURCE_DIRS) {
    for (const path of sourceFiles(join(ROOT, dir))) {
      if (path.includes(`${join('src', 'i18n')}`) || path.endsWith(join('web', 'i18n.ts'))) continue;
      const text = readFileSync(path, 'utf8');
      const file = relative(ROOT, path);
      for (const match of text.matchAll(KEY_CALL)) uses.push({ key: (match[1] ?? match[2]) as string, file });
      for (const match of text.matchAll(COMPUTED_KEY)) {
        const line = text.slice(0, match.index).split('\n').length;
        computed.push(`${file}:${line}`);
      }
    }
  }
  return { uses, computed };
}
