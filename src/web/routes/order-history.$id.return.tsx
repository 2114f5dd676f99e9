// 'Return items' of a delivered order (issue #30 Part 2): its delivered lines, how many of each and why.
// An order not delivered, or a role that may not ask (a viewer), is told so instead of a form.
import { Link } from 'react-router';
import type { Route } from './+types/order-history.$id.return';
import { RouteError } from '../components/route-error.tsx';
import { breadcrumbHandle } from '../features/layout/breadcrumbs.tsx';
import { orderTitle } from '../features/orders/order-format.ts';
import { ReturnForm } from '../features/returns/return-form.tsx';
import { isIdText } from '../../shared/id-range.ts';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { useCanOrder } from '../lib/root-data.ts';
import { COMPANY } from '../lib/site-links.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  if (!isIdText(params.id)) throw new Response('Not found', { status: 404 });
  return { order: (await orThrowResponse(api.orders.get(params.id))).data };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Return items${loaderData ? ` of ${orderTitle(loaderData.order)}` : ''} | ${COMPANY.name}` }, { name: 'robots', content: 'noindex' }];
}

export const handle = breadcrumbHandle<typeof loader>((data) => [
  { label: 'Order History', to: '/order-history' },
  ...(data ? [{ label: orderTitle(data.order), to: `/order-history/${data.order.id}` }] : []),
  { label: 'Return items' },
]);

export default function ReturnItemsPage({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const canAsk = useCanOrder();
  const lines = order.items.filter((item) => item.shipped_qty > 0).map((item) => ({ id: item.id, sku: item.sku, title: item.title, shippedQty: item.shipped_qty }));
  return (
    <div className="container my-account-page return-items-page">
      <h1>{`Return items of ${orderTitle(order)}`}</h1>
      {order.fulfilment_status !== 'delivered' ? (
        <p>Goods can be returned once the order has been delivered.</p>
      ) : !canAsk ? (
        <p>Your role on this account lets you see orders, not return them. Ask a buyer or a manager of the account.</p>
      ) : (
        <ReturnForm orderId={order.id} lines={lines} />
      )}
      <p>
        <Link to={`/order-history/${order.id}`}>Back to the order</Link>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
