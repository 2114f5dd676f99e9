// Issue #19 Part 3: the integration API for the merchant's ERP (Authorization: Bearer <key>) and the
// back office's keys and webhooks (owners). Field names follow spec §3; a batch's errors are keyed by
// path ('products.3.price'), every bad record named, and a batch with any bad record changes nothing.
import { z } from 'zod';
import { requiredText } from './address-fields.ts';
import { addressLinesJsonSchema } from './admin-address-requests.ts';
import { centsAmount, textWholeNumber, wholeNumber } from './numbers.ts';
import { FULFILMENT_STATUSES, moveStatusSchema } from './orders.ts';
import { CARRIER_MAX_LENGTH, TRACKING_REF_MAX_LENGTH } from './staff-orders.ts';
import { codeText, lineText } from './text.ts';
import { backInStockOnSchema, lowStockThresholdSchema, stockOnHandSchema, stockPolicySchema } from './stock-fields.ts';
import { QUANTITY_MAX } from '../limits.ts';

import { API_KEY_SCOPES, WEBHOOK_EVENTS } from '../integration-choices.ts';

export { API_KEY_SCOPES, WEBHOOK_EVENTS } from '../integration-choices.ts';
export type { ApiKeyScope, WebhookEvent } from '../integration-choices.ts';

/** Records one batch may carry: all of them commit in one transaction, or none. */
export const INTEGRATION_BATCH_MAX = 1000;
export const ORDER_FEED_LIMIT_MAX = 1000;
export const ORDER_FEED_LIMIT_DEFAULT = 100;

const batchOf = <T extends z.ZodType>(item: T, label: string) =>
  z
    .array(item, { error: `The ${label} must be a list.` })
    .min(1, `Send at least one of the ${label}.`)
    .max(INTEGRATION_BATCH_MAX, `Send at most ${INTEGRATION_BATCH_MAX} ${label} at once.`);

/** A code the ERP keeps (an account's external_code, an address's integration_code, a SKU): exact, no control characters. */
const erpCode = (label: string, max = 100) =>
  codeText(label, { error: `The ${label} field is required.` })
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(max, `The ${label} may not be greater than ${max} characters.`);

/** An order-quantity rule: a whole number from 1, null for none, left out to keep it. */
const orderQuantity = (label: string) =>
  wholeNumber(label).min(1, `The ${label} must be 1 or more.`).max(QUANTITY_MAX, `The ${label} may be at most ${QUANTITY_MAX}.`).nullable().optional();

const flag = (label: string) => z.boolean({ error: `The ${label} field must be true or false.` });

// Issue #26 item 16: in the upserts a field left out keeps its stored value (a new record takes the
// field's default, or needs it: 'is required for a new …'), and null is 'none' where a field can be none.
const leftOutKeeps = `may not be null: leave it out to keep its value`;
/** A flag the ERP may leave out; null is no value for it. */
const keptFlag = (label: string) =>
  z.boolean({ error: (issue) => (issue.input === null ? `The ${label} field ${leftOutKeeps}.` : `The ${label} field must be true or false.`) }).optional();
/** Money the ERP may leave out, in cents; null is no amount. */
const keptCents = (label: string) => centsAmount(label, 100_000_000, `The ${label} ${leftOutKeeps}.`).optional();
/** A line of an address the ERP may leave out; null (or '') is none. */
const noneableText = (label: string, max = 255) =>
  lineText(label)
    .trim()
    .max(max, `The ${label} may not be greater than ${max} characters.`)
    .nullable()
    .optional()
    .transform((value) => (value === null ? '' : value));

/** A list of one or more of `values`, each once (a repeat is dropped). */
const choicesOf = <const T extends readonly [string, ...string[]]>(values: T, one: string, many: string) =>
  z
    .array(z.enum(values, { error: `A ${one} must be one of ${values.join(', ')}.` }), { error: `The ${many} must be a list.` })
    .min(1, `Choose at least one ${one}.`)
    .max(20, `Send at most 20 ${many}.`)
    .transform((chosen) => [...new Set(chosen)]);

