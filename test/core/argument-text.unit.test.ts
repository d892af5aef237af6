import { describe, expect, it } from 'vitest';
import { argumentValues } from '../../src/core/argument-text.js';

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
