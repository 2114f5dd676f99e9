// Every account's invoices (issue #28 Part 2): one row each with its account, when it was issued and
// falls due, what it owes, its status and its PDF; newest first, paged by the server.
import { Link } from 'react-router';
import { formatCents } from '../../../shared/money.ts';
import type { AdminInvoiceListResponse, AdminInvoiceSummaryJson } from '../../../shared/schemas/invoices.ts';
import { dueText, invoiceStatusText, issuedText } from '../../features/invoices/invoice-format.ts';
import { AdminListTable, type ListColumn } from '../admin-list-table.tsx';
import { listCaption } from '../list-parts.tsx';

const COLUMNS: ListColumn<AdminInvoiceSummaryJson>[] = [
  { heading: 'Invoice', cell: (invoice) => <Link to={`/admin/invoices/${invoice.id}`}>{invoice.invoice_number}</Link> },
  { heading: 'Account', cell: (invoice) => `${invoice.account_number} ${invoice.account_name}` },
  { heading: 'Order', cell: (invoice) => <Link to={`/admin/orders/${invoice.order_id}`}>{invoice.order_number}</Link> },
  { heading: 'Issued', cell: (invoice) => issuedText(invoice.issued_at) },
  { heading: 'Due', cell: (invoice) => dueText(invoice.due_at) },
  { heading: 'Total', className: 'admin-number', cell: (invoice) => formatCents(invoice.total) },
  { heading: 'Owing', className: 'admin-number', cell: (invoice) => formatCents(invoice.balance) },
  { heading: 'Status', cell: (invoice) => invoiceStatusText(invoice.status) },
  {
    heading: 'PDF',
    cell: (invoice) => (
      <a href={invoice.pdf_url} download aria-label={`PDF of ${invoice.invoice_number}`}>
        PDF
      </a>
    ),
  },
];

export function InvoicesTable({ list }: { list: AdminInvoiceListResponse }) {
  return (
    <AdminListTable
      caption={listCaption(list.meta, 'invoices')}
      label="Invoices"
      columns={COLUMNS}
      rows={list.data}
      rowKey={(invoice) => invoice.id}
      pages={{ meta: list.meta, label: 'Invoice pages' }}
      empty={
        <p className="admin-panel" role="status">
          No invoices match these filters.
        </p>
      }
    />
  );
}
