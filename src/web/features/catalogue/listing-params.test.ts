import { describe, expect, it } from 'vitest';
import {
  CATEGORY_LISTING,
  SEARCH_LISTING,
  apiSortParams,
  buildFacetSearch,
  buildListingSearch,
  listingConfigFor,
  parseListingParams,
  parseSearchFacetParams,
  searchFacetQuery,
} from './listing-params.ts';

const parse = (query: string) => parseListingParams(new URLSearchParams(query), CATEGORY_LISTING);

describe('parseListingParams', () => {
  it('defaults to page 1, 24 per page and newest first', () => {
    expect(parse('')).toEqual({ page: 1, perPage: 24, sort: 'newest', inStock: false });
  });

  it('reads valid values', () => {
    expect(parse('page=3&per_page=48&sort=price-asc')).toEqual({ page: 3, perPage: 48, sort: 'price-asc', inStock: false });
  });

  it.each(['0', '-2', 'abc', '1.5', '2e3', '', '99999999', ' 2'])('falls back to page 1 for page=%j', (page) => {
    expect(parse(`page=${encodeURIComponent(page)}`).page).toBe(1);
  });

  it.each(['10', '0', 'all', '24.0', '1000', '100000'])('falls back to 24 per page for per_page=%j', (perPage) => {
    expect(parse(`per_page=${perPage}`).perPage).toBe(24);
  });

  it.each(['price', 'relevance', 'toString', '__proto__', 'NEWEST'])('falls back to newest for sort=%j', (sort) => {
    expect(parse(`sort=${sort}`).sort).toBe('newest');
  });

  it('accepts relevance on the search listing and defaults to it', () => {
    const search = (query: string) => parseListingParams(new URLSearchParams(query), SEARCH_LISTING);
    expect(search('keyword=gloves').sort).toBe('relevance');
    expect(search('keyword=gloves&sort=name-asc').sort).toBe('name-asc');
  });
});

describe('listingConfigFor', () => {
  it('offers a guest no price sort, and reads one in a guest address as the default (issue #16 item 12)', () => {
    for (const config of [CATEGORY_LISTING, SEARCH_LISTING]) {
      const guest = listingConfigFor<string>(config, false);
      expect(Object.values(guest.sorts).map((option) => option.label)).not.toEqual(expect.arrayContaining(['Highest Price']));
      expect(Object.values(guest.sorts).filter((option) => option.sort_field === 'price')).toEqual([]);
      expect(Object.keys(guest.sorts)).toEqual(Object.keys(config.sorts).filter((key) => !key.startsWith('price-')));
      for (const sort of ['price-asc', 'price-desc']) expect(parseListingParams(new URLSearchParams(`sort=${sort}`), guest).sort).toBe(config.defaultSort);
    }
  });

  it('keeps every sort for a signed-in buyer', () => {
    expect(listingConfigFor(CATEGORY_LISTING, true)).toBe(CATEGORY_LISTING);
    expect(parseListingParams(new URLSearchParams('sort=price-desc'), listingConfigFor(CATEGORY_LISTING, true)).sort).toBe('price-desc');
  });
});

describe('buildListingSearch', () => {
  it('is empty when everything is the default', () => {
    expect(buildListingSearch({ page: 1, perPage: 24, sort: 'newest', inStock: false }, CATEGORY_LISTING)).toBe('');
  });

  it('carries the page when above 1', () => {
    expect(buildListingSearch({ page: 2, perPage: 24, sort: 'newest', inStock: false }, CATEGORY_LISTING)).toBe('?page=2');
  });

  it('carries the sort when it is not newest', () => {
    expect(buildListingSearch({ page: 1, perPage: 24, sort: 'name-desc', inStock: false }, CATEGORY_LISTING)).toBe('?sort=name-desc');
  });

  it('carries per_page only when not the default', () => {
    expect(buildListingSearch({ page: 4, perPage: 16, sort: 'oldest', inStock: false }, CATEGORY_LISTING)).toBe(
      '?page=4&per_page=16&sort=oldest',
    );
  });

  it('keeps the search keyword first and omits the default relevance sort', () => {
    expect(buildListingSearch({ page: 2, perPage: 24, sort: 'relevance', inStock: false }, SEARCH_LISTING, { keyword: 'nitrile gloves' })).toBe(
      '?keyword=nitrile+gloves&page=2',
    );
    expect(buildListingSearch({ page: 1, perPage: 24, sort: 'newest', inStock: false }, SEARCH_LISTING, { keyword: 'pads' })).toBe(
      '?keyword=pads&sort=newest',
    );
  });

  it('keeps the In stock filter (issue #30 Part 3) in paging and sorting links, and reads it back', () => {
    const state = { page: 2, perPage: 24, sort: 'name-asc' as const, inStock: true };
    expect(buildListingSearch(state, CATEGORY_LISTING)).toBe('?page=2&sort=name-asc&in_stock=1');
    expect(parse('in_stock=1').inStock).toBe(true);
    expect(parse('in_stock=yes').inStock).toBe(false);
    expect(parse(buildListingSearch(state, CATEGORY_LISTING).slice(1))).toEqual(state);
  });

  it('round-trips through parseListingParams', () => {
    const state = { page: 7, perPage: 32, sort: 'price-desc' as const, inStock: false };
    expect(parse(buildListingSearch(state, CATEGORY_LISTING).slice(1))).toEqual(state);
  });
});

