// spec §2 /checkout: the three-step checkout beside the order summary. In the account
// area (routes.ts), whose guard sends guests to /login.
// `?payment=declined` (back from the card provider's page) says so, with the payment's reference
// (`&reference=PAY-…`), and opens step 3; `?payment=refunded` says a payment that went through was given
// back because the order could not be placed (issue #30 Part 3: an item sold out while the buyer paid).
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/checkout';
import { CheckoutSteps } from '../features/checkout/checkout-steps.tsx';
import { OrderSummary } from '../features/checkout/order-summary.tsx';
import { useAppState } from '../lib/app-state.tsx';
import { breadcrumbHandle } from '../features/layout/breadcrumbs.tsx';
import { RouteError } from '../components/route-error.tsx';
import { COMPANY } from '../lib/site-links.ts';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  const checkout = await orThrowResponse(api.checkout.get());
  const search = new URL(request.url).searchParams;
  const reference = search.get('reference') ?? '';
  return {
    checkout,
    isPaymentDeclined: search.get('payment') === 'declined',
    isPaymentRefunded: search.get('payment') === 'refunded',
    declinedReference: /^PAY-\d{1,12}$/.test(reference) ? reference : null,
  };
}

// The page holds the buyer's typing in client state; nothing else on the site changes it.
export const shouldRevalidate = () => false;

export const meta: Route.MetaFunction = () => [{ title: `Checkout | ${COMPANY.name}` }, { name: 'robots', content: 'noindex' }];

export const handle = breadcrumbHandle(() => [{ label: 'Cart', to: '/cart' }, { label: 'Checkout' }]);

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  const { checkout, isPaymentDeclined, isPaymentRefunded, declinedReference } = loaderData;
  const { cart: clientCart, setCart } = useAppState();
  useEffect(() => setCart(checkout.cart), [checkout.cart, setCart]);
  const cart = clientCart ?? checkout.cart;
  const hasBothAddresses = checkout.cart.shipping_info !== null && checkout.cart.billing_info !== null;

  return (
    <div className="container checkout-page">
      <h1>Checkout</h1>
      {isPaymentDeclined ? (
        <div className="notice notice-error checkout-page__declined" role="alert">
          <p>
            {declinedReference ? `Your card payment (reference ${declinedReference}) was declined.` : 'Your card payment was declined.'} Your cart is
            unchanged: you can try again or choose another way to pay.
          </p>
        </div>
      ) : null}
      {isPaymentRefunded ? (
        <div className="notice notice-error checkout-page__declined" role="alert">
          <p>
            {declinedReference ? `Your card payment (reference ${declinedReference}) was refunded in full` : 'Your card payment was refunded in full'} and no
            order was placed: what you were buying changed while you paid (an item may have sold out). Your cart is unchanged: check the quantities and try
            again.
          </p>
        </div>
      ) : null}
      {cart.items.length === 0 ? (
        <div className="card cart-page__empty">
          <p className="cart-empty">Your cart is empty.</p>
          <Link to="/category" className="button button-primary">
            Continue shopping
          </Link>
        </div>
      ) : (
        <div className="checkout-page__layout">
          <CheckoutSteps checkout={checkout} cart={cart} startStep={(isPaymentDeclined || isPaymentRefunded) && hasBothAddresses ? 3 : 1} />
          <OrderSummary cart={cart} />
        </div>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
