import { useState } from 'react';
import { useAppState } from '../../lib/app-state.tsx';
import { addToCart, type CartAddBody } from './cart-request.ts';
import { escapeHtml } from '../../lib/sanitize-html.ts';

/**
 * spec §4 Add to cart: the button is disabled and loading is on during the call, then a popup with
 * the success text or the server's message; the button is re-enabled either way. The Add to cart buttons
 * are disabled by aria-disabled and a guard, not the disabled attribute, so they keep the keyboard focus
 * and the message gives it back to them however soon it is closed (issue #26 item 24).
 */
export function useCartAdd() {
  const { setLoading, showPopup, setCart } = useAppState();
  const [isAdding, setAdding] = useState(false);

  /** Resolves true when the cart took the items. */
  async function add(body: CartAddBody, successMessage: string): Promise<boolean> {
    setAdding(true);
    setLoading(true);
    try {
      const result = await addToCart(body);
      // spec §4: the cart is replaced by the server's answer.
      if (result.ok) setCart(result.cart);
      // An add that did less than asked says so (the server's message), instead of the usual text.
      const message = result.ok ? (result.cart.message ?? successMessage) : result.message;
      showPopup(`<p>${escapeHtml(message)}</p>`);
      return result.ok;
    } finally {
      setLoading(false);
      setAdding(false);
    }
  }

  return {
    isAdding,
    add,
    showError: (message: string) => showPopup(`<p>${escapeHtml(message)}</p>`),
  };
}
