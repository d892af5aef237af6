// Type tests, checked by the typecheck step of `npm test` (tsc covers test/): if the
// handler's arguments stop being inferred from the declaration, or a handler that does not
// declare the marketplace could reach its client, this file no longer compiles.
// vitest does not run it (its `include` is `*.test.ts`); expectTypeOf does nothing at runtime.
import { expectTypeOf } from 'vitest';
import { z } from 'zod';
import { argument, commandArguments } from '../../src/core/command-arguments.js';
import type { SellerApi } from '../../src/api/seller-api.js';
import { accountCommand } from '../../src/core/command.js';
import { accountVerb, verbCommand } from '../../src/core/verb-command.js';

const declared = commandArguments({
  id: argument(z.string().min(8), { description: () => 'Listing id' }),
  action: argument(z.enum(['show', 'set']).default('show'), { description: () => 'What to do' }),
  count: argument(z.coerce.number().int().optional(), { description: () => 'How many', type: 'integer' }),
});

interface Expected {
  id: string;
  action: 'show' | 'set';
  count?: number | undefined;
}

expectTypeOf<z.output<typeof declared.schema>>().toEqualTypeOf<Expected>();

accountCommand({
  id: 'typed-account',
  description: () => 'typed',
  ...declared,
  role: 'owner',
  writes: false,
  marketplace: 'none',
  stores: [],
  scopes: ['private'],
  confirm: (_ctx, args) => {
    expectTypeOf(args).toEqualTypeOf<Expected>();
    return null;
  },
  run: (_ctx, args) => {
    expectTypeOf(args).toEqualTypeOf<Expected>();
    expectTypeOf(args.action).toEqualTypeOf<'show' | 'set'>();
    // @ts-expect-error an argument that was not declared is not there
    expectTypeOf(args.missing).toBeUnknown();
    // @ts-expect-error an optional argument may be absent
    expectTypeOf(args.count.toFixed()).toBeString();
    return Promise.resolve([]);
  },
});

// @ts-expect-error a handler cannot ask for an argument type the declaration does not give
accountCommand({
  id: 'typed-mismatch',
  description: () => 'typed',
  ...declared,
  role: 'owner',
  writes: false,
  marketplace: 'none',
  stores: [],
  scopes: ['private'],
  run: (_ctx, args: { id: number }) => Promise.resolve(args.id > 0 ? [] : []),
});

// A handler gets a marketplace client only when its declaration says it uses the marketplace:
// dispatch then checks the key and the budget first.
accountCommand({
  id: 'typed-local',
  description: () => 'typed',
  ...declared,
  role: 'owner',
  writes: true,
  marketplace: 'none',
  stores: [],
  scopes: ['private'],
  run: (ctx) => {
    // @ts-expect-error a command that does not declare the marketplace has no client
    expectTypeOf(ctx.api).toBeObject();
    return Promise.resolve([]);
  },
});

accountCommand({
  id: 'typed-marketplace',
  description: () => 'typed',
  ...declared,
  role: 'owner',
  writes: false,
  marketplace: 'needed',
  stores: [],
  scopes: ['private'],
  confirm: (ctx) => {
    expectTypeOf(ctx.api).toEqualTypeOf<SellerApi>();
    return null;
  },
  run: (ctx) => {
    expectTypeOf(ctx.api).toEqualTypeOf<SellerApi>();
    return Promise.resolve([]);
  },
});

accountCommand({
  id: 'typed-status',
  description: () => 'typed',
  ...declared,
  role: 'viewer',
  writes: false,
  marketplace: 'if-key-accepted',
  stores: [],
  scopes: ['private'],
  run: (ctx) => {
    // A status page gets no client while the key is refused, and must say so rather than call.
    expectTypeOf(ctx.api).toEqualTypeOf<SellerApi | null>();
    return Promise.resolve([]);
  },
});

// The same holds for each verb of a command with verbs.
verbCommand({
  id: 'typed-verbs',
  description: () => 'typed',
  scopes: ['private'],
  defaultVerb: 'show',
  verbs: [
    accountVerb({
      name: 'show',
      description: () => 'show',
      ...commandArguments({}),
      role: 'viewer',
      writes: false,
      marketplace: 'none',
      stores: [],
      run: (ctx) => {
        // @ts-expect-error a verb that does not declare the marketplace has no client
        expectTypeOf(ctx.api).toBeObject();
        return Promise.resolve([]);
      },
    }),
    accountVerb({
      name: 'find',
      description: () => 'find',
      ...declared,
      role: 'owner',
      writes: false,
      marketplace: 'needed',
      stores: [],
      run: (ctx, args) => {
        expectTypeOf(ctx.api).toEqualTypeOf<SellerApi>();
        expectTypeOf(args).toEqualTypeOf<Expected>();
        return Promise.resolve([]);
      },
    }),
  ],
});
