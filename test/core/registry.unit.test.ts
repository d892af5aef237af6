import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountCommand } from '../../src/core/command.js';
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
    usesMarketplace: false,
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
