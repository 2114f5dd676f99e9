// /checkout/confirmation/{id}: where a placed or paid order lands. 'Thank you' with the order
// number and status, the lines and totals, the shipping address, and the ways on.
import { Link } from 'react-router';
import type { Route } from './+types/checkout-confirmation';
import type { OrderDetailJson } from '../../shared/schemas/orders.ts';
import { breadcrumbHandle } from '../features/layout/breadcrumbs.tsx';
import { RouteError } from '../components/route-error.tsx';
import { COMPANY } from '../lib/site-links.ts';
import { OrderAddresses, OrderLinesTable, OrderTotals } from '../features/orders/order-detail-view.tsx';
import { confirmationStatusText, orderStatusText } from '../features/orders/order-format.ts';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { isIdText } from '../../shared/id-range.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  if (!isIdText(params.id)) throw new Response('Not found', { status: 404 });
  return { order: (await orThrowResponse(api.orders.get(params.id))).data };
}

export const meta: Route.MetaFunction = () => [{ title: `Thank you for your order | ${COMPANY.name}` }, { name: 'robots', content: 'noindex' }];

export const handle = breadcrumbHandle(() => [{ label: 'Order confirmation' }]);

export default function CheckoutConfirmationPage({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  return (
    <div className="container confirmation-page">
      <div className="card confirmation-page__thanks">
        <h1>Thank you for your order</h1>
        <OrderReference order={order} />
        <p>
          <span className="order-status">{orderStatusText(order.status)}</span> {confirmationStatusText(order.status)}
        </p>
        {order.order_number ? <p>We have e-mailed you a confirmation of this order.</p> : null}
        {order.status === 'awaiting_payment' ? <p>We will e-mail you a confirmation once the payment is confirmed.</p> : null}
        <p className="page-message-actions confirmation-page__links">
          <Link to="/order-history" className="button button-primary">
            Order history
          </Link>
          <Link to="/category" className="button button-secondary">
            Continue shopping
          </Link>
        </p>
      </div>
      <section className="card" aria-labelledby="confirmation-lines-title">
        <h2 id="confirmation-lines-title">Your order</h2>
        <OrderLinesTable order={order} />
        <OrderTotals order={order} />
      </section>
      <div className="card">
        <OrderAddresses order={order} withBilling={false} />
      </div>
    </div>
  );
}

/** The order number once placed; before that the card payment's own reference (issue #16 item 5). */
function OrderReference({ order }: { order: OrderDetailJson }) {
  if (order.order_number) {
    return (
      <p className="confirmation-page__number">
        Your order number is <strong>{order.order_number}</strong>.
      </p>
    );
  }
  return (
    <p className="confirmation-page__number">
      Your payment reference is <strong>{order.payment_reference}</strong>.{' '}
      {order.status === 'awaiting_payment' ? 'Your order number follows once the payment is confirmed.' : 'No order was placed with this payment.'}
    </p>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
