import type { VariantMatrixJson } from '../../../shared/schemas/catalogue.ts';
import { QUANTITY_MAX } from '../../../shared/limits.ts';
import { isSitePath } from '../../../shared/site-path.ts';

/** Typed quantities keyed by variant cell id; '' when a box is empty. */
export type VariantQuantities = Record<number, string>;

/** The cells to add: every unrestricted cell above 0, capped at 9999 (spec §7 multi-store items). */
export function variantItemsToAdd(
  matrix: VariantMatrixJson,
  quantities: VariantQuantities,
): Array<{ id: number; qty: number }> {
  const items: Array<{ id: number; qty: number }> = [];
  for (const block of matrix.blocks) {
    for (const cell of matrix.variants[block.key] ?? []) {
      const qty = Number(quantities[cell.id] ?? '');
      if (!cell.restrict && Number.isInteger(qty) && qty > 0) items.push({ id: cell.id, qty: Math.min(qty, QUANTITY_MAX) });
    }
  }
  return items;
}

/** The cell for a block and size, or undefined when the matrix has no such combination. */
export function variantCell(matrix: VariantMatrixJson, blockKey: string, size: string) {
  return matrix.variants[blockKey]?.find((cell) => cell.size === size);
}

/** A swatch is a picture when it is a path on this site (issue #26 item 3), otherwise a CSS colour such as '#1e3a8a'. */
export function isImageSwatch(swatch: string): boolean {
  return isSitePath(swatch);
}

/** Only hex colours reach the SVG fill; anything else falls back to a neutral grey. */
export function swatchColour(swatch: string): string {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(swatch.trim()) ? swatch.trim() : '#d1d5db';
}
