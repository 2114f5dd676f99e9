// What a checked CSV row makes of its product (issue #19): a new SKU is made from the row alone; an
// existing one takes the row's columns and keeps its stored value for every column the file leaves
// out, so a supplier's 'sku,price' file changes prices and nothing else: a price raised above the stored
// base price takes the base price with it (issue #26 item 15). Pure: the products come in.
import { formatCents } from '../../../../shared/money.ts';
import { basePriceAfterPriceOnly } from '../../../../shared/price-rules.ts';
import { productImageUrl } from '../../catalogue/catalogue.service.ts';
import type { NewProduct } from '../catalogue-writes.repo.ts';
import { productSlug } from '../slugs.ts';
import { addError, type ImportCells, type ReadRow, type RowErrors } from './import-rows.ts';

/**
 * A product as the catalogue holds it, as much as an import row can change or keep of it; `hasMatrix`:
 * sold in a variant matrix, whose cells give its price range (a file's range columns are not applied).
 */
export type CurrentProduct = Omit<NewProduct, 'createdAt' | 'isActive'> & { createdAt: Date; hasMatrix: boolean };

/**
 * A row checked against the catalogue: `product` is what it writes, null when it has problems;
 * `current` the product its SKU names now (undefined for a new SKU).
 */
export type CheckedRow = ReadRow & { product: NewProduct | null; current?: CurrentProduct };

const REQUIRED_FOR_NEW = [
  ['title', 'title'],
  ['category_path', 'categoryId'],
  ['price', 'priceCents'],
] as const;

function rangeProblemOf(fromCents: number | null, toCents: number | null): string | null {
  if ((fromCents === null) !== (toCents === null)) return 'price_range_from and price_range_to go together';
  return fromCents !== null && toCents !== null && fromCents > toCents ? 'may not be below price_range_from' : null;
}

/**
 * The product a row writes: its cells over `current` (undefined for a new SKU), or its problems.
 * `invalidColumns`: columns whose cells were already refused on their own (not reported again, nor
 * checked against the others; the row then writes nothing). `checkedAt`: a new product's date by default.
 */
export function mergeImportRow(
  cells: ImportCells,
  current: CurrentProduct | undefined,
  checkedAt: Date,
  invalidColumns: ReadonlySet<string> = new Set(),
): { errors: RowErrors; product: NewProduct | null } {
  const errors: RowErrors = {};
  const isValid = (...columns: string[]) => columns.every((column) => !invalidColumns.has(column));
  for (const [column, key] of REQUIRED_FOR_NEW) {
    if (!isValid(column) || (cells[key] !== null && (cells[key] !== undefined || current))) continue;
    addError(errors, column, current ? 'is required' : 'is required for a new product (SKU not in the catalogue)');
  }
  const priceCents = cells.priceCents ?? current?.priceCents;
  // base_price left out: the stored one, unless the price rises above it (then it follows, ending the special).
  const kept = current && cells.basePriceCents === undefined ? basePriceAfterPriceOnly(current, priceCents ?? current.priceCents) : undefined;
  const basePriceCents = kept ? kept.basePriceCents : (cells.basePriceCents ?? priceCents);
  if (isValid('price', 'base_price') && !kept && priceCents !== undefined && basePriceCents !== undefined && basePriceCents < priceCents) {
    addError(errors, 'base_price', cells.priceCents === undefined ? `may not be below the catalogue's price of ${formatCents(priceCents)}` : 'may not be below price');
  }
  const keepsRange = current?.hasMatrix === true;
  const priceRangeFromCents = cells.priceRangeFromCents === undefined || keepsRange ? (current?.priceRangeFromCents ?? null) : cells.priceRangeFromCents;
  const priceRangeToCents = cells.priceRangeToCents === undefined || keepsRange ? (current?.priceRangeToCents ?? null) : cells.priceRangeToCents;
  const rangeProblem = keepsRange ? null : rangeProblemOf(priceRangeFromCents, priceRangeToCents);
  if (isValid('price_range_from', 'price_range_to') && rangeProblem) addError(errors, 'price_range_to', rangeProblem);
  const title = cells.title ?? current?.title;
  const categoryId = cells.categoryId ?? current?.categoryId;
  if (invalidColumns.size > 0 || Object.keys(errors).length > 0 || !title || categoryId === undefined || priceCents === undefined || basePriceCents === undefined) {
    return { errors, product: null };
  }
  return {
    errors,
    product: {
      sku: cells.sku,
      // A product keeps the address it was added with, whatever its title becomes (as in the back office).
      slug: current ? current.slug : productSlug(title, cells.sku),
      title,
      description: cells.description === undefined ? (current?.description ?? '') : (cells.description ?? ''),
      categoryId,
      // A blank image_url is the generated picture, which the upsert never puts over pictures a product has.
      images: cells.imageUrl ? [{ url: cells.imageUrl, alt: title }] : cells.imageUrl === undefined && current ? current.images : [{ url: productImageUrl(cells.sku), alt: title }],
      priceCents,
      basePriceCents,
      priceRangeFromCents,
      priceRangeToCents,
      isOnSale: cells.isOnSale === undefined && current ? (kept ?? current).isOnSale : (cells.isOnSale ?? basePriceCents > priceCents),
      specialText: current?.specialText ?? null,
      createdAt: cells.createdAt ?? current?.createdAt ?? checkedAt,
    },
  };
}

/**
 * Every row read merged with the product its SKU names (`currentBySku`), and two rows that would share
 * a product address refused. A row with problems of its own is only told what else it lacks.
 */
export function checkImportRows(rows: ReadRow[], currentBySku: ReadonlyMap<string, CurrentProduct>, checkedAt: Date): CheckedRow[] {
  const lineOfSlug = new Map<string, number>();
  return rows.map((row) => {
    if (!row.cells || row.cells.sku === '') return { ...row, product: null };
    const current = currentBySku.get(row.cells.sku);
    // A SKU already on an earlier line is the file's problem, not a cell's: the row is still checked.
    const invalidColumns = new Set(Object.keys(row.errors).filter((field) => field !== 'sku'));
    const merged = mergeImportRow(row.cells, current, checkedAt, invalidColumns);
    const errors = { ...row.errors };
    for (const [field, message] of Object.entries(merged.errors)) addError(errors, field, message);
    const slug = row.errors.sku === undefined ? merged.product?.slug : undefined;
    if (slug !== undefined && lineOfSlug.has(slug)) addError(errors, 'sku', `gives the same product address as line ${lineOfSlug.get(slug)}`);
    else if (slug !== undefined) lineOfSlug.set(slug, row.line);
    return { ...row, errors, current, product: Object.keys(errors).length > 0 ? null : merged.product };
  });
}

/** The SKUs a file's rows name, each once: what the catalogue is asked for. */
export function skusOf(rows: ReadRow[]): string[] {
  return [...new Set(rows.flatMap((row) => (row.cells && row.cells.sku !== '' ? [row.cells.sku] : [])))];
}
