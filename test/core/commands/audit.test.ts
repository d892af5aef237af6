import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../support/test-adapter.js';
import type { Harness } from '../harness.js';
import { msg } from '../../../src/i18n/index.js';
import { DEADLINE_GUARD_ACTOR } from '../../../src/store/audit-log.js';
import { audit } from '../../../src/core/commands/audit.js';
import { openDemoShop, typedAs } from './support/demo-shop.js';

describe('audit', () => {
  let h: Harness;
  let alice: TestUser;
  let topUp: string;
  let accountId: string;

  beforeAll(async () => {
    ({ h, owner: alice, manualTopUp: topUp, accountId } = await openDemoShop('core-audit', { ownerId: 'alice' }));
  });
  afterAll(async () => {
    await h.close();
  });

  it('lists the latest changes first, with who made them, and as many as asked', async () => {
    await alice.dm.command('price', `${topUp} 12.34`);
    await alice.dm.command('audit');
    const log = alice.dm.last();
    expect(log.title).toBe('Latest actions on Demo');
    expect(log.list?.items.map((item) => item.title)).toEqual([
      `price: price of ${topUp.slice(0, 8)} "Starfall crystals by player id" $14.99 → $12.34`,
      'connect: connected the account',
    ]);
    expect(log.list?.items[0]?.detail).toMatch(/^alice on test · \d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
    await alice.dm.command('audit', '1');
    expect(alice.dm.last().list?.items.map((item) => item.title)).toEqual([expect.stringMatching(/^price: /)]);
  });

  it('words a one-minute mute in the singular', async () => {
    await alice.dm.command('alerts', 'mute 1');
    await alice.dm.command('audit');
    expect(alice.dm.lastText()).toMatch(/muted alerts for 1 minute\b/);
    expect(alice.dm.lastText()).not.toMatch(/1 minutes/);
  });

  it('gives the same entries as facts for the dashboard: when, who, the summary as the reader reads it, and a failure code', async () => {
    await alice.dm.command('price', `${topUp} 11.00`);
    await h.stores.audit.record({
      accountId,
      actor: { system: DEADLINE_GUARD_ACTOR },
      action: 'away',
      summary: msg('audit-away-now'),
      failed: 'rate_limited',
      at: h.sandbox.core.clock.now(),
    });
    const typed = await typedAs({ h, accountId }, 'alice', audit.typed, { count: 2 });
    expect(typed).toEqual({
      ok: true,
      value: {
        entries: [
          {
            at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
            actor: { kind: 'system', name: 'Hawker deadline guard' },
            action: 'away',
            summary: 'away',
            failed: 'rate_limited',
          },
          {
            at: expect.any(String),
            actor: { kind: 'person', name: 'alice', platform: 'test' },
            action: 'price',
            summary: `price of ${topUp.slice(0, 8)} "Starfall crystals by player id" $12.34 → $11.00`,
            failed: null,
          },
        ],
      },
    });
    // The text says the same: the facts are no second account of what happened.
    await alice.dm.command('audit', '2');
    expect(alice.dm.last().list?.items.map((item) => item.title)).toEqual([
      'away: away (failed: rate_limited)',
      `price: price of ${topUp.slice(0, 8)} "Starfall crystals by player id" $12.34 → $11.00`,
    ]);
  });

  it("words the facts' summaries and Hawker's own names in the reader's language, as the text does", async () => {
    await alice.dm.command('language', 'ru');
    try {
      const typed = await typedAs({ h, accountId }, 'alice', audit.typed, { count: 2 });
      expect(typed.ok === true && typed.value.entries.find((entry) => entry.action === 'away')).toMatchObject({
        actor: { kind: 'system', name: 'страж сроков Hawker' },
        summary: 'режим отсутствия включён',
      });
    } finally {
      await alice.dm.command('language', 'en');
    }
  });
});
