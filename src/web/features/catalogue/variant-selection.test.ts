import { describe, expect, it } from 'vitest';
import type { VariantMatrixJson } from '../../../shared/schemas/catalogue.ts';
import { isImageSwatch, swatchColour, variantCell, variantItemsToAdd } from './variant-selection.ts';

const matrix: VariantMatrixJson = {
  blockType: 'colour',
  sizes: ['S', 'M'],
  blocks: [
    { key: 'blue', label: 'Blue', swatch: '#1e40af', image: null },
    { key: 'red', label: 'Red', swatch: '/images/swatches/red.png', image: null },
  ],
  variants: {
    blue: [
      { id: 11, size: 'S', sku: 'B-S', qty: 0, restrict: false },
      { id: 12, size: 'M', sku: 'B-M', qty: 0, restrict: true },
    ],
    red: [{ id: 21, size: 'S', sku: 'R-S', qty: 0, restrict: false }],
  },
};

describe('variantItemsToAdd', () => {
  it('is empty when no cell is above 0', () => {
    expect(variantItemsToAdd(matrix, {})).toEqual([]);
    expect(variantItemsToAdd(matrix, { 11: '0', 21: '' })).toEqual([]);
  });

  it('collects the cells above 0, skipping restricted ones and capping at 9999', () => {
    expect(variantItemsToAdd(matrix, { 11: '3', 12: '5', 21: '12000' })).toEqual([
      { id: 11, qty: 3 },
      { id: 21, qty: 9999 },
    ]);
  });
});

describe('variantCell', () => {
  it('finds the cell for a block and size, or nothing', () => {
    expect(variantCell(matrix, 'blue', 'M')?.id).toBe(12);
    expect(variantCell(matrix, 'red', 'M')).toBeUndefined();
  });
});

describe('swatches', () => {
  it('tells image swatches from colours', () => {
    expect(isImageSwatch('/images/swatches/red.png')).toBe(true);
    // issue #26 item 3: a picture from another site is never fetched; it falls back to the neutral colour
    expect(isImageSwatch('https://cdn.example/s.jpg')).toBe(false);
    expect(isImageSwatch('/\\evil.example/s.png')).toBe(false);
    expect(isImageSwatch('#ff0000')).toBe(false);
  });

  it('passes hex colours through and replaces anything else', () => {
    expect(swatchColour('#1e40af')).toBe('#1e40af');
    expect(swatchColour('red;background:url(x)')).toBe('#d1d5db');
  });
});
