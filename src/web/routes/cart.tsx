// spec §2 /cart: the cart's lines, the summary panel and 'Proceed to checkout'. Guests go to /login.
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/cart';
import { itemCountText } from '../features/cart/cart-display.ts';
import { CartLineList } from '../features/cart/cart-line-list.tsx';
import { CartSummary } from '../features/cart/cart-summary.tsx';
import { orRedirectToLogin } from '../features/cart/sign-in-required.ts';
import { useAppState } from '../features/layout/app-state.tsx';
import { breadcrumbHandle } from '../features/layout/breadcrumbs.tsx';
import { RouteError } from '../features/layout/route-error.tsx';
import { COMPANY } from '../features/layout/site-links.ts';
import { requestContext } from '../lib/api-context.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  return { cart: await orRedirectToLogin(api.cart.get()) };
}

export const meta: Route.MetaFunction = () => [{ title: `Cart | ${COMPANY.name}` }, { name: 'robots', content: 'noindex' }];

export const handle = breadcrumbHandle(() => [{ label: 'Cart' }]);

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { cart: clientCart, setCart } = useAppState();
  // The page's fresh cart replaces the client's (the header's may be older after in-app navigation).
  useEffect(() => setCart(loaderData.cart), [loaderData.cart, setCart]);
  const cart = clientCart ?? loaderData.cart;

  return (
    <div className="container cart-page">
      <h1>Cart</h1>
      {cart.items.length === 0 ? (
        <div className="card cart-page__empty">
          <p className="cart-empty">Your cart is empty.</p>
          <Link to="/category" className="button button-primary">
            Continue shopping
          </Link>
        </div>
      ) : (
        <div className="cart-page__layout">
          <section className="card cart-page__lines" aria-labelledby="cart-lines-title">
            <h2 id="cart-lines-title">
              Items <span className="cart-page__count">({itemCountText(cart.items_count)})</span>
            </h2>
            <CartLineList items={cart.items} variant="page" label="Cart items" />
          </section>
          <aside className="card cart-page__summary" aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title">Summary</h2>
            <CartSummary cart={cart} withProceed />
          </aside>
        </div>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
