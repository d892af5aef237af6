import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSON_CALL_LIMIT } from '../../src/core/call-limit.js';
import { translate } from '../../src/i18n/index.js';
import { openTerminalSession, type TerminalSession } from '../adapters/console/support/terminal-session.js';
import { demoKey, startHarness, type Harness } from './harness.js';

const LOOP = 45;

// The terminal chat as `npm start` runs it, on the shipped per-person limit: a script piping
// commands into it is refused once the burst is spent, and told so once, not once per line.
describe('a chat loop on the per-person call limit', () => {
  let h: Harness;
  let session: TerminalSession;

  beforeAll(async () => {
    h = await startHarness('call-limit-chat', { callLimit: PERSON_CALL_LIMIT });
    session = openTerminalSession(h.core);
    await session.type([`/connect ${demoKey(h)} Demo`], /Account connected/);
  });
  afterAll(async () => {
    session.chat.close();
    await h.close();
  });

  it(`answers the first ${PERSON_CALL_LIMIT.burst?.limit ?? 0} calls, then one sentence saying when to try again, then nothing`, async () => {
    const mark = session.screen().length;
    session.input.end(Array.from({ length: LOOP }, () => '/help\n').join(''));
    await session.ended;
    const printed = session.screen().slice(mark);
    const replies = printed.split(/\n#\d+\n/).slice(1);
    const refusals = replies.filter((reply) => reply.includes('Too many commands at once'));
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toMatch(
      /^✖ Too many commands at once: Hawker takes at most 30 in 10 s and 120 a minute from one person\. Try again in \d+ s\. Until then your messages get no answer\./,
    );
    // `connect` counted too, unless the burst's window turned between it and the loop.
    expect(replies.length - 1).toBeGreaterThanOrEqual(29);
    expect(replies.length - 1).toBeLessThanOrEqual(30);
    expect(translate('en', 'dispatch-rate-limited', { burst: 30, burstSeconds: 10, limit: 120, seconds: 9 })).toBe(
      'Too many commands at once: Hawker takes at most 30 in 10 s and 120 a minute from one person. Try again in 9 s.',
    );
  });
});
