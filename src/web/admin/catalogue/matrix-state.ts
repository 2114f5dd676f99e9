// The variant matrix editor's state and what it sends (spec §3 Variants; issues #19 and #26): blocks (rows,
// e.g. colours) by sizes (columns), each cell sold with a SKU and maybe its own price. A block keeps its key
// once saved, so its cells keep their ids (carts hold them). Problems are told on the row or cell they concern.
import { formatCents } from '../../../shared/money.ts';
import { centsToInputText, readMoneyInput } from '../../../shared/money-input.ts';
import { matrixCellName, matrixPriceRange } from '../../../shared/price-rules.ts';
import type { AdminProductJson, VariantMatrixBody } from '../../../shared/schemas/admin-products.ts';

export type Block = { uid: number; key: string; label: string; swatch: string };
export type Cell = { sku: string; price: string; restrict: boolean };
export type MatrixState = { blockType: string; sizesText: string; blocks: Block[]; cells: Record<string, Cell> };
/**
 * A problem of one cell or row, by its key in the state (a cell's, or a row's `rowKey`), so it stays on
 * its cell or row while the person edits.
 */
export type MatrixErrors = Record<string, { field: 'sku' | 'price' | 'cell' | 'label' | 'swatch'; message: string }>;

let nextUid = 1;
export const cellKey = (uid: number, size: string) => `${uid}\u0000${size}`;
export const rowKey = (uid: number) => `${uid}\u0000`;
const keyOf = (label: string) => label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'block';
export const BLANK_CELL: Cell = { sku: '', price: '', restrict: false };

export function sizesOf(text: string): string[] {
  return [...new Set(text.split(',').map((size) => size.trim()).filter(Boolean))];
}

/** A row as added: no name, no colour chosen, no cells (issue #26 item 17: it copies nothing). */
export const newBlock = (): Block => ({ uid: nextUid++, key: '', label: '', swatch: '' });

export function matrixStateOf(variants: AdminProductJson['variants']): MatrixState | null {
  if (!variants) return null;
  const blocks = variants.blocks.map((block) => ({ uid: nextUid++, ...block }));
  const cells: Record<string, Cell> = {};
  for (const cell of variants.cells) {
    const block = blocks.find((candidate) => candidate.key === cell.block_key);
    if (block) cells[cellKey(block.uid, cell.size)] = { sku: cell.sku, price: cell.price === null ? '' : centsToInputText(cell.price), restrict: cell.restrict };
  }
  return { blockType: variants.block_type, sizesText: variants.sizes.join(', '), blocks, cells };
}

export function emptyMatrix(): MatrixState {
  return { blockType: 'colour', sizesText: 'S, M, L', blocks: [newBlock()], cells: {} };
}

/**
 * The body's `variants` with the state key of each cell sent (`cellKeys[i]` is `cells[i]`'s), or the
 * problems of the editor's own fields, each on its row or cell: a row without a name or colour, a price
 * that cannot be read, a SKU two cells share.
 */
export function matrixBodyOf(state: MatrixState): { body: VariantMatrixBody; cellKeys: string[] } | { errors: MatrixErrors } {
  const sizes = sizesOf(state.sizesText);
  const used = new Set<string>();
  const blocks = state.blocks.map((block) => {
    let key = block.key || keyOf(block.label);
    while (!block.key && used.has(key)) key = `${key}-2`;
    used.add(key);
    return { ...block, key };
  });
  const cells: VariantMatrixBody['cells'] = [];
  const cellKeys: string[] = [];
  const errors: MatrixErrors = {};
  const nameOfSku = new Map<string, string>();
  blocks.forEach((block, index) => {
    if (block.label.trim() === '') errors[rowKey(block.uid)] = { field: 'label', message: `Name row ${index + 1}.` };
    else if (block.swatch.trim() === '') errors[rowKey(block.uid)] = { field: 'swatch', message: `Give the colour of ${block.label}, e.g. #1d4ed8.` };
  });
  for (const block of blocks) {
    for (const size of sizes) {
      const key = cellKey(block.uid, size);
      const cell = state.cells[key];
      if (!cell || cell.sku.trim() === '') continue;
      const sku = cell.sku.trim();
      const name = matrixCellName({ blocks }, { block_key: block.key, size });
      const price = readMoneyInput(cell.price);
      const other = nameOfSku.get(sku);
      if (!price.ok) errors[key] = { field: 'price', message: `The price of ${name} ${price.problem}.` };
      else if (other) errors[key] = { field: 'sku', message: `The SKU ${sku} of ${name} is also the SKU of ${other}: each cell needs its own SKU.` };
      nameOfSku.set(sku, other ?? name);
      cells.push({ block_key: block.key, size, sku, restrict: cell.restrict, price: price.ok ? price.cents : null });
      cellKeys.push(key);
    }
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { body: { block_type: state.blockType, sizes, blocks: blocks.map(({ key, label, swatch }) => ({ key, label, swatch })), cells }, cellKeys };
}

/**
 * The server's errors of the matrix on the rows and cells they name ('variants.cells.3.sku' is the body's
 * fourth cell, `cellKeys[3]`; 'variants.blocks.1.swatch' the second row); the others as they are.
 */
export function matrixErrorsOf(state: MatrixState, errors: Record<string, string>, cellKeys: readonly string[]): { errors: MatrixErrors; others: string[] } {
  const placed: MatrixErrors = {};
  const others: string[] = [];
  for (const [path, message] of Object.entries(errors)) {
    const cell = /^variants\.cells\.(\d+)(?:\.(\w+))?$/.exec(path);
    const row = /^variants\.blocks\.(\d+)\.(label|swatch)$/.exec(path);
    const cellKeyOf = cell ? cellKeys[Number(cell[1])] : undefined;
    const block = row ? state.blocks[Number(row[1])] : undefined;
    if (cell && cellKeyOf) placed[cellKeyOf] = { field: cell[2] === 'sku' || cell[2] === 'price' ? cell[2] : 'cell', message };
    else if (row && block) placed[rowKey(block.uid)] = { field: row[2] as 'label' | 'swatch', message };
    else if (path.startsWith('variants')) others.push(message);
  }
  return { errors: placed, others };
}

/** The 'From' range the cells give at the product's price as typed; undefined while a price cannot be read. */
export function rangeText(state: MatrixState, priceText: string): string | undefined {
  const price = readMoneyInput(priceText);
  const sizes = sizesOf(state.sizesText);
  const cells = state.blocks.flatMap((block) => sizes.map((size) => state.cells[cellKey(block.uid, size)] ?? BLANK_CELL)).filter((cell) => cell.sku.trim() !== '');
  const prices = cells.map((cell) => ({ reading: readMoneyInput(cell.price), restrict: cell.restrict }));
  if (!price.ok || price.cents === null || prices.some(({ reading }) => !reading.ok)) return undefined;
  const range = matrixPriceRange(prices.map(({ reading, restrict }) => ({ price: reading.ok ? reading.cents : null, restrict })), price.cents);
  if (!range) return 'none: no cell is sold';
  return range.fromCents === range.toCents ? `${formatCents(range.fromCents)}, every cell sold at one price` : `${formatCents(range.fromCents)} to ${formatCents(range.toCents)}`;
}
