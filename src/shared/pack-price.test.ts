import { describe, expect, it } from 'vitest';
import { packSizeLabel, unitPriceLabel } from './pack-price.ts';

describe('packSizeLabel', () => {
  it('says a pack in words, with thousands separators', () => {
    expect(packSizeLabel(150)).toBe('Pack of 150');
    expect(packSizeLabel(1000)).toBe('Pack of 1,000');
  });

  it('says nothing for a product sold by the unit', () => {
    expect(packSizeLabel(null)).toBeNull();
    expect(packSizeLabel(undefined)).toBeNull();
    expect(packSizeLabel(1)).toBeNull();
    expect(packSizeLabel(0)).toBeNull();
  });
});

describe('unitPriceLabel', () => {
  it('divides the pack price by the pack size and rounds half up to cents', () => {
    expect(unitPriceLabel(3150, 150)).toBe('$0.21 each');
    expect(unitPriceLabel(2499, 10)).toBe('$2.50 each');
    expect(unitPriceLabel(123_456_00, 100)).toBe('$1,234.56 each');
  });

  it('shows a unit under 10 cents to a tenth of a cent, never $0.00', () => {
    expect(unitPriceLabel(450, 100)).toBe('$0.045 each');
    expect(unitPriceLabel(1, 10)).toBe('$0.001 each');
    expect(unitPriceLabel(1, 1000)).toBe('under $0.001 each');
    expect(unitPriceLabel(999, 100)).toBe('$0.10 each');
    expect(unitPriceLabel(994, 100)).toBe('$0.099 each');
  });

  it('says nothing without a pack or without a price (a guest)', () => {
    expect(unitPriceLabel(2499, null)).toBeNull();
    expect(unitPriceLabel(2499, 1)).toBeNull();
    expect(unitPriceLabel(null, 150)).toBeNull();
    expect(unitPriceLabel(undefined, 150)).toBeNull();
  });
});
