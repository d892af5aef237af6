import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../support/test-adapter.js';
import type { Harness } from '../harness.js';
import { openDemoShop } from './support/demo-shop.js';

describe('switch', () => {
  let h: Harness;
  let owner: TestUser;

  beforeAll(async () => {
    ({ h, owner } = await openDemoShop('core-switch'));
  });
  afterAll(async () => {
    await h.close();
  });

  it('one person holds several accounts and switches between them', async () => {
    const created = await h.control<{ apiKey: string }>('POST', '/_sandbox/sellers', {});
    await owner.dm.command('connect', `${created.apiKey} Side shop`);
    await owner.dm.command('account');
    expect(owner.dm.lastText()).toMatch(/Side shop/);
    await owner.dm.command('switch');
    expect(owner.dm.last().list?.items.map((item) => item.title)).toEqual(expect.arrayContaining(['Demo', 'Side shop (active)']));
    await owner.dm.press('Demo');
    await owner.dm.command('account');
    expect(owner.dm.lastText()).toMatch(/Account: Demo/);
  });

  it('switches by the name typed after it, whatever its case, and refuses a name the person does not hold', async () => {
    await owner.dm.command('switch', 'side SHOP');
    expect(owner.dm.lastText()).toBe('Now acting on "Side shop" (owner).');
    await owner.dm.command('account');
    expect(owner.dm.lastText()).toMatch(/Account: Side shop/);
    await owner.dm.command('switch', 'Somebody else');
    expect(owner.dm.lastText()).toBe('You hold no account called "Somebody else". Send `switch` to see yours.');
    await owner.dm.command('account');
    expect(owner.dm.lastText()).toMatch(/Account: Side shop/);
  });

  it('tells a person who holds no account how to get one', async () => {
    const newcomer = h.adapter.user('newcomer');
    await newcomer.dm.command('switch');
    expect(newcomer.dm.lastText()).toBe('You hold no seller account yet: `connect` one in a private chat, or `join` a team.');
  });
});
