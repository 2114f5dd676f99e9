// The account's invoices (issue #28): invoice number, its order (a link to the order's page), the day it
// was issued, when it falls due ('Paid by card' when paid at the order), total, balance, status in words
// and its PDF. Below 1024 px each row stacks into labelled lines (invoices.css): explicit roles keep it a
// table for screen readers whatever its CSS display.
import { Link } from 'react-router';
import { formatCents } from '../../../shared/money.ts';
import type { InvoiceSummaryJson } from '../../../shared/schemas/invoices.ts';
import { dueText, invoiceStatusText, issuedText } from './invoice-format.ts';
import { invoicePdfPath } from './invoice-params.ts';

function InvoiceStatusBadge({ status }: { status: InvoiceSummaryJson['status'] }) {
  // The word says it; the colour and, for Overdue, the mark and weight only repeat it.
  return (
    <span className={`invoice-status invoice-status--${status}`}>
      {status === 'overdue' ? (
        <span className="invoice-status__mark" aria-hidden="true">
          !
        </span>
      ) : null}
      {invoiceStatusText(status)}
    </span>
  );
}

/**
 * 'Download PDF' on screen; 'Download PDF of INV-000123' to a screen reader, which may hear it out of its
 * row. The name starts with the words on screen, so a speech user saying them finds it (WCAG 2.5.3).
 */
function InvoicePdfLink({ invoice }: { invoice: InvoiceSummaryJson }) {
  return (
    <a href={invoicePdfPath(invoice.id)} download className="button button-secondary invoice-table__pdf">
      Download PDF<span className="visually-hidden">{` of ${invoice.invoice_number}`}</span>
    </a>
  );
}

export function InvoiceTable({ invoices, caption }: { invoices: InvoiceSummaryJson[]; caption: string }) {
  return (
    <div className="invoice-table__wrap">
      <table className="invoice-table" role="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              Invoice
            </th>
            <th scope="col" role="columnheader">
              Order
            </th>
            <th scope="col" role="columnheader">
              Issued
            </th>
            <th scope="col" role="columnheader">
              Due
            </th>
            <th scope="col" role="columnheader" className="invoice-table__amount">
              Total
            </th>
            <th scope="col" role="columnheader" className="invoice-table__amount">
              Balance
            </th>
            <th scope="col" role="columnheader">
              Status
            </th>
            <th scope="col" role="columnheader">
              <span className="visually-hidden">PDF</span>
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {invoices.map((invoice) => (
            <tr key={invoice.id} role="row" className={invoice.status === 'overdue' ? 'is-overdue' : undefined}>
              <th scope="row" role="rowheader">
                {invoice.invoice_number}
              </th>
              <td role="cell" data-label="Order">
                <Link to={`/order-history/${invoice.order_id}`}>{invoice.order_number}</Link>
              </td>
              <td role="cell" data-label="Issued">
                <time dateTime={invoice.issued_at}>{issuedText(invoice.issued_at)}</time>
              </td>
              <td role="cell" data-label="Due">
                {invoice.due_at === null ? dueText(null) : <time dateTime={invoice.due_at}>{dueText(invoice.due_at)}</time>}
              </td>
              <td role="cell" data-label="Total" className="invoice-table__amount">
                {formatCents(invoice.total)}
              </td>
              <td role="cell" data-label="Balance" className="invoice-table__amount">
                {formatCents(invoice.balance)}
              </td>
              <td role="cell" data-label="Status">
                <InvoiceStatusBadge status={invoice.status} />
              </td>
              <td role="cell">
                <InvoicePdfLink invoice={invoice} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
