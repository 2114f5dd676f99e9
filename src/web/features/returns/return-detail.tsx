// One return as its buyer sees it (issue #30 Part 2): the lines and why, the desk's instructions or
// reason, and the credit once it is issued.
import { Link } from 'react-router';
import { formatCents } from '../../../shared/money.ts';
import type { ReturnJson } from '../../../shared/schemas/returns.ts';
import { RETURN_REASON_WORDS } from '../../../shared/return-words.ts';
import { RETURN_STATUS_TEXT, returnDay } from './return-format.ts';

export function ReturnDetail({ row }: { row: ReturnJson }) {
  return (
    <>
      <div className="card">
        <dl className="order-facts">
          <div>
            <dt>Order</dt>
            <dd>
              <Link to={`/order-history/${row.order_id}`}>{row.order_number}</Link>
            </dd>
          </div>
          <div>
            <dt>Asked</dt>
            <dd>
              <time dateTime={row.created_at}>{returnDay(row.created_at)}</time>
            </dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{RETURN_STATUS_TEXT[row.status]}</dd>
          </div>
          {row.credited_total !== null ? (
            <div>
              <dt>Credited</dt>
              <dd>{`${formatCents(row.credited_total)} incl. GST${row.credit_note_numbers.length > 0 ? ` (credit note ${row.credit_note_numbers.join(', ')})` : ''}`}</dd>
            </div>
          ) : null}
        </dl>
        {row.status === 'approved' && row.instructions ? (
          <div className="return-words">
            <h2>How to send the goods back</h2>
            <p>{row.instructions}</p>
          </div>
        ) : null}
        {row.status === 'declined' && row.decline_reason ? (
          <div className="return-words">
            <h2>Why it was declined</h2>
            <p>{row.decline_reason}</p>
          </div>
        ) : null}
        {row.credit_note_numbers.length > 0 ? (
          <p>
            <Link to="/my-account/invoices">Your credit notes are with your invoices.</Link>
          </p>
        ) : null}
      </div>
      <section className="card" aria-labelledby="return-lines-title">
        <h2 id="return-lines-title">Items</h2>
        <ul className="return-lines">
          {row.lines.map((line) => (
            <li key={line.line_id}>
              <strong>{`${line.qty} × ${line.title}`}</strong> <span className="return-lines__sku">{line.sku}</span>
              <br />
              {RETURN_REASON_WORDS[line.reason]}
              {line.detail ? `: ${line.detail}` : ''}
            </li>
          ))}
        </ul>
        {row.note ? <p>{`Your note: ${row.note}`}</p> : null}
      </section>
    </>
  );
}
