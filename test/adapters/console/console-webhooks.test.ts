import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalReceiver } from '../../support/local-receiver.js';
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

describe('webhooks replay in the terminal chat', () => {
  let h: Harness;
  let session: TerminalSession;
  let receiver: LocalReceiver;
  let status = 503;
  const type = (lines: string[], answer: RegExp) => session.type(lines, answer);

  beforeAll(async () => {
    receiver = await LocalReceiver.start((_request, response) => response.writeHead(status).end());
    // The operator lets webhooks reach this machine: the receiver is a local one.
    h = await startHarness('console-webhooks-replay', { webhookAllowPrivateNetworks: true });
    session = openTerminalSession(h.core);
    await type([`/connect ${demoKey(h)} Demo`], /Account connected/);
  });
  afterAll(async () => {
    session.chat.close();
    await h.close();
    await receiver.close();
  });

  it('sends a delivery from the log again: the receiver gets the same event, and the seller reads that it went', async () => {
    const secret = /whsec_[A-Za-z0-9+/=]+/.exec(await type([`/webhooks add ${receiver.url}`], /whsec_[A-Za-z0-9+/=]+/))?.[0] ?? '';
    await type(['/webhooks test 1'], /✖ Endpoint 1 · 127\.0\.0\.1:\d+\/hook did not take the `ping`: answered 503\./);
    const delivery = /dlv_[0-9a-f]{16}/.exec(await type(['/webhooks log 1'], /dlv_[0-9a-f]{16}/))?.[0] ?? '';

    status = 200;
    await type([`/webhooks replay ${delivery}`], /Endpoint 1 · 127\.0\.0\.1:\d+\/hook got `ping` again: answered 200 in \d+ ms\./);
    expect(receiver.received).toHaveLength(2);
    const [missed, again] = receiver.received.map((call) => ({
      id: call.headers['webhook-id'],
      event: new Webhook(secret).verify(call.body, call.headers as Record<string, string>),
    }));
    expect(again?.id).toBe(missed?.id);
    expect(again?.event).toEqual(missed?.event);
  });
});
