// spec §2 /fast-orders: the account's fast-order lists (shared by all its users), server-rendered with
// the list in the loader. In the account area (routes.ts), whose guard sends guests to /login.
import type { Route } from './+types/fast-orders';
import { breadcrumbHandle } from '../features/layout/breadcrumbs.tsx';
import { RouteError } from '../components/route-error.tsx';
import { COMPANY } from '../lib/site-links.ts';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { fastOrdersApi } from '../features/fast-orders/fast-orders-api.ts';
import { listKeyword, listSortFrom } from '../features/fast-orders/fast-order-params.ts';
import { FastOrderLists } from '../features/fast-orders/fast-order-lists.tsx';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  const params = new URL(request.url).searchParams;
  const sort = listSortFrom(params.get('sort'));
  const answer = await orThrowResponse(fastOrdersApi(api).lists({ ...sort.query, keyword: listKeyword(params.get('keyword')) }));
  return { lists: answer.data.data, sort: sort.value };
}

export const meta: Route.MetaFunction = () => [{ title: `Fast Orders | ${COMPANY.name}` }, { name: 'robots', content: 'noindex' }];

export const handle = breadcrumbHandle(() => [{ label: 'Fast Orders' }]);

export default function FastOrdersPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container fast-orders-page">
      <h1>Fast Orders</h1>
      <p className="fast-orders-page__intro">Lists of the products your team orders again and again, shared by everyone on your account.</p>
      <FastOrderLists lists={loaderData.lists} sort={loaderData.sort} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
