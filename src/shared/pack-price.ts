// Issue #16 item 7: a title's trailing '-150' is the pack size (spec §3), which a buyer can read as
// 150 units or as one pack. Wherever a price is shown it is said in words: 'Pack of 150' and the
// price of one unit ('$0.17 each'). One formula here for every page and the server.

const SUB_CENT_FORMAT = new Intl.NumberFormat('en-NZ', {
  style: 'currency',
  currency: 'NZD',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
});
const CENT_FORMAT = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD', currencyDisplay: 'narrowSymbol' });

/** 'Pack of 150', or null when the product is sold by the unit (no pack size, or 1). */
export function packSizeLabel(packSize: number | null | undefined): string | null {
  return isPack(packSize) ? `Pack of ${packSize.toLocaleString('en-NZ')}` : null;
}

/**
 * The price of one unit of a pack: '$0.17 each', or null when the product is sold by the unit. Rounded
 * half up to whole cents; under 10 cents to a tenth of a cent ('$0.045 each'), so a cheap unit never
 * reads '$0.00' or a price that is off by a fifth.
 */
export function unitPriceLabel(packPriceCents: number | null | undefined, packSize: number | null | undefined): string | null {
  if (!isPack(packSize) || packPriceCents === null || packPriceCents === undefined) return null;
  const tenthsOfCent = Math.round((packPriceCents * 10) / packSize);
  if (tenthsOfCent === 0) return 'under $0.001 each';
  if (tenthsOfCent < 100) return `${SUB_CENT_FORMAT.format(tenthsOfCent / 1000)} each`;
  return `${CENT_FORMAT.format(Math.round(packPriceCents / packSize) / 100)} each`;
}

function isPack(packSize: number | null | undefined): packSize is number {
  return typeof packSize === 'number' && Number.isInteger(packSize) && packSize > 1;
}
