import { describe, expect, it } from 'vitest';
import { accountCommand } from '../../src/core/command.js';
import { commandArguments } from '../../src/core/command-arguments.js';
import type { AccountContext, PersonContext } from '../../src/core/context.js';
import type { StoreName } from '../../src/core/narrow-stores.js';
import { done } from '../../src/core/typed/outcome.js';
import { typedPersonCommand } from '../../src/core/typed/typed-person-command.js';

/** What a handler saw of the stores: their names. */
function seenStores(stores: readonly StoreName[]) {
  let seen: string[] = [];
  const command = accountCommand({
    id: 'peek',
    description: () => 'peek',
    ...commandArguments({}),
    role: 'viewer',
    writes: false,
    marketplace: 'none',
    scopes: ['private'],
    stores,
    async run(ctx) {
      seen = Object.keys(ctx.services.stores).sort();
      return [];
    },
  });
  return { command, seen: () => seen };
}

describe('a command reaches only the stores it declared', () => {
  it('gets an object without the stores it did not declare, though dispatch holds them all', async () => {
    const { command, seen } = seenStores(['audit', 'orderTakes']);
    const prepared = command.prepare({});
    if (!prepared.ok || prepared.marketplace !== 'none') throw new Error('expected a runnable command');
    const full = { audit: {}, orderTakes: {}, accounts: {}, vault: {} };
    const ctx = { services: { stores: full } } as unknown as AccountContext<StoreName>;
    await prepared.run(ctx);
    expect(seen()).toEqual(['audit', 'orderTakes']);
    expect(ctx.services.stores).toHaveProperty('accounts');
  });

  it("hands a person command's typed entry only its declared stores, as its chat run gets", async () => {
    let seen: string[] = [];
    const command = typedPersonCommand({
      id: 'peek',
      description: () => 'peek',
      ...commandArguments({}),
      role: 'none',
      scopes: ['private'],
      stores: ['identities'],
      async run(ctx) {
        seen = Object.keys(ctx.services.stores).sort();
        return done({});
      },
      chat: () => [],
    });
    const full = { identities: {}, accounts: {}, vault: {} };
    const ctx = { services: { stores: full } } as unknown as PersonContext<StoreName>;
    await command.typed.run(ctx, {});
    expect(seen).toEqual(['identities']);
  });
});
