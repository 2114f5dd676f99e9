import { describe, expect, it } from 'vitest';
import { emptyMatrix, matrixBodyOf, matrixErrorsOf, matrixStateOf, rangeText, sizesOf, type MatrixState } from './matrix-state.ts';

const SAVED = {
  block_type: 'colour',
  sizes: ['S', 'M'],
  blocks: [{ key: 'blue', label: 'Blue', swatch: '#1d4ed8' }],
  cells: [
    { id: 7, block_key: 'blue', size: 'S', sku: 'G-B-S', restrict: false, price: null },
    { id: 8, block_key: 'blue', size: 'M', sku: 'G-B-M', restrict: true, price: 1599 },
  ],
};

/** The saved matrix with a row 'Pale Pink' (uid 99) whose S cell is `cell`. */
function withPink(state: MatrixState, cell: { sku: string; price: string; restrict?: boolean }): MatrixState {
  return { ...state, blocks: [...state.blocks, { uid: 99, key: '', label: 'Pale Pink', swatch: '#f9a8d4' }], cells: { ...state.cells, '99\u0000S': { restrict: false, ...cell } } };
}

describe('the matrix editor\u2019s body', () => {
  it('sends a saved matrix back as it was, keeping block keys (so cells keep their ids)', () => {
    const state = matrixStateOf(SAVED)!;
    const result = matrixBodyOf(state);
    expect('body' in result && result.body).toEqual({ block_type: 'colour', sizes: ['S', 'M'], blocks: SAVED.blocks, cells: SAVED.cells.map(({ id: _id, ...cell }) => cell) });
    expect(sizesOf(' S, M,,S , XL ')).toEqual(['S', 'M', 'XL']);
  });

  it('keys a new row by its label, leaves out cells without a SKU, and reads a decimal comma as cents (issue #26)', () => {
    const result = matrixBodyOf(withPink(matrixStateOf(SAVED)!, { sku: ' G-P-S ', price: '12,5' }));
    expect('body' in result && result.body.blocks[1]).toEqual({ key: 'pale-pink', label: 'Pale Pink', swatch: '#f9a8d4' });
    expect('body' in result && result.body.cells.at(-1)).toEqual({ block_key: 'pale-pink', size: 'S', sku: 'G-P-S', restrict: false, price: 1250 });
    expect('cellKeys' in result && result.cellKeys.at(-1)).toBe('99\u0000S');
  });

  it('tells a price it cannot read and a SKU two cells share on the cell, naming it (issue #26 item 17)', () => {
    const state = matrixStateOf(SAVED)!;
    expect(matrixBodyOf(withPink(state, { sku: 'G-P-S', price: 'twelve' }))).toEqual({
      errors: { '99\u0000S': { field: 'price', message: 'The price of Pale Pink S must be an amount in dollars, e.g. 22.49.' } },
    });
    expect(matrixBodyOf(withPink(state, { sku: 'G-B-M', price: '' }))).toEqual({
      errors: { '99\u0000S': { field: 'sku', message: 'The SKU G-B-M of Pale Pink S is also the SKU of Blue M: each cell needs its own SKU.' } },
    });
  });

  it('starts a new matrix with a blank row, and asks a row for its name and colour', () => {
    const state = emptyMatrix();
    expect(state.blocks).toHaveLength(1);
    expect(state.blocks[0]).toMatchObject({ key: '', label: '', swatch: '' });
    expect(state.cells).toEqual({});
    const uid = state.blocks[0]!.uid;
    expect(matrixBodyOf(state)).toEqual({ errors: { [`${uid}\u0000`]: { field: 'label', message: 'Name row 1.' } } });
    const named = { ...state, blocks: [{ ...state.blocks[0]!, label: 'White' }] };
    expect(matrixBodyOf(named)).toEqual({ errors: { [`${uid}\u0000`]: { field: 'swatch', message: 'Give the colour of White, e.g. #1d4ed8.' } } });
  });

  it("puts the server's errors on the cell or row they name", () => {
    const state = matrixStateOf(SAVED)!;
    const [blue] = state.blocks;
    const placed = matrixErrorsOf(state, { 'variants.cells.1.sku': 'Taken.', 'variants.blocks.0.swatch': 'Bad colour.', 'variants.sizes.1': 'Twice.', title: 'Not mine.' }, ['a', 'b']);
    expect(placed).toEqual({ errors: { b: { field: 'sku', message: 'Taken.' }, [`${blue!.uid}\u0000`]: { field: 'swatch', message: 'Bad colour.' } }, others: ['Twice.'] });
  });

  it("shows the range the sold cells give at the product's price as typed", () => {
    const state = matrixStateOf(SAVED)!;
    expect(rangeText(state, '12.99')).toBe('$12.99, every cell sold at one price'); // M is restricted
    expect(rangeText(withPink(state, { sku: 'G-P-S', price: '20' }), '12,99')).toBe('$12.99 to $20.00');
    expect(rangeText(withPink(state, { sku: 'G-P-S', price: 'x' }), '12.99')).toBeUndefined();
    expect(rangeText({ ...state, cells: {} }, '12.99')).toBe('none: no cell is sold');
  });
});
