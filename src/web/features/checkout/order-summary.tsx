// spec §2 Checkout: the order summary beside the steps, without a proceed button.
import { formatCents } from '../../../shared/money.ts';
import type { CartJson } from '../../../shared/schemas/cart.ts';
import { cartItemImage, itemCountText } from '../../lib/cart-display.ts';
import { CartSummary } from '../../components/cart-summary.tsx';

export function OrderSummary({ cart }: { cart: CartJson }) {
  return (
    <aside className="card checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">
        Order summary <span className="checkout-summary__count">({itemCountText(cart.items_count)})</span>
      </h2>
      <ul className="checkout-summary__lines" aria-label="Items in this order">
        {cart.items.map((item) => {
          const image = cartItemImage(item);
          return (
            <li key={item.key} className="checkout-summary__line">
              {image ? <img src={image} alt="" width={48} height={48} loading="lazy" /> : <span />}
              <span className="checkout-summary__title">
                {item.title}
                {item.variant_label ? <span className="checkout-summary__variant">{item.variant_label}</span> : null}
                <span className="checkout-summary__qty">{`Qty ${item.qty} × ${formatCents(item.price)}`}</span>
              </span>
              <span className="checkout-summary__amount">{formatCents(item.line_total)}</span>
            </li>
          );
        })}
      </ul>
      <CartSummary cart={cart} withProceed={false} />
    </aside>
  );
}
