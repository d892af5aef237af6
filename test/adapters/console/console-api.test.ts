import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoKey, startHarness, type Harness } from '../../core/harness.js';
import { openTerminalSession, type TerminalSession } from './support/terminal-session.js';

// `api` in the terminal chat of `npm start`: a token is made, listed and revoked, and the
// HTTP API the same run serves takes it until it is revoked.
describe('api in the terminal chat', () => {
  let h: Harness;
  let session: TerminalSession;
  const type = (lines: string[], answer: RegExp) => session.type(lines, answer);

  beforeAll(async () => {
    h = await startHarness('console-api', { api: {} });
    session = openTerminalSession(h.core);
    await type([`/connect ${demoKey(h)} Demo`], /Account connected/);
  });
  afterAll(async () => {
    session.chat.close();
    await h.close();
  });

  it('makes a token the API takes, lists it with its use, and revokes it', async () => {
    const shown = await type(['/api token create viewer sheet'], /Token "sheet" acts as viewer/);
    const token = /hwk_[A-Za-z0-9_-]{43}/.exec(shown)?.[0] ?? '';
    const orders = () => fetch(`${h.apiUrl ?? ''}/v1/orders`, { headers: { authorization: `Bearer ${token}` } });
    expect((await orders()).status).toBe(200);
    expect(await type(['/api tokens'], /sheet · viewer/)).not.toMatch(/last used never/);
    await type(['/api token revoke sheet'], /Token "sheet" is revoked/);
    expect((await orders()).status).toBe(401);
  });
});
