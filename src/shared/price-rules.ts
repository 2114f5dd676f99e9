// A product's price rules that the back office's form, its API, the catalogue CSV and the ERP's upsert
// share (issue #26): which price changes ask to be confirmed, what a price above its base price is told,
// where a base price goes when only the price is sent, and the 'From' range a variant matrix gives.
import { formatCents } from './money.ts';

/** A change to more than this many times a price, or to less than this fraction of it, asks to be confirmed. */
export const PRICE_CHANGE_FACTOR = 5;

export function isBigPriceChange(fromCents: number, toCents: number): boolean {
  return toCents > fromCents * PRICE_CHANGE_FACTOR || toCents * PRICE_CHANGE_FACTOR < fromCents;
}

type MatrixPrices = { blocks: readonly { key: string; label: string }[]; cells: readonly { block_key: string; size: string; price: number | null }[] };
/** The prices of a product as the back office's API names them. */
export type ProductPrices = { price: number; base_price: number; variants: MatrixPrices | null };
/** A price moved beyond the factor: `field` as the API names it, `label` as a sentence does ('the price of Blue M'). */
export type BigPriceChange = { field: string; label: string; fromCents: number; toCents: number };

/** A cell as a person names it: its block's label and its size ('Blue M'). */
export function matrixCellName(matrix: { blocks: readonly { key: string; label: string }[] }, cell: { block_key: string; size: string }): string {
  return `${matrix.blocks.find((block) => block.key === cell.block_key)?.label ?? cell.block_key} ${cell.size}`;
}

/**
 * What a save from `before` to `after` would move beyond the factor: the price, the base price, and each
 * cell given a price of its own, from what that cell cost before (its own price, or the product's). A cell
 * without its own price follows the product's price, whose change is asked about once.
 */
export function bigPriceChanges(before: ProductPrices, after: ProductPrices): BigPriceChange[] {
  const changes: BigPriceChange[] = [];
  const check = (field: string, label: string, fromCents: number, toCents: number) => {
    if (isBigPriceChange(fromCents, toCents)) changes.push({ field, label, fromCents, toCents });
  };
  check('price', 'the price', before.price, after.price);
  check('base_price', 'the base price', before.base_price, after.base_price);
  after.variants?.cells.forEach((cell, index) => {
    const old = before.variants?.cells.find((candidate) => candidate.block_key === cell.block_key && candidate.size === cell.size);
    if (cell.price === null || !old || !after.variants) return;
    check(`variants.cells.${index}.price`, `the price of ${matrixCellName(after.variants, cell)}`, old.price ?? before.price, cell.price);
  });
  return changes;
}

/** The form's question: 'Change the price from $22.49 to $224.90?' (every change, joined). */
export function priceChangeQuestion(changes: readonly BigPriceChange[]): string {
  const parts = changes.map((change) => `${change.label} from ${formatCents(change.fromCents)} to ${formatCents(change.toCents)}`);
  const listed = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
  return `Change ${listed}?`;
}

/** The API's refusal of one change not confirmed, naming both amounts. */
export function unconfirmedPriceChangeMessage(change: BigPriceChange): string {
  const how = change.toCents > change.fromCents ? `more than ${PRICE_CHANGE_FACTOR} times` : `less than a fifth of`;
  const label = change.label.charAt(0).toUpperCase() + change.label.slice(1);
  return `${label} would change from ${formatCents(change.fromCents)} to ${formatCents(change.toCents)}, ${how} what it was: send confirm_price_change: true to make this change.`;
}

/**
 * A price above its base price, told on the field most likely typed wrong (issue #26 item 1): the one the
 * save changed, or of two changed the one that moved the more; for a new product, the price.
 */
export function priceAboveBaseError(
  after: { price: number; base_price: number },
  before: { price: number; base_price: number } | null,
): { field: 'price' | 'base_price'; message: string } {
  const moved = (field: 'price' | 'base_price') => (before ? Math.max(after[field], 1) / Math.max(before[field], 1) : 1);
  const priceMove = Math.max(moved('price'), 1 / moved('price'));
  const baseMove = Math.max(moved('base_price'), 1 / moved('base_price'));
  const price = formatCents(after.price);
  const base = formatCents(after.base_price);
  if (before && baseMove > priceMove) {
    return { field: 'base_price', message: `The base price ${base} is below the price ${price}: the base price is the price before a special, so it may not be lower.` };
  }
  return { field: 'price', message: `The price ${price} is above the base price ${base}: lower the price, or raise the base price (the price before a special).` };
}

/**
 * A price sent without a base price (a supplier's 'sku,price' file, the ERP's price-only record; issue #26
 * items 15 and 16) keeps the stored base price and special, unless it rises above that base price: the
 * base price then follows the price, and the product is no longer on special.
 */
export function basePriceAfterPriceOnly(stored: { basePriceCents: number; isOnSale: boolean }, priceCents: number): { basePriceCents: number; isOnSale: boolean } {
  return priceCents > stored.basePriceCents ? { basePriceCents: priceCents, isOnSale: false } : { basePriceCents: stored.basePriceCents, isOnSale: stored.isOnSale };
}

/**
 * The 'From' range of a product sold in a variant matrix (issue #26 item 17): the lowest and highest price
 * of its cells that are sold (a restricted cell is not), each cell at its own price or the product's; null
 * when no cell is sold. The database keeps a product's range so on every change (trigger products_price_range).
 */
export function matrixPriceRange(cells: readonly { price: number | null; restrict: boolean }[], productPriceCents: number): { fromCents: number; toCents: number } | null {
  const prices = cells.filter((cell) => !cell.restrict).map((cell) => cell.price ?? productPriceCents);
  return prices.length === 0 ? null : { fromCents: Math.min(...prices), toCents: Math.max(...prices) };
}
