// Issue #30 Part 5: GET /admin/api/search?q=, the back office header's search box.
import { z } from 'zod';
import { instantJson } from './dates.ts';
import { centsJson } from './numbers.ts';
import { FULFILMENT_STATUSES } from './orders.ts';
import { searchText } from './text.ts';

/** What each kind answers at most: the box shows a few of each, the lists show the rest. */
export const ADMIN_SEARCH_PER_KIND = 5;
/** Orders the box counts to when what is typed is in very many (a half-typed order number): it shows '100+'. */
export const ADMIN_SEARCH_COUNT_CAP = 100;

export const adminSearchQuerySchema = z.object({
  q: searchText('q').min(1, 'Type something to search for.'),
});
export type AdminSearchQuery = z.infer<typeof adminSearchQuerySchema>;

const kindOf = <T extends z.ZodType>(item: T, words: string) =>
  z
    .object({
      items: z.array(item),
      total: z.number().int().describe('How many the full list finds; for orders, at most 100 when is_more.'),
      is_more: z.boolean().describe('The full list finds more than total (orders only: words in very many orders are counted to 100).'),
      list_url: z.string().describe('The list screen filtered by q.'),
    })
    .nullable()
    .describe(words);

export const adminSearchJsonSchema = z.object({
  orders: kindOf(
    z.object({ id: z.number().int(), order_number: z.string(), account_name: z.string(), fulfilment_status: z.enum(FULFILMENT_STATUSES), total: centsJson("The order's total"), created_at: instantJson('When it was placed'), url: z.string() }),
    "Orders by number, PO number, a line's SKU or title, the buyer's e-mail or the account name, newest first; null for a role that does not see orders.",
  ),
  accounts: kindOf(
    z.object({ id: z.number().int(), account_number: z.string(), name: z.string(), url: z.string() }),
    "Accounts by number, name or a user's e-mail; null for a role without the accounts permission.",
  ),
  products: kindOf(
    z.object({ id: z.number().int(), sku: z.string(), title: z.string(), is_active: z.boolean(), url: z.string() }),
    'Products by SKU or title, exact SKU first; null for a role without the catalogue permission.',
  ),
});
export type AdminSearchJson = z.infer<typeof adminSearchJsonSchema>;
export const adminSearchResponseSchema = z.object({ data: adminSearchJsonSchema });
export type AdminSearchResponse = z.infer<typeof adminSearchResponseSchema>;
