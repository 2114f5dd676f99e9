// Issue #18: suggestions as the buyer types (GET /api/search/suggest). The search page's facets are in
// catalogue.ts, with the answer of GET /api/products that carries them.
import { z } from 'zod';
import { categoryLinkSchema, STOCK_STATUSES } from './catalogue.ts';
import { searchText } from './text.ts';

/** At most this many products and categories in one suggestion answer. */
export const SUGGEST_PRODUCT_LIMIT = 8;
export const SUGGEST_CATEGORY_LIMIT = 3;

/** `q` empty or only spaces answers nothing; longer than the keyword limit, or with a NUL or lone surrogate, is a 422. */
export const suggestQuerySchema = z.object({
  q: searchText('search text').default(''),
});
export type SuggestQuery = z.infer<typeof suggestQuerySchema>;

/** One suggested product; `price` (cents, excluding GST) only for a signed-in viewer, as everywhere. */
export const suggestedProductSchema = z.object({
  id: z.number(),
  sku: z.string(),
  title: z.string(),
  image: z.string(),
  url: z.string(),
  price: z.number().int().optional(),
  /** Issue #30 Part 3: as the product's stock_status (absent where the product JSON has none). */
  stock_status: z.enum(STOCK_STATUSES).optional(),
});
export type SuggestedProduct = z.infer<typeof suggestedProductSchema>;

export const suggestResponseSchema = z.object({
  data: z.object({
    products: z.array(suggestedProductSchema),
    categories: z.array(categoryLinkSchema),
  }),
});
export type SuggestResponse = z.infer<typeof suggestResponseSchema>;
