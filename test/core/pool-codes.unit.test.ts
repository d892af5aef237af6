import { describe, expect, it } from 'vitest';
import { parsePoolCodes, POOL_FILE_MAX_BYTES } from '../../src/core/pool-codes.js';
import { POOL_MAX_CODES } from '../../src/store/pool-store.js';

const file = (filename: string, text: string) => ({ filename, data: new TextEncoder().encode(text) });

describe('codes for a pool', () => {
  it('splits one typed line by spaces and commas, and keeps each line whole when there are several', () => {
    expect(parsePoolCodes({ commandLine: 'A-1 A-2,A-3 , ,A-4' })).toEqual({ ok: true, value: ['A-1', 'A-2', 'A-3', 'A-4'] });
    expect(parsePoolCodes({ commandLine: 'GIFT CARD 1\n\n  GIFT CARD 2  \r\n' })).toEqual({
      ok: true,
      value: ['GIFT CARD 1', 'GIFT CARD 2'],
    });
  });

  it('takes an answer to the prompt one code per line, spaces kept, even on a single line', () => {
    expect(parsePoolCodes({ lines: 'KEY WITH SPACES' })).toEqual({ ok: true, value: ['KEY WITH SPACES'] });
  });

  it('reads a .csv by its first column and skips a header only when it names codes or keys', () => {
    expect(parsePoolCodes(file('a.csv', 'Code,value\n"C-1",1\nC-2,1\n'))).toEqual({ ok: true, value: ['C-1', 'C-2'] });
    expect(parsePoolCodes(file('b.CSV', 'keys\nK-1\n'))).toEqual({ ok: true, value: ['K-1'] });
    // Anything else on the first line may be a code: it is kept.
    expect(parsePoolCodes(file('c.csv', 'serial\nS-1\n'))).toEqual({ ok: true, value: ['serial', 'S-1'] });
    // A .txt file has no header: every line is a code.
    expect(parsePoolCodes(file('d.txt', 'code\nT-1\n'))).toEqual({ ok: true, value: ['code', 'T-1'] });
  });

  it('refuses other files, empty input, a file over the size and more lines than a pool holds, each with a sentence', () => {
    expect(parsePoolCodes(file('codes.json', '["A"]'))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/\.txt or \.csv/) as string,
    });
    expect(parsePoolCodes({ lines: '\n \n' })).toMatchObject({ ok: false, message: expect.stringMatching(/No codes found/) as string });
    const large = { filename: 'big.txt', data: new Uint8Array(POOL_FILE_MAX_BYTES + 1) };
    expect(parsePoolCodes(large)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/larger than the 4 MB.*split the file/) as string,
    });
    const lines = Array.from({ length: POOL_MAX_CODES + 2 }, () => 'X').join('\n');
    expect(parsePoolCodes({ lines })).toMatchObject({ ok: false, message: expect.stringMatching(/more than the 50,000 codes/) as string });
    const typed = Array.from({ length: POOL_MAX_CODES + 1 }, (_, index) => `X${index}`).join(' ');
    expect(parsePoolCodes({ commandLine: typed })).toMatchObject({ ok: false });
  });
});
