import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { argument, commandArguments } from '../../src/core/command-arguments.js';
import { allCommands } from '../../src/core/commands/index.js';
import { handlersOf } from '../../src/core/registry.js';

describe("a command's arguments, declared once", () => {
  it('makes menus and parsing agree: required, choices, order and flags come from the one declaration', () => {
    const declared = commandArguments({
      id: argument(z.string().min(8), { description: () => 'Listing id', autocomplete: 'listing' }),
      action: argument(z.enum(['show', 'set']).default('show'), { description: () => 'What to do' }),
      count: argument(z.coerce.number().int().optional(), { description: () => 'How many', type: 'integer' }),
      goods: argument(z.string().optional(), { description: () => 'Codes', rest: true, secret: true }),
    });
    // Descriptions are worded when read, in the reader's language.
    expect(declared.arguments.map((each) => ({ ...each, description: each.description() }))).toEqual([
      { name: 'id', description: 'Listing id', type: 'string', required: true, autocomplete: 'listing' },
      { name: 'action', description: 'What to do', type: 'string', required: false, choices: ['show', 'set'] },
      { name: 'count', description: 'How many', type: 'integer', required: false },
      { name: 'goods', description: 'Codes', type: 'string', required: false, rest: true, secret: true },
    ]);
    expect(declared.schema.parse({ id: 'abcdef12', count: '3' })).toEqual({ id: 'abcdef12', action: 'show', count: 3 });
    expect(declared.schema.safeParse({ action: 'show' }).success).toBe(false);
    expect(declared.schema.safeParse({ id: 'abcdef12', extra: 'x' }).success).toBe(false);
  });

  it('refuses to offer in a menu a value its schema would then refuse', () => {
    expect(() =>
      commandArguments({ state: argument(z.enum(['on', 'off']), { description: () => 'on or off', offered: ['on', 'maybe'] }) }),
    ).toThrow(/offers maybe, which its schema refuses/);
  });

  it("shows every registered command's required arguments as the schema requires them", () => {
    for (const command of allCommands().flatMap(handlersOf)) {
      const missing = command.prepare({});
      const requiredNames = command.arguments.filter((each) => each.required).map((each) => each.name);
      if (requiredNames.length === 0) expect(missing.ok, command.id).toBe(true);
      else if (!missing.ok)
        expect(missing.error.issues.map((issue) => String(issue.path[0])).sort(), command.id).toEqual([...requiredNames].sort());
      else expect.fail(`${command.id} runs without its required ${requiredNames.join(', ')}`);
    }
  });
});
