// The price rules of a back-office save (issue #26 items 1 and 17), checked with the product as it will be:
// the base price not below the price (told on the field most likely typed wrong, with both amounts), a
// change to more than 5 times or less than a fifth of a price only when confirmed, and no typed price range
// for a product sold in a variant matrix (its range comes from its cells). Pure: the product comes in.
import {
  bigPriceChanges,
  matrixPriceRange,
  priceAboveBaseError,
  unconfirmedPriceChangeMessage,
  type ProductPrices,
} from '../../../shared/price-rules.ts';
import type { CreateProductBody, UpdateProductBody } from '../../../shared/schemas/admin-products.ts';
import { ValidationError } from '../../errors.ts';
import type { AdminMatrix, AdminProductRecord } from './admin-products.repo.ts';

const TYPED_RANGE = 'A product sold in a variant matrix takes its price range from its cells\u2019 prices: leave the range out.';

type RangeFields = Pick<CreateProductBody, 'price_range_from' | 'price_range_to'>;

function refuseTypedRange(body: RangeFields): void {
  if (body.price_range_from !== undefined || body.price_range_to !== undefined) throw new ValidationError({ price_range_from: TYPED_RANGE });
}

/** A stored matrix's prices as the API names them. */
function matrixPricesOf(matrix: AdminMatrix | null): ProductPrices['variants'] {
  return matrix && { blocks: matrix.blocks, cells: matrix.cells.map((cell) => ({ block_key: cell.blockKey, size: cell.size, price: cell.priceCents })) };
}

/** A new product's price range: its matrix's (a typed one refused), or the one typed. */
export function newProductRange(body: CreateProductBody): { priceRangeFromCents: number | null; priceRangeToCents: number | null } {
  if (!body.variants) return { priceRangeFromCents: body.price_range_from ?? null, priceRangeToCents: body.price_range_to ?? null };
  refuseTypedRange(body);
  const range = matrixPriceRange(body.variants.cells, body.price);
  return { priceRangeFromCents: range?.fromCents ?? null, priceRangeToCents: range?.toCents ?? null };
}

/** Refuses the prices of a change that may not be saved as sent (a 422 naming the field). */
export function checkPriceChange(current: AdminProductRecord, currentMatrix: AdminMatrix | null, body: UpdateProductBody): void {
  const hasMatrix = body.variants === undefined ? currentMatrix !== null : body.variants !== null;
  if (hasMatrix) refuseTypedRange(body);
  const before = { price: current.priceCents, base_price: current.basePriceCents };
  const after = { price: body.price ?? before.price, base_price: body.base_price ?? before.base_price };
  if (after.base_price < after.price) {
    const { field, message } = priceAboveBaseError(after, before);
    throw new ValidationError({ [field]: message });
  }
  if (body.confirm_price_change === true) return;
  const changes = bigPriceChanges({ ...before, variants: matrixPricesOf(currentMatrix) }, { ...after, variants: body.variants ?? null });
  if (changes.length > 0) throw new ValidationError(Object.fromEntries(changes.map((change) => [change.field, unconfirmedPriceChangeMessage(change)])));
}
