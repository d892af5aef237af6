import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.js';

const example = readFileSync('.env.example', 'utf8');
const listed = new Map(
  example
    .split('\n')
    .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const),
);

describe('.env.example', () => {
  it('lists every variable the configuration reads', () => {
    const source = readFileSync('src/config/config.ts', 'utf8');
    const read = new Set([...source.matchAll(/'([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)'/g)].map((match) => match[1]));
    // NODE_ENV is the image's (production); an empty line in a copied .env would switch its checks off under compose.
    const notHawkers = new Set(['NODE_ENV']);
    expect([...read].filter((name) => name !== undefined && !listed.has(name) && !notHawkers.has(name))).toEqual([]);
  });

  it('is itself a valid configuration, equal to the defaults', () => {
    const fromExample = loadConfig(Object.fromEntries(listed), { devKeyRingPath: '.data/dev-master-keys' });
    const defaults = loadConfig({}, { devKeyRingPath: '.data/dev-master-keys' });
    expect({ ...fromExample, masterKeys: null }).toEqual({ ...defaults, masterKeys: null });
  });
});
