import { describe, expect, it } from 'vitest';
import { maskedEntry, parseCodes, parseGoods } from '../../src/core/goods-input.js';

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
      // Each code keeps the row a spreadsheet shows it on, the header being row 1.
      value: [
        { code: 'K-1', row: 2 },
        { code: 'K-2', row: 3 },
      ],
    });
  });

  it('masks every value in a preview', () => {
    expect(maskedEntry({ login: 'player-one@example.com', password: 'hunter22' })).toBe(
      'login: pl••••••••••••om (22 chars), password: h••••••2',
    );
  });
});
