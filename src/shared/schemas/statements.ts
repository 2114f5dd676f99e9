// An account's statement for a month (issue #28 Part 3): what it owed at the start, each invoice, credit note
// and payment of the month, what it owed at the end, and how much of that was overdue and by how long.
import { z } from 'zod';
import { codeText } from './text.ts';

const monthText = (field: string) =>
  codeText(field).regex(/^(19|20)\d\d-(0[1-9]|1[0-2])$/, `The ${field} must be a month written YYYY-MM, such as 2026-12.`);

/** GET /api/statements?month=YYYY-MM (none: this month). */
export const statementQuerySchema = z.object({ month: monthText('month').optional() });
export const statementParamsSchema = z.object({ month: monthText('month') });

export const STATEMENT_LINE_TYPES = ['invoice', 'credit_note', 'payment'] as const;

export const statementJsonSchema = z.object({
  month: z.string().describe('YYYY-MM, New Zealand months.'),
  account_number: z.string(),
  account_name: z.string(),
  /** The last day the statement counts: the month's last, or today for this month. */
  to_date: z.string(),
  opening_balance: z.number().int().describe('Cents owed at the start of the month (below 0: in credit).'),
  lines: z.array(
    z.object({
      type: z.enum(STATEMENT_LINE_TYPES),
      number: z.string().describe("The invoice's or credit note's number, or the payment's reference."),
      date: z.string(),
      amount: z.number().int().describe('Cents: an invoice adds, a credit note or payment takes away (below 0).'),
    }),
  ),
  closing_balance: z.number().int(),
  ageing: z.object({ current: z.number().int(), days_1_30: z.number().int(), days_31_60: z.number().int(), days_61_90: z.number().int(), days_90_plus: z.number().int() }),
});
export type StatementJson = z.infer<typeof statementJsonSchema>;
export const statementResponseSchema = z.object({ data: statementJsonSchema });
