// spec §2 Cart summary panel: Subtotal, GST, Total ('(Incl. GST)' and no GST line when prices include
// GST), and 'Proceed to checkout' only when a subtotal exists and the panel allows it (checkout's
// own summary does not).
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { CartJson } from '../../shared/schemas/cart.ts';
import { cartSummaryRows, freeDeliveryText, hasSubtotal, type SummaryRow } from '../lib/cart-display.ts';

export function SummaryTable({ rows, caption }: { rows: SummaryRow[]; caption: string }) {
  return (
    <table className="summary-table">
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className={row.isTotal ? 'summary-table__total' : undefined}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function CartSummary({ cart, withProceed }: { cart: CartJson; withProceed: boolean }) {
  return (
    <div className="cart-summary">
      <SummaryTable rows={cartSummaryRows(cart)} caption="Cart totals" />
      {freeDeliveryText(cart) ? <p className="cart-summary__free-delivery">{freeDeliveryText(cart)}</p> : null}
      {withProceed && hasSubtotal(cart) ? <ProceedToCheckout /> : null}
    </div>
  );
}

/**
 * spec §2/§4: the button disables itself and navigates to /checkout. A GET form, so it also
 * works before the scripts load.
 */
export function ProceedToCheckout() {
  const navigate = useNavigate();
  const location = useLocation();
  const [isLeaving, setLeaving] = useState(false);
  // The slider stays mounted across pages: coming back to a page enables the button again.
  useEffect(() => setLeaving(false), [location.pathname]);
  return (
    <form
      method="get"
      action="/checkout"
      onSubmit={(event) => {
        event.preventDefault();
        setLeaving(true);
        void navigate('/checkout');
      }}
    >
      <button type="submit" className="button button-accent button-block" disabled={isLeaving}>
        Proceed to checkout
      </button>
    </form>
  );
}
