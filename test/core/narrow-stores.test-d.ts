// Type tests, checked by the typecheck step of `npm test` (tsc covers test/): a handler's
// stores are exactly the ones its command or flow declared, so reaching another fails `tsc`. vitest does not run this file.
import { expectTypeOf } from 'vitest';
import { accountCommand, personCommand } from '../../src/core/command.js';
import { commandArguments } from '../../src/core/command-arguments.js';
import { accountFlow } from '../../src/core/flow-definition.js';
import type { AuditLog } from '../../src/store/audit-log.js';
import { z } from 'zod';

accountCommand({
  id: 'declares-audit',
  description: () => 'narrow',
  ...commandArguments({}),
  role: 'viewer',
  writes: false,
  marketplace: 'none',
  scopes: ['private'],
  stores: ['audit'],
  async run(ctx) {
    expectTypeOf(ctx.services.stores.audit).toEqualTypeOf<AuditLog>();
    // `accounts` was not declared, so the handler's stores do not hold it.
    expectTypeOf(ctx.services.stores).not.toHaveProperty('accounts');
    expectTypeOf<keyof typeof ctx.services.stores>().toEqualTypeOf<'audit'>();
    await Promise.resolve();
    return [];
  },
});

personCommand({
  id: 'declares-nothing',
  description: () => 'narrow',
  ...commandArguments({}),
  role: 'none',
  scopes: ['private'],
  stores: [],
  async run(ctx) {
    // A command that declares no store reaches none.
    expectTypeOf(ctx.services.stores).not.toHaveProperty('identities');
    await Promise.resolve();
    return [];
  },
});

accountFlow({
  kind: 'declares-claims',
  stores: ['claims'],
  role: 'operator',
  ttlSeconds: 60,
  schema: z.object({}),
  async handle(ctx) {
    // A flow's steps reach only the stores the flow declared.
    expectTypeOf(ctx.services.stores).not.toHaveProperty('pools');
    expectTypeOf<keyof typeof ctx.services.stores>().toEqualTypeOf<'claims'>();
    await Promise.resolve();
    return { replies: [] };
  },
});
