// /admin/orders/:id (issue #17 Part 6): everything about one order, its timeline (moves, and the desk's
// notes and holds, issue #30), its shipments, and what it can still take (cancelling only for roles that
// may; notes, holds and shipments for roles that move orders).
import { Link, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/admin.orders.$id';
import type { StaffMeJson } from '../../shared/schemas/staff.ts';
import { staffRoleAllows, type StaffPermission } from '../../shared/staff-permissions.ts';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { ordersApi } from '../admin/orders/orders-api.ts';
import { AdminError } from '../admin/admin-error.tsx';
import { OrderActions } from '../admin/orders/order-actions.tsx';
import { OrderFacts } from '../admin/orders/order-facts.tsx';
import { orderIdOf } from '../admin/orders/order-id.ts';
import { OrderLines } from '../admin/orders/order-lines.tsx';
import { OrderTimeline } from '../admin/orders/order-timeline.tsx';
import { ShipmentList } from '../admin/orders/shipment-list.tsx';

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData ? `Order ${loaderData.order.order_number}` : 'Order'} | Back office | Care Supply Co` }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  return { order: (await orThrowResponse(ordersApi(context.get(requestContext).api).get(orderIdOf(params.id)))).data };
}

export default function AdminOrder({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const staff = useRouteLoaderData<{ staff: StaffMeJson }>('admin')?.staff;
  const allows = (permission: StaffPermission) => (staff ? staffRoleAllows(staff.role, permission) : false);
  const canMove = allows('orders.move');
  return (
    <section aria-labelledby="admin-order-heading">
      <p className="admin-no-print">
        <Link to="/admin/orders">All orders</Link>
      </p>
      <h1 id="admin-order-heading">{`Order ${order.order_number}`}</h1>
      <OrderActions order={order} canCancel={allows('orders.cancel')} canMove={canMove} canChange={allows('orders.change')} />
      <OrderFacts order={order} />
      <OrderLines order={order} />
      <ShipmentList shipments={order.shipments} />
      <OrderTimeline order={order} canNote={canMove} />
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
