// Type tests, checked by the typecheck step of `npm test` (tsc covers test/): if the
// handler's arguments stop being inferred from the declaration, this file no longer compiles.
// vitest does not run it (its `include` is `*.test.ts`); expectTypeOf does nothing at runtime.
import { expectTypeOf } from 'vitest';
import { z } from 'zod';
import { argument, commandArguments } from '../../src/core/command-arguments.js';
import { accountCommand } from '../../src/core/command.js';

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

accountCommand({
  id: 'typed-mismatch',
  description: () => 'typed',
  ...declared,
  role: 'owner',
  writes: false,
  marketplace: 'none',
  scopes: ['private'],
  // @ts-expect-error a handler cannot ask for an argument type the declaration does not give
  run: (_ctx, args: { id: number }) => Promise.resolve(args.id > 0 ? [] : []),
});
