// The variant matrix of a product (spec §3 Variants; issue #19): blocks (rows, e.g. colours) by sizes
// (columns). Each cell that is sold has a SKU, may have its own price, and may be restricted (shown, not
// sold). A block keeps its key once saved, so its cells keep their ids (carts hold them).
import { useState } from 'react';
import type { AdminProductJson, VariantMatrixBody } from '../../../shared/schemas/admin-products.ts';
import { centsToDollars, dollarsToCents } from './catalogue-form-values.ts';

type Block = { uid: number; key: string; label: string; swatch: string };
type Cell = { sku: string; price: string; restrict: boolean };
export type MatrixState = { blockType: string; sizesText: string; blocks: Block[]; cells: Record<string, Cell> };

let nextUid = 1;
const cellKey = (uid: number, size: string) => `${uid}\u0000${size}`;
const keyOf = (label: string) => label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'block';

export function sizesOf(text: string): string[] {
  return [...new Set(text.split(',').map((size) => size.trim()).filter(Boolean))];
}

export function matrixStateOf(variants: AdminProductJson['variants']): MatrixState | null {
  if (!variants) return null;
  const blocks = variants.blocks.map((block) => ({ uid: nextUid++, ...block }));
  const cells: Record<string, Cell> = {};
  for (const cell of variants.cells) {
    const block = blocks.find((candidate) => candidate.key === cell.block_key);
    if (block) cells[cellKey(block.uid, cell.size)] = { sku: cell.sku, price: centsToDollars(cell.price), restrict: cell.restrict };
  }
  return { blockType: variants.block_type, sizesText: variants.sizes.join(', '), blocks, cells };
}

export function emptyMatrix(): MatrixState {
  return { blockType: 'colour', sizesText: 'S, M, L', blocks: [{ uid: nextUid++, key: '', label: '', swatch: '#1d4ed8' }], cells: {} };
}

/** The body's `variants`, or the first problem found in the editor's own fields. */
export function matrixBodyOf(state: MatrixState): { body: VariantMatrixBody } | { error: string } {
  const sizes = sizesOf(state.sizesText);
  const used = new Set<string>();
  const blocks = state.blocks.map((block) => {
    let key = block.key || keyOf(block.label);
    while (!block.key && used.has(key)) key = `${key}-2`;
    used.add(key);
    return { ...block, key };
  });
  const cells: VariantMatrixBody['cells'] = [];
  for (const block of blocks) {
    for (const size of sizes) {
      const cell = state.cells[cellKey(block.uid, size)];
      if (!cell || cell.sku.trim() === '') continue;
      const price = dollarsToCents(cell.price);
      if (Number.isNaN(price)) return { error: `The price of ${block.label} ${size} must be an amount in dollars, e.g. 12.50.` };
      cells.push({ block_key: block.key, size, sku: cell.sku.trim(), restrict: cell.restrict, price });
    }
  }
  return { body: { block_type: state.blockType, sizes, blocks: blocks.map(({ key, label, swatch }) => ({ key, label, swatch })), cells } };
}

export function MatrixEditor({ state, onChange }: { state: MatrixState; onChange: (next: MatrixState) => void }) {
  const [sizes, setSizes] = useState(() => sizesOf(state.sizesText));
  const setBlock = (uid: number, change: Partial<Block>) => onChange({ ...state, blocks: state.blocks.map((block) => (block.uid === uid ? { ...block, ...change } : block)) });
  const setCell = (uid: number, size: string, change: Partial<Cell>) => {
    const key = cellKey(uid, size);
    onChange({ ...state, cells: { ...state.cells, [key]: { sku: '', price: '', restrict: false, ...state.cells[key], ...change } } });
  };
  return (
    <fieldset className="admin-panel admin-stack admin-matrix">
      <legend>Variant matrix</legend>
      <div className="admin-form">
        <div className="admin-field">
          <label htmlFor="matrix-block-type">Rows are</label>
          <input id="matrix-block-type" value={state.blockType} maxLength={40} onChange={(event) => onChange({ ...state, blockType: event.target.value })} />
        </div>
        <div className="admin-field">
          <label htmlFor="matrix-sizes">Sizes (comma between)</label>
          <input
            id="matrix-sizes"
            value={state.sizesText}
            size={16}
            onChange={(event) => onChange({ ...state, sizesText: event.target.value })}
            onBlur={() => setSizes(sizesOf(state.sizesText))}
          />
        </div>
      </div>
      <table className="admin-table admin-table--stack">
          <caption>Each cell sold has a SKU; leave the price blank for the product&rsquo;s price.</caption>
          <thead>
            <tr>
              <th scope="col">{state.blockType || 'Row'}</th>
              {sizes.map((size) => (
                <th key={size} scope="col">
                  {size}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {state.blocks.map((block, index) => {
              const name = block.label || `row ${index + 1}`;
              return (
                <tr key={block.uid}>
                  <th scope="row" className="admin-matrix__block">
                    <input aria-label={`Name of row ${index + 1}`} value={block.label} maxLength={60} onChange={(event) => setBlock(block.uid, { label: event.target.value })} />
                    <input
                      aria-label={`Colour of ${name}`}
                      value={block.swatch}
                      maxLength={300}
                      size={9}
                      onChange={(event) => setBlock(block.uid, { swatch: event.target.value })}
                    />
                    <button type="button" className="button" onClick={() => onChange({ ...state, blocks: state.blocks.filter((candidate) => candidate.uid !== block.uid) })}>
                      Remove {name}
                    </button>
                  </th>
                  {sizes.map((size) => {
                    const cell = state.cells[cellKey(block.uid, size)] ?? { sku: '', price: '', restrict: false };
                    const where = `${name} ${size}`;
                    return (
                      <td key={size} className="admin-matrix__cell" data-label={size}>
                        <input aria-label={`SKU of ${where}`} placeholder="SKU" value={cell.sku} size={12} onChange={(event) => setCell(block.uid, size, { sku: event.target.value })} />
                        <input aria-label={`Price of ${where}`} placeholder="Price" inputMode="decimal" value={cell.price} size={7} onChange={(event) => setCell(block.uid, size, { price: event.target.value })} />
                        <label className="admin-check">
                          <input type="checkbox" checked={cell.restrict} onChange={(event) => setCell(block.uid, size, { restrict: event.target.checked })} /> Restrict
                          <span className="visually-hidden"> {where}</span>
                        </label>
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
      </table>
      <button type="button" className="button" onClick={() => onChange({ ...state, blocks: [...state.blocks, { uid: nextUid++, key: '', label: '', swatch: '#111827' }] })}>
        Add a row
      </button>
    </fieldset>
  );
}
