// Issue #11 part 8: the spec's load-more product list as the 'Specials' page (features/catalogue/product-feed.tsx).
import { requestContext } from '../lib/api-context.ts';
import { breadcrumbHandle } from '../features/layout/breadcrumbs.tsx';
import { CatalogueError } from '../features/catalogue/catalogue-error.tsx';
import { errorMeta, pageMeta } from '../features/catalogue/page-meta.ts';
import { loadFeed, ProductFeed, SPECIALS } from '../features/catalogue/product-feed.tsx';
import type { Route } from './+types/specials';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadFeed(context.get(requestContext).api, SPECIALS, request);
}

export const handle = breadcrumbHandle<typeof loader>((data) => (data ? [{ label: SPECIALS.title }] : []));

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error, 'Page');
  return pageMeta(SPECIALS.title, 'Products on special at Care Supply Co, newest first.');
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ProductFeed kind={SPECIALS} filter={loaderData.filter} first={loaderData.products} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CatalogueError error={error} />;
}
