import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** What the image runs: bin/bot.ts and everything it imports from these folders. */
const SHIPPED = ['src', 'adapters', 'jobs', 'bin'];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The top-level folders of the files the shipped code reads beside itself (`new URL('../../locales/', import.meta.url)`). */
function foldersRead(): Map<string, string> {
  const read = new Map<string, string>();
  for (const file of SHIPPED.flatMap(sourceFiles)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/new URL\(['`](\.\.?\/[^'`$]+)/g)) {
      const top = relative('.', resolve(dirname(file), match[1] ?? '')).split('/')[0] ?? '';
      if (!read.has(top)) read.set(top, file);
    }
  }
  return read;
}

describe('the Docker image', () => {
  it('holds every folder the shipped code reads files from (the catalogue, the OpenAPI document, fonts, the page)', () => {
    const copied = new Set([...readFileSync('Dockerfile', 'utf8').matchAll(/^COPY (?!--)(\S+) /gm)].map((match) => match[1]));
    const read = foldersRead();
    expect([...read.keys()]).toEqual(expect.arrayContaining(['locales', 'openapi', 'web']));
    for (const [folder, by] of read) expect(copied.has(folder), `${folder}, read by ${by}, is not copied into the image`).toBe(true);
  });
});
