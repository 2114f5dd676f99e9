// The reports screen's words (issue #30 Part 5): what each grouping's rows are called, and a period's days.
import type { SalesReportGroup } from '../../../shared/schemas/reports.ts';

export const GROUP_LABELS: Record<SalesReportGroup, string> = { day: 'Day', week: 'Week', month: 'Month', account: 'Account', product: 'Product', category: 'Category' };

const dayWords = new Intl.DateTimeFormat('en-NZ', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });

/** '1 Jul 2025' for '2025-07-01' (a New Zealand day, written as it is). */
export const dayWordsOf = (day: string): string => dayWords.format(new Date(`${day}T00:00:00Z`));

/** '1 Jul 2025 to 31 Jul 2025', or one day alone. */
export function periodWords(period: { date_from: string; date_to: string }): string {
  return period.date_from === period.date_to ? dayWordsOf(period.date_from) : `${dayWordsOf(period.date_from)} to ${dayWordsOf(period.date_to)}`;
}

/** Whether a group's key says more than its label: an account's number, a product's SKU, a category's path. */
export const showsKey = (group: SalesReportGroup, key: string): boolean => !['day', 'week', 'month'].includes(group) && key !== '' && key !== 'freight';
