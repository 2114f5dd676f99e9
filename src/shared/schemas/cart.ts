import { z } from 'zod';
import { NOTES_MAX_LENGTH, QUANTITY_MAX } from '../limits.ts';

// spec §5: quantities are whole numbers; no coercion ("1", 1.5, true, null are refused, never turned into 0 or 1).
const wholeNumber = (field: string) =>
  z.number({ error: `The ${field} must be a whole number.` }).int(`The ${field} must be a whole number.`);

/** spec §3 Cart add payload: id, qty, variant_id (0 by default). Single add clamps qty to 1..9999 (spec §5). */
export const cartAddBodySchema = z.object({
  id: wholeNumber('product id').positive('The selected product is invalid.'),
  qty: wholeNumber('quantity'),
  variant_id: wholeNumber('variant id').min(0).optional().default(0),
});
export type CartAddBody = z.infer<typeof cartAddBodySchema>;

/** spec §3 Cart update payload: key, id, qty. */
export const cartUpdateBodySchema = z.object({
  key: z.string().min(1).max(64),
  id: wholeNumber('product id').positive('The selected product is invalid.'),
  qty: wholeNumber('quantity').min(1, 'Product quantity should not be less than 1').max(QUANTITY_MAX, `Product quantity may not be greater than ${QUANTITY_MAX}`),
});
export type CartUpdateBody = z.infer<typeof cartUpdateBodySchema>;

/** spec §3 Multi-store payload: items (id = variant cell id, qty per cell), add_quantity. */
export const cartMultiStoreBodySchema = z.object({
  items: z
    .array(
      z.object({
        id: wholeNumber('item id').positive('The selected product is invalid.'),
        qty: wholeNumber('quantity').min(0).max(QUANTITY_MAX, `Product quantity may not be greater than ${QUANTITY_MAX}`),
      }),
    )
    .min(1, 'Product/s quantity should not be less than 1')
    .max(500),
  add_quantity: z.boolean().optional().default(true),
});
export type CartMultiStoreBody = z.infer<typeof cartMultiStoreBodySchema>;

const requiredText = (label: string, max = 255) =>
  z.string({ error: `The ${label} field is required.` }).trim().min(1, `The ${label} field is required.`).max(max, `The ${label} may not be greater than ${max} characters.`);
const optionalText = (label: string, max = 255) =>
  z.string().trim().max(max, `The ${label} may not be greater than ${max} characters.`).optional().default('');

/** spec §3 billing_info and §5 'Checkout billing': First Name, Last Name, Phone, Email, Address 1, Suburb, City, Post Code required. */
export const billingInfoSchema = z.object({
  first_name: requiredText('first name'),
  last_name: requiredText('last name'),
  company: optionalText('company'),
  phone: requiredText('phone', 40),
  email: z.string({ error: 'The email field is required.' }).trim().min(1, 'The email field is required.').max(254).email('The email must be a valid email address.'),
  line_1: requiredText('address 1'),
  line_2: optionalText('address 2'),
  suburb: requiredText('suburb'),
  city: requiredText('city'),
  region_id: wholeNumber('region').min(0).optional().default(0),
  country_id: wholeNumber('country').positive().optional().default(155),
  post_code: requiredText('post code', 20),
});
export type BillingInfo = z.infer<typeof billingInfoSchema>;

/** spec §3 shipping_info and §5 'Checkout shipping': city and purchase order number optional; notes at most 255. */
export const shippingInfoSchema = billingInfoSchema.extend({
  city: optionalText('city'),
  notes: optionalText('notes', NOTES_MAX_LENGTH),
  purchase_order_no: optionalText('purchase order number', 50),
});
export type ShippingInfo = z.infer<typeof shippingInfoSchema>;

export const checkoutShippingBodySchema = z.object({ shipping_info: shippingInfoSchema });
export const checkoutBillingBodySchema = z.object({ billing_info: billingInfoSchema });

/** spec §3 Cart item: id, key, title, price, qty, image, pimage (prices in cents; line_total = price × qty). */
export type CartItemJson = {
  id: number;
  key: string;
  title: string;
  sku: string;
  url: string;
  price: number;
  qty: number;
  line_total: number;
  image: string;
  pimage: string;
  variant_id: number;
  variant_label: string | null;
};

/** spec §3 Cart: items, items_count, shipping_info, billing_info, coupon_info, summary, settings. */
export type CartJson = {
  items: CartItemJson[];
  items_count: number;
  shipping_info: ShippingInfo | null;
  billing_info: BillingInfo | null;
  coupon_info: null;
  summary: { sub_total: number; tax_total: number; tax_percentage: number; shipping: number; discount: number; total: number };
  settings: { tax_inclusive: boolean; calculate_freight: boolean; free_shipping: boolean };
};

/** spec §3 Address, as checkout and My Account show it. */
export type AddressJson = {
  id: number;
  line_1: string;
  line_2: string | null;
  suburb: string;
  city: string;
  post_code: string;
  phone: string;
  primary: boolean;
  integration_code: string | null;
  country: { id: number; title: string };
  region: { id: number; name: string } | null;
};

export type CountryJson = { id: number; title: string; regions: { id: number; name: string }[] };

/** GET /api/checkout: everything the checkout page needs in one call. */
export type CheckoutJson = {
  cart: CartJson;
  addresses: AddressJson[];
  countries: CountryJson[];
  /** Whether the account may pay on account ('Confirm Order'); card payment is always offered. */
  can_pay_on_account: boolean;
  user: { first_name: string; last_name: string; email: string };
};
