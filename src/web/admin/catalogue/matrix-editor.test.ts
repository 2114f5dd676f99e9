import { describe, expect, it } from 'vitest';
import { matrixBodyOf, matrixStateOf, sizesOf } from './matrix-editor.tsx';

const SAVED = {
  block_type: 'colour',
  sizes: ['S', 'M'],
  blocks: [{ key: 'blue', label: 'Blue', swatch: '#1d4ed8' }],
  cells: [
    { id: 7, block_key: 'blue', size: 'S', sku: 'G-B-S', restrict: false, price: null },
    { id: 8, block_key: 'blue', size: 'M', sku: 'G-B-M', restrict: true, price: 1599 },
  ],
};

describe('the matrix editor\u2019s body', () => {
  it('sends a saved matrix back as it was, keeping block keys (so cells keep their ids)', () => {
    const state = matrixStateOf(SAVED)!;
    expect(matrixBodyOf(state)).toEqual({ body: { block_type: 'colour', sizes: ['S', 'M'], blocks: SAVED.blocks, cells: SAVED.cells.map(({ id: _id, ...cell }) => cell) } });
  });

  it('keys a new row by its label, leaves out cells without a SKU, and names a bad price', () => {
    const state = matrixStateOf(SAVED)!;
    const uid = 99;
    const added = { ...state, blocks: [...state.blocks, { uid, key: '', label: 'Pale Pink', swatch: '#f9a8d4' }], cells: { ...state.cells, [`${uid}\u0000S`]: { sku: ' G-P-S ', price: '12.5', restrict: false } } };
    const result = matrixBodyOf(added);
    expect('body' in result && result.body.blocks[1]).toEqual({ key: 'pale-pink', label: 'Pale Pink', swatch: '#f9a8d4' });
    expect('body' in result && result.body.cells.at(-1)).toEqual({ block_key: 'pale-pink', size: 'S', sku: 'G-P-S', restrict: false, price: 1250 });
    const bad = { ...added, cells: { ...added.cells, [`${uid}\u0000S`]: { sku: 'G-P-S', price: 'twelve', restrict: false } } };
    expect(matrixBodyOf(bad)).toEqual({ error: 'The price of Pale Pink S must be an amount in dollars, e.g. 12.50.' });
    expect(sizesOf(' S, M,,S , XL ')).toEqual(['S', 'M', 'XL']);
  });
});
