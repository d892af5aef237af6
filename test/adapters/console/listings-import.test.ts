import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoKey, startHarness, type Harness } from '../../core/harness.js';
import { openTerminalSession, type TerminalSession } from './support/terminal-session.js';

// The terminal chat sends a file with `file <path>`: the export, edited, read back by `listings import`.
describe('listings import in the terminal chat', () => {
  let h: Harness;
  let session: TerminalSession | undefined;
  let folder: string;

  beforeAll(async () => {
    h = await startHarness('console-listings-import');
    folder = mkdtempSync(join(tmpdir(), 'hawker-import-test-'));
    session = openTerminalSession(h.core);
    await session.type([`/connect ${demoKey(h)} Demo`], /Account connected/);
  });
  afterAll(async () => {
    session?.chat.close();
    await session?.ended;
    await h.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('reads the edited export sent with `file <path>`, previews it, and starts the import on Apply', async () => {
    if (!session) throw new Error('the terminal chat opens before the tests run');
    const printed = await session.type(['/listings export'], /saved to (\S+\.csv)/);
    const exported = readFileSync(/saved to (\S+\.csv)/.exec(printed)?.[1] ?? '', 'utf8');
    const edited = exported.replace('"1000 Neon credits code","active","9.99"', '"1000 Neon credits code","active","7.99"');
    expect(edited).not.toBe(exported);
    const path = join(folder, 'shop.csv');
    writeFileSync(path, edited);

    await session.type(['/listings import'], /Send the file of listings/);
    const preview = await session.type([`file ${path}`], /within a minute/);
    expect(preview).toMatch(/1 price; \d+ unchanged; no row refused\./);
    expect(preview).toMatch(/1000 Neon credits code: price \$9\.99 → \$7\.99/);
    const started = await session.type(['1'], /Import started/);
    expect(started).toMatch(/Import started: 1 write goes out within the marketplace's limits/);
  });

  it('answers a file that is not UTF-8 with a sentence and asks again', async () => {
    if (!session) throw new Error('the terminal chat opens before the tests run');
    const path = join(folder, 'latin1.csv');
    writeFileSync(path, Buffer.from([0x69, 0x64, 0x2c, 0x74, 0x69, 0x74, 0x6c, 0x65, 0x0a, 0x31, 0x2c, 0xe9, 0x0a]));
    await session.type(['/listings import'], /Send the file of listings/);
    const answer = await session.type([`file ${path}`], /not in UTF-8/);
    expect(answer).toMatch(/save it from the spreadsheet as "CSV UTF-8"/);
  });
});
