import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { commandAction, flowAction, parseAction } from '../../src/core/action-id.js';
import { argumentValues } from '../../src/core/argument-text.js';
import { personCommand } from '../../src/core/command.js';
import { formatCents, parsePrice } from '../../src/core/format/money.js';
import { formatRelative, formatWhen } from '../../src/core/format/time.js';
import { maskedEntry, parseCodes, parseGoods } from '../../src/core/goods-input.js';
import { CommandRegistry } from '../../src/core/registry.js';

describe('prices', () => {
  it.each([
    ['12.50', 1250],
    ['$12.50', 1250],
    ['1250c', 1250],
    ['12', 1200],
    ['12.5', 1250],
    ['$ 1,299.99', 129999],
    ['0.05', 5],
    ['12,50', 1250],
    ['12,5', 1250],
    ['0,99', 99],
    ['1.299,99', 129999],
    ['1 299,99', 129999],
    ['1,250,000', 125000000],
    ['1.250.000,50', 125000050],
  ])('reads %s as %i cents', (typed, cents) => {
    expect(parsePrice(typed)).toEqual({ ok: true, cents });
  });

  it.each(['12.505', '-3', 'twelve', '', '$', '12.5.0', '1e3', '12,505', '1,2,3', '1.299.9'])('refuses %j', (typed) => {
    expect(parsePrice(typed).ok).toBe(false);
  });

  it('offers both readings of a lone separator before three digits, and takes neither', () => {
    expect(parsePrice('1,250')).toEqual({
      ok: false,
      message: '"1,250" could mean $1,250.00 or $1.25. Write `1250.00` or `1.25` to say which.',
    });
    expect(parsePrice('1.250')).toEqual({
      ok: false,
      message: '"1.250" could mean $1,250.00 or $1.25. Write `1250.00` or `1.25` to say which.',
    });
    expect(parsePrice('12.505')).toEqual({
      ok: false,
      message: '"12.505" could mean $12,505.00, or cents with one digit too many. Write `12505.00` if you mean $12,505.00.',
    });
  });

  it('refuses a price of zero with a sentence, however it is written', () => {
    for (const typed of ['0', '0.00', '0,00', '$0', '0c'])
      expect(parsePrice(typed)).toEqual({ ok: false, message: expect.stringMatching(/^A price of \$0\.00 is not possible/) });
  });

  it('never reads a decimal comma as a thousands separator (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999 }), fc.integer({ min: 0, max: 99 }), (dollars, rest) => {
        const cents = String(rest).padStart(2, '0');
        expect(parsePrice(`${dollars},${cents}`)).toEqual({ ok: true, cents: dollars * 100 + rest });
        expect(parsePrice(`${dollars.toLocaleString('de-DE')},${cents}`)).toEqual({ ok: true, cents: dollars * 100 + rest });
        expect(parsePrice(`${dollars.toLocaleString('en-US')}.${cents}`)).toEqual({ ok: true, cents: dollars * 100 + rest });
      }),
    );
  });

  it('formats cents at the edge only', () => {
    expect(formatCents(129999)).toBe('$1,299.99');
    expect(formatCents(5)).toBe('$0.05');
  });
});

describe('times', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');
  it('says how far away, and when in UTC', () => {
    expect(formatWhen(now + (2 * 60 + 14) * 60_000, now)).toBe('in 2 h 14 min (2026-11-21 14:14 UTC)');
    expect(formatRelative(now - 5 * 60_000, now)).toBe('5 min ago');
    expect(formatRelative(now + 26 * 3_600_000, now)).toBe('in 1 d 2 h');
  });
});

describe('action ids', () => {
  it('keep a command inline when it fits 64 bytes and refuse what does not', () => {
    expect(commandAction('listing 123e4567-e89b-12d3-a456-426614174000')).toBe('c:listing 123e4567-e89b-12d3-a456-426614174000');
    expect(commandAction(`listings title="${'x'.repeat(60)}"`)).toBeNull();
    expect(parseAction('c:orders')).toEqual({ kind: 'command', text: 'orders' });
    expect(parseAction(flowAction('AbCdEf123456', 'yes'))).toEqual({ kind: 'flow', token: 'AbCdEf123456', choice: 'yes' });
    expect(parseAction('r:AbCdEf123456')).toEqual({ kind: 'stored', token: 'AbCdEf123456' });
    expect(parseAction('x'.repeat(65))).toBeNull();
    expect(parseAction('f:../../etc')).toBeNull();
  });

  it('carry the seller account a button was made for, with room left for a command on an order id', () => {
    const action = commandAction('deliver 123e4567-e89b-12d3-a456-426614174000', '0f1e2d3c4b5a69788796');
    expect(action).toBe('a:0f1e2d3c:deliver 123e4567-e89b-12d3-a456-426614174000');
    expect(parseAction(action ?? '')).toEqual({
      kind: 'account-command',
      accountTag: '0f1e2d3c',
      text: 'deliver 123e4567-e89b-12d3-a456-426614174000',
    });
    expect(parseAction('a:../../etc:orders')).toBeNull();
  });
});

