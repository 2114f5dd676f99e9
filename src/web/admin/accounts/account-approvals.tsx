// An account's approvals on its back-office page (issue #29 Part 1), read only: the orders its buyers sent
// for their managers' approval and what became of them. The care home decides; the merchant only sees.
import { Link } from 'react-router';
import { formatCents } from '../../../shared/money.ts';
import type { StaffApprovalListResponse } from '../../../shared/schemas/approvals.ts';
import { formatOrderDate } from '../../features/orders/order-format.ts';
import { AdminListTable, type ListColumn } from '../admin-list-table.tsx';

type Request = StaffApprovalListResponse['data'][number];

const STATUS_TEXT: Record<Request['status'], string> = {
  pending: 'Awaiting approval',
  approved: 'Approved',
  declined: 'Declined',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
};

const COLUMNS: ListColumn<Request>[] = [
  { heading: 'Sent', cell: (request) => formatOrderDate(request.created_at) },
  { heading: 'Buyer', cell: (request) => request.buyer.name },
  { heading: 'Total', className: 'admin-number', cell: (request) => formatCents(request.total) },
  { heading: 'Status', cell: (request) => STATUS_TEXT[request.status] },
  { heading: 'Decided by', cell: (request) => request.decided_by?.name ?? '—' },
  { heading: 'Order', cell: (request) => (request.order ? <Link to={`/admin/orders/${request.order.id}`}>{request.order.order_number}</Link> : '—') },
];

export function AccountApprovals({ approvals }: { approvals: StaffApprovalListResponse }) {
  const { data, meta } = approvals;
  return (
    <section className="admin-panel" aria-labelledby="account-approvals-heading">
      <h2 id="account-approvals-heading">Approvals</h2>
      <p>{meta.pending === 0 ? 'No order is waiting for the account’s managers.' : `${meta.pending} ${meta.pending === 1 ? 'order is' : 'orders are'} waiting for the account’s managers to approve.`}</p>
      <AdminListTable
        caption={meta.total === 0 ? 'No order has been sent for approval.' : `The latest ${data.length} of ${meta.total} orders sent for approval, newest first`}
        label="Approvals"
        columns={COLUMNS}
        rows={data}
        rowKey={(request) => String(request.id)}
        empty={<p>No buyer of this account has sent an order for approval.</p>}
      />
    </section>
  );
}
