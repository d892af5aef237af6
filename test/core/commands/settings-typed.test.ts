import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../harness.js';
import { alertsMute, alertsShow } from '../../../src/core/commands/alerts.js';
import { apiToken, apiTokens } from '../../../src/core/commands/api.js';
import { awayHours, awayShow } from '../../../src/core/commands/away.js';
import { disconnect } from '../../../src/core/commands/disconnect.js';
import { join } from '../../../src/core/commands/join.js';
import { language } from '../../../src/core/commands/language.js';
import { notify } from '../../../src/core/commands/notify.js';
import { switchAccount } from '../../../src/core/commands/switch.js';
import { webhooksAdd, webhooksList } from '../../../src/core/commands/webhooks.js';
import { openDemoShop, typedAs } from './support/demo-shop.js';

/** The facts of an answer that must have done what it was asked. */
function factsOf<T>(answer: { ok: boolean | 'confirm' } & ({ value: T } | object)): T {
  if (answer.ok !== true || !('value' in answer)) throw new Error(`not done: ${JSON.stringify(answer)}`);
  return answer.value;
}

describe('the settings commands answer typed facts', () => {
  let h: Harness;
  let accountId: string;
  const shop = () => ({ h, accountId });
  const now = () => h.sandbox.core.clock.now();

  beforeAll(async () => {
    ({ h, accountId } = await openDemoShop('core-settings-typed', { ownerId: 'owner' }));
  });
  afterAll(async () => {
    await h.close();
  });

  it('alerts: the settings as data, a mute as the time it ends, and a wrong value refused with its usage sentence', async () => {
    const shown = factsOf(await typedAs(shop(), 'owner', alertsShow.typed, {}));
    expect(shown).toMatchObject({ enabled: true, muted_until: null, private_chats: 1, linked_chats: 0 });
    expect(shown.recipients).toEqual([{ member_id: expect.any(String), platforms: ['test'], actions: ['stop_alerts'] }]);
    const before = now();
    const muted = factsOf(await typedAs(shop(), 'owner', alertsMute.typed, { value: '30' }));
    expect(muted.muted_until).toBeGreaterThanOrEqual(before + 30 * 60_000);
    expect(muted.muted_until).toBeLessThanOrEqual(now() + 30 * 60_000);
    expect(await typedAs(shop(), 'owner', alertsMute.typed, { value: 'soon' })).toEqual({
      ok: false,
      refusal: { code: 'refused', message: expect.stringMatching(/alerts mute/) },
    });
  });

  it('away: whether the shop is away and what may be done next, and working hours as set', async () => {
    expect(factsOf(await typedAs(shop(), 'owner', awayShow.typed, {}))).toMatchObject({
      away: false,
      hours: null,
      swamped_at: null,
      taken: [],
      actions: ['away_now'],
    });
    const set = factsOf(await typedAs(shop(), 'owner', awayHours.typed, { value: 'Europe/Berlin mon-fri 09:00-17:00' }));
    expect(set.hours?.timeZone).toBe('Europe/Berlin');
    expect(set.hours?.ranges).toHaveLength(5);
    expect(typeof set.within_hours).toBe('boolean');
  });

  it('webhooks: an endpoint added answers its signing secret masked everywhere but the one reveal', async () => {
    const answered = await typedAs(shop(), 'owner', webhooksAdd.typed, { url: 'https://hooks.example.com/hawker?token=abc' });
    const added = factsOf(answered);
    expect(added.endpoint).toEqual({ number: 1, host: 'hooks.example.com', path: '/hawker', events: null, enabled: true });
    expect(JSON.stringify(answered)).not.toMatch(/whsec_/);
    expect(String(added.secret)).toBe('[secret]');
    expect(added.secret.reveal()).toMatch(/^whsec_/);
    expect(() => added.secret.reveal()).toThrow();
    const listed = factsOf(await typedAs(shop(), 'owner', webhooksList.typed, {}));
    expect(listed.endpoints).toEqual([
      expect.objectContaining({ number: 1, last: null, given_up_lately: 0, actions: ['test', 'log', 'rotate', 'remove'] }),
    ]);
  });

  it('api: a token made answers its secret masked, the list names it with times in ms, and an unknown one is not found', async () => {
    const before = now();
    const answered = await typedAs(shop(), 'owner', apiToken.typed, { action: 'create', value: 'viewer', label: 'reports' });
    expect(JSON.stringify(answered)).not.toMatch(/hwk_/);
    const created = factsOf(answered);
    expect(created).toMatchObject({ action: 'created', label: 'reports', role: 'viewer' });
    if (created.action === 'created') expect(created.token.reveal()).toMatch(/^hwk_/);
    const listed = factsOf(await typedAs(shop(), 'owner', apiTokens.typed, {}));
    expect(listed.tokens).toEqual([
      { label: 'reports', role: 'viewer', created_at: expect.any(Number), last_used_at: null, actions: ['revoke'] },
    ]);
    expect(listed.tokens[0]?.created_at).toBeGreaterThanOrEqual(before);
    expect(listed.tokens[0]?.created_at).toBeLessThanOrEqual(now());
    const unknown = await typedAs(shop(), 'owner', apiToken.typed, { action: 'revoke', value: 'nobody' });
    expect(unknown).toMatchObject({ ok: false, refusal: { code: 'not_found' } });
  });

  it('notify and disconnect: a member not on the team is not found; disconnecting asks first, with the shop it would remove', async () => {
    expect(await typedAs(shop(), 'owner', notify.typed, { state: 'off', member: 'zzzz' })).toMatchObject({
      ok: false,
      refusal: { code: 'not_found' },
    });
    expect(await typedAs(shop(), 'owner', disconnect.typed, {})).toEqual({
      ok: 'confirm',
      question: expect.stringMatching(/Demo/),
      preview: { account_id: accountId, label: 'Demo' },
    });
    expect(await h.stores.accounts.get(accountId)).not.toBeNull();
  });

  it('language, switch and join answer the person their own facts, without a shop', async () => {
    const caller = {
      type: 'dashboard' as const,
      session: { sessionId: 'typed-person', accountId, actor: { platform: 'test' as const, userId: 'owner' } },
    };
    expect(await h.core.invokePerson(caller, language.typed, { code: 'uk' })).toEqual({
      ok: true,
      value: { changed: true, locale: 'uk', available: ['en', 'ru', 'uk'] },
    });
    expect(await h.core.invokePerson(caller, language.typed, { code: 'xx' })).toMatchObject({ ok: false, refusal: { code: 'refused' } });
    expect(await h.core.invokePerson(caller, switchAccount.typed, {})).toEqual({
      ok: true,
      value: { switched: false, shops: [{ account_id: accountId, label: 'Demo', role: 'owner', active: true, actions: ['switch'] }] },
    });
    expect(await h.core.invokePerson(caller, join.typed, { code: 'NOSUCHCODE' })).toMatchObject({
      ok: false,
      refusal: { code: 'not_found' },
    });
  });
});
