import { z } from 'zod';
import { deliveryDateField } from './delivery.ts';
import { QUANTITY_MAX, QUICK_ORDER_LINES_MAX } from '../limits.ts';
import {
  addressJsonSchema,
  billingInfoJsonSchema,
  billingInfoSchema,
  countryJsonSchema,
  shippingInfoJsonSchema,
  shippingInfoSchema,
} from './addresses.ts';
import { bodyId, bodyIdOrNone } from './ids.ts';
import { centsJson, wholeNumber } from './numbers.ts';
import { codeText } from './text.ts';

/** What an id that can name no product reads: the same as a product the account cannot buy (nothing is told apart). */
const PRODUCT_NOT_AVAILABLE = 'The selected product is not available.';

/** spec §3 Cart add payload: id, qty, variant_id (0 by default). Single add clamps qty to 1..9999 (spec §5). */
export const cartAddBodySchema = z.object({
  id: bodyId('product id', PRODUCT_NOT_AVAILABLE),
  qty: wholeNumber('quantity'),
  variant_id: bodyIdOrNone('variant id').optional().default(0),
});
export type CartAddBody = z.infer<typeof cartAddBodySchema>;

/** Line keys are 16 random bytes in base64url (22 characters); anything longer than this names no line. */
export const CART_KEY_MAX_LENGTH = 64;

/** spec §3 Cart update payload: key, id, qty. */
export const cartUpdateBodySchema = z.object({
  key: codeText('key').min(1).max(CART_KEY_MAX_LENGTH),
  id: bodyId('product id', PRODUCT_NOT_AVAILABLE),
  qty: wholeNumber('quantity').min(1, 'Product quantity should not be less than 1').max(QUANTITY_MAX, `Product quantity may not be greater than ${QUANTITY_MAX}`),
});
export type CartUpdateBody = z.infer<typeof cartUpdateBodySchema>;

/** DELETE /api/cart/{key}: only the characters are checked here; a key of any other length is an unknown line (404). */
export const cartKeyParamsSchema = z.object({ key: codeText('key') });

/**
 * spec §3 Multi-store payload: items, add_quantity. An item { id, qty } is a variant cell (id = cell id,
 * as the spec has it); an item { id, variant_id, qty } is a product and one of its cells, as in the cart
 * add payload (variant_id 0 = the product itself): 'Add all items to cart' of a fast order and quick
 * order's 'Add N lines to cart' send plain products and cells in one call.
 */
export const cartMultiStoreBodySchema = z.object({
  items: z
    .array(
      z.object({
        id: bodyId('item id', PRODUCT_NOT_AVAILABLE),
        variant_id: bodyIdOrNone('variant id').optional(),
        qty: wholeNumber('quantity').min(0).max(QUANTITY_MAX, `Product quantity may not be greater than ${QUANTITY_MAX}`),
      }),
    )
    .min(1, 'Product/s quantity should not be less than 1')
    .max(QUICK_ORDER_LINES_MAX, `At most ${QUICK_ORDER_LINES_MAX.toLocaleString('en-NZ')} products can be added at once.`),
  add_quantity: z.boolean().optional().default(true),
});
export type CartMultiStoreBody = z.infer<typeof cartMultiStoreBodySchema>;

export const checkoutShippingBodySchema = z.object({
  shipping_info: shippingInfoSchema,
  delivery_date: deliveryDateField.optional().describe('Issue #29: one of GET /api/checkout/delivery-dates; left out, the first open day when the order is placed.'),
});
export const checkoutBillingBodySchema = z.object({ billing_info: billingInfoSchema });

/** spec §3 Cart item: id, key, title, price, qty, image, pimage (prices in cents; line_total = price × qty). */
export const cartItemJsonSchema = z.object({
  id: z.number().int().describe('The product id.'),
  key: z.string().describe('The line: what an update (POST /api/cart with key) and DELETE /api/cart/{key} name.'),
  title: z.string(),
  sku: z.string(),
  url: z.string().describe("The product page's path."),
  price: centsJson("The account's unit price"),
  pack_size: z.number().int().nullable().describe("Beyond spec §3 (issue #16 item 7): the product's pack size, for 'Pack of 150 · $0.17 each'; null when sold by the unit."),
  qty: z.number().int(),
  line_total: centsJson('price × qty'),
  image: z.string().describe("The product's first picture."),
  pimage: z.string().describe("A variant cell's own picture when the line is a cell, else ''."),
  variant_id: z.number().int().describe('The variant cell; 0 for the product itself.'),
  variant_label: z.string().nullable().describe("The variant cell's label; null for the product itself."),
});
export type CartItemJson = z.infer<typeof cartItemJsonSchema>;

/** spec §3 Cart summary; GST is included in (or added to) the total as settings.tax_inclusive says. */
export const cartSummaryJsonSchema = z.object({
  sub_total: centsJson('The lines together'),
  tax_total: centsJson('GST'),
  tax_percentage: z.number().describe('The GST rate in percent (15).'),
  shipping: centsJson('Freight'),
  discount: centsJson('Discount'),
  total: centsJson('What is paid'),
});

/** spec §3 Cart: items, items_count, shipping_info, billing_info, coupon_info, summary, settings. */
export const cartJsonSchema = z.object({
  items: z.array(cartItemJsonSchema),
  items_count: z.number().int().describe('The sum of the quantities (the header badge).'),
  shipping_info: shippingInfoJsonSchema.nullable().describe('Saved by POST /api/checkout/shipping; null until then.'),
  billing_info: billingInfoJsonSchema.nullable().describe('Saved by POST /api/checkout/billing; null until then.'),
  coupon_info: z.null().describe('Always null: the store has no coupons.'),
  summary: cartSummaryJsonSchema,
  settings: z.object({ tax_inclusive: z.boolean(), calculate_freight: z.boolean(), free_shipping: z.boolean() }),
  delivery: z
    .object({
      zone: z.string().describe("The delivery zone of the saved delivery post code, else the default zone's ('' for an empty cart)."),
      delivery_date: z.string().nullable().describe('The delivery day chosen at checkout (YYYY-MM-DD); null until one is.'),
      free_over: centsJson('Goods (excl. GST) from which delivery is free in this zone').nullable(),
      add_for_free_delivery: centsJson('What more the goods need for free delivery, when at least half way there').nullable(),
    })
    .describe('Beyond spec §3 (issue #29): delivery for this cart; summary.shipping is its freight.'),
  message: z.string().optional().describe("Only when an add did less than asked (a line reached 9,999): what to tell the buyer instead of 'added'."),
});
export type CartJson = z.infer<typeof cartJsonSchema>;

/** GET /api/checkout: everything the checkout page needs in one call. */
export const checkoutJsonSchema = z.object({
  cart: cartJsonSchema,
  addresses: z.array(addressJsonSchema).describe("The account's delivery addresses, primary first."),
  countries: z.array(countryJsonSchema),
  can_pay_on_account: z.boolean().describe("Whether the account may pay on account ('Confirm Order'); card payment is always offered."),
  account_credit_refusal: z
    .string()
    .nullable()
    .describe("Issue #28: why 'Confirm Order' would be refused now for the account's credit hold or limit (it is checked again on confirming); null when it would not."),
  approval_reasons: z
    .array(z.string())
    .describe("Issue #29: why confirming would send the order for a manager's approval (the buyer's limits, the account's budgets), checked again on confirming; empty when it would not."),
  user: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }),
});
export type CheckoutJson = z.infer<typeof checkoutJsonSchema>;
