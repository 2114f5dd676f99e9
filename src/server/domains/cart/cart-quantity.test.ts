import { describe, expect, it } from 'vitest';
import { clampAddQuantity, mergedQuantity } from './cart-quantity.ts';

describe('clampAddQuantity', () => {
  it('keeps 1 to 9999 as they are', () => {
    expect(clampAddQuantity(1)).toBe(1);
    expect(clampAddQuantity(250)).toBe(250);
    expect(clampAddQuantity(9999)).toBe(9999);
  });

  it('clamps anything above 9999 to 9999', () => {
    expect(clampAddQuantity(10_000)).toBe(9999);
    expect(clampAddQuantity(2_147_483_647)).toBe(9999);
  });

  it('refuses below 1 and non-integers rather than raising them to 1', () => {
    expect(clampAddQuantity(0)).toBeNull();
    expect(clampAddQuantity(-1)).toBeNull();
    expect(clampAddQuantity(1.5)).toBeNull();
    expect(clampAddQuantity(Number.NaN)).toBeNull();
  });
});

describe('mergedQuantity', () => {
  it('adds to the line and caps the sum at 9999', () => {
    expect(mergedQuantity(2, 3)).toBe(5);
    expect(mergedQuantity(9000, 1500)).toBe(9999);
    expect(mergedQuantity(9999, 1)).toBe(9999);
  });
});