// ---- Back office: keys ----

export const createApiKeyBodySchema = z.object({
  name: requiredText('name', 100),
  scopes: choicesOf(API_KEY_SCOPES, 'scope', 'scopes'),
});
export type CreateApiKeyBody = z.infer<typeof createApiKeyBodySchema>;

export const createdApiKeyResponseSchema = z.object({ data: z.object({ id: z.number(), key: z.string() }), message: z.string() });

export const apiKeyJsonSchema = z.object({
  id: z.number(),
  name: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKeyJson = z.infer<typeof apiKeyJsonSchema>;
export const apiKeyListResponseSchema = z.object({ data: z.array(apiKeyJsonSchema) });

// ---- Back office: webhooks ----

export const createWebhookBodySchema = z.object({
  url: codeText('url', { error: 'The url field is required.' })
    .trim()
    .max(500, 'The url may not be greater than 500 characters.')
    .pipe(z.url({ protocol: /^https?$/, error: 'The url must be an http:// or https:// address.' })),
  events: choicesOf(WEBHOOK_EVENTS, 'event', 'events'),
});
export type CreateWebhookBody = z.infer<typeof createWebhookBodySchema>;

export const createdWebhookResponseSchema = z.object({ data: z.object({ id: z.number(), secret: z.string() }), message: z.string() });

export const webhookJsonSchema = z.object({
  id: z.number(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  created_at: z.string(),
});
export type WebhookJson = z.infer<typeof webhookJsonSchema>;
export const webhookListResponseSchema = z.object({ data: z.array(webhookJsonSchema) });

export const webhookAttemptJsonSchema = z.object({
  attempted_at: z.string(),
  status_code: z.number().nullable(),
  error: z.string().nullable(),
  duration_ms: z.number(),
});
export const webhookDeliveryJsonSchema = z.object({
  id: z.number(),
  event: z.enum(WEBHOOK_EVENTS),
  event_id: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
  attempts: z.array(webhookAttemptJsonSchema),
});
export type WebhookDeliveryJson = z.infer<typeof webhookDeliveryJsonSchema>;
export const webhookDeliveriesResponseSchema = z.object({ data: z.array(webhookDeliveryJsonSchema) });

/**
 * The `data` of an `address_request.applied` event (issue #26): staff applied a customer's change to an
 * address, which the ERP's next sync would otherwise put back. `address` is the address as applied,
 * `previous` as it was; the address is the ERP's by `integration_code` within the account.
 */
export const addressRequestAppliedDataSchema = z.object({
  request_id: z.number().int(),
  account_number: z.string(),
  account_external_code: z.string().nullable(),
  address_id: z.number().int(),
  integration_code: z.string().nullable(),
  address: addressLinesJsonSchema,
  previous: addressLinesJsonSchema,
  applied_at: z.iso.datetime(),
});
export type AddressRequestAppliedData = z.infer<typeof addressRequestAppliedDataSchema>;

export const webhookDeliveryParamsSchema = z.object({
  id: textWholeNumber('id', { min: 1, max: 2_147_483_647 }),
  delivery_id: textWholeNumber('delivery id', { min: 1, max: Number.MAX_SAFE_INTEGER }),
});

// ---- Integration: upserts ----

/** An address by its code: left out fields keep an existing address's values; a new one needs line 1, city and post code. */
export const integrationAddressSchema = z.object({
  integration_code: erpCode('integration code'),
  line_1: requiredText('line 1').optional(),
  line_2: noneableText('line 2'),
  suburb: noneableText('suburb'),
  city: requiredText('city').optional(),
  post_code: requiredText('post code', 20).optional(),
  phone: noneableText('phone', 40),
  primary: flag('primary').nullable().optional().transform((value) => value ?? false),
});

/**
 * An account by its external code: left out fields keep an existing account's values; a new one needs its
 * number and name (integration-sync.service.ts checks them against the stored accounts). The addresses
 * sent are all its synced addresses (one not sent is deleted); left out, they are kept.
 */
export const integrationAccountSchema = z.object({
  external_code: erpCode('external code'),
  account_number: erpCode('account number', 40),
  name: requiredText('name', 120),
  can_pay_on_account: keptFlag('can pay on account'),
  can_switch_accounts: keptFlag('can switch accounts'),
  /** Issue #28: the most the account may owe on account, in cents; null: no limit; left out: kept. */
  credit_limit: centsAmount('credit limit', 1_000_000_000).nullable().optional(),
  /** Issue #28: on hold, no orders on account; left out: kept. */
  credit_hold: keptFlag('credit hold'),
  addresses: z
    .array(integrationAddressSchema, { error: 'The addresses must be a list.' })
    .max(100, 'Send at most 100 addresses per account.')
    .optional(),
}).partial({ account_number: true, name: true });
export type IntegrationAccount = z.infer<typeof integrationAccountSchema>;
export type IntegrationAddress = z.infer<typeof integrationAddressSchema>;

export const upsertAccountsBodySchema = z.object({ accounts: batchOf(integrationAccountSchema, 'accounts') });
export type UpsertAccountsBody = z.infer<typeof upsertAccountsBodySchema>;

/**
 * A product by SKU: a field left out keeps its value. A price sent without a base price keeps the stored
 * base price, unless it rises above it: the base price then follows and the special ends (as a CSV does).
 */
export const integrationProductSchema = z.object({
  sku: erpCode('sku'),
  price: keptCents('price'),
  base_price: keptCents('base price'),
  on_sale: keptFlag('on sale'),
  active: keptFlag('active'),
  /** null: the ERP keeps no stock figure for it (not tracked); sent, it replaces the store's count. */
  stock_on_hand: stockOnHandSchema.optional().describe('Units on hand (below 0: owed on back orders); sent, it replaces the store’s count; null: not tracked; left out: kept.'),
  /** Issue #30 Part 3: allow_backorder, or stop (an order for more than is on hand is refused); left out: kept. */
  stock_policy: stockPolicySchema(`The stock policy ${leftOutKeeps}.`).optional().describe('allow_backorder: orders beyond the stock on hand are taken; stop: an order for more than is on hand is refused. Left out: kept (a product starts at allow_backorder).'),
  /** Issue #30 Part 3: 'Low stock' at or below this many; null: the store's default; left out: kept. */
  low_stock_threshold: lowStockThresholdSchema.optional().describe('‘Low stock’ at or below this many units (0 to 1,000,000); null: the store’s default (LOW_STOCK_THRESHOLD); left out: kept.'),
  /** Issue #30 Part 3: the day more is expected (YYYY-MM-DD); null: none said; left out: kept. */
  back_in_stock_on: backInStockOnSchema.optional().describe('The day more is expected, YYYY-MM-DD (‘Back in stock around …’); null: none said; left out: kept.'),
  /** Issue #27: the least a cart line may hold, the multiple it comes in, the most; null: no rule; left out: kept. */
  min_order_qty: orderQuantity('min order qty'),
  order_multiple: orderQuantity('order multiple'),
  max_order_qty: orderQuantity('max order qty'),
});
export type IntegrationProduct = z.infer<typeof integrationProductSchema>;

export const upsertProductsBodySchema = z.object({ products: batchOf(integrationProductSchema, 'products') });
export type UpsertProductsBody = z.infer<typeof upsertProductsBodySchema>;

export const hiddenAccountsBodySchema = z.object({
  account_numbers: z
    .array(erpCode('account number', 40), { error: 'The account numbers must be a list.' })
    .max(INTEGRATION_BATCH_MAX, `Send at most ${INTEGRATION_BATCH_MAX} account numbers.`)
    .transform((numbers) => [...new Set(numbers)]),
});
export type HiddenAccountsBody = z.infer<typeof hiddenAccountsBodySchema>;

export const upsertResponseSchema = z.object({
  data: z.object({ received: z.number(), created: z.number(), updated: z.number(), unchanged: z.number() }),
});
export type UpsertResult = z.infer<typeof upsertResponseSchema>['data'];

export const hiddenAccountsResponseSchema = z.object({ data: z.object({ id: z.number(), account_numbers: z.array(z.string()) }) });

// ---- Integration: orders ----

export const orderFeedQuerySchema = z.object({
  after: codeText('after')
    .max(200, 'The after cursor is not one this feed gave.')
    .optional(),
  limit: textWholeNumber('limit', { min: 1, max: ORDER_FEED_LIMIT_MAX }).default(ORDER_FEED_LIMIT_DEFAULT),
});
export type OrderFeedQuery = z.infer<typeof orderFeedQuerySchema>;

/** Issue #30 Part 2: one shipment of an order, in the feed and the order.shipped webhook. */
export const feedShipmentJsonSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  carrier: z.string(),
  tracking_ref: z.string().nullable(),
  created_at: z.string(),
  lines: z.array(z.object({ line_id: z.number().int(), sku: z.string(), qty: z.number().int() })),
});

/**
 * An order's shipping_info or billing_info as saved at checkout (spec §7), with the region and country named
 * beside their ids (issue #26 item 20); each is null where its id names none (region_id 0: no region).
 */
const feedAddressSchema = z.looseObject({
  region_id: z.number().int(),
  region: z.string().nullable().describe('The region’s name, e.g. Auckland; null for region_id 0.'),
  country_id: z.number().int(),
  country: z.string().nullable().describe('The country’s name, e.g. New Zealand.'),
  country_code: z.string().length(2).nullable().describe('The country’s ISO 3166-1 alpha-2 code, e.g. NZ.'),
});
export const feedOrderJsonSchema = z.object({
  id: z.number(),
  order_number: z.string(),
  account_number: z.string(),
  account_external_code: z.string().nullable(),
  created_at: z.string(),
  status: z.string(),
  fulfilment_status: z.enum(FULFILMENT_STATUSES),
  payment_method: z.string(),
  purchase_order_no: z.string(),
  shipping_info: feedAddressSchema,
  billing_info: feedAddressSchema,
  sub_total: z.number(),
  tax_total: z.number(),
  shipping: z.number(),
  discount: z.number(),
  total: z.number(),
  delivery_date: z.string().nullable().describe('Issue #29: the New Zealand day it is delivered on (YYYY-MM-DD); null for orders from before delivery days.'),
  delivery_zone: z.string().nullable().describe('The delivery zone it went to.'),
  lines: z.array(z.object({ id: z.number().int().describe('The line id (line_id).'), sku: z.string(), title: z.string(), variant_id: z.number(), unit_price: z.number(), qty: z.number(), line_total: z.number(), shipped_qty: z.number().describe('How many of qty have left (issue #30).') })),
  shipments: z.array(feedShipmentJsonSchema).describe('Issue #30: what has left, oldest first (empty when the order is handed out at placing).'),
});
export type FeedOrderJson = z.infer<typeof feedOrderJsonSchema>;
export const orderFeedResponseSchema = z.object({ data: z.array(feedOrderJsonSchema), next: z.string().nullable() });

export const orderNumberParamsSchema = z.object({
  order_number: codeText('order number').max(40, 'The order number may not be greater than 40 characters.'),
});

export const integrationStatusBodySchema = z.object({
  status: moveStatusSchema,
  carrier: lineText('carrier').trim().max(CARRIER_MAX_LENGTH).nullish(),
  tracking_ref: lineText('tracking ref').trim().max(TRACKING_REF_MAX_LENGTH).nullish(),
});
export type IntegrationStatusBody = z.infer<typeof integrationStatusBodySchema>;

export const integrationStatusResponseSchema = z.object({
  data: z.object({ order_number: z.string(), fulfilment_status: z.enum(FULFILMENT_STATUSES), carrier: z.string().nullable(), tracking_ref: z.string().nullable() }),
});
