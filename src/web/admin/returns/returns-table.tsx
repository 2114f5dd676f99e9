// The desk's returns (issue #30 Part 2): one row each with its account, order, lines, status and credit.
import { Link } from 'react-router';
import { formatCents } from '../../../shared/money.ts';
import type { StaffReturnJson, StaffReturnListResponse } from '../../../shared/schemas/returns.ts';
import { AdminListTable, type ListColumn } from '../admin-list-table.tsx';
import { listCaption } from '../list-parts.tsx';
import { RETURN_DESK_STATUS_LABELS } from './return-words.ts';

const DAY = new Intl.DateTimeFormat('en-NZ', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Pacific/Auckland' });

const COLUMNS: ListColumn<StaffReturnJson>[] = [
  { heading: 'Return', cell: (row) => <Link to={`/admin/returns/${row.id}`}>{row.return_number}</Link> },
  { heading: 'Asked', cell: (row) => DAY.format(new Date(row.created_at)) },
  { heading: 'Account', cell: (row) => `${row.account_number} ${row.account_name}` },
  { heading: 'Order', cell: (row) => <Link to={`/admin/orders/${row.order_id}`}>{row.order_number}</Link> },
  { heading: 'Items', className: 'admin-number', cell: (row) => row.lines.reduce((sum, line) => sum + line.qty, 0).toLocaleString('en-NZ') },
  { heading: 'Status', cell: (row) => RETURN_DESK_STATUS_LABELS[row.status] },
  { heading: 'Credited', className: 'admin-number', cell: (row) => (row.credited_total === null ? '—' : formatCents(row.credited_total)) },
];

export function ReturnsTable({ list }: { list: StaffReturnListResponse }) {
  return (
    <AdminListTable
      caption={listCaption(list.meta, 'returns')}
      label="Returns"
      columns={COLUMNS}
      rows={list.data}
      rowKey={(row) => row.id}
      pages={{ meta: list.meta, label: 'Return pages' }}
      empty={
        <p className="admin-panel" role="status">
          No returns with this status.
        </p>
      }
    />
  );
}
