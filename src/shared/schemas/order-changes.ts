// Issue #30 Part 2: PATCH /admin/api/orders/{id}/lines, the desk changing a placed order before it leaves:
// a line's quantity up or down (0 removes it), and products added by SKU at the account's price.
import { z } from 'zod';
import { QUANTITY_MAX } from '../limits.ts';
import { code } from './pricing.ts';
import { staffOrderDetailJsonSchema } from './staff-orders.ts';

/** Lines one change may name: more than any order has. */
export const ORDER_CHANGE_LINES_MAX = 500;
/** Products one change may add. */
export const ORDER_CHANGE_ADDS_MAX = 100;

const quantity = (least: number) =>
  z
    .number({ error: 'The quantity must be a number.' })
    .int('The quantity must be a whole number.')
    .min(least, `The quantity must be at least ${least}.`)
    .max(QUANTITY_MAX, `The quantity may be at most ${QUANTITY_MAX.toLocaleString('en-NZ')}.`);

export const orderLinesChangeBodySchema = z
  .object({
    lines: z
      .array(z.object({ line_id: z.number({ error: 'The line_id must be a number.' }).int().positive(), qty: quantity(0) }), { error: 'lines must be a list of {line_id, qty}.' })
      .max(ORDER_CHANGE_LINES_MAX, `A change may name at most ${ORDER_CHANGE_LINES_MAX} lines.`)
      .default([])
      .describe("The order's lines (items[].id) and the quantity each should have now; 0 removes the line."),
    add: z
      .array(z.object({ sku: code('sku', 100), qty: quantity(1) }), { error: 'add must be a list of {sku, qty}.' })
      .max(ORDER_CHANGE_ADDS_MAX, `A change may add at most ${ORDER_CHANGE_ADDS_MAX} products.`)
      .optional()
      .describe("Products to add by SKU, at the account's price for that quantity; a SKU already on the order raises that line."),
  })
  .superRefine((body, context) => {
    const lineIds = new Set<number>();
    body.lines.forEach((line, index) => {
      if (lineIds.has(line.line_id)) context.addIssue({ code: 'custom', path: ['lines', index, 'line_id'], message: `Line ${line.line_id} is named twice: give it once with its new quantity.` });
      lineIds.add(line.line_id);
    });
    const skus = new Set<string>();
    body.add?.forEach((line, index) => {
      const key = line.sku.toUpperCase();
      if (skus.has(key)) context.addIssue({ code: 'custom', path: ['add', index, 'sku'], message: `${line.sku} is added twice: give it once with its whole quantity.` });
      skus.add(key);
    });
    if (body.lines.length === 0 && (body.add ?? []).length === 0) context.addIssue({ code: 'custom', path: ['lines'], message: 'Change the quantity of a line, or add a product.' });
  });
export type OrderLinesChangeBody = z.infer<typeof orderLinesChangeBodySchema>;

export const orderLinesChangeResponseSchema = z.object({
  data: z.object({
    order: staffOrderDetailJsonSchema,
    previous_total: z.number().int().describe('The order’s total before the change, in cents including GST.'),
    refunded: z.number().int().describe('What went back to the card, in cents (0 for an order on account).'),
    credit_note_number: z.string().nullable().describe('The credit note of a card-paid order’s reduction; null on account.'),
  }),
  message: z.string(),
});
export type OrderLinesChangeResponseJson = z.infer<typeof orderLinesChangeResponseSchema>;
