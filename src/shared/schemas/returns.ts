// Returns on the wire (issue #30 Part 2): a buyer asks to send back lines of a delivered order, with a
// reason for each (a fixed choice, and words of their own when they wish); the desk approves with
// instructions or declines with a reason, then receives the goods (restock or not), which credits them.
import { z } from 'zod';
import { QUANTITY_MAX } from '../limits.ts';
import { paginationMetaSchema } from '../pagination.ts';
import { adminPageFields } from './admin-lists.ts';
import { bodyId } from './ids.ts';
import { centsJson, textWholeNumber, wholeNumber } from './numbers.ts';
import { lineText, linesText } from './text.ts';
import { RETURN_REASONS, RETURN_STATUSES } from '../return-words.ts';

export { RETURN_REASONS, RETURN_REASON_WORDS, RETURN_STATUSES, returnNumberOf, type ReturnReason, type ReturnStatus } from '../return-words.ts';

/** Lines one return may name: more than any order has. */
export const RETURN_LINES_MAX = 500;
export const RETURN_NOTE_MAX = 2000;
export const RETURN_DETAIL_MAX = 500;

export const createReturnBodySchema = z
  .object({
    order_id: bodyId('order_id'),
    lines: z
      .array(
        z.object({
          line_id: bodyId('line_id'),
          qty: wholeNumber('qty').min(1, 'The qty must be 1 or more.').max(QUANTITY_MAX, `The qty may be at most ${QUANTITY_MAX.toLocaleString('en-NZ')}.`),
          reason: z.enum(RETURN_REASONS, { error: `The reason must be one of ${RETURN_REASONS.join(', ')}.` }),
          detail: lineText('detail').trim().max(RETURN_DETAIL_MAX, `The detail may not be greater than ${RETURN_DETAIL_MAX} characters.`).default(''),
        }),
        { error: 'lines must be a list of {line_id, qty, reason}.' },
      )
      .min(1, 'Choose at least one line to return.')
      .max(RETURN_LINES_MAX, `A return may name at most ${RETURN_LINES_MAX} lines.`),
    note: linesText('note').trim().max(RETURN_NOTE_MAX, `The note may not be greater than ${RETURN_NOTE_MAX} characters.`).default(''),
  })
  .superRefine((body, context) => {
    const seen = new Set<number>();
    body.lines.forEach((line, index) => {
      if (seen.has(line.line_id)) context.addIssue({ code: 'custom', path: ['lines', index, 'line_id'], message: `Line ${line.line_id} is named twice: give it once with its whole quantity.` });
      seen.add(line.line_id);
    });
  });
export type CreateReturnBody = z.infer<typeof createReturnBodySchema>;

export const returnListQuerySchema = z.object({
  page: textWholeNumber('page', { min: 1, max: 100_000 }).default(1),
  per_page: textWholeNumber('per page', { min: 1, max: 100 }).default(20),
});
export type ReturnListQuery = z.infer<typeof returnListQuerySchema>;

export const adminReturnListQuerySchema = z.object({
  status: z.enum(RETURN_STATUSES, { error: `The status must be one of ${RETURN_STATUSES.join(', ')}.` }).optional(),
  ...adminPageFields,
});
export type AdminReturnListQuery = z.infer<typeof adminReturnListQuerySchema>;

const staffWords = (field: string, max: number) =>
  linesText(field, { error: `The ${field} field is required.` })
    .trim()
    .min(1, `The ${field} field is required.`)
    .max(max, `The ${field} may not be greater than ${max} characters.`);

/** POST /admin/api/returns/{id}/approve: how to send the goods back (e-mailed to the buyer as written). */
export const approveReturnBodySchema = z.object({ instructions: staffWords('instructions', 2000) });
export type ApproveReturnBody = z.infer<typeof approveReturnBodySchema>;

/** POST /admin/api/returns/{id}/decline: why (e-mailed to the buyer as written). */
export const declineReturnBodySchema = z.object({ reason: staffWords('reason', 1000) });
export type DeclineReturnBody = z.infer<typeof declineReturnBodySchema>;

/** POST /admin/api/returns/{id}/receive: whether the goods go back on the shelf. */
export const receiveReturnBodySchema = z.object({ restock: z.boolean({ error: 'The restock field must be true or false.' }) });
export type ReceiveReturnBody = z.infer<typeof receiveReturnBodySchema>;

export const returnLineJsonSchema = z.object({
  line_id: z.number().int(),
  sku: z.string(),
  title: z.string(),
  qty: z.number().int(),
  unit_price: centsJson('The price of one, excluding GST, as ordered'),
  reason: z.enum(RETURN_REASONS),
  detail: z.string(),
});

export const returnJsonSchema = z.object({
  id: z.number().int(),
  return_number: z.string().describe("'RET-' and the id, six digits at least."),
  order_id: z.number().int(),
  order_number: z.string(),
  status: z.enum(RETURN_STATUSES),
  note: z.string(),
  instructions: z.string().nullable(),
  decline_reason: z.string().nullable(),
  restock: z.boolean().nullable(),
  lines: z.array(returnLineJsonSchema),
  credited_total: z.number().int().nullable().describe('What its credit notes credited, in cents including GST; null until credited.'),
  credit_note_numbers: z.array(z.string()),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  received_at: z.string().nullable(),
  credited_at: z.string().nullable(),
});
export type ReturnJson = z.infer<typeof returnJsonSchema>;

export const staffReturnJsonSchema = returnJsonSchema.extend({
  account_id: z.number().int(),
  account_number: z.string(),
  account_name: z.string(),
  requested_by: z.string().nullable().describe("The buyer's e-mail; null when the user was removed."),
  decided_by: z.string().nullable(),
  received_by: z.string().nullable(),
});
export type StaffReturnJson = z.infer<typeof staffReturnJsonSchema>;

export const returnResponseSchema = z.object({ data: returnJsonSchema });
export const returnListResponseSchema = z.object({ data: z.array(returnJsonSchema), meta: paginationMetaSchema });
export const staffReturnResponseSchema = z.object({ data: staffReturnJsonSchema, message: z.string().optional() });
export const staffReturnListResponseSchema = z.object({ data: z.array(staffReturnJsonSchema), meta: paginationMetaSchema });
export type ReturnListResponse = z.infer<typeof returnListResponseSchema>;
export type StaffReturnListResponse = z.infer<typeof staffReturnListResponseSchema>;