describe('argument text', () => {
  const info = [
    { name: 'id', description: '', type: 'string' as const, required: true },
    { name: 'field', description: '', type: 'string' as const, required: false },
    { name: 'value', description: '', type: 'string' as const, required: false, rest: true },
  ];
  it('fills positional, named and rest arguments, and keeps leftovers for validation', () => {
    expect(argumentValues(info, 'abc title A long title here')).toEqual({ id: 'abc', field: 'title', value: 'A long title here' });
    expect(argumentValues(info, 'field=tags abc one, two')).toEqual({ id: 'abc', field: 'tags', value: 'one, two' });
    expect(argumentValues(info, 'abc', { field: 'title' })).toEqual({ id: 'abc', field: 'title' });
    expect(argumentValues(info.slice(0, 1), 'abc extra words')).toEqual({ id: 'abc', _extra: 'extra words' });
    expect(argumentValues(info, 'abc x CODE-1\nCODE-2')).toEqual({ id: 'abc', field: 'x', value: 'CODE-1\nCODE-2' });
  });
});

describe('goods and codes', () => {
  it('reads lines, JSON lines, a JSON array and files', () => {
    expect(parseGoods({ text: 'A\n\n B \n{"login":"l","password":"p"}' })).toEqual({
      ok: true,
      value: [{ code: 'A' }, { code: 'B' }, { login: 'l', password: 'p' }],
    });
    expect(parseGoods({ filename: 'g.json', data: new TextEncoder().encode('[{"code":"X"}]') })).toEqual({
      ok: true,
      value: [{ code: 'X' }],
    });
    expect(parseGoods({ filename: 'g.exe', data: new Uint8Array(1) }).ok).toBe(false);
    expect(parseCodes({ filename: 'c.csv', data: new TextEncoder().encode('code,note\n"K-1",x\nK-2,y\n') })).toEqual({
      ok: true,
      value: ['K-1', 'K-2'],
    });
  });

  it('masks every value in a preview', () => {
    expect(maskedEntry({ login: 'player-one@example.com', password: 'hunter22' })).toBe(
      'login: pl••••••••••••om (22 chars), password: h••••••2',
    );
  });
});

describe('registry', () => {
  const command = (id: string) =>
    personCommand({
      id,
      description: () => 'd',
      arguments: [],
      schema: z.strictObject({}),
      role: 'none',
      scopes: ['private'],
      run: async () => ({ text: 'ok' }),
    });
  it('refuses duplicate and malformed ids', () => {
    const registry = new CommandRegistry().register(command('one'));
    expect(() => registry.register(command('one'))).toThrow(/already registered/);
    expect(() => registry.register(command('Bad-Id'))).toThrow(/lower-case/);
    expect(registry.info().map((info) => info.id)).toEqual(['one']);
  });
});

describe('command menus generated from the registry', () => {
  it('fit Telegram and Discord limits: names, descriptions, choices', async () => {
    const { allCommands } = await import('../../src/core/commands/index.js');
    const registry = new CommandRegistry();
    for (const each of allCommands()) registry.register(each);
    for (const info of registry.info()) {
      expect(info.id).toMatch(/^[a-z0-9_]{1,32}$/);
      expect(info.description.length, info.id).toBeLessThanOrEqual(100);
      for (const argument of info.arguments) {
        expect(argument.name).toMatch(/^[a-z0-9_]{1,32}$/);
        expect(argument.description.length, `${info.id} ${argument.name}`).toBeLessThanOrEqual(100);
        expect(argument.description.length).toBeGreaterThan(0);
      }
      const required = info.arguments.map((argument) => argument.required);
      expect(required.indexOf(false) === -1 || !required.slice(required.indexOf(false)).includes(true), info.id).toBe(true);
    }
  });
});

describe('docs/commands.md', () => {
  it('lists every command with the role it needs', async () => {
    const { readFile } = await import('node:fs/promises');
    const { allCommands } = await import('../../src/core/commands/index.js');
    const doc = await readFile(new URL('../../docs/commands.md', import.meta.url), 'utf8');
    for (const each of allCommands()) {
      const row = doc.split('\n').find((line) => line.startsWith(`| \`${each.id}`));
      expect(row, each.id).toBeDefined();
      expect(row?.split(/(?<!\\)\|/)[2]?.trim(), each.id).toBe(each.role === 'none' ? 'anyone' : each.role);
    }
  });
});
