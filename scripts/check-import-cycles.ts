// The import-cycle check `npm test` runs: a cycle means two modules can be neither understood,
// tested nor loaded one without the other, so none may form in the product code. The same holds
// one level up: the folders of src/ (and each other top folder as one) are floors that import
// only downwards, so a loop between two folders fails too, even when no two files loop. Type-only
// imports count: a cycle through types is harmless when the code runs but is still two
// concepts that each need the other. (madge needs TypeScript 5, and import-x's `no-cycle`
// skips type-only imports, hence this small walk over TypeScript's own view of the imports.)
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

const roots = process.argv.slice(2);
if (roots.length === 0) {
  console.error('usage: tsx scripts/check-import-cycles.ts <folder>...');
  process.exit(2);
}

const options: ts.CompilerOptions = { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext };
const files = roots.flatMap((root) => sourceFiles(root)).map((file) => join(process.cwd(), file));
const known = new Set(files);
const imports = new Map(files.map((file) => [file, localImports(file)]));

const next = (file: string): string[] => imports.get(file) ?? [];
const cycles = stronglyConnected(files, next).filter((group) => group.length > 1);
for (const group of cycles) {
  const names = group.map((file) => relative(process.cwd(), file)).sort();
  console.error(`import cycle among ${names.join(', ')}; one loop:\n  ${cyclePath(group, next).join('\n  → ')}`);
}

const edges = folderEdges();
const folders = [...new Set(files.map(folderOf))];
const folderNext = (folder: string): string[] => [...(edges.get(folder)?.keys() ?? [])];
const folderCycles = stronglyConnected(folders, folderNext).filter((group) => group.length > 1);
for (const group of folderCycles) {
  const members = new Set(group);
  const inside = [...members]
    .sort()
    .flatMap((from) => [...(edges.get(from) ?? [])].filter(([to]) => members.has(to)).map(([to, count]) => `${from} → ${to} ${count}`));
  console.error(
    `folder cycle among ${[...members].sort().join(', ')}; one loop: ${cyclePath(group, folderNext).join(' → ')}\n` +
      `  imports from folder to folder in it:\n    ${inside.sort().join('\n    ')}`,
  );
}
if (cycles.length > 0 || folderCycles.length > 0) process.exit(1);
console.log(`no import cycle among ${files.length} files, nor among their ${folders.length} folders`);

/** A file's floor: src/<folder> for the product's folders (src itself for a file directly in it), else its top folder. */
function folderOf(file: string): string {
  const parts = relative(process.cwd(), file).split(sep);
  if (parts[0] === 'src' && parts.length > 2) return `src/${parts[1]}`;
  return parts.length > 1 ? (parts[0] ?? '.') : '.';
}

/** How many imports run from each folder to each other one. */
function folderEdges(): Map<string, Map<string, number>> {
  const counts = new Map<string, Map<string, number>>();
  for (const [file, targets] of imports) {
    const from = folderOf(file);
    for (const target of targets) {
      const to = folderOf(target);
      if (to === from) continue;
      const row = counts.get(from) ?? new Map<string, number>();
      row.set(to, (row.get(to) ?? 0) + 1);
      counts.set(from, row);
    }
  }
  return counts;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts'))
    .map((name) => join(folder, name));
}

/** The project files a file imports or re-exports from, type-only or not. */
function localImports(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, false);
  return importedFiles
    .map(({ fileName }) => ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName)
    .filter((resolved): resolved is string => resolved !== undefined && known.has(resolved));
}

/** Tarjan's algorithm: each group of files that all reach one another. */
function stronglyConnected(nodes: string[], next: (node: string) => string[]): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const target of next(node)) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    groups.push(group);
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return groups;
}

/** The shortest loop through a group's first member, as the imports run, so the report names a cycle one can follow. */
function cyclePath(group: string[], next: (node: string) => string[]): string[] {
  const members = new Set(group);
  const start = [...group].sort()[0] ?? '';
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (const node of queue) {
    for (const target of next(node)) {
      if (!members.has(target) || cameFrom.has(target)) continue;
      cameFrom.set(target, node);
      if (target === start) return [...walkBack(cameFrom, start), start].map((file) => relative(process.cwd(), file));
      queue.push(target);
    }
  }
  throw new Error('a group that all reach one another always holds a loop');
}

/** The files from `start` to the one that imports it back, in import order. */
function walkBack(cameFrom: Map<string, string>, start: string): string[] {
  const path: string[] = [];
  let node = cameFrom.get(start);
  while (node !== undefined && node !== start) {
    path.unshift(node);
    node = cameFrom.get(node);
  }
  return [start, ...path];
}
