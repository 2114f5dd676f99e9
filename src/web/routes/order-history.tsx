// spec §2 /order-history: search, the orders table, results per page, page links and
// 'Showing x - y of z Results'. In the account area (guests go to /login). spec §8: a failed load shows
// 'An error has occurred when retrieving your orders.'
import type { Route } from './+types/order-history';
import { PaginationNav } from '../components/ui/pagination-nav.tsx';
import { breadcrumbHandle } from '../features/layout/breadcrumbs.tsx';
import { RouteError } from '../components/route-error.tsx';
import { COMPANY } from '../lib/site-links.ts';
import { ORDERS_LOAD_ERROR, showingText } from '../features/orders/order-format.ts';
import { orderHistoryApiParams, orderHistoryHref, parseOrderHistoryFilters } from '../features/orders/order-history-params.ts';
import { OrderHistorySearch } from '../features/orders/order-history-search.tsx';
import { OrderHistoryTable } from '../features/orders/order-history-table.tsx';
import { requestContext } from '../lib/api-context.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  const filters = parseOrderHistoryFilters(new URL(request.url).searchParams);
  try {
    return { filters, orders: await api.orders.list(orderHistoryApiParams(filters)) };
  } catch (error) {
    console.error('order history: could not load orders', error);
    return { filters, orders: null };
  }
}

export const meta: Route.MetaFunction = () => [{ title: `Order History | ${COMPANY.name}` }, { name: 'robots', content: 'noindex' }];

export const handle = breadcrumbHandle(() => [{ label: 'Order History' }]);

export default function OrderHistoryPage({ loaderData }: Route.ComponentProps) {
  const { filters, orders } = loaderData;
  return (
    <div className="container order-history-page">
      <h1>Order History</h1>
      <OrderHistorySearch filters={filters} />
      {orders === null ? (
        <p className="notice notice-error" role="alert">
          {ORDERS_LOAD_ERROR}
        </p>
      ) : (
        <section className="card order-history-page__results" aria-labelledby="order-results-title">
          <h2 id="order-results-title" className="order-history-page__showing" aria-live="polite">
            {showingText(orders.meta)}
          </h2>
          {orders.data.length > 0 ? <OrderHistoryTable orders={orders.data} /> : <p>No orders found.</p>}
          <PaginationNav meta={orders.meta} hrefFor={(page) => orderHistoryHref(filters, page)} />
        </section>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
