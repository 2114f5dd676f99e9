// The back office's products (issue #19 Part 1): GET /admin/api/products?q&category_id&on_sale&active&low_stock&page&per_page,
// POST /admin/api/products, GET|PATCH /admin/api/products/{id}, POST /admin/api/products/{id}/images.
// Fields follow spec §3 under their wire names; money is integer cents excluding GST.
import { z } from 'zod';
import { adminPageFields } from './admin-lists.ts';
import { bodyId, textId } from './ids.ts';
import { pictureSourceSchema } from './media.ts';
import { QUANTITY_MAX } from '../limits.ts';
import { MONEY_INPUT_MAX_CENTS } from '../money-input.ts';
import { matrixCellName, priceAboveBaseError } from '../price-rules.ts';
import { isSitePath } from '../site-path.ts';
import { centsAmount, textWholeNumber, wholeNumber } from './numbers.ts';
import { backInStockOnSchema, lowStockThresholdSchema, stockOnHandSchema, stockPolicySchema } from './stock-fields.ts';
import { STOCK_LEVELS, STOCK_POLICIES } from '../stock-level.ts';
import { codeText, lineText, linesText, searchText } from './text.ts';

export const PRODUCT_TITLE_MAX = 200;
export const PRODUCT_DESCRIPTION_MAX = 20_000;
export const PRODUCT_IMAGES_MAX = 12;
export const MATRIX_SIZES_MAX = 20;
export const MATRIX_BLOCKS_MAX = 30;
/** The most a price may be: $999,999.99. */
export const PRICE_MAX_CENTS = MONEY_INPUT_MAX_CENTS;

const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const SKU_MESSAGE = "The SKU must be 1-64 letters, digits, '.', '_' or '-', starting with a letter or digit.";

const flag = (field: string) => z.enum(['0', '1'], { error: `The ${field} filter must be 0 or 1.` }).transform((value) => value === '1');

export const adminProductsQuerySchema = z.object({
  /** Through the store's search engine (issue #18) for active products; for inactive ones, each word must start a word of the title, SKU or description. */
  q: searchText('q').optional(),
  category_id: textId('category id').optional(),
  on_sale: flag('on sale').optional(),
  /** 1: active only, 0: inactive only; absent: both. */
  active: flag('active').optional(),
  /**
   * Issue #30 Part 3. 1: tracked products at or below their low-stock threshold (their own, else the store's
   * default), out of stock included; 0 or absent: every product.
   */
  low_stock: flag('low stock')
    .optional()
    .describe('1: tracked products at or below their own low-stock threshold, else the store’s default (LOW_STOCK_THRESHOLD), out of stock included.'),
  ...adminPageFields,
});
export type AdminProductsQuery = z.infer<typeof adminProductsQuerySchema>;

export const adminProductParamsSchema = z.object({ id: textId('id') });

const cents = (field: string) => centsAmount(field, PRICE_MAX_CENTS);
const sku = (field = 'SKU') => codeText(field).trim().regex(SKU, SKU_MESSAGE);
const label = (field: string, max: number) => lineText(field).trim().min(1, `The ${field} is required.`).max(max, `The ${field} may not be greater than ${max} characters.`);

export const variantMatrixBodySchema = z
  .object({
    block_type: label('block type', 40),
    sizes: z.array(label('size', 40)).min(1, 'Give at least one size.').max(MATRIX_SIZES_MAX, `At most ${MATRIX_SIZES_MAX} sizes.`),
    blocks: z
      .array(
        z.object({
          key: codeText('key').trim().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'The key must be 1-40 lower-case letters, digits or hyphens.'),
          label: label('label', 60),
          /** A hex colour ('#1d4ed8') or a path on this site. */
          swatch: codeText('swatch')
            .trim()
            .max(300, 'The swatch may not be greater than 300 characters.')
            .refine((swatch) => /^#[0-9a-fA-F]{6}$/.test(swatch) || isSitePath(swatch), "The swatch must be a colour like '#1d4ed8' or a path on this site."),
        }),
      )
      .min(1, 'Give at least one block.')
      .max(MATRIX_BLOCKS_MAX, `At most ${MATRIX_BLOCKS_MAX} blocks.`),
    /** One cell per block and size that is sold; a missing pair is shown as a restricted, empty cell. */
    cells: z
      .array(
        z.object({
          block_key: codeText('block key').trim().max(40),
          size: lineText('size').trim().max(40),
          sku: sku(),
          restrict: z.boolean({ error: 'The restrict field must be true or false.' }),
          /** The cell's own price; null: the product's. */
          price: cents('price').nullable(),
        }),
      )
      .max(MATRIX_SIZES_MAX * MATRIX_BLOCKS_MAX),
  })
  .superRefine((matrix, context) => {
    const keys = matrix.blocks.map((block) => block.key);
    keys.forEach((key, index) => {
      if (keys.indexOf(key) !== index) context.addIssue({ code: 'custom', path: ['blocks', index, 'key'], message: 'Each block needs its own key.' });
    });
    matrix.sizes.forEach((size, index) => {
      if (matrix.sizes.indexOf(size) !== index) context.addIssue({ code: 'custom', path: ['sizes', index], message: 'Each size may appear once.' });
    });
    const seen = new Set<string>();
    const cellOfSku = new Map<string, string>();
    matrix.cells.forEach((cell, index) => {
      if (!keys.includes(cell.block_key)) context.addIssue({ code: 'custom', path: ['cells', index, 'block_key'], message: 'No block has this key.' });
      if (!matrix.sizes.includes(cell.size)) context.addIssue({ code: 'custom', path: ['cells', index, 'size'], message: 'This size is not in the sizes.' });
      const pair = `${cell.block_key}\u0000${cell.size}`;
      if (seen.has(pair)) context.addIssue({ code: 'custom', path: ['cells', index, 'size'], message: 'This block and size already has a cell.' });
      const name = matrixCellName(matrix, cell);
      const first = cellOfSku.get(cell.sku);
      if (first !== undefined) context.addIssue({ code: 'custom', path: ['cells', index, 'sku'], message: `The SKU ${cell.sku} of ${name} is also the SKU of ${first}: each cell needs its own SKU.` });
      seen.add(pair);
      if (first === undefined) cellOfSku.set(cell.sku, name);
    });
  });
