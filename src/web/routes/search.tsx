// spec §2: the header search's target, /search?keyword=...
import { Link } from 'react-router';
import { KEYWORD_MAX_LENGTH } from '../../shared/limits.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { requestContext } from '../lib/api-context.ts';
import { breadcrumbHandle } from '../features/layout/breadcrumbs.tsx';
import { CatalogueError } from '../features/catalogue/catalogue-error.tsx';
import {
  apiSortParams,
  apiStockParams,
  buildFacetSearch,
  listingConfigFor,
  parseListingParams,
  parseSearchFacetParams,
  searchFacetQuery,
  SEARCH_LISTING,
} from '../features/catalogue/listing-params.ts';
import { errorMeta, pageMeta } from '../features/catalogue/page-meta.ts';
import { ProductListing } from '../features/catalogue/product-listing.tsx';
import { hasSearchFacets, SearchFacets } from '../features/catalogue/search-facets.tsx';
import { SearchPrompt } from '../features/catalogue/search-prompt.tsx';
import type { Route } from './+types/search';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, session } = context.get(requestContext);
  const search = new URL(request.url).searchParams;
  const keyword = (search.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX_LENGTH);
  // 'Search instead for …' (issue #16 item 11): the words exactly as typed, with no spelling correction.
  const isAsTyped = search.get('as_typed') === '1';
  const config = listingConfigFor(SEARCH_LISTING, (await orThrowResponse(session())).is_logged_in);
  const listing = parseListingParams(search, config);
  const facets = parseSearchFacetParams(search);
  if (keyword === '') return { keyword, isAsTyped, listing, facets, config, products: null };
  // Relevance leaves sort_field out: the API ranks keyword results itself.
  const products = await orThrowResponse(
    api.catalogue.products({
      keyword,
      ...(isAsTyped ? { as_typed: '1' as const } : {}),
      ...(facets.categoryId !== null ? { category_id: [facets.categoryId] } : {}),
      ...(facets.isOnSale ? { on_sale: '1' as const } : {}),
      page: listing.page,
      per_page: listing.perPage,
      ...apiSortParams(listing.sort, config.sorts),
      ...apiStockParams(listing),
    }),
  );
  return { keyword, isAsTyped, listing, facets, config, products };
}

export const handle = breadcrumbHandle<typeof loader>((data) => (data ? [{ label: 'Search' }] : []));

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error, 'Page');
  if (!loaderData.keyword) return pageMeta('Search', 'Search the Care Supply Co catalogue.');
  const searched = loaderData.products?.meta.corrected_keyword ?? loaderData.keyword;
  return pageMeta(searchHeading(loaderData.keyword, loaderData.products?.meta.corrected_keyword), `Products matching “${searched}”.`);
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { keyword, isAsTyped, listing, facets, config, products } = loaderData;
  if (!products) return <SearchPrompt />;
  const corrected = products.meta.corrected_keyword;
  // Issue #26 item 22: no product held every word, so the best partial matches are shown.
  const leftOut = products.meta.left_out_words;
  // Paging, sorting and the facets keep the words as typed (as_typed) and each other.
  const base: Record<string, string> = isAsTyped ? { keyword, as_typed: '1' } : { keyword };
  const facetsJson = products.meta.facets;
  const hasFacets = hasSearchFacets(facetsJson, facets);
  const results = (
    <ProductListing
      products={products}
      params={listing}
      config={config}
      extra={{ ...base, ...searchFacetQuery(facets) }}
      label={corrected !== undefined ? `Search results for ${corrected}` : `Search results for ${keyword}`}
    />
  );
  // The count is said once, by the listing's 'Showing x–y of z products' (a live status).
  return (
    <div className="container catalogue-page search-page">
      <div className="search-page__head">
        <h1 className="search-page__title">{searchHeading(keyword, corrected)}</h1>
        {corrected !== undefined ? (
          <p className="search-page__instead">
            Search instead for <Link to={`/search?${new URLSearchParams({ keyword, as_typed: '1' }).toString()}`}>{keyword}</Link>
          </p>
        ) : null}
        {leftOut !== undefined && leftOut.length > 0 ? (
          <p className="search-page__left-out">
            No product matches every word, so these match some of them: they leave out {quotedList(leftOut)}.
          </p>
        ) : null}
      </div>
      {hasFacets ? (
        <div className="listing-layout">
          <SearchFacets
            facets={facetsJson}
            chosen={facets}
            hrefFor={(next) => `/search${buildFacetSearch(listing, config, base, next)}`}
          />
          <div className="listing-layout__main">{results}</div>
        </div>
      ) : (
        results
      )}
    </div>
  );
}

/** 'Search results for “glovs”', or, when nothing matched as typed, what was searched for instead (issue #16 item 11). */
function searchHeading(keyword: string, corrected: string | undefined): string {
  return corrected !== undefined ? `Showing results for “${corrected}”` : `Search results for “${keyword}”`;
}

/** ['purple'] → '“purple”'; ['purple', 'zebra'] → '“purple” and “zebra”'. */
function quotedList(words: readonly string[]): string {
  const quoted = words.map((word) => `“${word}”`);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1) ?? ''}` : (quoted[0] ?? '');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CatalogueError error={error} />;
}
