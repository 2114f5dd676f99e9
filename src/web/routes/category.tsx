// spec §2 Product listing: /category/<full slug path>; '/category' alone lists the whole shop.
import { orThrowResponse } from '../lib/loader-errors.ts';
import { requestContext } from '../lib/api-context.ts';
import { breadcrumbHandle } from '../features/layout/breadcrumbs.tsx';
import { useMenuCategories } from '../lib/storefront-data.ts';
import { CatalogueError } from '../features/catalogue/catalogue-error.tsx';
import { categoryHref, categoryPathFromSplat } from '../features/catalogue/catalogue-urls.ts';
import { CategoryHeader } from '../features/catalogue/category-header.tsx';
import { CategorySidebar } from '../features/catalogue/category-sidebar.tsx';
import { orMovedCategoryRedirect } from '../features/catalogue/moved-category.ts';
import { apiSortParams, apiStockParams, CATEGORY_LISTING, listingConfigFor, parseListingParams } from '../features/catalogue/listing-params.ts';
import { errorMeta, pageMeta, plainSummary } from '../features/catalogue/page-meta.ts';
import { ProductListing } from '../features/catalogue/product-listing.tsx';
import { richTextHtml } from '../features/catalogue/rich-text.server.ts';
import type { Route } from './+types/category';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { api, session } = context.get(requestContext);
  const path = categoryPathFromSplat(params['*']);
  const config = listingConfigFor(CATEGORY_LISTING, (await orThrowResponse(session())).is_logged_in);
  const listing = parseListingParams(new URL(request.url).searchParams, config);
  // A missing or hidden category is a 404 from the API, shown by the ErrorBoundary; a moved one a 301.
  const category = path ? (await orThrowResponse(orMovedCategoryRedirect(api.catalogue.category(path), request.url))).data : null;
  const products = await orThrowResponse(
    api.catalogue.products({
      parent_id: category?.id ?? 0,
      page: listing.page,
      per_page: listing.perPage,
      ...apiSortParams(listing.sort, config.sorts),
      ...apiStockParams(listing),
    }),
  );
  return {
    category: category && {
      id: category.id,
      title: category.title,
      bannerImage: category.banner_image,
      blurbHtml: richTextHtml(category.data.blurb),
      trail: category.trail,
      siblings: category.siblings,
    },
    products,
    listing,
    config,
  };
}

export const handle = breadcrumbHandle<typeof loader>((data) =>
  data?.category
    ? data.category.trail.map((link) => ({ label: link.title, to: categoryHref(link.url) }))
    : data
      ? [{ label: 'Shop' }]
      : [],
);

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error, 'Category');
  const title = loaderData.category?.title || 'Shop';
  const blurb = loaderData.category ? plainSummary(loaderData.category.blurbHtml) : '';
  return pageMeta(title, blurb || `${title}: wholesale care-facility supplies from Care Supply Co.`);
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, products, listing, config } = loaderData;
  const menu = useMenuCategories();
  const trailIds = category?.trail.map((link) => link.id) ?? [];
  const title = category?.title || 'Shop';
  return (
    <div className="container catalogue-page listing-layout">
      <CategorySidebar tree={menu} trailIds={trailIds} currentId={category?.id ?? null} />
      <div className="listing-layout__main">
        <CategoryHeader
          title={title}
          bannerImage={category?.bannerImage ?? null}
          siblings={category?.siblings ?? []}
          currentId={category?.id ?? null}
        />
        <ProductListing products={products} params={listing} config={config} label={`${title} products`} />
        {category?.blurbHtml ? (
          <div className="category-blurb rich-text" dangerouslySetInnerHTML={{ __html: category.blurbHtml }} />
        ) : null}
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CatalogueError error={error} what="category" />;
}
