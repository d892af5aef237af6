import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoKey, startHarness, type Harness } from '../../core/harness.js';
import { openTerminalSession, type TerminalSession } from './support/terminal-session.js';

// `pool` in the terminal chat: codes typed as lines after the prompt and from a file,
// and withdrawn codes written to a file of the run's own.
describe('pool in the terminal chat', () => {
  let h: Harness;
  let session: TerminalSession;
  let folder: string;
  const type = (lines: string[], answer: RegExp) => session.type(lines, answer);

  beforeAll(async () => {
    h = await startHarness('console-pool');
    session = openTerminalSession(h.core);
    folder = mkdtempSync(join(tmpdir(), 'hawker-pool-test-'));
    await type([`/connect ${demoKey(h)} Demo`], /Account connected/);
  });
  afterAll(async () => {
    session.chat.close();
    rmSync(folder, { recursive: true, force: true });
    await h.close();
  });

  it('takes codes typed line by line after the prompt, and from a file', async () => {
    await type(['/pool add steam'], /Send the codes for pool "steam"/);
    const added = await type(['CON-0001', 'CON-0002', ''], /2 codes added to "steam"/);
    expect(added).toMatch(/Pool "steam" now has 2 codes\./);
    const path = join(folder, 'codes.csv');
    writeFileSync(path, 'code\nCON-0002\nCON-0003\n');
    await type(['/pool add steam'], /Send the codes for pool "steam"/);
    const fromFile = await type([`file ${path}`], /1 code added to "steam"/);
    // The header is row 1 of the file, as a spreadsheet shows it: the repeated code is on row 2.
    expect(fromFile).toMatch(/1 duplicate skipped \(.*\), line 2\./);
    expect(await type(['/pool'], /steam: 3 available, 0 held/)).not.toMatch(/CON-/);
  });

  it('writes withdrawn codes to a file after the confirmation', async () => {
    await type(['/pool withdraw steam 2'], /Take 2 codes \(of 3\) out of pool "steam"\?/);
    const shown = await type(['1'], /saved to \S+\.txt/);
    expect(shown).toMatch(/2 codes withdrawn from pool "steam"/);
    const [, saved = ''] = /saved to (\S+\.txt)/.exec(shown) ?? [];
    expect(readFileSync(saved, 'utf8')).toBe('CON-0003\nCON-0002\n');
  });

  it('leaves the codes question on `cancel` at once, without gathering it as a code', async () => {
    const asked = await type(['/pool add steam'], /Send the codes for pool "steam"/);
    expect(asked).toMatch(/To stop, send `cancel`\./);
    await type(['cancel'], /Stopped\. Nothing more will be sent for it\./);
    expect(await type(['/pool'], /steam: 1 available, 0 held/)).not.toMatch(/CON-/);
  });

  it('words one withdrawn code and a low-water mark of one in the singular', async () => {
    const shown = await type(['/pool withdraw steam 1', '1'], /saved to \S+\.txt/);
    expect(shown).toMatch(/1 code withdrawn from pool "steam": it is in the file, in clear, so keep it safe\. 0 left in the pool\./);
    await type(['/pool add steam', 'CON-0004', ''], /1 code added to "steam"/);
    await type(['/pool low steam 1'], /The team is told when pool "steam" has fewer than 1 code left\./);
  });
});