describe('parseSearchFacetParams (issue #18)', () => {
  const facets = (query: string) => parseSearchFacetParams(new URLSearchParams(query));

  it('chooses nothing by default', () => {
    expect(facets('keyword=gloves')).toEqual({ categoryId: null, isOnSale: false });
  });

  it('reads a category id and on_sale=1', () => {
    expect(facets('keyword=gloves&category_id=12&on_sale=1')).toEqual({ categoryId: 12, isOnSale: true });
    expect(facets('category_id=2147483647').categoryId).toBe(2_147_483_647);
  });

  it.each(['0', '-3', 'abc', '1.5', '1e3', '', ' 4', '2147483648', '99999999999', '12abc'])('ignores category_id=%j', (id) => {
    expect(facets(`keyword=gloves&category_id=${encodeURIComponent(id)}&on_sale=1`)).toEqual({ categoryId: null, isOnSale: true });
  });

  it.each(['0', 'true', 'yes', '', '2', ' 1', '01'])('ignores on_sale=%j', (value) => {
    expect(facets(`category_id=7&on_sale=${encodeURIComponent(value)}`)).toEqual({ categoryId: 7, isOnSale: false });
  });

  it('reads the first of repeated category ids (one category at a time)', () => {
    expect(facets('category_id=5&category_id=9').categoryId).toBe(5);
  });

  it('round-trips through searchFacetQuery', () => {
    for (const state of [
      { categoryId: null, isOnSale: false },
      { categoryId: 31, isOnSale: false },
      { categoryId: null, isOnSale: true },
      { categoryId: 31, isOnSale: true },
    ]) {
      expect(facets(new URLSearchParams(searchFacetQuery(state)).toString())).toEqual(state);
    }
  });
});

describe('buildFacetSearch', () => {
  const base = { keyword: 'glovs', as_typed: '1' };

  it('goes back to page 1 and keeps the keyword, as_typed, sort and per-page', () => {
    expect(buildFacetSearch({ page: 3, perPage: 48, sort: 'name-asc', inStock: false }, SEARCH_LISTING, base, { categoryId: 4, isOnSale: true })).toBe(
      '?keyword=glovs&as_typed=1&category_id=4&on_sale=1&per_page=48&sort=name-asc',
    );
  });

  it('drops only the facet cleared', () => {
    const params = { page: 2, perPage: 24, sort: 'relevance' as const, inStock: false };
    expect(buildFacetSearch(params, SEARCH_LISTING, { keyword: 'gloves' }, { categoryId: null, isOnSale: true })).toBe('?keyword=gloves&on_sale=1');
    expect(buildFacetSearch(params, SEARCH_LISTING, { keyword: 'gloves' }, { categoryId: 8, isOnSale: false })).toBe('?keyword=gloves&category_id=8');
    expect(buildFacetSearch(params, SEARCH_LISTING, { keyword: 'gloves' }, { categoryId: null, isOnSale: false })).toBe('?keyword=gloves');
  });

  it('is read back by both parsers', () => {
    const search = new URLSearchParams(
      buildFacetSearch({ page: 5, perPage: 16, sort: 'newest', inStock: false }, SEARCH_LISTING, base, { categoryId: 6, isOnSale: false }).slice(1),
    );
    expect(parseListingParams(search, SEARCH_LISTING)).toEqual({ page: 1, perPage: 16, sort: 'newest', inStock: false });
    expect(parseSearchFacetParams(search)).toEqual({ categoryId: 6, isOnSale: false });
    expect(search.get('as_typed')).toBe('1');
  });
});

describe('apiSortParams', () => {
  it('maps newest to created_at desc (docs/decisions.md: newest first)', () => {
    expect(apiSortParams('newest', CATEGORY_LISTING.sorts)).toEqual({ sort_field: 'created_at', sort_order: 'desc' });
  });

  it('leaves the sort out for relevance so the API ranks keyword results', () => {
    expect(apiSortParams('relevance', SEARCH_LISTING.sorts)).toEqual({});
  });
});
