// One request (issue #29 Part 1): why it waits, the lines as the buyer saw them, the totals with freight, the PO,
// delivery address and day asked for, and while it waits today's total if prices moved and the buyer's month so far.
import { deliveryDayWords } from '../../../shared/delivery-words.ts';
import { formatCents } from '../../../shared/money.ts';
import type { ApprovalDetailJson } from '../../../shared/schemas/approvals.ts';
import { approvalDay, approvalStatusText } from './approval-format.ts';

export function ApprovalDetail({ approval }: { approval: ApprovalDetailJson }) {
  return (
    <>
      <dl className="approval-facts card">
        <div>
          <dt>Buyer</dt>
          <dd>{`${approval.buyer.name} (${approval.buyer.email})`}</dd>
        </div>
        <div>
          <dt>Sent</dt>
          <dd>{approvalDay(approval.created_at)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <span className={`approval-status approval-status--${approval.status}`}>{approvalStatusText(approval.status)}</span>
            {approval.decided_by && approval.decided_at ? ` by ${approval.decided_by.name}, ${approvalDay(approval.decided_at)}` : null}
          </dd>
        </div>
        {approval.status === 'pending' ? (
          <div>
            <dt>Expires</dt>
            <dd>{`${approvalDay(approval.expires_at)} if nobody decides`}</dd>
          </div>
        ) : null}
        <div>
          <dt>Payment</dt>
          <dd>{approval.payment_type === 'account' ? 'On account' : 'By card, once approved'}</dd>
        </div>
        <div>
          <dt>Purchase order</dt>
          <dd>{approval.purchase_order_no || '—'}</dd>
        </div>
        <div>
          <dt>Deliver to</dt>
          <dd>{approval.delivery_address}</dd>
        </div>
        <div>
          <dt>Delivery day</dt>
          <dd>{approval.delivery_date ? deliveryDayWords(approval.delivery_date) : 'The first open delivery day'}</dd>
        </div>
        {approval.buyer_month_spend !== null ? (
          <div>
            <dt>{`${approval.buyer.name}'s orders this month`}</dt>
            <dd>{`${formatCents(approval.buyer_month_spend)} excl. GST`}</dd>
          </div>
        ) : null}
      </dl>
      {approval.decline_reason ? (
        <section className="card approval-reason" aria-labelledby="decline-reason-title">
          <h2 id="decline-reason-title">Why it was declined</h2>
          <p>{approval.decline_reason}</p>
        </section>
      ) : null}
      <section className="card" aria-labelledby="approval-why-title">
        <h2 id="approval-why-title">Why it needs approval</h2>
        <ul>
          {approval.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
        {approval.current?.prices_changed ? (
          <p className="notice notice-error" role="note">
            {`Prices have changed since it was sent: at today's prices it comes to ${formatCents(approval.current.total)} incl. GST.`}
            {approval.current.unavailable.length > 0 ? ` No longer sold to the account: ${approval.current.unavailable.join(', ')}.` : ''}
          </p>
        ) : null}
      </section>
      <section className="card" aria-labelledby="approval-lines-title">
        <h2 id="approval-lines-title">Lines</h2>
        <ul className="approval-lines">
          {approval.lines.map((line) => (
            <li key={`${line.product_id}-${line.sku}`}>
              <span className="approval-lines__title">{line.title}</span>
              <span className="approval-lines__sku">{line.sku}</span>
              <span>{`${line.qty} × ${formatCents(line.unit_price)} = ${formatCents(line.line_total)}`}</span>
            </li>
          ))}
        </ul>
        <dl className="approval-totals">
          <div>
            <dt>Sub-total (excl. GST)</dt>
            <dd>{formatCents(approval.sub_total)}</dd>
          </div>
          <div>
            <dt>Delivery</dt>
            <dd>{formatCents(approval.shipping)}</dd>
          </div>
          <div>
            <dt>GST</dt>
            <dd>{formatCents(approval.tax_total)}</dd>
          </div>
          <div>
            <dt>Total (incl. GST)</dt>
            <dd>{formatCents(approval.total)}</dd>
          </div>
        </dl>
      </section>
    </>
  );
}
