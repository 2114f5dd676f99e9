// An order's fulfilment moves (issue #17 Part 3): who moved it, when, from and to, and what they gave.
import type { OrderStatusChangeJson } from '../../../shared/schemas/staff-orders.ts';
import { formatAdminTime } from '../admin-format.ts';
import { FULFILMENT_LABELS } from './order-words.ts';
import { TableScroll } from '../list-parts.tsx';

export function OrderStatusHistory({ history }: { history: OrderStatusChangeJson[] }) {
  if (history.length === 0) return <p className="admin-muted">No status changes yet: the order is as the buyer placed it.</p>;
  return (
    <TableScroll label="Status history">
    <table className="admin-table">
      <caption>Status history</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Who</th>
          <th scope="col">From</th>
          <th scope="col">To</th>
          <th scope="col">Carrier</th>
          <th scope="col">Tracking</th>
          <th scope="col">Note</th>
        </tr>
      </thead>
      <tbody>
        {history.map((change) => (
          <tr key={change.id}>
            <td>{formatAdminTime(change.created_at)}</td>
            <td>{change.staff_email}</td>
            <td>{FULFILMENT_LABELS[change.from]}</td>
            <td>{FULFILMENT_LABELS[change.to]}</td>
            <td>{change.carrier ?? ''}</td>
            <td>{change.tracking_ref ?? ''}</td>
            <td className="admin-notes">{change.note ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
    </TableScroll>
  );
}
