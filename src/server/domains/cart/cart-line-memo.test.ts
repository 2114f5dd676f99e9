import { describe, expect, it } from 'vitest';
import { checksByLine, createCartLineMemo, lineIdKey } from './cart-line-memo.ts';

const owner = { accountId: 1, userId: 2 };

describe('cart line memo', () => {
  it('predicts nothing for a cart it has not seen, then the lines it was last told', () => {
    const memo = createCartLineMemo();
    expect(memo.predict(owner)).toEqual([]);
    memo.remember(owner, [
      { productId: 5, variantId: 0 },
      { productId: 6, variantId: 9 },
    ]);
    expect(memo.predict(owner)).toEqual([
      { productId: 5, variantId: 0 },
      { productId: 6, variantId: 9 },
    ]);
    expect(memo.predict({ accountId: 1, userId: 3 })).toEqual([]);
    memo.remember(owner, []);
    expect(memo.predict(owner)).toEqual([]);
  });

  it('keys checks by product and cell, leaving out requests by cell alone', () => {
    const refused = { ok: false as const, productId: 5, variantId: 0, reason: 'not-available' as const };
    const byCell = { ok: false as const, productId: null, variantId: 7, reason: 'variant-not-available' as const };
    const known = checksByLine(
      [
        { productId: 5, variantId: 0 },
        { productId: null, variantId: 7 },
      ],
      [refused, byCell],
    );
    expect([...known.keys()]).toEqual([lineIdKey({ productId: 5, variantId: 0 })]);
    expect(known.get('5:0')).toBe(refused);
  });
});
