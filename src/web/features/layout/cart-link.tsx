// spec §2: the header cart link with item count and total, for signed-in visitors only (guests
// see nothing cart-related). TODO(#3): the count and total come from GET /cart?ajax=1.
import { Link } from 'react-router';
import { formatCents } from '../../../shared/money.ts';
import { CartIcon } from '../../components/ui/icons.tsx';

export function CartLink() {
  const itemCount = 0;
  const totalCents = 0;
  return (
    <Link to="/cart" className="header-action cart-link">
      <CartIcon />
      <span className="visually-hidden">Cart:</span>
      <span className="cart-count">
        {itemCount}
        <span className="visually-hidden"> items,</span>
      </span>
      <span className="cart-total">{formatCents(totalCents)}</span>
    </Link>
  );
}
