import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountCommand, personCommand } from '../../src/core/command.js';
import { commandArguments } from '../../src/core/command-arguments.js';
import { allCommands } from '../../src/core/commands/index.js';
import { accountFlow } from '../../src/core/flow-definition.js';
import { CommandRegistry } from '../../src/core/registry.js';

function flow(kind: string, alertReply = false) {
  return accountFlow({
    kind,
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
