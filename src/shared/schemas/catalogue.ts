import { z } from 'zod';
import { MAX_PER_PAGE } from '../limits.ts';
import { paginationLinksSchema, paginationMetaSchema } from '../pagination.ts';
import { ID_MAX } from '../id-range.ts';
import { textId } from './ids.ts';
import { pictureSourceSchema, type PictureSource } from './media.ts';
import { textWholeNumber } from './numbers.ts';
import { STOCK_POLICIES } from '../stock-level.ts';
import { codeText, searchText } from './text.ts';

const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), z.array(item).max(100));

const flag = (error: string) =>
  z
    .enum(['0', '1', 'true', 'false'], { error })
    .transform((value) => value === '1' || value === 'true')
    .optional();

/** spec §7 GET /api/products. Query strings arrive as strings; anything unknown in sort is a 422, never SQL. */
export const productsQuerySchema = z.object({
  page: textWholeNumber('page', { min: 1, max: 1_000_000 }).default(1),
  per_page: textWholeNumber('per page', { min: 1, max: MAX_PER_PAGE }).default(24),
  /** Omitted: 'category' (spec §9 Default), or relevance when there is a keyword. 'relevance' without a keyword is 'category'. */
  sort_field: z.enum(['category', 'title', 'created_at', 'price', 'relevance']).optional(),
  sort_order: z.enum(['asc', 'desc']).default('asc'),
  parent_id: textWholeNumber('parent id', { min: 0, max: ID_MAX }).default(0),
  keyword: searchText('keyword').optional(),
  'category_id[]': oneOrMany(textId('category id')).optional(),
  category_id: oneOrMany(textId('category id')).optional(),
  /** spec §7 load-more list: `&category={id}`, default 'all'; the same as one category_id. */
  category: codeText('category')
    .regex(/^(all|\d+)$/, { message: "The category must be 'all' or a whole number.", abort: true })
    .refine((value) => value === 'all' || (Number(value) >= 1 && Number(value) <= ID_MAX), `The category must be 'all' or from 1 to ${ID_MAX}.`)
    .transform((value) => (value === 'all' ? ('all' as const) : Number(value)))
    .optional(),
  /** Beyond §7, for the Specials page: `on_sale=1` lists only products on special. */
  on_sale: flag('The on sale filter must be 1 or 0.'),
  /** Issue #30 Part 3: `in_stock=1` lists only products in stock (low stock too), and those whose stock is not tracked. */
  in_stock: flag('The in stock filter must be 1 or 0.'),
  /** Beyond §7 (issue #16 item 11): `as_typed=1` searches the keyword exactly as typed, with no spelling correction. */
  as_typed: flag('The as typed field must be 1 or 0.'),
});
export type ProductsQuery = z.infer<typeof productsQuerySchema>;

/** GET /api/category?path=continence/pads: the category's full slug path. */
export const categoryQuerySchema = z.object({ path: codeText('path').trim().min(1).max(300) });
export type CategoryQuery = z.infer<typeof categoryQuerySchema>;

export const categoryLinkSchema = z.object({ id: z.number(), title: z.string(), url: z.string() });
export type CategoryLink = z.infer<typeof categoryLinkSchema>;

/**
 * Issue #30 Part 3: what a viewer is told of a product's stock. Absent, like a guest's price: for a product
 * whose stock is not tracked, and for guests unless the store shows it to them (STOCK_SHOWN_TO_GUESTS).
 */
export const STOCK_STATUSES = ['in_stock', 'low_stock', 'out_of_stock'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];
const productStockJsonShape = {
  stock_status: z.enum(STOCK_STATUSES).optional(),
  /** With STOCK_DISPLAY=count only: the units on hand (never below 0: a count owed on back orders is 0). */
  stock_on_hand: z.number().int().optional(),
  /** Out of stock only, when the ERP said when more is expected: 'YYYY-MM-DD'. */
  back_in_stock_on: z.string().optional(),
  /** Out of stock only: 'stop' refuses orders until more arrives; 'allow_backorder' takes them. */
  stock_policy: z.enum(STOCK_POLICIES).optional(),
};

/** Price fields are integer cents and are absent for guests (spec §1: guests never receive a price). */
export const productJsonSchema = z.object({
  id: z.number(),
  sku: z.string(),
  title: z.string(),
  url: z.string(),
  image: z.string(),
  primary_image: z.string(),
  images: z.array(z.object({ url: z.string(), alt: z.string(), srcset: z.string().optional(), sources: z.array(pictureSourceSchema).optional() })),
  on_sale: z.boolean(),
  has_variants: z.boolean(),
  special_text: z.string().nullable(),
  /** spec §3: the number after the last '-' in the title (the pack size / divisor); null when there is none. Not a price: guests get it too. */
  pack_size: z.number().int().nullable(),
  category: categoryLinkSchema,
  created_at: z.string(),
  price: z.number().int().optional(),
  base_price: z.number().int().optional(),
  price_range_from: z.number().int().nullable().optional(),
  price_range_to: z.number().int().nullable().optional(),
  /** Issue #27: the least a cart line may hold, the multiple it comes in, and the most; null: no rule. Not prices: guests get them too. */
  min_order_qty: z.number().int().nullable().optional(),
  order_multiple: z.number().int().nullable().optional(),
  max_order_qty: z.number().int().nullable().optional(),
  /** Issue #27: where `price` comes from: 'list' (base_price), 'special', or 'contract' (the account's price list). */
  price_source: z.enum(['list', 'special', 'contract']).optional(),
  /** Issue #27: the account's quantity breaks, `price` each from `min_qty` units up; empty when the price never changes with quantity. */
  price_breaks: z.array(z.object({ min_qty: z.number().int(), price: z.number().int() })).optional(),
  ...productStockJsonShape,
});
export type ProductJson = z.infer<typeof productJsonSchema>;

