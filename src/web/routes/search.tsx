// spec §2: the header search's target, /search?keyword=...
import { KEYWORD_MAX_LENGTH } from '../../shared/limits.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { requestContext } from '../lib/api-context.ts';
import { breadcrumbHandle } from '../features/layout/breadcrumbs.tsx';
import { CatalogueError } from '../features/catalogue/catalogue-error.tsx';
import { apiSortParams, parseListingParams, SEARCH_LISTING } from '../features/catalogue/listing-params.ts';
import { errorMeta, pageMeta } from '../features/catalogue/page-meta.ts';
import { ProductListing } from '../features/catalogue/product-listing.tsx';
import { SearchPrompt } from '../features/catalogue/search-prompt.tsx';
import type { Route } from './+types/search';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  const search = new URL(request.url).searchParams;
  const keyword = (search.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX_LENGTH);
  const listing = parseListingParams(search, SEARCH_LISTING);
  if (keyword === '') return { keyword, listing, products: null };
  // Relevance leaves sort_field out: the API ranks keyword results itself.
  const products = await orThrowResponse(
    api.catalogue.products({
      keyword,
      page: listing.page,
      per_page: listing.perPage,
      ...apiSortParams(listing.sort, SEARCH_LISTING.sorts),
    }),
  );
  return { keyword, listing, products };
}

export const handle = breadcrumbHandle<typeof loader>((data) => (data ? [{ label: 'Search' }] : []));

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error, 'Page');
  if (!loaderData.keyword) return pageMeta('Search', 'Search the Care Supply Co catalogue.');
  return pageMeta(`Search results for “${loaderData.keyword}”`, `Products matching “${loaderData.keyword}”.`);
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { keyword, listing, products } = loaderData;
  if (!products) return <SearchPrompt />;
  // The count is said once, by the listing's 'Showing x–y of z products' (a live status).
  return (
    <div className="container catalogue-page search-page">
      <div className="search-page__head">
        <h1 className="search-page__title">Search results for “{keyword}”</h1>
      </div>
      <ProductListing
        products={products}
        params={listing}
        config={SEARCH_LISTING}
        extra={{ keyword }}
        label={`Search results for ${keyword}`}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CatalogueError error={error} />;
}
