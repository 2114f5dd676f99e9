// The back office header's 'N new orders' (issue #30 Part 1), to the order list of new orders, updated
// without a reload (use-new-order-count.ts). When the count goes up, a polite live region says so once;
// the link itself is not live, so a page load is not announced.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useNewOrderCount } from './use-new-order-count.ts';

const words = (count: number | null) => (count === null ? 'New orders' : count === 1 ? '1 new order' : `${count.toLocaleString('en-NZ')} new orders`);

export function NewOrdersLink() {
  const count = useNewOrderCount();
  const seen = useRef<number | null>(null);
  const [news, setNews] = useState('');
  useEffect(() => {
    if (count === null) return;
    if (seen.current !== null && count > seen.current) setNews(`New order in: ${words(count)}.`);
    seen.current = count;
  }, [count]);
  return (
    <p className="admin-new-orders">
      <Link to="/admin/orders?status=new" className={count ? 'admin-new-orders-link admin-new-orders-link--some' : 'admin-new-orders-link'}>
        {words(count)}
      </Link>
      {/* A live region without role=status: a screen's own status message stays the page's one status. */}
      <span className="visually-hidden" aria-live="polite">
        {news}
      </span>
    </p>
  );
}
