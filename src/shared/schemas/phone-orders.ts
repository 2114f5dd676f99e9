// Issue #30 Part 4: orders the desk takes for an account by phone. The desk quotes lines by SKU at the
// account's prices (POST /admin/api/accounts/{id}/orders/quote), then places them on account or e-mails
// the buyer a link to pay by card (POST /admin/api/accounts/{id}/orders); the buyer pays such an order
// from its page (POST /api/phone-orders/{id}/pay).
import { z } from 'zod';
import { QUANTITY_MAX } from '../limits.ts';
import { optionalText } from './address-fields.ts';
import { bodyId } from './ids.ts';
import { code } from './pricing.ts';
import { codeText } from './text.ts';

/** Lines one order taken by phone may have. */
export const PHONE_ORDER_LINES_MAX = 200;

const quantity = z
  .number({ error: 'The quantity must be a number.' })
  .int('The quantity must be a whole number.')
  .min(1, 'The quantity must be at least 1.')
  .max(QUANTITY_MAX, `The quantity may be at most ${QUANTITY_MAX.toLocaleString('en-NZ')}.`);

const linesSchema = z
  .array(z.object({ sku: code('sku', 100), qty: quantity }), { error: 'lines must be a list of {sku, qty}.' })
  .max(PHONE_ORDER_LINES_MAX, `An order may have at most ${PHONE_ORDER_LINES_MAX} lines.`)
  .superRefine((lines, context) => {
    const seen = new Set<string>();
    lines.forEach((line, index) => {
      const sku = line.sku.toLowerCase();
      if (seen.has(sku)) context.addIssue({ code: 'custom', path: [index, 'sku'], message: `${line.sku} is on the order already: give it once with the whole quantity.` });
      seen.add(sku);
    });
  })
  .describe("Products by SKU, as the account sees the catalogue, and the quantity of each (the product's minimum, multiple and maximum apply).");

const deliveryAddressId = bodyId('delivery address id').optional().describe("One of the account's addresses (another's is a 404); none: the account's primary address.");

export const phoneOrderQuoteBodySchema = z.object({ lines: linesSchema, delivery_address_id: deliveryAddressId });
export type PhoneOrderQuoteBody = z.infer<typeof phoneOrderQuoteBodySchema>;

export const PHONE_ORDER_PAYMENTS = ['account', 'card_link'] as const;

export const phoneOrderBodySchema = z.object({
  lines: linesSchema.refine((lines) => lines.length > 0, 'Add at least one product.'),
  purchase_order_no: optionalText('purchase order number', 50).describe("The buyer's purchase order number; '' or none when they have none."),
  delivery_address_id: deliveryAddressId,
  payment: z.enum(PHONE_ORDER_PAYMENTS, { error: "The payment must be 'account' or 'card_link'." }).describe("account: placed on account at once. card_link: the buyer is e-mailed a link to pay by card; the order waits for the payment."),
  idempotency_key: codeText('idempotency key', { error: 'The idempotency key field is required.' })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'The idempotency key must be 8 to 64 letters, digits, - or _.')
    .describe('A key the form makes once per order (a UUID): sending the same key again answers the order already placed.'),
});
export type PhoneOrderBody = z.infer<typeof phoneOrderBodySchema>;

const quotedLineSchema = z.object({
  sku: z.string(),
  title: z.string(),
  qty: z.number().int(),
  unit_price: z.number().int().describe("The account's price for this quantity, cents excl. GST."),
  line_total: z.number().int(),
});

export const phoneOrderQuoteJsonSchema = z.object({
  lines: z.array(quotedLineSchema),
  sub_total: z.number().int().describe('Cents; excl. GST unless the store shows prices incl. GST.'),
  freight: z.number().int().describe("The delivery zone's freight for the address, cents."),
  gst: z.number().int(),
  total: z.number().int().describe('Cents incl. GST: what the order will total.'),
  delivery_zone: z.string().describe("The address's delivery zone; '' when it is in none."),
});
export type PhoneOrderQuoteJson = z.infer<typeof phoneOrderQuoteJsonSchema>;
export const phoneOrderQuoteResponseSchema = z.object({ data: phoneOrderQuoteJsonSchema });

export const phoneOrderFormJsonSchema = z.object({
  account: z.object({ id: z.number().int(), account_number: z.string(), name: z.string(), can_pay_on_account: z.boolean(), credit_hold: z.boolean() }),
  buyer: z.object({ name: z.string(), email: z.string() }).nullable().describe('Whom the order is for and a payment link goes to: the longest-standing manager, else buyer; null when the account has none.'),
  addresses: z.array(z.object({ id: z.number().int(), text: z.string(), is_primary: z.boolean() })),
});
export type PhoneOrderFormJson = z.infer<typeof phoneOrderFormJsonSchema>;
export const phoneOrderFormResponseSchema = z.object({ data: phoneOrderFormJsonSchema });

export const phoneOrderPlacedJsonSchema = z.object({
  order_id: z.number().int(),
  order_number: z.string().nullable().describe('null for an order awaiting its card payment (numbered when paid).'),
  payment_reference: z.string().nullable().describe("A card order's 'PAY-…' reference."),
  payment: z.enum(PHONE_ORDER_PAYMENTS),
  total: z.number().int(),
  buyer_email: z.string(),
});
export type PhoneOrderPlacedJson = z.infer<typeof phoneOrderPlacedJsonSchema>;
export const phoneOrderPlacedResponseSchema = z.object({ data: phoneOrderPlacedJsonSchema, message: z.string() });
