import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoKey, startHarness, type Harness } from '../../core/harness.js';
import { bookTerminalSale } from './support/terminal-sale.js';
import { openTerminalSession, type TerminalSession } from './support/terminal-session.js';

// The terminal chat writes what it cannot show (a chart, an export) to a file. The temp
// directory is shared with every local user, so those files go in a folder of the run's own.
describe('the files the terminal chat writes', () => {
  let h: Harness;
  let temp: string;
  const victimText = "another user's notes\n";

  const openChat = () => openTerminalSession(h.core);
  const chartPath = async (session: TerminalSession): Promise<string> => {
    const [, path = ''] = /saved to (\S+\.png)/.exec(await session.type(['/stats today'], /saved to \S+\.png/)) ?? [];
    return path;
  };

  beforeAll(async () => {
    h = await startHarness('console-files');
    const connecting = openChat();
    await connecting.type([`/connect ${demoKey(h)} Demo`], /Account connected/);
    connecting.chat.close();
    await bookTerminalSale(h, 'console-files-order');
  });
  beforeEach(() => {
    temp = mkdtempSync(join(tmpdir(), 'hawker-console-temp-'));
    vi.stubEnv('TMPDIR', temp);
    return () => rmSync(temp, { recursive: true, force: true });
  });
  afterAll(async () => {
    await h.close();
  });

  it('neither reuses a `hawker` folder another user made in the temp directory nor follows the links planted in it, and keeps the chart to us', async () => {
    // Another local user got there first: a world-writable folder where the chat used to
    // write, with links under the names its files would take, pointing at a file of theirs.
    const planted = join(temp, 'hawker');
    mkdirSync(planted, { mode: 0o777 });
    const victim = join(temp, 'victim.txt');
    writeFileSync(victim, victimText);
    for (let number = 1; number <= 50; number += 1) symlinkSync(victim, join(planted, `${number}-sales.png`));

    const session = openChat();
    const path = await chartPath(session);

    expect(readFileSync(victim, 'utf8')).toBe(victimText);
    expect(readdirSync(planted)).toHaveLength(50);
    const folder = dirname(path);
    expect(dirname(folder)).toBe(temp);
    expect(folder).toMatch(/\/hawker-[^/]+$/);
    const folderStat = lstatSync(folder);
    expect(folderStat.isDirectory()).toBe(true);
    expect(folderStat.mode & 0o777).toBe(0o700);
    expect(folderStat.uid).toBe(process.getuid?.());
    const fileStat = lstatSync(path);
    expect(fileStat.isFile()).toBe(true);
    expect(fileStat.mode & 0o777).toBe(0o600);
    session.chat.close();
    await session.ended;
  });

  it('removes its folder when the person types /quit', async () => {
    const session = openChat();
    const folder = dirname(await chartPath(session));
    expect(existsSync(folder)).toBe(true);
    session.input.write('/quit\n');
    await session.ended;
    expect(existsSync(folder)).toBe(false);
  });

  it('removes its folder at the end of piped input, after answering every line', async () => {
    const session = openChat();
    const folder = dirname(await chartPath(session));
    session.input.end('/stats export today\n');
    await session.ended;
    expect(existsSync(folder)).toBe(false);
    expect(readdirSync(temp)).toEqual([]);
  });
});
