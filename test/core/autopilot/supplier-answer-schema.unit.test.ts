import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { readSupplierGoods } from '../../../src/core/autopilot/supplier-answer.js';

const schema = JSON.parse(readFileSync(new URL('../../../schemas/supplier/goods-answer.v1.json', import.meta.url), 'utf8')) as object;
const valid = new Ajv2020({ strict: true }).compile(schema);

describe("the supplier answer's JSON Schema", () => {
  it('accepts what Hawker delivers and refuses what it hands to people, for a two-unit order', () => {
    const answers: unknown[] = [
      ['GEM-1', 'GEM-2'],
      { goods: ['GEM-1', 'GEM-2'] },
      { goods: ['GEM-1', 'GEM-2'], cost_cents: 325 },
      { goods: ['GEM-1', 'GEM-2'], cost_cents: 0 },
      { goods: [] },
      ['GEM-1', 'GEM-1'],
      ['GEM-1', ' '],
      { codes: ['GEM-1', 'GEM-2'] },
      'GEM-1',
    ];
    for (const answer of answers) {
      const read = readSupplierGoods(answer, 2);
      // The schema cannot know the order's quantity: only answers of the right count are compared.
      expect({ answer, valid: valid(answer) }).toEqual({ answer, valid: read.ok });
    }
  });

  it('reads the cost per unit the schema describes, and a cost that is not whole cents as unknown', () => {
    expect(readSupplierGoods({ goods: ['GEM-1'], cost_cents: 325 }, 1)).toEqual({ ok: true, goods: ['GEM-1'], costCents: 325 });
    expect(readSupplierGoods({ goods: ['GEM-1'], cost_cents: 3.25 }, 1)).toEqual({ ok: true, goods: ['GEM-1'], costCents: null });
    expect(readSupplierGoods(['GEM-1'], 1)).toEqual({ ok: true, goods: ['GEM-1'], costCents: null });
  });
});
