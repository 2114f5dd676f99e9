// spec §2 /fast-orders/{id}: one fast-order list, its items grouped by category, server-rendered with
// the list in the loader. Another account's list is a 404 from the API.
import { Link } from 'react-router';
import type { Route } from './+types/fast-orders.$id';
import { breadcrumbHandle } from '../features/layout/breadcrumbs.tsx';
import { RouteError } from '../components/route-error.tsx';
import { COMPANY } from '../lib/site-links.ts';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { isIdText } from '../../shared/id-range.ts';
import { fastOrdersApi } from '../features/fast-orders/fast-orders-api.ts';
import { itemKeyword } from '../features/fast-orders/fast-order-params.ts';
import { FastOrderDetail } from '../features/fast-orders/fast-order-detail.tsx';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  // An address no id can have is no list of ours (the API would refuse it with a 422).
  if (!isIdText(params.id)) throw new Response('Not found', { status: 404 });
  const keyword = itemKeyword(new URL(request.url).searchParams.get('keyword'));
  return { list: (await orThrowResponse(fastOrdersApi(api).get(params.id, keyword))).data };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? loaderData.list.title : 'Fast Order';
  return [{ title: `${title} | ${COMPANY.name}` }, { name: 'robots', content: 'noindex' }];
}

export const handle = breadcrumbHandle<typeof loader>((data) => [
  { label: 'Fast Orders', to: '/fast-orders' },
  { label: data ? data.list.title : 'Fast Order' },
]);

export default function FastOrderPage({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  return (
    <div className="container fast-order-page">
      <div className="fast-order-page__head">
        <div>
          <h1>{list.title}</h1>
          <p className="fast-order-page__reference">
            <span className="fast-order-page__label">Reference address:</span> {list.reference_address || 'None'}
          </p>
        </div>
        <Link to="/fast-orders" className="button button-secondary">
          All lists
        </Link>
      </div>
      <FastOrderDetail list={list} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
