// Issue #27: contract prices. Customer groups and price lists as the ERP sends them (upserts by code,
// all or nothing, errors keyed by path: 'price_lists.0.entries.12.price'), and as the back office reads them.
import { z } from 'zod';
import { centsAmount, wholeNumber } from './numbers.ts';
import { codeText, lineText } from './text.ts';

/** One list may carry this many entries in one call. */
export const PRICE_LIST_ENTRIES_MAX = 20_000;
/** Lists or groups one call may carry. */
export const PRICING_BATCH_MAX = 100;
/** The highest price an entry may have, in cents ($1,000,000). */
export const PRICE_LIST_PRICE_MAX = 100_000_000;

/** A code the merchant keeps (a list's, a group's, an account number): exact, no control characters. */
export const code = (label: string, max = 40) =>
  codeText(label, { error: `The ${label} field is required.` })
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(max, `The ${label} may not be greater than ${max} characters.`);

export const name = (label: string) =>
  lineText(label, { error: `The ${label} field is required.` })
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(120, `The ${label} may not be greater than 120 characters.`);

/** A New Zealand day, 'YYYY-MM-DD', that exists on the calendar. */
export const day = (label: string) =>
  codeText(label)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `The ${label} must be a date written YYYY-MM-DD.`)
    .refine((text) => {
      const date = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
    }, `The ${label} is not a date on the calendar.`);

const listOf = <T extends z.ZodType>(item: T, label: string, max: number) =>
  z.array(item, { error: `The ${label} must be a list.` }).max(max, `Send at most ${max.toLocaleString('en-NZ')} ${label}.`);

export const priceListEntrySchema = z.object({
  sku: code('sku', 100),
  min_qty: wholeNumber('min qty').min(1, 'The min qty must be 1 or more.').max(100_000, 'The min qty may be at most 100,000.'),
  price: centsAmount('price', PRICE_LIST_PRICE_MAX),
});
export type PriceListEntryBody = z.infer<typeof priceListEntrySchema>;

export const categoryRuleSchema = z.object({
  category_path: codeText('category path').trim().min(1, 'The category path field is required.').max(500, 'The category path may not be greater than 500 characters.'),
  percent_off: z
    .number({ error: 'The percent off must be a number from 0 to 100.' })
    .min(0, 'The percent off must be a number from 0 to 100.')
    .max(100, 'The percent off must be a number from 0 to 100.')
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9, 'The percent off may have at most two decimals.'),
});
export type CategoryRuleBody = z.infer<typeof categoryRuleSchema>;

export const integrationPriceListSchema = z
  .object({
    code: code('code'),
    name: name('name'),
    valid_from: day('valid from').nullable().optional().transform((value) => value ?? null),
    valid_to: day('valid to').nullable().optional().transform((value) => value ?? null),
    active: z.boolean({ error: 'The active field must be true or false.' }),
    entries: listOf(priceListEntrySchema, 'entries', PRICE_LIST_ENTRIES_MAX),
    category_rules: listOf(categoryRuleSchema, 'category rules', 1_000).optional().transform((value) => value ?? []),
    account_numbers: listOf(code('account number'), 'account numbers', 10_000),
    group_codes: listOf(code('group code'), 'group codes', 1_000),
  })
  .superRefine((list, context) => {
    if (list.valid_from && list.valid_to && list.valid_to < list.valid_from) {
      context.addIssue({ code: 'custom', path: ['valid_to'], message: 'The valid to date may not be before the valid from date.' });
    }
  });
export type IntegrationPriceList = z.infer<typeof integrationPriceListSchema>;

export const upsertPriceListsBodySchema = z.object({
  price_lists: listOf(integrationPriceListSchema, 'price lists', PRICING_BATCH_MAX).min(1, 'Send at least one price list.'),
});
export type UpsertPriceListsBody = z.infer<typeof upsertPriceListsBodySchema>;

export const integrationCustomerGroupSchema = z.object({
  code: code('code'),
  name: name('name'),
  account_numbers: listOf(code('account number'), 'account numbers', 10_000),
});
export type IntegrationCustomerGroup = z.infer<typeof integrationCustomerGroupSchema>;

export const upsertCustomerGroupsBodySchema = z.object({
  groups: listOf(integrationCustomerGroupSchema, 'groups', PRICING_BATCH_MAX).min(1, 'Send at least one group.'),
});
export type UpsertCustomerGroupsBody = z.infer<typeof upsertCustomerGroupsBodySchema>;

export const pricingUpsertResponseSchema = z.object({
  data: z.object({ received: z.number(), created: z.number(), updated: z.number(), unchanged: z.number() }),
});
export type PricingUpsertResult = z.infer<typeof pricingUpsertResponseSchema>['data'];
