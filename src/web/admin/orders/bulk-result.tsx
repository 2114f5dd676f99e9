// What a bulk move came to (issue #30 Part 1): how many moved, and each order that did not with the
// server's reason; or why nothing was done. Always drawn (empty until then), so focus and screen
// readers find it where it was.
import type { RefObject } from 'react';
import { Link } from 'react-router';
import type { BulkNotice } from './bulk-actions.ts';

export function BulkResult({ notice, resultRef }: { notice: BulkNotice | null; resultRef: RefObject<HTMLDivElement | null> }) {
  const outcome = notice?.outcome ?? null;
  return (
    <div ref={resultRef} tabIndex={-1} className="order-bulk-result">
      <div role="status">
        {outcome ? (
          <>
            <p className="admin-status">{outcome.summary}</p>
            {outcome.refused.length > 0 ? (
              <ul className="order-bulk-refused">
                {outcome.refused.map((refusal) => (
                  <li key={refusal.id}>
                    {refusal.orderNumber ? <Link to={`/admin/orders/${refusal.id}`}>{refusal.orderNumber}</Link> : <span>{`Order id ${refusal.id}`}</span>}
                    {`: ${refusal.message}`}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </div>
      <p role="alert" className="admin-error">
        {notice?.error ?? ''}
      </p>
    </div>
  );
}
