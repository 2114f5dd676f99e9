// A SKU a back-office save would share with another product, found by the unique indexes (so two saves
// racing for one SKU cannot both win), told on the field that holds it: a cell's by its name (issue #26 item 17).
import { matrixCellName } from '../../../shared/price-rules.ts';
import type { VariantMatrixBody } from '../../../shared/schemas/admin-products.ts';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../db/pg-errors.ts';
import { ValidationError } from '../../errors.ts';

type PgError = { constraint?: string; detail?: string; message?: string };

function duplicateSkuError(error: unknown, variants: VariantMatrixBody | null | undefined): ValidationError | null {
  if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION) return null;
  const cause = ((error as { cause?: PgError }).cause ?? error) as PgError;
  const text = String(cause.constraint ?? (error as PgError).constraint ?? cause.message);
  if (/variant_cells_sku/.test(text)) {
    // detail: 'Key (sku)=(G-1-BLUE-M) already exists.'
    const sku = /\(sku\)=\((.*)\) already exists/.exec(cause.detail ?? '')?.[1];
    const index = variants?.cells.findIndex((cell) => cell.sku === sku) ?? -1;
    const cell = variants?.cells[index];
    if (variants && cell) return new ValidationError({ [`variants.cells.${index}.sku`]: `The SKU ${cell.sku} of ${matrixCellName(variants, cell)} is already used by another product.` });
    return new ValidationError({ 'variants.cells': 'A cell SKU is already used by another product.' });
  }
  if (/products_(sku|slug)/.test(text)) return new ValidationError({ sku: 'Another product already has this SKU.' });
  return null;
}

/** Runs a save, turning a duplicate SKU into a 422 on its field. `variants`: the matrix the save sends. */
export async function mapDuplicates<T>(variants: VariantMatrixBody | null | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw duplicateSkuError(error, variants) ?? error;
  }
}
