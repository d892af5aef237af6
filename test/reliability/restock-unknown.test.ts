// A restock whose answer is lost: the marketplace may have added the codes. Hawker
// keeps them registered (so they never go on sale twice), reads the stock back and
// says what it verified; only a clear refusal frees the codes to be sent again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../support/test-adapter.js';
import { AnswerDroppingProxy } from './support/answer-dropping-proxy.js';
import { guardProcess, type ProcessGuard } from './support/process-guard.js';
import { demoKey, startStack, type Stack } from './support/stack.js';

let s: Stack;
let proxy: AnswerDroppingProxy;
let guard: ProcessGuard;
let alice: TestUser;
let instantTopUp: string;

const unitCount = () => s.sandbox.core.state.listings.get(instantTopUp)?.units.length ?? -1;

beforeAll(async () => {
  guard = guardProcess();
  s = await startStack('rel-restock-unknown', {
    clientTimeoutMs: 1_500,
    marketplaceVia: async (sandboxUrl) => {
      proxy = await AnswerDroppingProxy.start(sandboxUrl);
      return proxy.baseUrl;
    },
  });
  alice = s.adapter.user('alice');
  await alice.dm.command('connect', `${demoKey(s)} Demo`);
  instantTopUp = s.listingId('1000 Neon credits code');
});

afterAll(async () => {
  await s.close();
  await proxy.close();
  guard.stop();
});

describe('a restock whose answer is lost', () => {
  it('after the marketplace added the codes: says the stock shows them, and sending them again adds nothing', async () => {
    const before = unitCount();
    proxy.loseAnswers('POST', `/v1/offers/top-ups/${instantTopUp}/units`, { kind: 'drop' });
    await alice.dm.command('restock', `${instantTopUp} LOST-RESTOCK-1\nLOST-RESTOCK-2`);
    const text = alice.dm.lastText();
    expect(text).toMatch(/the marketplace's answer was lost/);
    expect(text).toMatch(/The stock read back is \d+ \(\d+ before this batch\): they arrived/);
    expect(text).toMatch(/stay registered as added, so they cannot go on sale twice/);
    expect(text).not.toMatch(/can be sent again/);
    expect(unitCount()).toBe(before + 2);

    await alice.dm.command('restock', `${instantTopUp} LOST-RESTOCK-1\nLOST-RESTOCK-2`);
    expect(alice.dm.lastText()).toMatch(/0 new codes added .*\n2 refused as duplicates/);
    expect(unitCount()).toBe(before + 2);
  });

  it('after a 5xx that did nothing: says the stock has not moved so far, and still keeps the codes from going on sale twice', async () => {
    const before = unitCount();
    s.sandbox.core.faults.add({
      kind: 'status',
      status: 503,
      method: 'POST',
      path_prefix: `/v1/offers/top-ups/${instantTopUp}/units`,
      times: 1,
    });
    await alice.dm.command('restock', `${instantTopUp} UNSURE-RESTOCK-1`);
    const text = alice.dm.lastText();
    expect(text).toMatch(/as before this batch: they have not arrived so far, but the request may still land/);
    expect(text).not.toMatch(/can be sent again/);
    expect(unitCount()).toBe(before);
  });

  it('after a clear refusal: the codes were not sent and can be sent again', async () => {
    const before = unitCount();
    s.sandbox.core.faults.add({
      kind: 'status',
      status: 404,
      error: 'not_found',
      method: 'POST',
      path_prefix: `/v1/offers/top-ups/${instantTopUp}/units`,
      times: 1,
    });
    await alice.dm.command('restock', `${instantTopUp} REFUSED-RESTOCK-1`);
    expect(alice.dm.lastText()).toMatch(/The 1 unsent code can be sent again/);
    await alice.dm.command('restock', `${instantTopUp} REFUSED-RESTOCK-1`);
    expect(alice.dm.lastText()).toMatch(/1 new code added/);
    expect(unitCount()).toBe(before + 1);
    expect(guard.fired).toEqual([]);
  });
});
