import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountCommand, personCommand, type Command } from '../../src/core/command.js';
import { commandArguments } from '../../src/core/command-arguments.js';
import { allCommands } from '../../src/core/commands/index.js';
import { accountFlow } from '../../src/core/flow-definition.js';
import { CommandRegistry, type Resolved } from '../../src/core/registry.js';
import { argument } from '../../src/core/command-arguments.js';
import { accountVerb, verbCommand } from '../../src/core/verb-command.js';

function flow(kind: string, alertReply = false) {
  return accountFlow({
    kind,
    stores: [],
    role: 'operator',
    ttlSeconds: 60,
    schema: z.object({}),
    ...(alertReply ? { alertReply: { step: 'goods', data: () => ({}), roleRefusal: () => 'no' } } : {}),
    handle: async () => ({ replies: [] }),
  });
}

function command(id: string, flows: ReturnType<typeof flow>[]) {
  return accountCommand({
    id,
    description: () => id,
    ...commandArguments({}),
    role: 'operator',
    writes: false,
    marketplace: 'none',
    stores: [],
    scopes: ['private'],
    flows,
    run: async () => ({ text: 'ok' }),
  });
}

describe('a command brings its flows', () => {
  it('registers every flow the commands start, and the one a reply to an order alert enters', () => {
    const registry = new CommandRegistry();
    for (const each of allCommands()) registry.register(each);
    for (const kind of ['connect', 'create', 'deliver', 'edit-images', 'link', 'restock']) {
      expect(registry.flow(kind)?.kind, kind).toBe(kind);
    }
    const alertReply = registry.alertReplyFlow();
    expect(alertReply?.kind).toBe('deliver');
    expect(alertReply?.acceptsFile?.[alertReply.alertReply.step]).toBeGreaterThan(0);
  });

  it('refuses a flow kind two commands declare, and a second flow taking replies to alerts', () => {
    const registry = new CommandRegistry().register(command('one', [flow('shared')]));
    expect(() => registry.register(command('two', [flow('shared')]))).toThrow(/flow "shared" is already registered/);
    registry.register(command('three', [flow('first', true)]));
    expect(() => registry.register(command('four', [flow('second', true)]))).toThrow(/both take replies to alerts/);
    expect(registry.alertReplyFlow()?.kind).toBe('first');
  });

  it('leaves replies to alerts ordinary when no command declares a flow for them', () => {
    const registry = new CommandRegistry().register(command('one', [flow('plain')]));
    expect(registry.alertReplyFlow()).toBeUndefined();
    expect(registry.flow('plain')?.kind).toBe('plain');
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
      stores: [],
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
    const doc = await readFile(new URL('../../docs/commands.md', import.meta.url), 'utf8');
    const registry = new CommandRegistry();
    for (const each of allCommands()) registry.register(each);
    for (const each of registry.info()) {
      const row = doc.split('\n').find((line) => line.startsWith(`| \`${each.id}`));
      expect(row, each.id).toBeDefined();
      expect(row?.split(/(?<!\\)\|/)[2]?.trim(), each.id).toBe(each.role === 'none' ? 'anyone' : each.role);
    }
  });
});

describe('verbs typed after a leading argument', () => {
  const verb = (name: string, role: 'operator' | 'owner', second: string) =>
    accountVerb({
      name,
      description: () => name,
      ...commandArguments({
        listing: argument(z.string(), { description: () => 'listing' }),
        [second]: argument(z.string().optional(), { description: () => second, rest: true }),
      }),
      role,
      writes: true,
      marketplace: 'none',
      stores: [],
      run: async () => ({ text: name }),
    });
  const stock = verbCommand({
    id: 'stock',
    description: () => 'stock',
    scopes: ['private'],
    verbs: [verb('add', 'operator', 'input'), verb('remove', 'owner', 'unit')],
    defaultVerb: 'add',
    verbAfter: 1,
  });
  const registry = new CommandRegistry().register(stock);
  const ran = (resolved: Resolved | undefined) =>
    resolved && 'command' in resolved ? [verbName(resolved.command), resolved.command.role, resolved.text] : resolved;
  const verbName = (command: Command | undefined) => (command && 'verb' in command ? command.verb : undefined);

  it('reads the verb after the listing, and the default verb’s own text whole, even when it starts with its name', () => {
    expect(ran(registry.resolve('stock', 'ab12 remove 9c1d'))).toEqual(['remove', 'owner', 'ab12 9c1d']);
    expect(ran(registry.resolve('stock', 'ab12 remove\n9c1d'))).toEqual(['remove', 'owner', 'ab12 9c1d']);
    // A code may start with the word: only the verb exactly as declared names it.
    expect(ran(registry.resolve('stock', 'ab12 Remove 9c1d'))).toEqual(['add', 'operator', 'ab12 Remove 9c1d']);
    expect(ran(registry.resolve('stock', 'ab12 add 5'))).toEqual(['add', 'operator', 'ab12 add 5']);
    expect(ran(registry.resolve('stock', 'remove 9c1d'))).toEqual(['add', 'operator', 'remove 9c1d']);
    expect(ran(registry.resolve('stock', 'ab12'))).toEqual(['add', 'operator', 'ab12']);
  });

  it('takes the verb a platform names apart from the text (a Discord sub-command), and refuses one it does not have', () => {
    expect(ran(registry.resolve('stock', '', 'remove'))).toEqual(['remove', 'owner', '']);
    expect(ran(registry.resolve('stock', '', 'add'))).toEqual(['add', 'operator', '']);
    expect(registry.resolve('stock', '', 'drop')).toEqual({ unknownVerb: stock });
  });

  it('answers a form naming the command with its default verb, and one naming a verb with that verb', () => {
    expect(verbName(registry.formCommand('stock'))).toBe('add');
    expect(verbName(registry.formCommand('stock remove'))).toBe('remove');
    expect(registry.formCommand('stock drop')).toBeUndefined();
    expect(registry.formCommand('f:AbCdEf123')).toBeUndefined();
  });

  it('shows where each verb is typed, for help and the usage lines', () => {
    const [info] = registry.info();
    expect(info?.verbs?.map((each) => [each.name, each.typedAt])).toEqual([
      ['add', null],
      ['remove', 1],
    ]);
  });

  it('refuses verbs that do not all take the leading argument first', () => {
    const other = accountVerb({
      name: 'other',
      description: () => 'other',
      ...commandArguments({ unit: argument(z.string(), { description: () => 'unit' }) }),
      role: 'owner',
      writes: false,
      marketplace: 'none',
      stores: [],
      run: async () => ({ text: 'other' }),
    });
    expect(() =>
      verbCommand({
        id: 'bad',
        description: () => 'bad',
        scopes: ['private'],
        verbs: [verb('add', 'operator', 'input'), other],
        defaultVerb: 'add',
        verbAfter: 1,
      }),
    ).toThrow(/every verb must take the same 1 argument/);
  });
});
