// 'Order again' (issue #3): puts the order's lines back in the cart at today's prices; the popup
// shows the server's message and what was skipped, and the header cart is refreshed.
import { useState } from 'react';
import type { OrderAgainResponseJson } from '../../../shared/schemas/orders.ts';
import { createBrowserApiClient } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { escapeHtml } from '../../lib/sanitize-html.ts';
import { useAppState } from '../../lib/app-state.tsx';
import { useCanOrder } from '../../lib/root-data.ts';

export function orderAgainPopupHtml(answer: OrderAgainResponseJson): string {
  const skipped = answer.skipped.map((item) => `<li>${escapeHtml(`${item.title} (${item.sku}): ${item.reason}`)}</li>`).join('');
  return `<p>${escapeHtml(answer.message)}</p>${skipped ? `<ul>${skipped}</ul>` : ''}`;
}

export function OrderAgainButton({ orderId }: { orderId: number }) {
  const canOrder = useCanOrder();
  const { setCart, setLoading, showPopup } = useAppState();
  const [isBusy, setBusy] = useState(false);

  async function orderAgain() {
    setBusy(true);
    setLoading(true);
    const api = createBrowserApiClient();
    try {
      const answer = await api.orders.orderAgain(orderId);
      showPopup(orderAgainPopupHtml(answer));
      // The answer carries no cart: the header widget fetches it again (spec §7 GET /cart?ajax=1).
      await api.cart.widget().then(setCart, (error: unknown) => console.error('order again: could not refresh the cart', error));
    } catch (error) {
      showPopup(`<p>${escapeHtml(apiErrorMessage(error))}</p>`);
    } finally {
      setLoading(false);
      setBusy(false);
    }
  }

  if (!canOrder) return null;
  return (
    <button type="button" className="button button-primary" disabled={isBusy} onClick={() => void orderAgain()}>
      Order again
    </button>
  );
}
