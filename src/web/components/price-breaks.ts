// Issue #27: a contract price's quantity breaks as the server sent them, in words ('1–9 packs $8.90 ·
// 10+ packs $8.40'), and the price of one at a quantity. The unit word is the one the pages already use:
// 'pack' for a product with a pack size (the cart's 'per pack'); one sold by the unit gets the numbers alone.
import { formatCents } from '../../shared/money.ts';
import { packSizeLabel } from '../../shared/pack-price.ts';
import type { ProductJson } from '../../shared/schemas/catalogue.ts';

export type PriceBreakJson = NonNullable<ProductJson['price_breaks']>[number];

/** One row of the breaks: the quantities it covers ('1–9 packs', '10+ packs') and the price of one. */
export type PriceBreakRow = { quantity: string; price: string };

/** Each break from its min_qty up to one below the next; the last is open ('10+'). */
export function priceBreakRows(breaks: readonly PriceBreakJson[], packSize: number | null | undefined): PriceBreakRow[] {
  const isPack = packSizeLabel(packSize) !== null;
  const unit = (count: number) => (isPack ? (count === 1 ? ' pack' : ' packs') : '');
  const sorted = [...breaks].sort((a, b) => a.min_qty - b.min_qty);
  return sorted.map((step, index) => {
    const next = sorted[index + 1];
    const price = formatCents(step.price);
    if (!next) return { quantity: `${step.min_qty}+${unit(2)}`, price };
    const last = next.min_qty - 1;
    return { quantity: last === step.min_qty ? `${last}${unit(last)}` : `${step.min_qty}–${last}${unit(2)}`, price };
  });
}

/** The price column's heading: what one of the counted things is. */
export function priceBreakPriceHeading(packSize: number | null | undefined): 'Price per pack' | 'Price each' {
  return packSizeLabel(packSize) ? 'Price per pack' : 'Price each';
}

/** A variant cell's breaks after its first price (which the cell already shows), numbers alone: '10+ $8.40'. */
export function laterBreakRows(breaks: readonly PriceBreakJson[] | undefined): PriceBreakRow[] {
  return priceBreakRows(breaks ?? [], null).slice(1);
}

/** The price of one at `qty`: the highest break at or below it, else `priceCents` (the price of one alone). */
export function unitPriceCentsAt(priceCents: number, breaks: readonly PriceBreakJson[] | undefined, qty: number): number {
  let best: PriceBreakJson | undefined;
  for (const step of breaks ?? []) if (step.min_qty <= qty && (!best || step.min_qty > best.min_qty)) best = step;
  return best?.price ?? priceCents;
}
