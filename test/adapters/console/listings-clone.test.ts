import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoKey, startHarness, type Harness } from '../../core/harness.js';
import { openTerminalSession, type TerminalSession } from './support/terminal-session.js';

// Two shops held by one person in the terminal chat: the active one's listings copied into the other.
describe('listings clone in the terminal chat', () => {
  let h: Harness;
  let session: TerminalSession | undefined;

  beforeAll(async () => {
    h = await startHarness('console-listings-clone');
    session = openTerminalSession(h.core);
    const side = await h.control<{ apiKey: string }>('POST', '/_sandbox/sellers', {});
    await session.type([`/connect ${side.apiKey} Side`], /Account connected/);
    await session.type([`/connect ${demoKey(h)} Demo`], /Account connected/);
    await session.type(['/switch Demo'], /Now acting on "Demo"/);
  });
  afterAll(async () => {
    session?.chat.close();
    await session?.ended;
    await h.close();
  });

  it('previews the filtered listings as drafts of the other shop, refusing what it cannot copy, and starts the copy on Apply', async () => {
    if (!session) throw new Error('the terminal chat opens before the tests run');
    const preview = await session.type(['/listings clone Side status=active,draft title=account'], /within a minute/);
    expect(preview).toMatch(/Copy from Demo into Side: what would be made/);
    expect(preview).toMatch(/1 new draft; 0 unchanged; 1 row refused\./);
    expect(preview).toMatch(/new draft "Fresh NA starter account"/);
    expect(preview).toMatch(/"Level 80 EU account, platinum rank": An instantly delivered `account` listing is not copied/);
    expect(preview).toMatch(/1 picture is uploaded again into the other shop/);
    expect(preview).toMatch(/2 writes: within a minute/);
    const started = await session.type(['1'], /Copy into "Side" started/);
    expect(started).toMatch(/1 draft is made within that shop's limits/);
  });

  it('refuses a copy into the shop it is acting on, with a sentence', async () => {
    if (!session) throw new Error('the terminal chat opens before the tests run');
    const refused = await session.type(['/listings clone Demo'], /is the shop you are in/);
    expect(refused).toMatch(/"Demo" is the shop you are in: name another shop you manage to copy its listings into/);
  });
});
