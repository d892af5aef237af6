import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingsClone } from '../../../src/core/commands/listings-clone.js';
import type { Harness } from '../harness.js';
import { openDemoShop, typedAs } from './support/demo-shop.js';

describe('listings clone answers typed facts', () => {
  let h: Harness;
  let accountId: string;
  const shop = () => ({ h, accountId });

  beforeAll(async () => {
    let owner;
    ({ h, accountId, owner } = await openDemoShop('core-listings-clone-typed'));
    const side = await h.control<{ apiKey: string }>('POST', '/_sandbox/sellers', {});
    await owner.dm.command('connect', `${side.apiKey} Side`);
    await owner.dm.command('switch', 'Demo');
  });
  afterAll(async () => {
    await h.close();
  });

  it('asks first with the drafts it would make in the other shop, then starts the import once confirmed', async () => {
    const args = { target: 'Side', status: 'active,draft,paused' };
    const asked = await typedAs(shop(), 'owner', listingsClone.typed, args);
    if (asked.ok !== 'confirm') throw new Error(`no question: ${JSON.stringify(asked)}`);
    const { preview } = asked;
    expect(preview).toMatchObject({ target_label: 'Side', filename: expect.stringMatching(/Demo/) });
    expect(preview.target_account_id).not.toBe(accountId);
    expect(preview.counts.drafts).toBeGreaterThan(0);
    expect(preview.rows).toContainEqual({ row: expect.any(Number), outcome: 'create', title: 'Fresh NA starter account' });
    expect(preview.rows).toContainEqual({
      row: expect.any(Number),
      outcome: 'refused',
      reason: expect.stringMatching(/Pixel Raiders \$25 gift card/),
    });
    const started = await h.core.invoke(
      { type: 'dashboard', session: { sessionId: 'typed-owner', accountId, actor: { platform: 'test', userId: 'owner' } } },
      listingsClone.typed,
      args,
      { confirmed: true },
    );
    expect(started).toMatchObject({ ok: true, value: { started: true, import_id: expect.any(String), target_label: 'Side' } });
  });

  it('refuses a shop the member does not hold, and this shop itself', async () => {
    expect(await typedAs(shop(), 'owner', listingsClone.typed, { target: 'Nowhere' })).toMatchObject({
      ok: false,
      refusal: { code: 'not_found' },
    });
    expect(await typedAs(shop(), 'owner', listingsClone.typed, { target: 'Demo' })).toMatchObject({
      ok: false,
      refusal: { code: 'not_allowed' },
    });
  });
});
