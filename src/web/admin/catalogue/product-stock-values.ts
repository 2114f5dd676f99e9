// Issue #30 Part 3: a product's stock as typed in the back office, read as meant or refused with a message:
// '12.5' or '1e3' is no count (never rounded), blank is 'not tracked' for the count, 'the store's default'
// for the threshold and 'none said' for the day.
import { isCalendarDay } from '../../../shared/calendar-day.ts';
import { LOW_STOCK_THRESHOLD_MAX, STOCK_ON_HAND_LIMIT, STOCK_POLICIES, type StockLevel, type StockPolicy } from '../../../shared/stock-level.ts';

export type StockFields = { stock_on_hand: number | null; stock_policy: StockPolicy; low_stock_threshold: number | null; back_in_stock_on: string | null };

/** The words the list and the form show for a stock level. */
export const STOCK_LEVEL_WORDS: Record<StockLevel, string> = { untracked: 'Not tracked', in_stock: 'In stock', low_stock: 'Low', out_of_stock: 'Out' };

export function readStockFields(fields: FormData): { values: StockFields } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const text = (name: string) => String(fields.get(name) ?? '').trim();

  let stockOnHand: number | null = null;
  const count = text('stock_on_hand');
  if (count !== '') {
    if (/^-?\d{1,10}$/.test(count) && Math.abs(Number(count)) <= STOCK_ON_HAND_LIMIT) stockOnHand = Number(count);
    else errors.stock_on_hand = 'The stock on hand must be a whole number of units (e.g. 12; below 0 for units owed), or blank when not tracked.';
  }

  let threshold: number | null = null;
  const typed = text('low_stock_threshold');
  if (typed !== '') {
    if (/^\d{1,7}$/.test(typed) && Number(typed) <= LOW_STOCK_THRESHOLD_MAX) threshold = Number(typed);
    else errors.low_stock_threshold = `The low-stock threshold must be a whole number from 0 to ${LOW_STOCK_THRESHOLD_MAX.toLocaleString('en-NZ')}, or blank for the store\u2019s default.`;
  }

  const policy = text('stock_policy');
  if (!(STOCK_POLICIES as readonly string[]).includes(policy)) errors.stock_policy = 'Choose what happens when it is out of stock.';

  // A date field sends YYYY-MM-DD or nothing; a browser without one sends what was typed.
  const day = text('back_in_stock_on');
  if (day !== '' && !isCalendarDay(day)) errors.back_in_stock_on = 'The back-in-stock day must be a date, e.g. 2026-04-01.';

  if (Object.keys(errors).length > 0) return { errors };
  return { values: { stock_on_hand: stockOnHand, stock_policy: policy as StockPolicy, low_stock_threshold: threshold, back_in_stock_on: day || null } };
}

