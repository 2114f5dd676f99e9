import { useState } from 'react';
import { useAppState } from '../layout/app-state.tsx';
import { addToCart, type CartAddBody } from './cart-request.ts';
import { escapeHtml } from '../../lib/sanitize-html.ts';

export const FAST_ORDER_SOON_POPUP = '<p>Fast order lists are coming soon.</p>';

/**
 * spec §4 Add to cart: the button is disabled and loading is on during the call, then a popup with
 * the success text or the server's message; the button is re-enabled either way.
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
      showPopup(`<p>${escapeHtml(result.ok ? successMessage : result.message)}</p>`);
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
    showFastOrderSoon: () => showPopup(FAST_ORDER_SOON_POPUP),
  };
}
