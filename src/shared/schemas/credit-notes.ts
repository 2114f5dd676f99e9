// Credit notes on the wire (issue #28 Part 2): staff issue one against an invoice, for lines and
// quantities or for an amount (cents, GST included), with a reason; the buyer lists theirs and downloads
// each as a PDF.
import { z } from 'zod';
import { paginationMetaSchema } from '../pagination.ts';
import { centsAmount, centsJson, textWholeNumber, wholeNumber } from './numbers.ts';
import { code } from './pricing.ts';
import { lineText } from './text.ts';

/** Lines one credit note may take back. */
export const CREDIT_NOTE_LINES_MAX = 500;

export const issueCreditNoteBodySchema = z
  .object({
    lines: z
      .array(
        z.object({
          sku: code('sku', 100),
          qty: wholeNumber('qty').min(1, 'The qty must be 1 or more.').max(1_000_000, 'The qty may be at most 1,000,000.'),
        }),
        { error: 'The lines must be a list.' },
      )
      .min(1, 'Choose at least one line to credit.')
      .max(CREDIT_NOTE_LINES_MAX, `A credit note may take back at most ${CREDIT_NOTE_LINES_MAX} lines.`)
      .optional(),
    amount: centsAmount('amount', 1_000_000_000).min(1, 'The amount must be more than 0.').optional(),
    reason: lineText('reason', { error: 'The reason field is required.' })
      .trim()
      .min(1, 'The reason field is required.')
      .max(500, 'The reason may not be greater than 500 characters.'),
  })
  .superRefine((body, context) => {
    if (body.lines !== undefined && body.amount !== undefined) context.addIssue({ code: 'custom', path: ['amount'], message: 'Give lines or an amount, not both.' });
    if (body.lines === undefined && body.amount === undefined) context.addIssue({ code: 'custom', path: ['lines'], message: 'Choose the lines to credit, or give an amount.' });
    const seen = new Set<string>();
    body.lines?.forEach((line, index) => {
      if (seen.has(line.sku)) context.addIssue({ code: 'custom', path: ['lines', index, 'sku'], message: `${line.sku} is listed twice: give it once with its whole quantity.` });
      seen.add(line.sku);
    });
  });
export type IssueCreditNoteBody = z.infer<typeof issueCreditNoteBodySchema>;

export const creditNoteJsonSchema = z.object({
  id: z.number().int(),
  credit_note_number: z.string(),
  invoice_id: z.number().int(),
  invoice_number: z.string(),
  order_number: z.string(),
  issued_at: z.string(),
  reason: z.string(),
  lines: z.array(z.object({ sku: z.string(), description: z.string(), qty: z.number().int(), unit_price: z.number().int(), amount: z.number().int() })),
  sub_total: centsJson('Credited, excluding GST'),
  gst: centsJson('The GST credited'),
  gst_rate: z.number(),
  total: centsJson('Credited, including GST'),
  pdf_url: z.string(),
});
export type CreditNoteJson = z.infer<typeof creditNoteJsonSchema>;
export const creditNoteResponseSchema = z.object({ data: creditNoteJsonSchema });

export const creditNoteListQuerySchema = z.object({
  page: textWholeNumber('page', { min: 1, max: 100_000 }).default(1),
  per_page: textWholeNumber('per page', { min: 10, max: 100 }).default(20),
});
export const creditNoteListResponseSchema = z.object({ data: z.array(creditNoteJsonSchema), meta: paginationMetaSchema });