export type VariantMatrixBody = z.infer<typeof variantMatrixBodySchema>;

/** An existing picture, in the order wanted (the first is the primary), with its alt text. */
const imageOrderSchema = z.object({
  url: codeText('url').max(300),
  alt: lineText('alt').trim().max(200, 'The alt text may not be greater than 200 characters.'),
});

const orderQuantity = (label: string) =>
  wholeNumber(label).min(1, `The ${label} must be 1 or more.`).max(QUANTITY_MAX, `The ${label} may be at most ${QUANTITY_MAX}.`);

const productFields = {
  title: label('title', PRODUCT_TITLE_MAX),
  sku: sku(),
  price: cents('price'),
  base_price: cents('base price'),
  price_range_from: cents('price range from').nullable(),
  price_range_to: cents('price range to').nullable(),
  on_sale: z.boolean({ error: 'The on sale field must be true or false.' }),
  special_text: lineText('special text').trim().max(120, 'The special text may not be greater than 120 characters.').nullable(),
  category_id: bodyId('category id'),
  /** HTML (or plain text); cleaned on the server: no script, event handler or javascript: link survives. */
  description: linesText('description').max(PRODUCT_DESCRIPTION_MAX, `The description may not be greater than ${PRODUCT_DESCRIPTION_MAX} characters.`),
  active: z.boolean({ error: 'The active field must be true or false.' }),
  variants: variantMatrixBodySchema.nullable(),
  /** Issue #27: the least a cart line may hold, the multiple it comes in, the most; null: no rule. */
  min_order_qty: orderQuantity('least per order').nullable(),
  order_multiple: orderQuantity('multiple').nullable(),
  max_order_qty: orderQuantity('most per order').nullable(),
  /** Issue #30 Part 3: units on hand (null: not tracked), the policy when out, the product's own threshold (null: the store's default), the day more is expected. */
  stock_on_hand: stockOnHandSchema,
  stock_policy: stockPolicySchema(),
  low_stock_threshold: lowStockThresholdSchema,
  back_in_stock_on: backInStockOnSchema,
};

type PriceFields = { price?: number; base_price?: number; price_range_from?: number | null; price_range_to?: number | null };

/**
 * The price rules of catalogue:import: a range has both ends, from ≤ to. A new product's base price is not
 * below its price (a change's is checked with the product as it will be: admin-product-prices.ts).
 */
function checkPrices(body: PriceFields, context: z.RefinementCtx): void {
  if (body.price !== undefined && body.base_price !== undefined && body.base_price < body.price) {
    const { field, message } = priceAboveBaseError({ price: body.price, base_price: body.base_price }, null);
    context.addIssue({ code: 'custom', path: [field], message });
  }
  checkRange(body, context);
}

/** A typed price range has both ends (or neither), from ≤ to. */
function checkRange(body: PriceFields, context: z.RefinementCtx): void {
  if (body.price_range_from === undefined && body.price_range_to === undefined) return;
  const from = body.price_range_from ?? null;
  const to = body.price_range_to ?? null;
  if ((from === null) !== (to === null)) {
    context.addIssue({ code: 'custom', path: ['price_range_to'], message: 'A price range needs both ends (or neither).' });
  } else if (from !== null && to !== null && from > to) {
    context.addIssue({ code: 'custom', path: ['price_range_to'], message: 'The end of the range may not be below its start.' });
  }
}

