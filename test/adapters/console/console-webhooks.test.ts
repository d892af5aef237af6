import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoKey, startHarness, type Harness } from '../../core/harness.js';
import { openTerminalSession, type TerminalSession } from './support/terminal-session.js';

// `webhooks` in the terminal chat: an endpoint added with its secret, listed, removed.
describe('webhooks in the terminal chat', () => {
  let h: Harness;
  let session: TerminalSession;
  const type = (lines: string[], answer: RegExp) => session.type(lines, answer);

  beforeAll(async () => {
    h = await startHarness('console-webhooks');
    session = openTerminalSession(h.core);
    await type([`/connect ${demoKey(h)} Demo`], /Account connected/);
  });
  afterAll(async () => {
    session.chat.close();
    await h.close();
  });

  it('adds an endpoint with its secret, lists it and removes it', async () => {
    expect(
      await type(['/webhooks add https://hooks.example.com/hawker'], /Endpoint 1 · hooks\.example\.com\/hawker gets every event/),
    ).toMatch(/whsec_/);
    await type(['/webhooks'], /1 · hooks\.example\.com\/hawker/);
    await type(['/webhooks remove 1'], /Endpoint 1 · hooks\.example\.com\/hawker removed/);
  });
});
