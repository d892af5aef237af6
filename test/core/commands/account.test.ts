import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../support/test-adapter.js';
import type { Harness } from '../harness.js';
import { openDemoShop } from './support/demo-shop.js';

describe('account', () => {
  let h: Harness;
  let alice: TestUser;

  beforeAll(async () => {
    ({ h, owner: alice } = await openDemoShop('core-account', { ownerId: 'alice' }));
  });
  afterAll(async () => {
    await h.close();
  });

  it("counts the demo shop's one delivered order in the singular", async () => {
    await alice.dm.command('account');
    expect(alice.dm.lastText()).toMatch(/\(of 1 delivered order\)/);
  });
});
