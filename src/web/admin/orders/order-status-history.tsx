// An order's fulfilment moves (issue #17 Part 3): who moved it, when, from and to, and what they gave.
import type { OrderStatusChangeJson } from '../../../shared/schemas/staff-orders.ts';
import { AdminListTable, type ListColumn } from '../admin-list-table.tsx';
import { formatAdminTime } from '../admin-format.ts';
import { FULFILMENT_LABELS } from './order-words.ts';

const COLUMNS: ListColumn<OrderStatusChangeJson>[] = [
  { heading: 'When', cell: (change) => formatAdminTime(change.created_at) },
  { heading: 'Who', cell: (change) => change.staff_email },
  { heading: 'From', cell: (change) => FULFILMENT_LABELS[change.from] },
  { heading: 'To', cell: (change) => FULFILMENT_LABELS[change.to] },
  { heading: 'Carrier', cell: (change) => change.carrier ?? '' },
  { heading: 'Tracking', cell: (change) => change.tracking_ref ?? '' },
  { heading: 'Note', cellClassName: 'admin-notes', cell: (change) => change.note ?? '' },
];

export function OrderStatusHistory({ history }: { history: OrderStatusChangeJson[] }) {
  if (history.length === 0) return <p className="admin-muted">No status changes yet: the order is as the buyer placed it.</p>;
  return <AdminListTable caption="Status history" columns={COLUMNS} rows={history} rowKey={(change) => change.id} />;
}