/**
 * The search page's facets (beyond §7, in GET /api/products?keyword= meta.facets), counted over the matches
 * the viewer may see (rest_acc applied): each category holding matches with how many (the on-special filter
 * applied, the category filter not), and how many are on special (the category filter applied, not the
 * on-special one). So each facet shows what choosing it would give.
 */
export const searchFacetsSchema = z.object({
  categories: z.array(categoryLinkSchema.extend({ count: z.number().int() })),
  on_sale: z.number().int(),
});
export type SearchFacets = z.infer<typeof searchFacetsSchema>;

export const productsResponseSchema = z.object({
  data: z.array(productJsonSchema),
  /**
   * corrected_keyword (beyond §7, issue #16 item 11): when nothing matched the keyword as typed, the
   * words whose products these are instead ('gloves' for 'glovs'); absent otherwise.
   */
  meta: paginationMetaSchema.extend({
    corrected_keyword: z.string().optional(),
    /** Beyond §7 (issue #18): for a keyword search, the categories and on-special count of its matches. */
    facets: searchFacetsSchema.optional(),
    /**
     * Beyond §7 (issue #26 item 22): when no product held every word of the keyword, the words left out to
     * find the best partial matches (the results hold the other words); absent otherwise.
     */
    left_out_words: z.array(z.string()).optional(),
  }),
  links: paginationLinksSchema,
});
export type ProductsResponse = z.infer<typeof productsResponseSchema>;

export const variantCellJsonSchema = z.object({
  id: z.number(),
  size: z.string(),
  sku: z.string(),
  qty: z.number(),
  restrict: z.boolean(),
  /** The cell's price excluding GST, in cents: signed-in viewers only, and only for open cells. */
  price: z.number().int().optional(),
  /** Issue #27: as a product's, for signed-in viewers and open cells only. */
  price_source: z.enum(['list', 'special', 'contract']).optional(),
  price_breaks: z.array(z.object({ min_qty: z.number().int(), price: z.number().int() })).optional(),
});
/** spec §3 Variants: blockType, sizes, blocks (key, label), variants keyed by block key. */
export const variantMatrixJsonSchema = z.object({
  blockType: z.string(),
  sizes: z.array(z.string()),
  /** image: the block's picture, drawn in its colour (null when the block has no cell). */
  blocks: z.array(z.object({ key: z.string(), label: z.string(), swatch: z.string(), image: z.string().nullable() })),
  variants: z.record(z.string(), z.array(variantCellJsonSchema)),
});
export type VariantMatrixJson = z.infer<typeof variantMatrixJsonSchema>;

export const productDetailJsonSchema = productJsonSchema.extend({
  description: z.string(),
  trail: z.array(categoryLinkSchema),
  variants: variantMatrixJsonSchema.nullable(),
});
export type ProductDetailJson = z.infer<typeof productDetailJsonSchema>;

export type CategoryNodeJson = {
  id: number;
  title: string;
  url: string;
  image: string | null;
  children: CategoryNodeJson[];
  data: { blurb: string };
};
export const categoryNodeJsonSchema: z.ZodType<CategoryNodeJson> = z.lazy(() =>
  z.object({
    id: z.number(),
    title: z.string(),
    url: z.string(),
    image: z.string().nullable(),
    children: z.array(categoryNodeJsonSchema),
    data: z.object({ blurb: z.string() }),
  }),
);

export const categoryDetailJsonSchema = z.object({
  id: z.number(),
  title: z.string(),
  url: z.string(),
  image: z.string().nullable(),
  banner_image: z.string().nullable(),
  data: z.object({ blurb: z.string() }),
  /** From the top level down to this category, for breadcrumbs and the sidebar. */
  trail: z.array(categoryLinkSchema),
  /** The other categories under the same parent (the other top levels for a top-level one), this one excluded. */
  siblings: z.array(categoryLinkSchema),
  children: z.array(categoryLinkSchema),
});
export type CategoryDetailJson = z.infer<typeof categoryDetailJsonSchema>;

/** Beyond §7 (issue #16 item 21): a header nav link as GET /api/nav-items answers it (never its rest_acc). */
export type NavItemJson = { id: number; label: string; url: string };

// The listing sorts live in a zod-free module so the browser can use them without zod.
export { LISTING_DEFAULT_SORT, LISTING_SORTS, type ListingSort } from '../listing-sorts.ts';

/**
 * One of a product's pictures (spec §3 images: the first item's url is the picture), as stored and sent.
 * An uploaded one (issue #19) adds its sizes: `srcset` of JPEGs and `sources` in AVIF and WebP (url stays a JPEG).
 */
export type ProductImage = { url: string; alt: string; srcset?: string; sources?: PictureSource[] };
