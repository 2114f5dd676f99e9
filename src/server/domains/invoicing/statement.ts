// A month's statement (issue #28 Part 3), by New Zealand days: the month's first and last day, whether a
// month may be asked for yet, and the statement itself from what the account's documents say.
import type { StatementJson } from '../../../shared/schemas/statements.ts';

export type StatementMonth = { month: string; firstDay: string; lastDay: string };

/** '2026-12' → its first and last day; the last is `today` while the month is not over. */
export function statementMonthOf(month: string, today: string): StatementMonth {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
  return { month, firstDay: `${month}-01`, lastDay: last < today ? last : today };
}

/** Whether `month` has begun by `today` (a statement for a month to come is refused). */
export const hasMonthBegun = (month: string, today: string): boolean => `${month}-01` <= today;

/** The month before `today`'s: the one the 1st's statements are for. */
export function monthBefore(today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

export type StatementFigures = {
  accountNumber: string;
  accountName: string;
  openingCents: number;
  lines: StatementJson['lines'];
  ageing: StatementJson['ageing'];
};

export function toStatementJson(period: StatementMonth, figures: StatementFigures): StatementJson {
  const moved = figures.lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    month: period.month,
    account_number: figures.accountNumber,
    account_name: figures.accountName,
    to_date: period.lastDay,
    opening_balance: figures.openingCents,
    lines: figures.lines,
    closing_balance: figures.openingCents + moved,
    ageing: figures.ageing,
  };
}
