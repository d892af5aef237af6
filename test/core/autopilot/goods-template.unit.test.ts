import { describe, expect, it } from 'vitest';
import { renderGoodsEntry } from '../../../src/core/autopilot/goods-template.js';

const facts = { orderId: 'order-1', buyerInputs: { player_id: '7734', server: 'EU' } };

describe('an autopilot goods entry', () => {
  it('is the code alone without a template', () => {
    expect(renderGoodsEntry(null, 'CODE-1', facts)).toBe('CODE-1');
  });

  it('fills the code, the order and the buyer inputs into the template', () => {
    expect(renderGoodsEntry('{code} for {player_id}@{server} ({order})', 'CODE-1', facts)).toBe('CODE-1 for 7734@EU (order-1)');
  });

  it('leaves a placeholder the order does not have as written, and never fills one that came in with a value', () => {
    expect(renderGoodsEntry('{code} {nickname}', '{order}', facts)).toBe('{order} {nickname}');
  });
});
