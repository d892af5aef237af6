import { describe, expect, it } from 'vitest';
import { parsePoolCodes, POOL_FILE_MAX_BYTES } from '../../src/core/pool-codes.js';
import { POOL_MAX_CODES } from '../../src/store/pool-store.js';

const file = (filename: string, text: string) => ({ filename, data: new TextEncoder().encode(text) });

describe('codes for a pool', () => {
  /** The codes alone, and each with its row, from a parse that succeeded. */
  const codes = (input: Parameters<typeof parsePoolCodes>[0]) => {
    const parsed = parsePoolCodes(input);
    if (!parsed.ok) throw new Error(parsed.message);
    return parsed.value;
  };
  const plain = (input: Parameters<typeof parsePoolCodes>[0]) => codes(input).map(({ code }) => code);

  it('splits one typed line by spaces and commas, and keeps each line whole when there are several', () => {
    expect(plain({ commandLine: 'A-1 A-2,A-3 , ,A-4' })).toEqual(['A-1', 'A-2', 'A-3', 'A-4']);
    expect(plain({ commandLine: 'GIFT CARD 1\n\n  GIFT CARD 2  \r\n' })).toEqual(['GIFT CARD 1', 'GIFT CARD 2']);
  });

  it('takes an answer to the prompt one code per line, spaces kept, even on a single line', () => {
    expect(plain({ lines: 'KEY WITH SPACES' })).toEqual(['KEY WITH SPACES']);
  });

  it('reads a .csv by its first column and skips a header only when it names codes or keys', () => {
    expect(plain(file('a.csv', 'Code,value\n"C-1",1\nC-2,1\n'))).toEqual(['C-1', 'C-2']);
    expect(plain(file('b.CSV', 'keys\nK-1\n'))).toEqual(['K-1']);
    // Anything else on the first line may be a code: it is kept.
    expect(plain(file('c.csv', 'serial\nS-1\n'))).toEqual(['serial', 'S-1']);
    // A .txt file has no header: every line is a code.
    expect(plain(file('d.txt', 'code\nT-1\n'))).toEqual(['code', 'T-1']);
  });

  it('numbers each code by the row a spreadsheet shows it on: the header is row 1, blank rows count', () => {
    expect(codes(file('e.csv', '\uFEFFcode,note\r\nE-1,a\r\n\r\nE-2,b\r\n'))).toEqual([
      { code: 'E-1', row: 2 },
      { code: 'E-2', row: 4 },
    ]);
    expect(codes({ lines: '\nL-1\n\nL-2' })).toEqual([
      { code: 'L-1', row: 2 },
      { code: 'L-2', row: 4 },
    ]);
    expect(codes({ commandLine: 'A-1, A-2' })).toEqual([
      { code: 'A-1', row: 1 },
      { code: 'A-2', row: 2 },
    ]);
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
