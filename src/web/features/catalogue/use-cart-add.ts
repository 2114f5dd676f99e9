import { useState } from 'react';
import { useAppState } from '../layout/app-state.tsx';
import { addToCart } from './cart-request.ts';
import { escapeHtml } from '../../lib/sanitize-html.ts';

export const FAST_ORDER_SOON_POPUP = '<p>Fast order lists are coming soon.</p>';

/**
 * spec §4 Add to cart: the button is disabled and loading is on during the call, then a popup with
 * the success text or the server's message; the button is re-enabled either way.
 */
export function useCartAdd() {
  const { setLoading, showPopup } = useAppState();
  const [isAdding, setAdding] = useState(false);

  async function add(body: Parameters<typeof addToCart>[0], successMessage: string) {
    setAdding(true);
    setLoading(true);
    try {
      const result = await addToCart(body);
      // The cart issue also replaces the header cart with result.cart here.
      showPopup(`<p>${escapeHtml(result.ok ? successMessage : result.message)}</p>`);
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
