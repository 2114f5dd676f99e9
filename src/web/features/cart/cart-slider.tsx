// spec §2: the cart slider, an off-canvas panel toggled by the header's cart icon, in a modal dialog.
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import type { CartJson } from '../../../shared/schemas/cart.ts';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { itemCountText } from '../../lib/cart-display.ts';
import { CartLineList } from './cart-line-list.tsx';
import { CartSummary } from '../../components/cart-summary.tsx';

export const CART_SLIDER_ID = 'cart-slider';

type Props = { cart: CartJson | null; isOpen: boolean; onClose(): void };

export function CartSlider({ cart, isOpen, onClose }: Props) {
  const location = useLocation();

  // Following a link inside the panel ('View cart', a product) closes it.
  useEffect(() => onClose(), [location.pathname, onClose]);

  const items = cart?.items ?? [];
  return (
    <ModalDialog isOpen={isOpen} onClose={onClose} id={CART_SLIDER_ID} className="cart-slider" aria-labelledby="cart-slider-title">
      <div className="cart-slider__panel">
        <div className="cart-slider__head">
          <h2 id="cart-slider-title">
            Your cart <span className="cart-slider__count">({itemCountText(cart?.items_count ?? 0)})</span>
          </h2>
          <button type="button" className="icon-button" onClick={onClose}>
            <CloseIcon />
            <span className="visually-hidden">Close cart</span>
          </button>
        </div>
        {cart && items.length > 0 ? (
          <>
            <div className="cart-slider__lines">
              <CartLineList items={items} variant="slider" label="Cart items" />
            </div>
            <div className="cart-slider__foot">
              <CartSummary cart={cart} withProceed />
              <Link to="/cart" className="button button-secondary button-block">
                View cart
              </Link>
            </div>
          </>
        ) : (
          <p className="cart-empty">Your cart is empty.</p>
        )}
      </div>
    </ModalDialog>
  );
}
