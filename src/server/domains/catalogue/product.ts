// A product as the catalogue reads it. Adding a product column: the table (db/schema/catalogue.ts) and its
// migration, this type, and the column list in product-rows.repo.ts (the compiler asks for it); writes take it
// from NewProduct (catalogue-writes.repo.ts), which is derived from this type.
import type { ProductImage } from '../../../shared/schemas/catalogue.ts';
import type { StockPolicy } from '../../../shared/stock-level.ts';

/** One row of `products` as listings, search and the product page read it. */
export type StoredProduct = {
  id: number;
  sku: string;
  slug: string;
  title: string;
  categoryId: number;
  images: ProductImage[];
  priceCents: number;
  basePriceCents: number;
  priceRangeFromCents: number | null;
  priceRangeToCents: number | null;
  isOnSale: boolean;
  specialText: string | null;
  /** spec §3/§9: the number after the last '-' in the title (pack-size.ts); null when there is none. */
  packSize: number | null;
  /** Issue #27: the order-quantity rules (shared/order-quantity.ts); null: none. */
  minOrderQty: number | null;
  orderMultiple: number | null;
  maxOrderQty: number | null;
  createdAt: Date;
};

/**
 * Issue #30 Part 3: a product's stock as the ERP or staff last gave it (never written through NewProduct:
 * the catalogue's writers leave it alone). stockOnHand null: not tracked. backInStockOn: 'YYYY-MM-DD'.
 */
export type ProductStock = {
  stockOnHand: number | null;
  stockPolicy: StockPolicy;
  lowStockThreshold: number | null;
  backInStockOn: string | null;
};

export type Product = StoredProduct & ProductStock & { hasVariants: boolean };

export type VariantCell = {
  id: number;
  blockKey: string;
  size: string;
  sku: string;
  isRestricted: boolean;
  /** The cell's own price excluding GST, in cents; the product's when the cell has none. */
  priceCents: number;
  /** The cell's own price; null when it takes the product's. */
  ownPriceCents: number | null;
};

export type VariantMatrix = {
  blockType: string;
  sizes: string[];
  blocks: { key: string; label: string; swatch: string }[];
  cells: VariantCell[];
};

export type ProductDetail = Product & { description: string; variants: VariantMatrix | null };

/** The stock of a product whose stock was never given: not tracked (tests and benchmarks build products with it). */
export const UNTRACKED_STOCK: ProductStock = Object.freeze({ stockOnHand: null, stockPolicy: 'allow_backorder', lowStockThreshold: null, backInStockOn: null });
