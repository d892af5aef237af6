import { describe, expect, it } from 'vitest';
import { allowedPlaceholders, checkTemplate, renderGoodsEntry } from '../../../src/core/autopilot/goods-template.js';

const facts = { orderId: 'ord-1', buyerInputs: { player_id: 'P-77', server: 'eu-1' } };

describe('goods template', () => {
  it('sends the code alone without a template', () => {
    expect(renderGoodsEntry(null, 'GEM-1', facts)).toBe('GEM-1');
  });

  it('fills the code, the order and the buyer inputs, and leaves other braces as text', () => {
    expect(renderGoodsEntry('{code} for {player_id}@{server} ({order}) {not a field}', 'GEM-1', facts)).toBe(
      'GEM-1 for P-77@eu-1 (ord-1) {not a field}',
    );
  });

  it('fills each placeholder once: a code or an answer that reads like a placeholder stays as written', () => {
    expect(renderGoodsEntry('{code} / {player_id}', '{order}', { orderId: 'ord-2', buyerInputs: { player_id: '{code}' } })).toBe(
      '{order} / {code}',
    );
    expect(renderGoodsEntry('$& {code}', '$1', facts)).toBe('$& $1');
  });

  it('leaves a buyer field the buyer did not fill empty, and never reads an object’s own properties', () => {
    expect(renderGoodsEntry('{code}|{server}|{constructor}', 'C', { orderId: 'o', buyerInputs: {} })).toBe('C||');
  });

  it('needs {code}, and names the placeholders it does not know', () => {
    const allowed = allowedPlaceholders(['player_id', 'server']);
    expect(allowed).toEqual(['code', 'order', 'player_id', 'server']);
    expect(checkTemplate('Top-up for {player_id}', allowed)).toEqual({ ok: false, problem: 'no-code' });
    expect(checkTemplate('{code} for {nickname} on {realm}', allowed)).toEqual({
      ok: false,
      problem: 'unknown',
      unknown: ['nickname', 'realm'],
    });
    expect(checkTemplate('{code} for {player_id} ({order})', allowed)).toEqual({ ok: true });
    expect(checkTemplate('{CODE}', allowed)).toEqual({ ok: false, problem: 'unknown', unknown: ['CODE'] });
  });
});
