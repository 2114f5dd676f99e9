// The variant matrix of a product (spec §3 Variants; issues #19 and #26): a row per block, a column per
// size, each cell's SKU, own price and restriction. The product's 'From' range is not typed: it is shown
// here as the cells give it, and the server derives it the same way. State and body: matrix-state.ts.
import { useState } from 'react';
import { BLANK_CELL, cellKey, newBlock, rangeText, rowKey, sizesOf, type Block, type Cell, type MatrixErrors, type MatrixState } from './matrix-state.ts';

type EditorProps = { state: MatrixState; onChange: (next: MatrixState) => void; priceText: string; errors: MatrixErrors };

/** aria-invalid and the error's id on a control `field` of a problem concerns. */
function marked(problem: MatrixErrors[string] | undefined, fields: readonly string[], errorId: string) {
  return problem && fields.includes(problem.field) ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
}

function MatrixError({ id, problem }: { id: string; problem: MatrixErrors[string] | undefined }) {
  return problem ? (
    <span id={id} className="admin-error">
      {problem.message}
    </span>
  ) : null;
}

export function MatrixEditor({ state, onChange, priceText, errors }: EditorProps) {
  const [sizes, setSizes] = useState(() => sizesOf(state.sizesText));
  const setBlock = (uid: number, change: Partial<Block>) => onChange({ ...state, blocks: state.blocks.map((block) => (block.uid === uid ? { ...block, ...change } : block)) });
  const setCell = (uid: number, size: string, change: Partial<Cell>) => {
    const key = cellKey(uid, size);
    onChange({ ...state, cells: { ...state.cells, [key]: { ...BLANK_CELL, ...state.cells[key], ...change } } });
  };
  const range = rangeText(state, priceText);
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
      <table className="admin-table admin-matrix__table">
        <caption>Each cell sold has a SKU; leave the price blank for the product&rsquo;s price.</caption>
        <thead className="visually-hidden">
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
            const rowProblem = errors[rowKey(block.uid)];
            const rowErrorId = `matrix-row-${block.uid}-error`;
            return (
              <tr key={block.uid}>
                <th scope="row" className="admin-matrix__block">
                  <input
                    aria-label={`Name of row ${index + 1}`}
                    value={block.label}
                    maxLength={60}
                    onChange={(event) => setBlock(block.uid, { label: event.target.value })}
                    {...marked(rowProblem, ['label'], rowErrorId)}
                  />
                  <input
                    aria-label={`Colour of ${name}`}
                    placeholder="#1d4ed8"
                    value={block.swatch}
                    maxLength={300}
                    size={9}
                    onChange={(event) => setBlock(block.uid, { swatch: event.target.value })}
                    {...marked(rowProblem, ['swatch'], rowErrorId)}
                  />
                  <MatrixError id={rowErrorId} problem={rowProblem} />
                  <button type="button" className="button" onClick={() => onChange({ ...state, blocks: state.blocks.filter((candidate) => candidate.uid !== block.uid) })}>
                    Remove {name}
                  </button>
                </th>
                {sizes.map((size) => {
                  const key = cellKey(block.uid, size);
                  const cell = state.cells[key] ?? BLANK_CELL;
                  const where = `${name} ${size}`;
                  const problem = errors[key];
                  const errorId = `matrix-cell-${block.uid}-${sizes.indexOf(size)}-error`;
                  return (
                    <td key={size} className="admin-matrix__cell" data-label={size}>
                      <input aria-label={`SKU of ${where}`} placeholder="SKU" value={cell.sku} maxLength={64} onChange={(event) => setCell(block.uid, size, { sku: event.target.value })} {...marked(problem, ['sku', 'cell'], errorId)} />
                      <input aria-label={`Price of ${where}`} placeholder="Price" inputMode="decimal" value={cell.price} onChange={(event) => setCell(block.uid, size, { price: event.target.value })} {...marked(problem, ['price', 'cell'], errorId)} />
                      <label className="admin-check">
                        <input type="checkbox" checked={cell.restrict} onChange={(event) => setCell(block.uid, size, { restrict: event.target.checked })} /> Restrict
                        <span className="visually-hidden"> {where}</span>
                      </label>
                      <MatrixError id={errorId} problem={problem} />
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
      <button type="button" className="button" onClick={() => onChange({ ...state, blocks: [...state.blocks, newBlock()] })}>
        Add a row
      </button>
      <p>
        <strong>Price range:</strong> {range ?? 'shown once every price can be read'}{' '}
        <span className="admin-muted">(from the prices of the cells sold; it is not typed)</span>
      </p>
    </fieldset>
  );
}
