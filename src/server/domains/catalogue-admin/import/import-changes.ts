// What a checked CSV row would do to its product, for the preview (issue #19): make a new product,
// change some columns (each told as 'before → after'), or change nothing. Pure: the products come in.
import { productImageUrl } from '../../catalogue/catalogue.service.ts';
import type { NewProduct } from '../catalogue-writes.repo.ts';
import type { CurrentProduct } from './import-merge.ts';
import type { ImportCells } from './import-rows.ts';
import { formatCents } from '../../../../shared/money.ts';

export type RowAction = 'new' | 'update' | 'unchanged';
export type RowChange = { action: RowAction; changes: Record<string, string> };

const money = (cents: number | null) => (cents === null ? 'none' : formatCents(cents));
const range = (from: number | null, to: number | null) => (from === null || to === null ? 'none' : `${money(from)}–${money(to)}`);
const yesNo = (value: boolean) => (value ? 'yes' : 'no');
const shortened = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

/** The picture the upsert writes (catalogue-writes.repo.ts keeps a product's pictures unless a new first address is given). */
function imageChanges(current: CurrentProduct, product: NewProduct): boolean {
  const currentUrl = current.images[0]?.url;
  const newUrl = product.images[0]?.url;
  if (currentUrl === undefined) return newUrl !== undefined;
  return newUrl !== undefined && newUrl !== currentUrl && newUrl !== productImageUrl(product.sku);
}

/**
 * `product`: what the row writes (null when the row has problems: only whether it is new is told).
 * `categoryPathOf`: a category id's path, to name a move (by default its id: enough to tell whether it changed).
 * `cells`: the row's cells, to say why a base price the file leaves out moved (a price rose above it).
 */
export function rowChangeOf(
  current: CurrentProduct | undefined,
  product: NewProduct | null,
  categoryPathOf: (id: number) => string = String,
  cells?: ImportCells | null,
): RowChange {
  if (!current) return { action: 'new', changes: {} };
  if (!product) return { action: 'update', changes: {} };
  const changes: Record<string, string> = {};
  const note = (column: string, before: string, after: string) => {
    if (before !== after) changes[column] = `${before} → ${after}`;
  };
  note('title', shortened(current.title), shortened(product.title));
  // The merge keeps a product's address; compared all the same, since an unchanged row is not written at all.
  note('slug', current.slug, product.slug);
  note('category_path', categoryPathOf(current.categoryId), categoryPathOf(product.categoryId));
  note('price', money(current.priceCents), money(product.priceCents));
  note('base_price', money(current.basePriceCents), money(product.basePriceCents));
  note('price_range', range(current.priceRangeFromCents, current.priceRangeToCents), range(product.priceRangeFromCents, product.priceRangeToCents));
  note('on_sale', yesNo(current.isOnSale), yesNo(product.isOnSale));
  // issue #26 item 15: with base_price left out, a price above the stored base price takes it along.
  if (cells && cells.basePriceCents === undefined && changes.base_price) {
    changes.base_price += ' (follows the price: the file has no base_price column)';
    if (cells.isOnSale === undefined && changes.on_sale) changes.on_sale += ' (no longer below the base price)';
  }
  if (current.description !== product.description) changes.description = 'changed';
  if (imageChanges(current, product)) changes.image_url = `${current.images[0]?.url ?? 'none'} → ${product.images[0]?.url ?? 'none'}`;
  if (product.createdAt && product.createdAt.getTime() !== current.createdAt.getTime()) note('created_at', current.createdAt.toISOString(), product.createdAt.toISOString());
  return { action: Object.keys(changes).length > 0 ? 'update' : 'unchanged', changes };
}
