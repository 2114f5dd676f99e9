// The order list (issue #17 Part 6): one dense row per order, Date and Total sortable by links that
// change the address, and the server's pages; issue #30: a box to tick each row for bulk work, and 'On hold'.
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

/** Issue #30: rows chosen for bulk work, and ticking one. */
export type RowChoice = { isChosen: (id: number) => boolean; onChoose: (order: StaffOrderListEntryJson, isChosen: boolean) => void };

function columnsOf(choice: RowChoice | undefined): ListColumn<StaffOrderListEntryJson>[] {
  const chooseColumn: ListColumn<StaffOrderListEntryJson>[] = choice
    ? [
        {
          heading: 'Select',
          cell: (order) => (
            <input
              type="checkbox"
              className="order-bulk-row-check"
              aria-label={`Select order ${order.order_number}`}
              checked={choice.isChosen(order.id)}
              onChange={(event) => choice.onChoose(order, event.currentTarget.checked)}
            />
          ),
        },
      ]
    : [];
  return [
    ...chooseColumn,
    { heading: 'Order', cell: (order) => <Link to={`/admin/orders/${order.id}`}>{order.order_number}</Link> },
    { heading: 'Date', sort: 'created_at', cell: (order) => formatAdminTime(order.created_at) },
    { heading: 'Account', cell: (order) => `${order.account_number} ${order.account_name}` },
    { heading: 'PO', cell: (order) => order.purchase_order_no },
    { heading: 'Delivers', sort: 'delivery_date', cell: (order) => (order.delivery_date ? `${shortDay(order.delivery_date)}${order.delivery_zone ? ` · ${order.delivery_zone}` : ''}` : '—') },
    {
      heading: 'Status',
      cell: (order) => (
        <>
          {FULFILMENT_LABELS[order.fulfilment_status]}
          {/* Issue #30: a held order makes no move until released; a bulk move names it as refused. */}
          {order.on_hold ? (
            <>
              {' '}
              <span className="order-badge order-badge--hold">On hold</span>
            </>
          ) : null}
        </>
      ),
    },
    { heading: 'Payment', cell: (order) => paymentText(order.payment_method, order.payment_status) },
    { heading: 'Total', sort: 'total', cellClassName: 'admin-number', cell: (order) => formatCents(order.total) },
  ];
}

export function OrdersTable({ list, params, choice }: { list: StaffOrderListResponse; params: OrderListParams; choice?: RowChoice }) {
  const { meta } = list;
  const first = (meta.current_page - 1) * meta.per_page + 1;
  return (
    <AdminListTable
      caption={`Orders ${first}–${first + list.data.length - 1} of ${meta.total}`}
      label="Orders"
      columns={columnsOf(choice)}
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
