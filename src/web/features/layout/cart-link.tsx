// spec §2: the header cart link with item count and formatted total, for signed-in visitors only
// (guests see nothing cart-related). The cart comes from the root loader (GET /cart?ajax=1) and is
// replaced by every cart call's answer (app state). With JavaScript the icon toggles the cart
// slider; before the scripts load it is a plain link to /cart.
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { formatCents } from '../../../shared/money.ts';
import { CartIcon } from '../../components/ui/icons.tsx';
import { CART_SLIDER_ID, CartSlider } from '../cart/cart-slider.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useAppState } from '../../lib/app-state.tsx';

export function CartLink() {
  const { cart } = useAppState();
  const isHydrated = useHydrated();
  const [isOpen, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const itemCount = cart?.items_count ?? 0;
  const content = (
    <>
      <CartIcon />
      <span className="visually-hidden">Cart:</span>
      <span className="cart-count">
        {itemCount}
        <span className="visually-hidden">{itemCount === 1 ? ' item,' : ' items,'}</span>
      </span>
      <span className="cart-total">{formatCents(cart?.summary.total ?? 0)}</span>
    </>
  );
  if (!isHydrated) {
    return (
      <Link to="/cart" className="header-action cart-link">
        {content}
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        className="header-action cart-link"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={CART_SLIDER_ID}
        onClick={() => setOpen((current) => !current)}
      >
        {content}
      </button>
      <CartSlider cart={cart} isOpen={isOpen} onClose={close} />
    </>
  );
}
