// /admin/invoices/:id (issue #28 Part 2): one invoice as issued (its facts, lines and totals), what is
// paid, credited and still owed, its credit notes with their PDFs, and the form that issues another.
import { useState, type ReactNode } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { Route } from './+types/admin.invoices.$id';
import { formatCents } from '../../shared/money.ts';
import type { AdminInvoiceJson } from '../../shared/schemas/invoices.ts';
import { dueText, formatDay, invoiceStatusText, issuedText } from '../features/invoices/invoice-format.ts';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { AdminError } from '../admin/admin-error.tsx';
import { AdminListTable, type ListColumn } from '../admin/admin-list-table.tsx';
import { CreditNoteForm } from '../admin/invoicing/credit-note-form.tsx';
import { invoicingApi } from '../admin/invoicing/invoicing-api.ts';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${loaderData?.invoice.invoice_number ?? 'Invoice'} | Back office | Care Supply Co` }];

export async function loader({ params, context }: Route.LoaderArgs) {
  return { invoice: (await orThrowResponse(invoicingApi(context.get(requestContext).api).get(params.id))).data };
}

type Line = AdminInvoiceJson['lines'][number];
type Note = AdminInvoiceJson['credit_notes'][number];

const LINE_COLUMNS: ListColumn<Line>[] = [
  { heading: 'SKU', cell: (line) => line.sku },
  { heading: 'Description', cell: (line) => line.description },
  { heading: 'Qty', className: 'admin-number', cell: (line) => line.qty.toLocaleString('en-NZ') },
  { heading: 'Unit price', className: 'admin-number', cell: (line) => formatCents(line.unit_price) },
  { heading: 'Amount excl. GST', className: 'admin-number', cell: (line) => formatCents(line.amount) },
];

const NOTE_COLUMNS: ListColumn<Note>[] = [
  { heading: 'Credit note', cell: (note) => note.credit_note_number },
  { heading: 'Issued', cell: (note) => issuedText(note.issued_at) },
  { heading: 'Reason', cell: (note) => note.reason },
  { heading: 'Total', className: 'admin-number', cell: (note) => formatCents(note.total) },
  {
    heading: 'PDF',
    cell: (note) => (
      <a href={note.pdf_url} download aria-label={`PDF of ${note.credit_note_number}`}>
        PDF
      </a>
    ),
  },
];

function InvoiceFacts({ invoice }: { invoice: AdminInvoiceJson }) {
  const facts: [string, ReactNode][] = [
    ['Account', <Link to={`/admin/accounts/${invoice.account_id}`}>{`${invoice.recipient.account_number} ${invoice.recipient.name}`}</Link>],
    ['Order', <Link to={`/admin/orders/${invoice.order_id}`}>{invoice.order_number}</Link>],
    ['PO number', invoice.purchase_order_number ?? '—'],
    ['Issued', issuedText(invoice.issued_at)],
    ['Date of supply', formatDay(invoice.supply_date)],
    ['Due', dueText(invoice.due_at)],
    ['Terms', invoice.terms],
    ['Status', invoiceStatusText(invoice.status)],
    ['Total incl. GST', formatCents(invoice.total)],
    ['Paid', formatCents(invoice.paid)],
    ['Credited', formatCents(invoice.credited)],
    ['Still owed', formatCents(invoice.balance)],
  ];
  return (
    <section className="admin-panel" aria-labelledby="invoice-facts-heading">
      <h2 id="invoice-facts-heading">Details</h2>
      <dl className="admin-details">
        {facts.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>
        <a href={invoice.pdf_url} download>
          {`Download ${invoice.invoice_number} (PDF)`}
        </a>
      </p>
    </section>
  );
}

export default function AdminInvoice({ loaderData }: Route.ComponentProps) {
  const { invoice } = loaderData;
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState('');
  const onIssued = (message: string) => {
    setNotice(message);
    void revalidator.revalidate();
  };
  return (
    <section aria-labelledby="admin-invoice-heading">
      <p>
        <Link to="/admin/invoices">Back to invoices</Link>
      </p>
      <h1 id="admin-invoice-heading">Invoice {invoice.invoice_number}</h1>
      <p role="status" className="admin-status">
        {notice}
      </p>
      <div className="admin-columns">
        <InvoiceFacts invoice={invoice} />
        <CreditNoteForm invoice={invoice} onIssued={onIssued} />
      </div>
      <h2>Lines</h2>
      <AdminListTable caption={`${invoice.lines.length} lines, GST ${formatCents(invoice.gst)} on ${formatCents(invoice.sub_total)}`} label="Lines" columns={LINE_COLUMNS} rows={invoice.lines} rowKey={(line) => line.sku} />
      <h2>Credit notes</h2>
      <AdminListTable
        caption="Credit notes on this invoice"
        columns={NOTE_COLUMNS}
        rows={invoice.credit_notes}
        rowKey={(note) => note.id}
        empty={<p className="admin-panel">No credit notes on this invoice.</p>}
      />
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
