import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const major = (version: string) => Number(/^v?(\d+)\./.exec(version)?.[1]);
const imageMajors = [...readFileSync('Dockerfile', 'utf8').matchAll(/^FROM node:(\d+)/gm)].map((match) => Number(match[1]));
const engines = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node;

describe('the Node the tests run on', () => {
  it('is the major version the Docker image ships', () => {
    expect(imageMajors.length).toBeGreaterThan(0);
    for (const imageMajor of imageMajors) expect(major(process.version)).toBe(imageMajor);
  });

  it('meets package.json engines', () => {
    const [wantMajor = 0, wantMinor = 0] = (/^>=(\d+)\.(\d+)$/.exec(engines) ?? []).slice(1).map(Number);
    expect(wantMajor).toBeGreaterThan(0);
    const [haveMajor = 0, haveMinor = 0] = process.versions.node.split('.').map(Number);
    expect(haveMajor > wantMajor || (haveMajor === wantMajor && haveMinor >= wantMinor)).toBe(true);
  });

  it('is also the Node of processes started through `npx tsx`, as the runtime tests start bin/ scripts', () => {
    const child = spawnSync('npx', ['tsx', '-e', 'process.stdout.write(process.version)'], { encoding: 'utf8', timeout: 60_000 });
    expect(child.stdout).toBe(process.version);
  });
});
