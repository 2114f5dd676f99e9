// Issue #29: the warehouse's day. With the list filtered to a delivery day (and zone), the packing slips of
// those orders open together in one print view.
import { Link } from 'react-router';
import { deliveryDayWords } from '../../../shared/delivery-words.ts';
import { adminQuery } from '../admin-api.ts';
import type { OrderListParams } from './orders-api.ts';

export const PACKING_SLIPS_PATH = '/admin/orders/packing-slips';

export function PrintSlipsLink({ params, count }: { params: OrderListParams; count: number }) {
  const { delivery_date: day, zone, status } = params;
  if (!day) return null;
  const query = adminQuery({ delivery_date: day, ...(zone ? { zone } : {}), ...(status ? { status } : {}) });
  return (
    <p className="admin-inline">
      <Link className="button button-secondary" to={`${PACKING_SLIPS_PATH}${query}`}>
        {`Print packing slips for ${deliveryDayWords(day)}${zone ? `, ${zone}` : ''}`}
      </Link>
      {/* The count is the list's; without a status filter it may hold cancelled orders, which get no slip. */}
      <span>{`${count} ${count === 1 ? 'order' : 'orders'} listed${status ? '' : '; a cancelled one gets no slip'}`}</span>
    </p>
  );
}
