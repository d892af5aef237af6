import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestChat, TestUser } from '../../support/test-adapter.js';
import type { Harness } from '../harness.js';
import { openDemoShop } from './support/demo-shop.js';

describe('help', () => {
  let h: Harness;
  let owner: TestUser;
  let group: TestChat;

  beforeAll(async () => {
    ({ h, owner } = await openDemoShop('core-help'));
    group = owner.in(h.adapter.group('team-room'));
    await group.command('team', 'link');
  });
  afterAll(async () => {
    await h.close();
  });

  it('help lists the commands with roles, and group help leaves private-only commands out', async () => {
    await owner.dm.command('help');
    expect(owner.dm.lastText()).toMatch(/deliver \(operator\)/);
    expect(owner.dm.lastText()).toMatch(/connect \(anyone\)/);
    await group.command('help');
    expect(group.lastText()).not.toMatch(/connect \(anyone\)/);
    await owner.dm.command('help', 'price');
    expect(owner.dm.lastText()).toMatch(/Usage: price <id> <amount>/);
  });

  it('gives a command with verbs a usage line per verb and the role each verb needs', async () => {
    await owner.dm.command('help', 'alerts');
    const shown = owner.dm.last();
    expect(shown.title).toBe('alerts');
    const usage = shown.fields?.find((field) => field.label === 'Usage')?.value.split('\n') ?? [];
    expect(usage).toEqual(expect.arrayContaining(['alerts show', 'alerts mute [value]', 'alerts lowstock [value] [threshold]']));
    const roles = shown.fields?.find((field) => field.label === 'Role needed')?.value ?? '';
    expect(roles).toMatch(/^operator: show$/m);
    expect(roles).toMatch(/^owner: .*\bmute\b/m);
    expect(shown.fields?.find((field) => field.label === 'mute')?.value).toMatch(/Minutes of quiet \(60 if left out\)/);
  });
});
