// GST and totals, defined once (cart, checkout, the order snapshot and standing orders all use this file).
// Prices are stored excluding GST, in integer cents; nothing here rounds except the GST itself.

const BASIS_POINTS_PER_UNIT = 10_000n;

/** 15 (%) → 1500 basis points; a rate like 12.5 stays exact. */
export function gstRateBasisPoints(gstPercent: number): number {
  return Math.round(gstPercent * 100);
}

/** Unit price × quantity: exact cents, no rounding. */
export function lineTotalCents(unitPriceCents: number, qty: number): number {
  return unitPriceCents * qty;
}

/**
 * GST on an amount, rounded half up to the cent: 3302 × 15% = 495.3 → 495; 10 × 15% = 1.5 → 2.
 * BigInt keeps amount × rate exact for any safe-integer amount.
 */
export function gstCents(amountCents: number, rateBasisPoints: number): number {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) throw new RangeError(`GST needs whole, non-negative cents, got ${amountCents}`);
  if (!Number.isInteger(rateBasisPoints) || rateBasisPoints < 0) throw new RangeError(`GST rate must be whole basis points, got ${rateBasisPoints}`);
  const scaled = BigInt(amountCents) * BigInt(rateBasisPoints);
  return Number((scaled + BASIS_POINTS_PER_UNIT / 2n) / BASIS_POINTS_PER_UNIT);
}

/**
 * Totals of a cart or an order; all money in integer cents.
 * subTotalCents is what the summary shows: excluding GST, or including it when isTaxInclusive.
 * totalCents is always the amount payable: subTotal + (isTaxInclusive ? 0 : taxTotal) + shipping − discount.
 */
export type Totals = {
  subTotalCents: number;
  taxTotalCents: number;
  /** GST rate in basis points: 15% is 1500. */
  taxRateBasisPoints: number;
  isTaxInclusive: boolean;
  shippingCents: number;
  discountCents: number;
  totalCents: number;
};

export type TotalsInput = {
  lines: readonly { unitPriceCents: number; qty: number }[];
  taxRateBasisPoints: number;
  isTaxInclusive: boolean;
  shippingCents?: number;
  discountCents?: number;
};

/**
 * The cart's (and an order's) totals. Freight (`shippingCents` in, excl. GST) carries GST like the goods.
 * - net = Σ line totals (exact); GST = round-half-up((net + freight) × rate), once, never per line, so the
 *   GST shown is exactly the rate of what it is on (per-line rounding can drift by a cent a line).
 * - Exclusive (default): subTotalCents = net, shippingCents = freight, total = net + freight + GST − discount.
 * - Inclusive: subTotalCents = the goods with their GST, shippingCents = freight with its GST (shown
 *   '(Incl. GST)', no GST line); taxTotalCents still carries all the GST included; the total is the same
 *   amount as in exclusive mode (GST is never added twice).
 * Invariant: totalCents = subTotalCents + (isTaxInclusive ? 0 : taxTotalCents) + shippingCents − discountCents.
 */
export function calculateTotals(input: TotalsInput): Totals {
  const freightCents = input.shippingCents ?? 0;
  const discountCents = input.discountCents ?? 0;
  let netCents = 0;
  for (const line of input.lines) netCents += lineTotalCents(line.unitPriceCents, line.qty);
  const taxTotalCents = gstCents(netCents + freightCents, input.taxRateBasisPoints);
  // Inclusive: the freight line shows its own GST, the goods the rest (so the two add up to the whole GST).
  const shippingCents = input.isTaxInclusive ? freightCents + gstCents(freightCents, input.taxRateBasisPoints) : freightCents;
  const grossCents = netCents + freightCents + taxTotalCents;
  return {
    subTotalCents: input.isTaxInclusive ? grossCents - shippingCents : netCents,
    taxTotalCents,
    taxRateBasisPoints: input.taxRateBasisPoints,
    isTaxInclusive: input.isTaxInclusive,
    shippingCents,
    discountCents,
    totalCents: grossCents - discountCents,
  };
}

/**
 * The freight excluding GST that an order's stored `shippingCents` came from: the same amount when prices
 * are exclusive; when inclusive, the freight f whose f + GST(f) is the stored amount (calculateTotals' own
 * step, undone), so totals worked out again carry the freight exactly as placed.
 */
export function freightExclusiveOf(shippingCents: number, rateBasisPoints: number, isTaxInclusive: boolean): number {
  if (!isTaxInclusive || shippingCents === 0) return shippingCents;
  const estimate = Math.round((shippingCents * 10_000) / (10_000 + rateBasisPoints));
  for (const candidate of [estimate, estimate - 1, estimate + 1]) {
    if (candidate >= 0 && candidate + gstCents(candidate, rateBasisPoints) === shippingCents) return candidate;
  }
  // No whole-cent freight gives exactly this amount (it was not made by calculateTotals): the nearest.
  return estimate;
}
