// spec §2 /order-history/{id}: one order's lines, totals with GST, addresses, status, who placed it,
// and 'Order again'. Another account's order is a 404 from the API.
import { deliveryDayWords } from '../../shared/delivery-words.ts';
import { Link } from 'react-router';
import type { Route } from './+types/order-history-detail';
import { breadcrumbHandle } from '../features/layout/breadcrumbs.tsx';
import { RouteError } from '../components/route-error.tsx';
import { COMPANY } from '../lib/site-links.ts';
import { OrderAgainButton } from '../features/orders/order-again-button.tsx';
import { isPhoneOrderToPay, PayPhoneOrderButton } from '../features/orders/pay-phone-order-button.tsx';
import { SaveAsListButton } from '../features/fast-orders/save-as-list-button.tsx';
import { OrderAddresses, OrderLinesTable, OrderTotals } from '../features/orders/order-detail-view.tsx';
import { OrderShipments } from '../features/orders/order-shipments.tsx';
import { formatOrderDate, orderStatusFactText, orderTitle, paymentFactText } from '../features/orders/order-format.ts';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { isIdText } from '../../shared/id-range.ts';
import { useCanOrder } from '../lib/root-data.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  // An address no id can have is no order of ours (the API would refuse it with a 422).
  if (!isIdText(params.id)) throw new Response('Not found', { status: 404 });
  return { order: (await orThrowResponse(api.orders.get(params.id))).data };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? orderTitle(loaderData.order) : 'Order';
  return [{ title: `${title} | ${COMPANY.name}` }, { name: 'robots', content: 'noindex' }];
}

export const handle = breadcrumbHandle<typeof loader>((data) => [
  { label: 'Order History', to: '/order-history' },
  { label: data ? orderTitle(data.order) : 'Order' },
]);

export default function OrderDetailPage({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  // Issue #30 Part 2: a buyer or manager may ask to return goods once they are delivered.
  const canOrder = useCanOrder();
  return (
    <div className="container order-detail-page">
      <h1>{orderTitle(order)}</h1>
      <div className="card order-detail-page__facts">
        <dl className="order-facts">
          <div>
            <dt>Order date</dt>
            <dd>
              <time dateTime={order.created_at}>{formatOrderDate(order.created_at)}</time>
            </dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{orderStatusFactText(order)}</dd>
          </div>
          {order.delivery_date ? (
            <div>
              <dt>Delivery date</dt>
              <dd>
                <time dateTime={order.delivery_date}>{deliveryDayWords(order.delivery_date)}</time>
              </dd>
            </div>
          ) : null}
          <div>
            <dt>Placed by</dt>
            <dd>{order.placed_by}</dd>
          </div>
          {order.taken_by ? (
            <div>
              <dt>Taken by phone by</dt>
              <dd>{order.taken_by}</dd>
            </div>
          ) : null}
          <div>
            <dt>Payment</dt>
            <dd>{paymentFactText(order)}</dd>
          </div>
          {order.payment_reference ? (
            <div>
              <dt>Payment reference</dt>
              <dd>{order.payment_reference}</dd>
            </div>
          ) : null}
        </dl>
        <div className="order-detail-page__actions">
          {isPhoneOrderToPay(order) ? <PayPhoneOrderButton orderId={order.id} /> : null}
          <OrderAgainButton orderId={order.id} />
          <SaveAsListButton source={{ from_order_id: order.id }} />
          {order.fulfilment_status === 'delivered' && canOrder ? (
            <Link to={`/order-history/${order.id}/return`} className="button button-secondary">
              Return items
            </Link>
          ) : null}
          <Link to="/order-history" className="button button-secondary">
            Back to order history
          </Link>
        </div>
      </div>
      <section className="card" aria-labelledby="order-lines-title">
        <h2 id="order-lines-title">Items</h2>
        <OrderLinesTable order={order} />
        <OrderTotals order={order} />
      </section>
      {order.shipments.length > 0 ? (
        <section className="card" aria-labelledby="order-shipments-title">
          <h2 id="order-shipments-title">Shipments</h2>
          <OrderShipments order={order} />
        </section>
      ) : null}
      <div className="card">
        <OrderAddresses order={order} />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
