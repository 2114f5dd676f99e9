// spec §2: the cart slider, an off-canvas panel toggled by the header's cart icon. A native modal
// <dialog>: focus moves into it, Escape and the backdrop close it, and the page behind is inert.
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import type { CartJson } from '../../../shared/schemas/cart.ts';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { itemCountText } from './cart-display.ts';
import { CartLineList } from './cart-line-list.tsx';
import { CartSummary } from './cart-summary.tsx';

export const CART_SLIDER_ID = 'cart-slider';

type Props = { cart: CartJson | null; isOpen: boolean; onClose(): void };

export function CartSlider({ cart, isOpen, onClose }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const location = useLocation();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  // Following a link inside the panel ('View cart', a product) closes it.
  useEffect(() => onClose(), [location.pathname, onClose]);

  const items = cart?.items ?? [];
  return (
    <dialog
      ref={dialogRef}
      id={CART_SLIDER_ID}
      className="cart-slider"
      aria-labelledby="cart-slider-title"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
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
    </dialog>
  );
}
