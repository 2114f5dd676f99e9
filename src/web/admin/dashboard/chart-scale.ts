// The sales chart's scale (issue #30 Part 1): its top is the day with most sales rounded up to a round
// amount (1, 2, 2.5 or 5 times a power of ten dollars), so its gridlines read as plain figures.
const STEPS = [1, 2, 2.5, 5, 10];

/** The chart's top in cents for a highest day of `cents` (a chart of empty days still has a scale: $100). */
export function chartTop(cents: number): number {
  if (cents <= 0) return 10_000;
  const dollars = cents / 100;
  const power = 10 ** Math.floor(Math.log10(dollars));
  const step = STEPS.find((candidate) => dollars <= candidate * power) ?? 10;
  return Math.round(step * power * 100);
}

const compact = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD', currencyDisplay: 'narrowSymbol', notation: 'compact', maximumFractionDigits: 1 });

/** A gridline's amount, short: '$2.5K', '$500'. */
export const compactCents = (cents: number) => compact.format(cents / 100);