export const createProductBodySchema = z
  .object({
    ...productFields,
    base_price: productFields.base_price.optional(),
    price_range_from: productFields.price_range_from.optional(),
    price_range_to: productFields.price_range_to.optional(),
    on_sale: productFields.on_sale.default(false),
    special_text: productFields.special_text.optional(),
    description: productFields.description.default(''),
    active: productFields.active.default(true),
    variants: productFields.variants.optional(),
    min_order_qty: productFields.min_order_qty.optional(),
    order_multiple: productFields.order_multiple.optional(),
    max_order_qty: productFields.max_order_qty.optional(),
    stock_on_hand: productFields.stock_on_hand.optional(),
    stock_policy: productFields.stock_policy.optional(),
    low_stock_threshold: productFields.low_stock_threshold.optional(),
    back_in_stock_on: productFields.back_in_stock_on.optional(),
  })
  .superRefine(checkPrices);
export type CreateProductBody = z.infer<typeof createProductBodySchema>;

/** Only the fields sent change; `version` is the one read (a stale one is a 409). */
export const updateProductBodySchema = z
  .object({
    version: wholeNumber('version').min(1).max(2_147_483_647),
    ...Object.fromEntries(Object.entries(productFields).map(([key, schema]) => [key, schema.optional()])) as {
      [Key in keyof typeof productFields]: z.ZodOptional<(typeof productFields)[Key]>;
    },
    images: z.array(imageOrderSchema).max(PRODUCT_IMAGES_MAX).optional(),
    /** Makes a change of a price to more than 5 times, or less than a fifth of, what it was (otherwise a 422 naming both amounts). */
    confirm_price_change: z.boolean({ error: 'The confirm price change field must be true or false.' }).optional(),
  })
  .superRefine(checkRange);
export type UpdateProductBody = z.infer<typeof updateProductBodySchema>;

/** The multipart fields beside the file of POST /admin/api/products/{id}/images. */
export const productImageFieldsSchema = z.object({
  alt: lineText('alt').trim().max(200, 'The alt text may not be greater than 200 characters.').default(''),
  /** The version the page read: a stale one is a 409 (optional: a script may add pictures without it). */
  version: textWholeNumber('version', { min: 1, max: 2_147_483_647 }).optional(),
});

export const adminProductImageSchema = z.object({
  url: z.string(),
  alt: z.string(),
  srcset: z.string().optional(),
  sources: z.array(pictureSourceSchema).optional(),
});

export const adminVariantMatrixJsonSchema = z.object({
  block_type: z.string(),
  sizes: z.array(z.string()),
  blocks: z.array(z.object({ key: z.string(), label: z.string(), swatch: z.string() })),
  cells: z.array(z.object({ id: z.number(), block_key: z.string(), size: z.string(), sku: z.string(), restrict: z.boolean(), price: z.number().nullable() })),
});

/** Issue #30 Part 3: untracked (no count kept), in stock, low (at or below the threshold) or out (0 or less). */
const stockLevelJsonSchema = z.enum(STOCK_LEVELS);

export const adminProductJsonSchema = z.object({
  id: z.number(),
  version: z.number(),
  sku: z.string(),
  slug: z.string(),
  title: z.string(),
  pack_size: z.number().nullable(),
  url: z.string(),
  description: z.string(),
  category: z.object({ id: z.number(), title: z.string(), path: z.string() }),
  price: z.number(),
  base_price: z.number(),
  price_range_from: z.number().nullable(),
  price_range_to: z.number().nullable(),
  on_sale: z.boolean(),
  special_text: z.string().nullable(),
  active: z.boolean(),
  min_order_qty: z.number().nullable(),
  order_multiple: z.number().nullable(),
  max_order_qty: z.number().nullable(),
  stock_on_hand: z.number().nullable(),
  stock_policy: z.enum(STOCK_POLICIES),
  low_stock_threshold: z.number().nullable().describe('The product’s own; null: the store’s default applies.'),
  back_in_stock_on: z.string().nullable().describe('YYYY-MM-DD; null: none said.'),
  stock_level: stockLevelJsonSchema,
  default_low_stock_threshold: z.number().describe('The store’s default threshold (LOW_STOCK_THRESHOLD).'),
  updated_at: z.string(),
  images: z.array(adminProductImageSchema),
  variants: adminVariantMatrixJsonSchema.nullable(),
});
export type AdminProductJson = z.infer<typeof adminProductJsonSchema>;

export const adminProductRowSchema = adminProductJsonSchema.pick({
  id: true, version: true, sku: true, title: true, price: true, base_price: true, on_sale: true, active: true, category: true, updated_at: true,
  stock_on_hand: true, low_stock_threshold: true, stock_level: true,
}).extend({ image: z.string().nullable() });
export type AdminProductRowJson = z.infer<typeof adminProductRowSchema>;

export const adminProductPageSchema = z.object({
  data: z.array(adminProductRowSchema),
  meta: z.object({ current_page: z.number(), from: z.number().nullable(), last_page: z.number(), per_page: z.number(), to: z.number().nullable(), total: z.number() }),
});
export type AdminProductPage = z.infer<typeof adminProductPageSchema>;

export const adminProductResponseSchema = z.object({ data: adminProductJsonSchema, message: z.string().optional() });
export type AdminProductResponse = z.infer<typeof adminProductResponseSchema>;
