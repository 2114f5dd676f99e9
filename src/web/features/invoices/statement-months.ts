// The months My Account → Invoices offers statements for (issue #28 Part 3): this New Zealand month and the
// eleven before it, newest first, each with its PDF's address.
import { STORE_TIME_ZONE } from '../../../shared/store-time-zone.ts';

export type StatementMonthLink = { month: string; label: string; pdfPath: string };

/** Today as a New Zealand day, 'YYYY-MM-DD'. */
export const storeToday = (now: Date = new Date()): string => new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE }).format(now);

export function recentStatementMonths(today: string, count = 12): StatementMonthLink[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, back) => {
    const first = new Date(Date.UTC(year, month - 1 - back, 1));
    const key = first.toISOString().slice(0, 7);
    const label = new Intl.DateTimeFormat('en-NZ', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(first);
    return { month: key, label: back === 0 ? `${label} (so far)` : label, pdfPath: `/api/statements/${key}.pdf` };
  });
}
