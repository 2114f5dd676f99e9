// Quick order (issue #9 part 4): POST /api/quick-order/match, beyond the spec. One call matches every
// typed, pasted or uploaded line to a product by SKU (a product's or a variant cell's, exactly but for
// case) and then by title, and answers per input line number.
import { z } from 'zod';
import { QUICK_ORDER_LINES_MAX } from '../limits.ts';
import { QUICK_ORDER_QUERY_MAX_LENGTH, QUICK_ORDER_STATUSES } from '../quick-order-rules.ts';
import { productJsonSchema } from './catalogue.ts';
import { wholeNumber } from './numbers.ts';
import { lineText } from './text.ts';

// The rules the browser uses too live in a module without zod, so pages that need them do not load it.
export * from '../quick-order-rules.ts';

/**
 * POST /api/quick-order/match: lines [{ line, query, qty }]. `line` is the input's own line number (a
 * paste's or a file's), `query` a SKU or a product name, `qty` a number or the text as read (a bad
 * quantity is answered per line, not refused).
 */
export const quickOrderMatchBodySchema = z.object({
  lines: z
    .array(
      z.object({
        line: wholeNumber('line number').min(1, 'The line number is invalid.').max(10_000_000, 'The line number is invalid.'),
        query: lineText('SKU or product name')
          .trim()
          .min(1, 'Enter a SKU or product name.')
          .max(QUICK_ORDER_QUERY_MAX_LENGTH, `A SKU or product name may not be greater than ${QUICK_ORDER_QUERY_MAX_LENGTH} characters.`),
        qty: z.union([z.number({ error: 'The quantity must be a number or text.' }), lineText('quantity').max(20, 'The quantity is invalid.')], {
          error: 'The quantity must be a number or text.',
        }),
      }),
    )
    .min(1, 'Enter at least one line.')
    .max(QUICK_ORDER_LINES_MAX, `At most ${QUICK_ORDER_LINES_MAX} lines can be matched at once.`),
});
export type QuickOrderMatchBody = z.infer<typeof quickOrderMatchBodySchema>;

/** A matched product: the product fields of spec §3 with the viewer's price (a cell's own price for a cell). */
export const quickOrderProductJsonSchema = productJsonSchema.extend({
  variant_id: z.number().int().describe('The variant cell the SKU named, 0 for the product itself.'),
  variant_label: z.string().nullable(),
});
export type QuickOrderProductJson = z.infer<typeof quickOrderProductJsonSchema>;

/** Something to choose instead: a product found by the catalogue search, or an open cell of the product; `pack_size` as products carry it. */
export const quickOrderSuggestionJsonSchema = z.object({
  sku: z.string(),
  title: z.string(),
  variant_label: z.string().nullable(),
  price: z.number().int().describe('The viewer’s price in cents excl. GST.'),
  pack_size: z.number().int().nullable(),
});
export type QuickOrderSuggestionJson = z.infer<typeof quickOrderSuggestionJsonSchema>;

export const quickOrderLineJsonSchema = z.object({
  line: z.number().int().describe('The input line number this answers.'),
  query: z.string().describe('What was typed, trimmed.'),
  qty: z.number().int().nullable().describe('The quantity read, or null when it is not a whole number from 1 to 9999.'),
  status: z.enum(QUICK_ORDER_STATUSES),
  matched_by: z.enum(['sku', 'title']).nullable().describe('How the product was found; null when it was not.'),
  product: quickOrderProductJsonSchema.nullable().describe('The product for a matched line, and for a line whose only fault is its quantity.'),
  suggestions: z.array(quickOrderSuggestionJsonSchema).describe('Up to three for an unknown line; the open cells for needs_variant and restricted.'),
  message: z.string().nullable().describe('What the buyer reads for a line that is not matched; null when it is.'),
});
export type QuickOrderLineJson = z.infer<typeof quickOrderLineJsonSchema>;

export const quickOrderMatchResponseSchema = z.object({ data: z.object({ lines: z.array(quickOrderLineJsonSchema) }) });
export type QuickOrderMatchResponse = z.infer<typeof quickOrderMatchResponseSchema>;
