const formatter = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD', currencyDisplay: 'narrowSymbol' });

/** spec §9: '$' with two decimals and thousands separators; formatCents(123456) is '$1,234.56'. */
export function formatCents(cents: number): string {
  return formatter.format(cents / 100);
}

/** The most one payment on account may be, in cents ($10,000,000): the back office's form and the API's schema (issue #28). */
export const PAYMENT_AMOUNT_MAX = 1_000_000_000;
