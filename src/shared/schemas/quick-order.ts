// Quick order (issue #9 part 4): POST /api/quick-order/match, beyond the spec. One call matches every
// typed, pasted or uploaded line to a product by SKU (a product's or a variant cell's, exactly but for
// case) and then by title, and answers per input line number.
import { z } from 'zod';
import { QUICK_ORDER_LINES_MAX } from '../limits.ts';
import { QUICK_ORDER_QUERY_MAX_LENGTH, type QuickOrderStatus } from '../quick-order-rules.ts';
import type { ProductJson } from './catalogue.ts';
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
export type QuickOrderProductJson = ProductJson & { variant_id: number; variant_label: string | null };

/** Something to choose instead: a product found by the catalogue search, or an open cell of the product; `pack_size` as products carry it. */
export type QuickOrderSuggestionJson = { sku: string; title: string; variant_label: string | null; price?: number; pack_size: number | null };

export type QuickOrderLineJson = {
  line: number;
  /** What was typed, trimmed. */
  query: string;
  /** The quantity read, or null when it is not a whole number from 1 to 9999. */
  qty: number | null;
  status: QuickOrderStatus;
  /** How the product was found; null when it was not. */
  matched_by: 'sku' | 'title' | null;
  /** The product for a matched line, and for a line whose only fault is its quantity. */
  product: QuickOrderProductJson | null;
  /** Up to three for an unknown line; the open cells for needs_variant and restricted. */
  suggestions: QuickOrderSuggestionJson[];
  message: string | null;
};

export type QuickOrderMatchResponse = { data: { lines: QuickOrderLineJson[] } };
