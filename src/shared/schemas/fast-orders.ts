// spec §3 'Fast order list' and §7 /api/fast-orders…: the wire shapes, with the spec's field names.
import { z } from 'zod';
import {
  FAST_ORDER_ADD_MAX,
  FAST_ORDER_REFERENCE_MAX_LENGTH,
  FAST_ORDER_TITLE_MAX_LENGTH,
  KEYWORD_MAX_LENGTH,
  QUANTITY_MAX,
} from '../limits.ts';
import { productJsonSchema } from './catalogue.ts';
import { bodyId, bodyIdOrNone } from './ids.ts';
import { wholeNumber } from './numbers.ts';
import { lineText } from './text.ts';

const id = (label: string) => bodyId(label, `The ${label} is invalid.`);
const usualQty = wholeNumber('quantity')
  .min(1, 'Product quantity should not be less than 1')
  .max(QUANTITY_MAX, `Product quantity may not be greater than ${QUANTITY_MAX}`);

const title = lineText('title', { error: 'The list title is required.' })
  .trim()
  .min(1, 'The list title is required.')
  .max(FAST_ORDER_TITLE_MAX_LENGTH, `The list title may not be greater than ${FAST_ORDER_TITLE_MAX_LENGTH} characters.`);
const referenceAddress = lineText('reference address')
  .trim()
  .max(FAST_ORDER_REFERENCE_MAX_LENGTH, `The reference address may not be greater than ${FAST_ORDER_REFERENCE_MAX_LENGTH} characters.`)
  .nullable()
  .optional();

/** GET /api/fast-orders: sort_order asc|desc, sort_field title|items ('Highest'/'Lowest' are items desc/asc), keyword (used above 2 characters). */
export const fastOrderListsQuerySchema = z.object({
  sort_order: z.enum(['asc', 'desc']).default('asc'),
  sort_field: z.enum(['title', 'items']).default('title'),
  keyword: lineText('keyword').trim().max(KEYWORD_MAX_LENGTH).optional(),
});
export type FastOrderListsQuery = z.infer<typeof fastOrderListsQuerySchema>;

/** GET /api/fast-orders/{id}: keyword filters items by title (used above 1 character). */
export const fastOrderDetailQuerySchema = z.object({ keyword: lineText('keyword').trim().max(KEYWORD_MAX_LENGTH).optional() });
export type FastOrderDetailQuery = z.infer<typeof fastOrderDetailQuerySchema>;

/**
 * POST /api/fast-orders: title, reference_address (or address), is_from_cart, sort, sortField.
 * is_from_cart: the list starts with the cart's lines and quantities. from_order_id (beyond the spec):
 * it starts with that past order's lines. sort/sortField are accepted as the spec sends them and do not
 * change the answer (the created list).
 */
export const createFastOrderListBodySchema = z
  .object({
    title,
    reference_address: referenceAddress,
    address: referenceAddress,
    is_from_cart: z.boolean().optional().default(false),
    from_order_id: id('order id').optional(),
    sort: z.enum(['asc', 'desc', 'highest', 'lowest']).optional(),
    sortField: z.enum(['title', 'items']).optional(),
  })
  .transform(({ address, reference_address, ...rest }) => ({ ...rest, reference_address: reference_address ?? address ?? null }))
  .refine((body) => !(body.is_from_cart && body.from_order_id !== undefined), {
    path: ['from_order_id'],
    message: 'Make a list from the cart or from an order, not both.',
  });
export type CreateFastOrderListBody = z.infer<typeof createFastOrderListBodySchema>;

/** PUT /api/fast-orders/{id}: title, reference_address (or address). */
export const updateFastOrderListBodySchema = z
  .object({ title, reference_address: referenceAddress, address: referenceAddress })
  .transform(({ address, reference_address, ...rest }) => ({ ...rest, reference_address: reference_address ?? address ?? null }));
export type UpdateFastOrderListBody = z.infer<typeof updateFastOrderListBodySchema>;

/**
 * POST /api/fast-order/add-products: lists (ids) and product_ids (spec), and for the variant matrix and
 * quick order items: [{ id: product id, variant_id: cell id or 0, qty: usual quantity }]. Adding what a
 * list already holds keeps one line (the usual quantity becomes the one sent in items; product_ids keep it).
 */
