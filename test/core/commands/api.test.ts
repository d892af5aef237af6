import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../support/test-adapter.js';
import { demoKey, startHarness, type Harness } from '../harness.js';
import { LANGUAGES } from '../../support/languages.js';
import { inviteCode } from './support/demo-shop.js';

const TOKEN = /hwk_[A-Za-z0-9_-]{43}/;

describe('api tokens', () => {
  let h: Harness;
  let owner: TestUser;

  beforeAll(async () => {
    h = await startHarness('core-api');
    owner = h.adapter.user('owner');
    await owner.dm.command('connect', `${demoKey(h)} Demo`);
  });
  afterAll(async () => {
    await h.close();
  });

  it('a shop starts with no token; the owner makes one, shown once, and the list names it with role, creation and use', async () => {
    await owner.dm.command('api');
    expect(owner.dm.lastText()).toMatch(/"Demo" has no API token/);
    const [created] = await owner.dm.command('api', 'token create operator fulfilment');
    expect(created?.visibility).toBe('private');
    expect(created?.text).toMatch(TOKEN);
    expect(created?.text).toMatch(/Token "fulfilment" acts as operator of "Demo"/);
    const [listed] = await owner.dm.command('api', 'tokens');
    expect(listed?.list?.items.map((item) => item.title)).toEqual(['fulfilment · operator']);
    expect(listed?.list?.items[0]?.detail).toMatch(/last used never/);
    expect(JSON.stringify(listed)).not.toMatch(TOKEN);
  });

  it('a token stored is a keyed hash: Redis never holds it in clear, and it opens only while not revoked', async () => {
    const [created] = await owner.dm.command('api', 'token create viewer');
    const token = TOKEN.exec(created?.text ?? '')?.[0] ?? '';
    expect(created?.text).toMatch(/Token "viewer-1"/);
    for (const key of await h.redis.redis.keys(`${h.redis.namespace}:*api-token*`)) {
      const type = await h.redis.redis.type(key);
      const values = type === 'hash' ? Object.values(await h.redis.redis.hgetall(key)) : [await h.redis.redis.get(key)];
      expect(values.join(' ')).not.toContain(token);
    }
    const grant = await h.core.services.stores.apiTokens.open(token, h.core.services.now());
    expect(grant).toMatchObject({ label: 'viewer-1', role: 'viewer' });
    await owner.dm.command('api', 'token revoke viewer-1');
    expect(owner.dm.lastText()).toMatch(/Token "viewer-1" is revoked/);
    expect(await h.core.services.stores.apiTokens.open(token, h.core.services.now())).toBeNull();
    await owner.dm.command('api', 'token revoke viewer-1');
    expect(owner.dm.lastText()).toMatch(/No API token is named "viewer-1"/);
  });

  it('labels are checked: a taken one and an odd one are refused, a role must be named', async () => {
    await owner.dm.command('api', 'token create viewer fulfilment');
    expect(owner.dm.lastText()).toMatch(/already named "fulfilment"/);
    await owner.dm.command('api', 'token create viewer bad/label');
    expect(owner.dm.lastText()).toMatch(/cannot name a token/);
    await owner.dm.command('api', 'token create admin');
    expect(owner.dm.lastText()).toMatch(/Say which role the token acts with/);
  });

  it('only the owner, only in a private chat; the audit names who made and revoked tokens', async () => {
    const group = owner.in(h.adapter.group('api-room'));
    await group.command('team', 'link');
    const [inGroup] = await group.command('api', 'token create viewer');
    expect(inGroup?.text).not.toMatch(TOKEN);
    expect(inGroup?.text).toMatch(/api token create/);
    const manager = h.adapter.user('manager');
    await manager.dm.command('join', await inviteCode(owner, 'manager'));
    await manager.dm.command('api', 'token create viewer');
    expect(manager.dm.lastText()).toMatch(/needs the owner role; you are a manager/);
    await owner.dm.command('audit');
    expect(owner.dm.lastText()).toMatch(/created an API token "fulfilment" with the operator role/);
    expect(owner.dm.lastText()).toMatch(/revoked the API token "viewer-1"/);
  });
});

describe.each(LANGUAGES)('api tokens in %s', (language) => {
  let h: Harness;
  let owner: TestUser;

  beforeAll(async () => {
    h = await startHarness(`core-api-${language}`);
    owner = h.adapter.user('owner');
    await owner.dm.command('language', language);
    await owner.dm.command('connect', `${demoKey(h)} Demo`);
  });
  afterAll(async () => {
    await h.close();
  });

  it('makes, lists, refuses and revokes a token in the owner’s language, the audit too', async () => {
    await owner.dm.command('api');
    const [created] = await owner.dm.command('api', 'token create operator fulfilment');
    expect(created?.text).toMatch(TOKEN);
    await owner.dm.command('api', 'tokens');
    await owner.dm.command('api', 'token create operator fulfilment');
    expect(owner.dm.last().tone).toBe('error');
    await owner.dm.command('api', 'token create admin');
    await owner.dm.command('api', 'token revoke nothing');
    await owner.dm.command('api', 'token revoke fulfilment');
    expect(owner.dm.last().tone).toBe('success');
    await owner.dm.command('audit');
    await owner.dm.command('help', 'api');
  });
});
