// Issue #27 Part 3: the back office's price lists, customer groups and price check (/admin/api/, permission
// `pricing`). Entries and rules as the ERP's (schemas/pricing.ts); money in cents.
import { z } from 'zod';
import { paginationMetaSchema } from '../pagination.ts';
import { wholeNumber } from './numbers.ts';
import { categoryRuleSchema, code, day, name, priceListEntrySchema, PRICE_LIST_ENTRIES_MAX } from './pricing.ts';
import { codeText, searchText } from './text.ts';

const dayOrNone = (label: string) => day(label).nullable();
const page = z.union([z.string(), z.number()]).optional().transform((value, context) => {
  const number = Number(value ?? 1);
  if (!Number.isInteger(number) || number < 1 || number > 100_000) {
    context.addIssue({ code: 'custom', message: 'The page must be a whole number from 1.' });
    return z.NEVER;
  }
  return number;
});

export const priceListsQuerySchema = z.object({
  q: searchText('search').optional(),
  /** The lists an account gets: assigned to it, or to its group. */
  account_number: codeText('account number').trim().max(40).optional(),
  page,
});
export const priceListQuerySchema = z.object({ q: searchText('search').optional(), page });

export const createPriceListBodySchema = z
  .object({ code: code('code'), name: name('name'), valid_from: dayOrNone('valid from').optional(), valid_to: dayOrNone('valid to').optional(), active: z.boolean({ error: 'The active field must be true or false.' }).optional() })
  .superRefine((list, context) => {
    if (list.valid_from && list.valid_to && list.valid_to < list.valid_from) context.addIssue({ code: 'custom', path: ['valid_to'], message: 'The valid to date may not be before the valid from date.' });
  });
export type CreatePriceListBody = z.infer<typeof createPriceListBodySchema>;

export const updatePriceListBodySchema = z.object({
  name: name('name').optional(),
  valid_from: dayOrNone('valid from').optional(),
  valid_to: dayOrNone('valid to').optional(),
  active: z.boolean({ error: 'The active field must be true or false.' }).optional(),
  category_rules: z.array(categoryRuleSchema, { error: 'The category rules must be a list.' }).max(1_000, 'Send at most 1,000 category rules.').optional(),
});
export type UpdatePriceListBody = z.infer<typeof updatePriceListBodySchema>;

/** `replace: true`: `entries` is the whole set; false: `entries` are added or repriced and `remove` taken out (a page of changes). */
export const priceListEntriesBodySchema = z.object({
  replace: z.boolean({ error: 'Say whether the entries replace the list (true) or change it (false).' }),
  entries: z.array(priceListEntrySchema, { error: 'The entries must be a list.' }).max(PRICE_LIST_ENTRIES_MAX, `Send at most ${PRICE_LIST_ENTRIES_MAX.toLocaleString('en-NZ')} entries.`),
  remove: z
    .array(z.object({ sku: code('sku'), min_qty: wholeNumber('min qty').min(1, 'The min qty must be 1 or more.') }), { error: 'The entries to remove must be a list.' })
    .max(PRICE_LIST_ENTRIES_MAX)
    .optional()
    .transform((value) => value ?? []),
});
export type PriceListEntriesBody = z.infer<typeof priceListEntriesBodySchema>;

export const priceListAssignmentsBodySchema = z.object({
  account_numbers: z.array(code('account number'), { error: 'The account numbers must be a list.' }).max(10_000),
  group_codes: z.array(code('group code'), { error: 'The group codes must be a list.' }).max(1_000),
});
export type PriceListAssignmentsBody = z.infer<typeof priceListAssignmentsBodySchema>;

const entryJsonSchema = z.object({ sku: z.string(), min_qty: z.number().int(), price: z.number().int(), title: z.string().nullable().describe("The product's title; null when no product has the SKU now.") });
export const priceListSummaryJsonSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  active: z.boolean(),
  in_force: z.boolean().describe('Active and within its dates today (New Zealand).'),
  entries: z.number().int(),
  accounts: z.number().int(),
  groups: z.number().int(),
});
export type PriceListSummaryJson = z.infer<typeof priceListSummaryJsonSchema>;
export const priceListsResponseSchema = z.object({ data: z.array(priceListSummaryJsonSchema), meta: paginationMetaSchema });
export const priceListDetailResponseSchema = z.object({
  data: priceListSummaryJsonSchema.extend({
    category_rules: z.array(z.object({ category_id: z.number().int(), category_path: z.string(), percent_off: z.number() })),
    account_numbers: z.array(z.string()),
    group_codes: z.array(z.string()),
    entry_page: z.object({ data: z.array(entryJsonSchema), meta: paginationMetaSchema }),
  }),
});
export type PriceListDetailJson = z.infer<typeof priceListDetailResponseSchema>['data'];

export const customerGroupJsonSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string(), account_numbers: z.array(z.string()) });
export const customerGroupsQuerySchema = z.object({ account_number: codeText('account number').trim().max(40).optional() });
export type CustomerGroupJson = z.infer<typeof customerGroupJsonSchema>;
export const customerGroupsResponseSchema = z.object({ data: z.array(customerGroupJsonSchema) });
export const createCustomerGroupBodySchema = z.object({ code: code('code'), name: name('name'), account_numbers: z.array(code('account number')).max(10_000).optional().transform((value) => value ?? []) });
export const updateCustomerGroupBodySchema = z.object({ name: name('name').optional(), account_numbers: z.array(code('account number'), { error: 'The account numbers must be a list.' }).max(10_000).optional() });

export const priceCheckQuerySchema = z.object({
  account_number: code('account number'),
  sku: code('sku'),
  qty: z
    .string({ error: 'The qty field is required.' })
    .regex(/^\d{1,6}$/, 'The qty must be a whole number from 1.')
    .transform(Number)
    .refine((qty) => qty >= 1, 'The qty must be a whole number from 1.'),
});
export const priceCheckResponseSchema = z.object({
  data: z.object({
    price: z.number().int().describe('What the account pays for one at this quantity, in cents.'),
    price_source: z.enum(['list', 'special', 'contract']),
    price_list_code: z.string().nullable(),
    min_qty: z.number().int().describe('The quantity break that gave the price.'),
    list_price: z.number().int(),
    breaks: z.array(z.object({ min_qty: z.number().int(), price: z.number().int() })),
  }),
});
export type PriceCheckJson = z.infer<typeof priceCheckResponseSchema>['data'];

/** POST /admin/api/price-lists/{id}/entries/check: a CSV's entries, checked; nothing changes. */
export const priceListCsvCheckResponseSchema = z.object({
  data: z.object({
    entries: z.array(z.object({ line: z.number().int(), sku: z.string(), min_qty: z.number().int(), price: z.number().int() })),
    problems: z.array(z.object({ line: z.number().int(), field: z.enum(['sku', 'price', 'min_qty', 'file']), message: z.string() })),
    warnings: z.array(z.object({ line: z.number().int(), message: z.string() })).describe('A price above its list price: allowed (the lowest price still wins).'),
    summary: z.object({ rows: z.number().int(), added: z.number().int(), repriced: z.number().int(), removed: z.number().int(), unchanged: z.number().int() }),
  }),
});
export type PriceListCsvCheckJson = z.infer<typeof priceListCsvCheckResponseSchema>['data'];