export const addToFastOrdersBodySchema = z
  .object({
    lists: z.array(id('list id')).min(1, 'Choose at least one list.').max(100),
    product_ids: z.array(id('product id')).max(FAST_ORDER_ADD_MAX).optional().default([]),
    items: z
      .array(z.object({ id: id('product id'), variant_id: bodyIdOrNone('variant id').optional().default(0), qty: usualQty.optional().default(1) }))
      .max(FAST_ORDER_ADD_MAX)
      .optional()
      .default([]),
  })
  .refine((body) => body.product_ids.length + body.items.length > 0, { path: ['product_ids'], message: 'Choose at least one product.' })
  .refine((body) => body.product_ids.length + body.items.length <= FAST_ORDER_ADD_MAX, {
    path: ['items'],
    message: `At most ${FAST_ORDER_ADD_MAX} products can be added at once.`,
  });
export type AddToFastOrdersBody = z.infer<typeof addToFastOrdersBodySchema>;

/** PUT /api/fast-order-items/{id} (beyond the spec): the item's usual quantity. */
export const updateFastOrderItemBodySchema = z.object({ qty: usualQty });
export type UpdateFastOrderItemBody = z.infer<typeof updateFastOrderItemBodySchema>;
/** PUT /api/fast-order-items/{id} answers the item's id and its new usual quantity. */
export const fastOrderItemQtyResponseSchema = z.object({ data: z.object({ fast_order_item_id: z.number().int(), qty: z.number().int() }) });
export type FastOrderItemQtyResponse = z.infer<typeof fastOrderItemQtyResponseSchema>;
/** POST /api/fast-order/add-products and DELETE /api/fast-order-items/{id} answer a message to show. */
export const fastOrderMessageResponseSchema = z.object({ message: z.string().describe('What to tell the buyer (spec §9 wording).') });
export type FastOrderMessageResponse = z.infer<typeof fastOrderMessageResponseSchema>;

/** spec §3 Fast order list: id, title, reference_address, item_count / items (the count). */
export const fastOrderListJsonSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  reference_address: z.string().nullable(),
  item_count: z.number().int().describe('How many items the list holds.'),
  items: z.number().int().describe('The same count as item_count (the spec uses both names).'),
  created_by: z.string().describe("Who made the list (first and last name), so colleagues sharing the account can tell; '' when that user is gone."),
  created_at: z.string().describe('ISO 8601 date and time.'),
  updated_at: z.string().describe('ISO 8601 date and time.'),
});
export type FastOrderListJson = z.infer<typeof fastOrderListJsonSchema>;
/** GET /api/fast-orders and DELETE /api/fast-orders/{id}: the lists in data.data (the spec's nesting). */
export const fastOrderListsResponseSchema = z.object({ data: z.object({ data: z.array(fastOrderListJsonSchema) }) });
export type FastOrderListsResponse = z.infer<typeof fastOrderListsResponseSchema>;
/** POST and PUT /api/fast-orders(/{id}): the list made or changed. */
export const fastOrderListResponseSchema = z.object({ data: fastOrderListJsonSchema });

/**
 * An item: the product fields of spec §3 (with the viewer's price while it is available) plus
 * fast_order_item_id, qty (the usual quantity), variant_id (0 for the product itself), variant_label and
 * available. An item whose product is no longer sold, deleted or hidden from the account keeps the title
 * and SKU it had when added, has available false and no price, and is never put in a cart.
 */
export const fastOrderItemJsonSchema = productJsonSchema.extend({
  fast_order_item_id: z.number(),
  qty: z.number().int().describe('The usual quantity.'),
  variant_id: z.number().describe('The variant cell saved, 0 for the product itself.'),
  variant_label: z.string().nullable(),
  available: z.boolean().describe('false: no longer to be bought as saved (no price is sent); never put in a cart.'),
});
export type FastOrderItemJson = z.infer<typeof fastOrderItemJsonSchema>;

/** Items grouped by their product's category; unavailable items whose category is unknown are grouped under id 0. */
export const fastOrderCategoryJsonSchema = z.object({
  id: z.number().int().describe('The category, 0 for items no longer available whose category is not told.'),
  title: z.string(),
  items: z.array(fastOrderItemJsonSchema),
});
export type FastOrderCategoryJson = z.infer<typeof fastOrderCategoryJsonSchema>;
export const fastOrderDetailJsonSchema = fastOrderListJsonSchema.extend({ categories: z.array(fastOrderCategoryJsonSchema) });
export type FastOrderDetailJson = z.infer<typeof fastOrderDetailJsonSchema>;
export const fastOrderDetailResponseSchema = z.object({ data: fastOrderDetailJsonSchema });
export type FastOrderDetailResponse = z.infer<typeof fastOrderDetailResponseSchema>;
/** DELETE /api/fast-orders/remove-all/{id}: the emptied list and the message to show. */
export const fastOrderEmptiedResponseSchema = fastOrderDetailResponseSchema.extend({ message: z.string() });

// The messages live in a module without zod, so the pages that show them do not load it.
export { FAST_ORDER_MESSAGES } from '../fast-order-messages.ts';
