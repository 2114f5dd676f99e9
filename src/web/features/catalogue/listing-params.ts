// The listing's sort / per-page / page state and its URL (spec §2 Product listing, §9).
import { LISTING_DEFAULT_PER_PAGE, LISTING_PER_PAGE_OPTIONS } from '../../../shared/limits.ts';
import { LISTING_DEFAULT_SORT, LISTING_SORTS, type ListingSort } from '../../../shared/listing-sorts.ts';
import { isIdText } from '../../../shared/id-range.ts';

export type SortOption = { label: string; sort_field?: string; sort_order?: string };
export type SortOptions = Record<string, SortOption>;

/** Search adds 'Relevance': the API ranks keyword results when sort_field is left out. */
export const SEARCH_SORTS = {
  relevance: { label: 'Relevance' },
  ...LISTING_SORTS,
} as const satisfies SortOptions;
export type SearchSort = keyof typeof SEARCH_SORTS;

export type ListingConfig<S extends string> = { sorts: Record<S, SortOption>; defaultSort: S };

export const CATEGORY_LISTING: ListingConfig<ListingSort> = { sorts: LISTING_SORTS, defaultSort: LISTING_DEFAULT_SORT };
export const SEARCH_LISTING: ListingConfig<SearchSort> = { sorts: SEARCH_SORTS, defaultSort: 'relevance' };

/**
 * The sorts this viewer may use: a guest gets no price sort (issue #16 item 12: it would tell the price
 * ranking of products whose prices a guest may not see; the API refuses it with 422). A guest's address
 * carrying one reads as the default sort.
 */
export function listingConfigFor<S extends string>(config: ListingConfig<S>, isSignedIn: boolean): ListingConfig<S> {
  if (isSignedIn) return config;
  const sorts = Object.fromEntries(Object.entries<SortOption>(config.sorts).filter(([, option]) => option.sort_field !== 'price'));
  return { ...config, sorts: sorts as Record<S, SortOption> };
}

/** inStock: the 'In stock only' filter (issue #30 Part 3), kept like the sort in paging and sorting links. */
export type ListingParams<S extends string = string> = { page: number; perPage: number; sort: S; inStock: boolean };

const MAX_PAGE = 1_000_000;

function parsePage(value: string | null): number {
  if (value === null || !/^\d{1,7}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

function parsePerPage(value: string | null): number {
  const perPage = value !== null && /^\d{1,3}$/.test(value) ? Number(value) : NaN;
  return (LISTING_PER_PAGE_OPTIONS as readonly number[]).includes(perPage) ? perPage : LISTING_DEFAULT_PER_PAGE;
}

/** Reads page, per_page, sort and in_stock; anything unknown or malformed falls back to the default. */
export function parseListingParams<S extends string>(search: URLSearchParams, config: ListingConfig<S>): ListingParams<S> {
  const sort = search.get('sort');
  return {
    page: parsePage(search.get('page')),
    perPage: parsePerPage(search.get('per_page')),
    sort: sort !== null && Object.hasOwn(config.sorts, sort) ? (sort as S) : config.defaultSort,
    inStock: search.get('in_stock') === '1',
  };
}

/**
 * The query string for a listing state, '' when everything is the default. Each parameter is
 * written only when it differs from its default: page above 1, sort other than the default,
 * per_page other than 24, in_stock only when chosen. `extra` (the search keyword) comes first and is kept when non-empty.
 */
export function buildListingSearch<S extends string>(
  params: ListingParams<S>,
  config: ListingConfig<S>,
  extra: Record<string, string> = {},
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(extra)) if (value !== '') search.set(key, value);
  if (params.page > 1) search.set('page', String(params.page));
  if (params.perPage !== LISTING_DEFAULT_PER_PAGE) search.set('per_page', String(params.perPage));
  if (params.sort !== config.defaultSort) search.set('sort', params.sort);
  if (params.inStock) search.set('in_stock', '1');
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The search page's facets (issue #18): one category (the API counts it with its subtree) and specials only. */
export type SearchFacetParams = { categoryId: number | null; isOnSale: boolean };

/** Reads category_id and on_sale; an id out of range or malformed, or on_sale other than 1, is ignored. */
export function parseSearchFacetParams(search: URLSearchParams): SearchFacetParams {
  const category = search.get('category_id');
  return {
    categoryId: category !== null && isIdText(category) ? Number(category) : null,
    isOnSale: search.get('on_sale') === '1',
  };
}

/** The facets' address parameters, each only when chosen: category_id, then on_sale=1. */
export function searchFacetQuery(facets: SearchFacetParams): Record<string, string> {
  const query: Record<string, string> = {};
  if (facets.categoryId !== null) query.category_id = String(facets.categoryId);
  if (facets.isOnSale) query.on_sale = '1';
  return query;
}

/**
 * The query string for the search page with other facets chosen: back to page 1, the sort, per-page and
 * `base` (keyword, as_typed) kept.
 */
export function buildFacetSearch<S extends string>(
  params: ListingParams<S>,
  config: ListingConfig<S>,
  base: Record<string, string>,
  facets: SearchFacetParams,
): string {
  return buildListingSearch({ ...params, page: 1 }, config, { ...base, ...searchFacetQuery(facets) });
}

/** The API's in-stock filter for a listing state: sent only when chosen. */
export function apiStockParams(params: Pick<ListingParams, 'inStock'>): { in_stock?: '1' } {
  return params.inStock ? { in_stock: '1' } : {};
}

/** The API's sort fields for a listing sort; none for relevance, which the API applies itself. */
export function apiSortParams(sort: string, sorts: SortOptions): { sort_field?: string; sort_order?: string } {
  const option = sorts[sort];
  if (!option?.sort_field) return {};
  return { sort_field: option.sort_field, sort_order: option.sort_order };
}
