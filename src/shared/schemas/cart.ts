import { z } from 'zod';
import { QUANTITY_MAX, QUICK_ORDER_LINES_MAX } from '../limits.ts';
import { billingInfoSchema, shippingInfoSchema, type AddressJson, type BillingInfo, type CountryJson, type ShippingInfo } from './addresses.ts';
import { bodyId, bodyIdOrNone } from './ids.ts';
import { wholeNumber } from './numbers.ts';
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
  /** Beyond spec §3 (issue #16 item 7): the product's pack size, for 'Pack of 150 · $0.17 each'; null when sold by the unit. */
  pack_size: number | null;
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
  /** Only when an add did less than asked (a line reached 9,999): what to tell the buyer instead of 'added'. */
  message?: string;
};

/** GET /api/checkout: everything the checkout page needs in one call. */
export type CheckoutJson = {
  cart: CartJson;
  addresses: AddressJson[];
  countries: CountryJson[];
  /** Whether the account may pay on account ('Confirm Order'); card payment is always offered. */
  can_pay_on_account: boolean;
  user: { first_name: string; last_name: string; email: string };
};
