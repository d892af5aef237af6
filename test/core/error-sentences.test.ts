import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELLER_API_ERROR_CODES } from '../../src/api/error-codes.js';
import { codeSentence } from '../../src/core/error-sentences.js';
import type { TestUser } from '../support/test-adapter.js';
import { demoKey, startHarness, type Harness } from './harness.js';
import { SPEC_STATUS_OF } from '../support/spec-error-statuses.js';

const STATUS_OF = SPEC_STATUS_OF;

describe('every failure reaches the seller as a sentence to act on', () => {
  let h: Harness;
  let alice: TestUser;
  let topUp: string;
  const failPatch = (fault: Record<string, unknown>) =>
    h.sandbox.core.faults.add({ method: 'PATCH', path_prefix: `/v1/offers/top-ups/${topUp}`, ...fault });
  // A new price each time: a price the listing already has is not sent at all.
  let cents = 1000;
  const price = async () => {
    cents += 1;
    await alice.dm.command('price', `${topUp} ${cents}c`);
    return alice.dm.last();
  };

  beforeAll(async () => {
    h = await startHarness('core-errors', { timeoutMs: 3000, limits: { offerWritesPerMinute: 1000, offerWritesPerHour: 1000 } });
    alice = h.adapter.user('alice');
    await alice.dm.command('connect', `${demoKey(h)} Demo`);
    for (const listing of h.sandbox.core.state.listings.values())
      if (listing.title === 'Starfall crystals by player id') topUp = listing.id;
  });
  afterAll(async () => {
    await h.close();
  });

  it.each(SELLER_API_ERROR_CODES.filter((code) => code !== 'unauthorized'))(
    'maps %s to its sentence, with no trace of the request',
    async (code) => {
      h.sandbox.core.faults.clear();
      failPatch({ kind: 'status', status: STATUS_OF[code], error: code });
      const reply = await price();
      h.sandbox.core.faults.clear();
      expect(reply.tone).toBe('error');
      expect(reply.text).toEqual(code === 'rate_limited' ? expect.stringMatching(/rate limit is reached/) : codeSentence(code));
      expect(reply.text).not.toMatch(/PATCH|\/v1\/|Error:|at .*\.ts/);
    },
  );

  it('words a 409, an unknown code and a 5xx', async () => {
    failPatch({ kind: 'status', status: 409, error: 'invalid_status_transition', times: 1 });
    expect((await price()).text).toMatch(/conflict \(invalid_status_transition\)/);
    failPatch({ kind: 'status', status: 422, error: 'price_out_of_band', times: 1 });
    expect((await price()).text).toMatch(/refused with "price_out_of_band" \(HTTP 422\), a reason Hawker does not know yet/);
    failPatch({ kind: 'status', status: 503, error: 'service_unavailable', times: 1 });
    expect((await price()).text).toMatch(/internal problem \(503/);
  });

  it('words a broken connection and a timeout, telling the seller to check before retrying', async () => {
    failPatch({ kind: 'reset', times: 1 });
    expect((await price()).text).toMatch(/connection to the marketplace broke/);
    failPatch({ kind: 'delay', delay_ms: 7000, times: 1 });
    expect((await price()).text).toMatch(/did not answer in time/);
  });

  it('records failed writes in the audit with their code', async () => {
    await alice.dm.command('audit', '3');
    expect(alice.dm.lastText()).toMatch(/failed: /);
  });

  it('a suspended account is marked and recovers on the first call that goes through', async () => {
    const accountId = (await h.stores.identities.activeAccount(await h.stores.identities.resolve('test', 'alice')))?.accountId ?? '';
    failPatch({ kind: 'status', status: 403, error: 'account_suspended', times: 1 });
    await price();
    expect((await h.stores.accounts.get(accountId))?.keyStatus).toBe('suspended');
    await price();
    expect(alice.dm.lastText()).toMatch(/now costs \$10\.\d\d\./);
    expect((await h.stores.accounts.get(accountId))?.keyStatus).toBe('ok');
  });

  it('maps unauthorized, marks the key invalid and stops the account', async () => {
    failPatch({ kind: 'status', status: 401, error: 'unauthorized', times: 1 });
    expect((await price()).text).toBe(
      `${codeSentence('unauthorized')} Hawker marked the key invalid and stopped background work for this account.`,
    );
    const accountId = (await h.stores.identities.activeAccount(await h.stores.identities.resolve('test', 'alice')))?.accountId ?? '';
    expect((await h.stores.accounts.get(accountId))?.keyStatus).toBe('invalid');
    expect((await h.stores.accounts.listAlertEnabled(null, 100)).ids).not.toContain(accountId);
  });
});

describe('a spent budget', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('core-budget', { limits: { writesPerWindow: 1 } });
  });
  afterAll(async () => {
    await h.close();
  });

  it('says which budget is spent and when it frees, and sends nothing', async () => {
    const alice = h.adapter.user('alice');
    await alice.dm.command('connect', `${demoKey(h)} Demo`);
    let topUp = '';
    for (const listing of h.sandbox.core.state.listings.values())
      if (listing.title === 'Starfall crystals by player id') topUp = listing.id;
    await alice.dm.command('price', `${topUp} 11`);
    expect(alice.dm.lastText()).toMatch(/now costs \$11\.00/);
    await alice.dm.command('price', `${topUp} 12`);
    expect(alice.dm.lastText()).toMatch(
      /write budget \(250 a minute\) is used up\. It frees in (less than a minute|1 min) \(\d{4}-\d\d-\d\d \d\d:\d\d UTC\)/,
    );
    const listing = await h.control<{ price: number }>('GET', `/_sandbox/offers/${topUp}`);
    expect(listing.price).toBe(1100);
  });
});
