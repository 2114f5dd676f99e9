// The back office's product shapes on the wire (issue #19), snake_case as spec §3 names the fields.
import type { AdminProductJson, AdminProductRowJson } from '../../../shared/schemas/admin-products.ts';
import type { AdminProductRow } from './admin-products.repo.ts';
import type { AdminProductDetail } from './admin-products.service.ts';
import { productUrl } from '../catalogue/catalogue.service.ts';
import { stockLevelOf } from '../../../shared/stock-level.ts';

/** `defaultThreshold`: the store's low-stock threshold (config.stock.lowThreshold), for the Low and Out words. */
export function toAdminProductRowJson(row: AdminProductRow, defaultThreshold: number): AdminProductRowJson {
  return {
    id: row.id,
    version: row.version,
    sku: row.sku,
    title: row.title,
    price: row.priceCents,
    base_price: row.basePriceCents,
    on_sale: row.isOnSale,
    active: row.isActive,
    category: { id: row.categoryId, title: row.categoryTitle, path: row.categoryPath },
    updated_at: row.updatedAt.toISOString(),
    image: row.image,
    stock_on_hand: row.stockOnHand,
    low_stock_threshold: row.lowStockThreshold,
    stock_level: stockLevelOf(row, defaultThreshold),
  };
}

export function toAdminProductJson(product: AdminProductDetail, defaultThreshold: number): AdminProductJson {
  const matrix = product.matrix;
  return {
    id: product.id,
    version: product.version,
    sku: product.sku,
    slug: product.slug,
    title: product.title,
    pack_size: product.packSize,
    url: productUrl(product.slug),
    description: product.description,
    category: { id: product.categoryId, title: product.categoryTitle, path: product.categoryPath },
    price: product.priceCents,
    base_price: product.basePriceCents,
    price_range_from: product.priceRangeFromCents,
    price_range_to: product.priceRangeToCents,
    on_sale: product.isOnSale,
    special_text: product.specialText,
    active: product.isActive,
    min_order_qty: product.minOrderQty,
    order_multiple: product.orderMultiple,
    max_order_qty: product.maxOrderQty,
    stock_on_hand: product.stockOnHand,
    stock_policy: product.stockPolicy,
    low_stock_threshold: product.lowStockThreshold,
    back_in_stock_on: product.backInStockOn,
    stock_level: stockLevelOf(product, defaultThreshold),
    default_low_stock_threshold: defaultThreshold,
    updated_at: product.updatedAt.toISOString(),
    images: product.images,
    variants: matrix
      ? {
          block_type: matrix.blockType,
          sizes: matrix.sizes,
          blocks: matrix.blocks,
          cells: matrix.cells.map((cell) => ({
            id: cell.id ?? 0,
            block_key: cell.blockKey,
            size: cell.size,
            sku: cell.sku,
            restrict: cell.isRestricted,
            price: cell.priceCents,
          })),
        }
      : null,
  };
}
