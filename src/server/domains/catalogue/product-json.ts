// The one place that decides what a viewer sees of a product (CONVENTIONS §4 'Guest prices').
import type {
  CategoryLink,
  ProductDetailJson,
  ProductImage,
  ProductJson,
  VariantMatrixJson,
} from '../../../shared/schemas/catalogue.ts';
import { isSitePath } from '../../../shared/site-path.ts';
import { priceBreaks, resolvePrice, type PriceSchedule } from '../../../shared/price-resolver.ts';
import type { Viewer } from '../../kernel/viewer.ts';
import { productImageUrl } from './catalogue-images.ts';
import { categoryUrl } from './category-tree.ts';
import type { Product, ProductDetail, VariantMatrix } from './product.ts';
import { productOwnSchedule, type ProductPrice } from './viewer-prices.ts';
import { toStockJson, type StockDisplay } from './stock-json.ts';

export type CategoryRef = { id: number; title: string; path: string };

export const PLACEHOLDER_IMAGE = '/images/products/placeholder.svg';

/** The pictures a page may show: those on this site (issue #26 item 3: a stored '/\\host' path fetches nothing). */
export function shownImages(images: readonly ProductImage[]): ProductImage[] {
  return images.filter((image) => isSitePath(image.url));
}

/** The product's first picture a page may show, or the placeholder. */
export function firstImageUrl(images: readonly ProductImage[]): string {
  return shownImages(images)[0]?.url ?? PLACEHOLDER_IMAGE;
}

export function productUrl(slug: string): string {
  return `/product/${slug}`;
}

export function toCategoryLink(category: CategoryRef): CategoryLink {
  return { id: category.id, title: category.title, url: categoryUrl(category.path) };
}

/**
 * spec §2 'From {price}' when the range start differs from its end. Only a product with options (sizes) can
 * cost more than one price; one without them is charged its one price, so a range stored on it (by an
 * import, or the demo data before issue #16 item 4) is not a range and is not sent.
 */
export function priceRangeOf(product: Pick<Product, 'hasVariants' | 'priceRangeFromCents' | 'priceRangeToCents'>): { fromCents: number; toCents: number } | null {
  const { priceRangeFromCents: fromCents, priceRangeToCents: toCents } = product;
  if (!product.hasVariants || fromCents === null || toCents === null || fromCents >= toCents) return null;
  return { fromCents, toCents };
}

/** What a signed-in viewer is told of a price: at one unit, where it comes from, and its quantity breaks (issue #27). */
export function priceFields(schedule: PriceSchedule): Pick<ProductJson, 'price' | 'price_source' | 'price_breaks'> {
  const resolved = resolvePrice(schedule, 1);
  return {
    price: resolved.priceCents,
    price_source: resolved.source,
    price_breaks: priceBreaks(schedule).map((step) => ({ min_qty: step.minQty, price: step.priceCents })),
  };
}

/**
 * spec §1/§6: a guest's product has no price keys at all; a signed-in account sees cents: its own price
 * (`price`, from its contract when `price` is given, issue #27) and the list price (`base_price`).
 * `stock`: the store's stock settings, for the answers that tell stock (issue #30 Part 3, stock-json.ts).
 */
export function toProductJson(product: Product, category: CategoryRef, viewer: Viewer, price?: ProductPrice, stock?: StockDisplay): ProductJson {
  const images = shownImages(product.images);
  const image = images[0]?.url ?? PLACEHOLDER_IMAGE;
  const json: ProductJson = {
    id: product.id,
    sku: product.sku,
    title: product.title,
    url: productUrl(product.slug),
    image,
    primary_image: image,
    images: images.length > 0 ? images : [{ url: PLACEHOLDER_IMAGE, alt: product.title }],
    on_sale: product.isOnSale,
    has_variants: product.hasVariants,
    special_text: product.specialText,
    pack_size: product.packSize,
    min_order_qty: product.minOrderQty,
    order_multiple: product.orderMultiple,
    max_order_qty: product.maxOrderQty,
    category: toCategoryLink(category),
    created_at: product.createdAt.toISOString(),
    ...(stock ? toStockJson(product, viewer, stock) : {}),
  };
  if (!viewer.account) return json;
  const range = price ? price.range : priceRangeOf(product);
  return {
    ...json,
    ...priceFields(price?.schedule ?? productOwnSchedule(product)),
    base_price: price ? price.schedule.listCents : product.basePriceCents,
    price_range_from: range?.fromCents ?? null,
    price_range_to: range?.toCents ?? null,
  };
}

/**
 * spec §3 Variants: rows are blocks, columns sizes; a size a block lacks is a restricted, empty cell.
 * A signed-in viewer gets each open cell's price (a guest none, spec §1); each block gets a picture in its
 * colour (its first open cell's).
 */
export function toVariantMatrixJson(matrix: VariantMatrix, viewer: Viewer, cellSchedules?: ReadonlyMap<number, PriceSchedule>): VariantMatrixJson {
  const variants: VariantMatrixJson['variants'] = {};
  const blocks: VariantMatrixJson['blocks'] = [];
  for (const block of matrix.blocks) {
    const cells = matrix.sizes.map((size) => matrix.cells.find((candidate) => candidate.blockKey === block.key && candidate.size === size));
    variants[block.key] = cells.map((cell, index) => {
      const size = matrix.sizes[index] ?? '';
      if (!cell) return { id: 0, size, sku: '', qty: 0, restrict: true };
      const json = { id: cell.id, size, sku: cell.sku, qty: 0, restrict: cell.isRestricted };
      if (!viewer.account || cell.isRestricted) return json;
      const schedule = cellSchedules?.get(cell.id);
      return schedule ? { ...json, ...priceFields(schedule) } : { ...json, price: cell.priceCents };
    });
    const pictured = cells.find((cell) => cell && !cell.isRestricted) ?? cells.find((cell) => cell);
    blocks.push({ ...block, image: pictured ? productImageUrl(pictured.sku) : null });
  }
  return { blockType: matrix.blockType, sizes: matrix.sizes, blocks, variants };
}

export function toProductDetailJson(
  product: ProductDetail,
  trail: CategoryRef[],
  viewer: Viewer,
  prices?: { product: ProductPrice; cells: ReadonlyMap<number, PriceSchedule> },
  stock?: StockDisplay,
): ProductDetailJson {
  const category = trail[trail.length - 1];
  if (!category) throw new Error(`product ${product.id} has no category trail`);
  return {
    ...toProductJson(product, category, viewer, prices?.product, stock),
    description: product.description,
    trail: trail.map(toCategoryLink),
    variants: product.variants ? toVariantMatrixJson(product.variants, viewer, prices?.cells) : null,
  };
}
