// Issue #11 part 8: the spec's load-more product list as the 'New arrivals' page (features/catalogue/product-feed.tsx).
import { requestContext } from '../lib/api-context.ts';
import { breadcrumbHandle } from '../features/layout/breadcrumbs.tsx';
import { CatalogueError } from '../features/catalogue/catalogue-error.tsx';
import { errorMeta, pageMeta } from '../features/catalogue/page-meta.ts';
import { loadFeed, ProductFeed, NEW_ARRIVALS } from '../features/catalogue/product-feed.tsx';
import type { Route } from './+types/new-arrivals';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadFeed(context.get(requestContext).api, NEW_ARRIVALS, request);
}

export const handle = breadcrumbHandle<typeof loader>((data) => (data ? [{ label: NEW_ARRIVALS.title }] : []));

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error, 'Page');
  return pageMeta(NEW_ARRIVALS.title, 'The newest products in the Care Supply Co range, newest first.');
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ProductFeed kind={NEW_ARRIVALS} filter={loaderData.filter} first={loaderData.products} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CatalogueError error={error} />;
}
