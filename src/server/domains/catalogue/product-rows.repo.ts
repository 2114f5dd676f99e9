// The product row as the catalogue's read repos select it: one column list, named as the Product type
// names its fields, so a row is a Product but for its timestamp.
import { sql, type SQL } from 'drizzle-orm';
import { parseTimestamp } from '../../db/pg-timestamp.ts';
import { products } from '../../db/schema/catalogue.ts';
import type { Product, ProductStock, StoredProduct } from './product.ts';

/** Every StoredProduct and ProductStock field, read from the `products` column of the same key (the compiler checks both). */
const PRODUCT_FIELDS = {
  id: true,
  sku: true,
  slug: true,
  title: true,
  categoryId: true,
  images: true,
  priceCents: true,
  basePriceCents: true,
  priceRangeFromCents: true,
  priceRangeToCents: true,
  isOnSale: true,
  specialText: true,
  packSize: true,
  minOrderQty: true,
  orderMultiple: true,
  maxOrderQty: true,
  createdAt: true,
  stockOnHand: true,
  stockPolicy: true,
  lowStockThreshold: true,
  backInStockOn: true,
} as const satisfies Record<keyof (StoredProduct & ProductStock), true>;

const FIELD_COLUMNS = (Object.keys(PRODUCT_FIELDS) as (keyof typeof PRODUCT_FIELDS)[]).map((field) => ({
  field,
  column: products[field].name,
}));

/** The columns under their SQL names ('p.price_cents, …'), for an inner query whose rows are read again. */
export function productColumns(alias: string): SQL {
  return sql.raw(FIELD_COLUMNS.map(({ column }) => `${alias}.${column}`).join(', '));
}

/** The columns under their field names ('p.price_cents AS "priceCents", …'): the rows toProduct reads. */
export function productFields(alias: string): SQL {
  return sql.raw(FIELD_COLUMNS.map(({ field, column }) => `${alias}.${column} AS "${field}"`).join(', '));
}

/**
 * The fields as json_build_object arguments ('id', p.id, 'priceCents', p.price_cents, …): a query answering
 * hundreds of products as one JSON value, which the driver reads far faster than as rows (toProduct reads it).
 */
export function productJsonArguments(alias: string): SQL {
  return sql.raw(FIELD_COLUMNS.map(({ field, column }) => `'${field}', ${alias}.${column}`).join(', '));
}

/** A row of productFields plus has_variants; timestamps arrive as text from raw queries. */
export type ProductRow = Omit<StoredProduct & ProductStock, 'createdAt' | 'backInStockOn'> & {
  createdAt: Date | string;
  backInStockOn: Date | string | null;
  hasVariants: boolean;
};

export function toProduct(row: ProductRow): Product {
  const product = {} as Record<string, unknown>;
  for (const { field } of FIELD_COLUMNS) product[field] = row[field];
  return {
    ...(product as Omit<StoredProduct & ProductStock, 'createdAt' | 'backInStockOn'>),
    createdAt: parseTimestamp(row.createdAt),
    backInStockOn: calendarDay(row.backInStockOn),
    hasVariants: row.hasVariants,
  };
}

/** A date column as 'YYYY-MM-DD', whether the driver hands over its text or a Date at local midnight. */
function calendarDay(value: Date | string | null): string | null {
  if (value === null || typeof value === 'string') return value;
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}
