const formatter = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD', currencyDisplay: 'narrowSymbol' });

/** spec §9: '$' with two decimals and thousands separators; formatCents(123456) is '$1,234.56'. */
export function formatCents(cents: number): string {
  return formatter.format(cents / 100);
}
