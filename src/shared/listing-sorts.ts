// The category page's sort options (spec §9), kept free of zod so the browser bundle can import them
// without the schema library; schemas/catalogue.ts re-exports them.
import type { ProductsQuery } from './schemas/catalogue.ts';

/** 'Newest' is built right: newest first (docs/decisions.md). */
export const LISTING_SORTS = {
  default: { label: 'Default', sort_field: 'category', sort_order: 'asc' },
  newest: { label: 'Newest to Oldest', sort_field: 'created_at', sort_order: 'desc' },
  oldest: { label: 'Oldest to Newest', sort_field: 'created_at', sort_order: 'asc' },
  'name-asc': { label: 'Product Name A-Z', sort_field: 'title', sort_order: 'asc' },
  'name-desc': { label: 'Product Name Z-A', sort_field: 'title', sort_order: 'desc' },
  'price-desc': { label: 'Highest Price', sort_field: 'price', sort_order: 'desc' },
  'price-asc': { label: 'Lowest Price', sort_field: 'price', sort_order: 'asc' },
} as const satisfies Record<string, { label: string; sort_field: ProductsQuery['sort_field']; sort_order: 'asc' | 'desc' }>;
export type ListingSort = keyof typeof LISTING_SORTS;
export const LISTING_DEFAULT_SORT: ListingSort = 'newest';
