import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoKey, startHarness, type Harness } from '../../core/harness.js';
import { openTerminalSession, type TerminalSession } from './support/terminal-session.js';

// `dashboard` in the terminal chat of `npm start`: a terminal presses no buttons, so the
// address with its one-time login is printed on a line of its own, to open in a browser.
describe('dashboard in the terminal chat', () => {
  let h: Harness;
  let session: TerminalSession;

  beforeAll(async () => {
    h = await startHarness('console-dashboard', { api: {} });
    session = openTerminalSession(h.core);
    await session.type([`/connect ${demoKey(h)} Demo`], /Account connected/);
  });
  afterAll(async () => {
    session.chat.close();
    await h.close();
  });

  it("prints the dashboard's address on the API server with a login that works once", async () => {
    const shown = await session.type(['/dashboard'], /Open dashboard: \S+/);
    expect(shown).toMatch(/expires in 10 minutes/);
    const [, url = ''] = /Open dashboard: (\S+)/.exec(shown) ?? [];
    expect(url.startsWith(`${h.apiUrl ?? 'no api'}/dashboard/#login=`)).toBe(true);
    const token = url.split('#login=')[1] ?? '';
    expect(await h.stores.dashboardLogins.redeem(token)).toMatchObject({ actor: { platform: 'console' } });
    expect(await h.stores.dashboardLogins.redeem(token)).toBeNull();
  });
});
