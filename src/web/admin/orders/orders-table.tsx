// The order list (issue #17 Part 6): one dense row per order, Date and Total sortable by links that
// change the address, and the server's pages.
import { Link } from 'react-router';
import { formatCents } from '../../../shared/money.ts';
import type { StaffOrderListResponse, StaffOrderListEntryJson } from '../../../shared/schemas/staff-orders.ts';
import { AdminListTable, type ListColumn } from '../admin-list-table.tsx';
import { formatAdminTime } from '../admin-format.ts';
import { currentSort } from './order-list-params.ts';
import type { OrderListParams } from './orders-api.ts';
import { FULFILMENT_LABELS, paymentText } from './order-words.ts';

const dayFormat = new Intl.DateTimeFormat('en-NZ', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
/** 'Fri 4 Dec' for '2026-12-04' (a calendar day). */
const shortDay = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`)).replace(',', '');

const COLUMNS: ListColumn<StaffOrderListEntryJson>[] = [
  { heading: 'Order', cell: (order) => <Link to={`/admin/orders/${order.id}`}>{order.order_number}</Link> },
  { heading: 'Date', sort: 'created_at', cell: (order) => formatAdminTime(order.created_at) },
  { heading: 'Account', cell: (order) => `${order.account_number} ${order.account_name}` },
  { heading: 'PO', cell: (order) => order.purchase_order_no },
  { heading: 'Delivers', sort: 'delivery_date', cell: (order) => (order.delivery_date ? `${shortDay(order.delivery_date)}${order.delivery_zone ? ` · ${order.delivery_zone}` : ''}` : '—') },
  { heading: 'Status', cell: (order) => FULFILMENT_LABELS[order.fulfilment_status] },
  { heading: 'Payment', cell: (order) => paymentText(order.payment_method, order.payment_status) },
  { heading: 'Total', sort: 'total', cellClassName: 'admin-number', cell: (order) => formatCents(order.total) },
];

export function OrdersTable({ list, params }: { list: StaffOrderListResponse; params: OrderListParams }) {
  const { meta } = list;
  const first = (meta.current_page - 1) * meta.per_page + 1;
  return (
    <AdminListTable
      caption={`Orders ${first}–${first + list.data.length - 1} of ${meta.total}`}
      label="Orders"
      columns={COLUMNS}
      rows={list.data}
      rowKey={(order) => order.id}
      sort={{ current: currentSort(params), byDefault: '-created_at' }}
      pages={{ meta, label: 'Order pages' }}
      empty={
        <p className="admin-panel" role="status">
          No orders match these filters.
        </p>
      }
    />
  );
}
