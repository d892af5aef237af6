import { describe, expect, it } from 'vitest';
import { commandAction, flowAction, parseAction } from '../../src/core/action-id.js';

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
