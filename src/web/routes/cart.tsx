// spec §2 /cart: the cart's lines, the summary panel and 'Proceed to checkout'. In the account area
// (routes.ts), whose guard sends guests to /login.
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/cart';
import { itemCountText } from '../lib/cart-display.ts';
import { CartLineList } from '../features/cart/cart-line-list.tsx';
import { CartSummary } from '../components/cart-summary.tsx';
import { useAppState } from '../lib/app-state.tsx';
import { breadcrumbHandle } from '../features/layout/breadcrumbs.tsx';
import { RouteError } from '../components/route-error.tsx';
import { COMPANY } from '../lib/site-links.ts';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { SaveAsListButton } from '../features/fast-orders/save-as-list-button.tsx';

export async function loader({ context }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  return { cart: await orThrowResponse(api.cart.get()) };
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
            <div className="cart-page__save">
              <SaveAsListButton source={{ is_from_cart: true }} />
            </div>
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
