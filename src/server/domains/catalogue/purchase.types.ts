// What a viewer may put in a cart, as the cart and fast orders see it (purchasable.ts decides it).
import type { OrderQuantityRules } from '../../../shared/order-quantity.ts';
import type { PriceSchedule } from '../../../shared/price-resolver.ts';
import type { ProductImage } from '../../../shared/schemas/catalogue.ts';

/** A product (variantId 0) or variant cell to check; productId null means "the cell's product" (multi-store). */
export type PurchaseRequest = { productId: number | null; variantId: number };

/** One row of the catalogue's lookup for a request, before visibility is decided. */
export type PurchaseCandidate = {
  requestedProductId: number | null;
  variantId: number;
  /** null when no active product matched. */
  product: {
    id: number;
    sku: string;
    slug: string;
    title: string;
    categoryId: number;
    images: ProductImage[];
    priceCents: number;
    basePriceCents: number;
    isOnSale: boolean;
    /** spec §3: the number after the title's last '-' (pack-size.ts); null when sold by the unit. */
    packSize: number | null;
    minOrderQty: number | null;
    orderMultiple: number | null;
    maxOrderQty: number | null;
    hasVariants: boolean;
  } | null;
  /** The requested cell when it exists and belongs to the product, with its price (the product's when it has none). */
  cell: { id: number; sku: string; label: string; isRestricted: boolean; priceCents: number | null; ownPriceCents: number | null } | null;
};

export type Purchasable = {
  productId: number;
  variantId: number;
  /** The cell's SKU for a variant, else the product's. */
  sku: string;
  productSku: string;
  slug: string;
  title: string;
  /** 'Blue / M' for a variant cell, else null. */
  variantLabel: string | null;
  /** Today's price of one excluding GST, in cents, for the viewer (their contract price where they have one). */
  priceCents: number;
  /** What it costs the viewer at any quantity (issue #27): price a line with unitPriceAt(schedule, qty). */
  schedule: PriceSchedule;
  categoryId: number;
  /** Issue #27: the least, the multiple and the most a line may hold (its product's). */
  quantityRules: OrderQuantityRules;
  /** The product's pack size ('Pack of 150', issue #16 item 7); null when sold by the unit. */
  packSize: number | null;
  images: ProductImage[];
};

export type PurchaseRefusal = 'not-available' | 'needs-variant' | 'variant-not-available';

export type PurchaseCheck =
  | { ok: true; item: Purchasable }
  | { ok: false; productId: number | null; variantId: number; reason: PurchaseRefusal };
