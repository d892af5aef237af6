import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancel } from '../../../src/core/commands/cancel.js';
import { connect } from '../../../src/core/commands/connect.js';
import { help } from '../../../src/core/commands/help.js';
import { link } from '../../../src/core/commands/link.js';
import { listingsExport } from '../../../src/core/commands/listings-export.js';
import { demoKey, type Harness } from '../harness.js';
import { openDemoShop, typedAs } from './support/demo-shop.js';

/** The facts of an answer that must have done what it was asked. */
function factsOf<T>(answer: { ok: boolean | 'confirm' } & ({ value: T } | object)): T {
  if (answer.ok !== true || !('value' in answer)) throw new Error(`not done: ${JSON.stringify(answer)}`);
  return answer.value;
}

describe('the last chat-only commands answer typed facts', () => {
  let h: Harness;
  let accountId: string;
  const shop = () => ({ h, accountId });
  const caller = () => ({
    type: 'dashboard' as const,
    session: { sessionId: 'typed-last', accountId, actor: { platform: 'test' as const, userId: 'owner' } },
  });

  beforeAll(async () => {
    ({ h, accountId } = await openDemoShop('core-last-typed', { ownerId: 'owner' }));
  });
  afterAll(async () => {
    await h.close();
  });

  it('listings export: the file with its row count and format, and no file when nothing matches', async () => {
    const exported = factsOf(await typedAs(shop(), 'owner', listingsExport.typed, { format: 'json' }));
    expect(exported).toMatchObject({ format: 'json', unread: 0, hidden: 2, file: { mediaType: 'application/json' } });
    expect(exported.file?.name).toMatch(/^listings-\d{4}-\d\d-\d\d\.json$/);
    const rows = JSON.parse(new TextDecoder().decode(exported.file?.bytes)) as unknown[];
    expect(rows).toHaveLength(exported.rows);
    expect(exported.rows).toBeGreaterThan(0);
    const none = factsOf(await typedAs(shop(), 'owner', listingsExport.typed, { format: 'csv', title: 'no such listing anywhere' }));
    expect(none).toMatchObject({ file: null, format: 'csv', rows: 0 });
  });

  it('cancel: whether a conversation was stopped', async () => {
    expect(await h.core.invokePerson(caller(), cancel.typed, {})).toEqual({ ok: true, value: { stopped: false } });
  });

  it('help: the commands with the role each needs, and one command as reference with its arguments', async () => {
    const listed = factsOf(await h.core.invokePerson(caller(), help.typed, {}));
    if (listed.command !== null) throw new Error('help listed one command');
    expect(listed.commands).toContainEqual({ name: 'take', role: 'operator', description: expect.any(String) });
    expect(listed.commands).toContainEqual({ name: 'help', role: 'none', description: expect.any(String) });
    const one = factsOf(await h.core.invokePerson(caller(), help.typed, { command: '/take' }));
    expect(one.command).toMatchObject({ id: 'take', role: 'operator', arguments: [{ name: 'order', required: true }] });
  });

  it('link: a code masked but for its one reveal, the maker to confirm for the other login, and nothing joined yet', async () => {
    const answered = await h.core.invokePerson(caller(), link.typed, {});
    const offered = factsOf(answered);
    if (offered.kind !== 'code') throw new Error(`no code: ${offered.kind}`);
    const code = offered.code.reveal();
    expect(JSON.stringify(answered)).not.toContain(code);
    expect(offered.joined).toEqual([]);
    const other = {
      type: 'dashboard' as const,
      session: { sessionId: 'typed-last-other', accountId, actor: { platform: 'telegram' as const, userId: 'tg-owner' } },
    };
    const asked = factsOf(await h.core.invokePerson(other, link.typed, { code }));
    expect(asked).toMatchObject({ kind: 'confirm', maker: { platform: 'test', user_id: 'owner' } });
    expect(await h.stores.identities.logins(await h.stores.identities.resolve('test', 'owner'))).toHaveLength(1);
    expect(await h.core.invokePerson(other, link.typed, { code: 'NOPE1234' })).toMatchObject({ ok: false, refusal: { code: 'not_found' } });
    expect(await h.core.invokePerson(caller(), link.typed, { code: 'remove', platform: 'discord' })).toMatchObject({
      ok: false,
      refusal: { code: 'not_found' },
    });
  });

  it('connect: the shop a key belongs to, a refused key as key_refused, and the key in no answer', async () => {
    const key = demoKey(h);
    const known = await h.core.invokePerson(caller(), connect.typed, { key, label: 'Demo' });
    expect(known).toEqual({ ok: true, value: { kind: 'already_yours', account_id: accountId, label: 'Demo' } });
    const wrong = `${key.slice(0, -4)}zzzz`;
    const refusedKey = await h.core.invokePerson(caller(), connect.typed, { key: wrong });
    expect(refusedKey).toMatchObject({ ok: false, refusal: { code: 'key_refused' } });
    expect(await h.core.invokePerson(caller(), connect.typed, { key: 'has spaces in it' })).toMatchObject({
      ok: false,
      refusal: { code: 'refused' },
    });
    for (const answer of [known, refusedKey]) expect(JSON.stringify(answer)).not.toContain(key.slice(4, -4));
  });
});
