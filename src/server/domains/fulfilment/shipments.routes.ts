// POST /admin/api/orders/{id}/shipments (issue #30 Part 2): part, or the rest, of an order leaves the
// warehouse. Needs orders.move; audited. The shipment's JSON is the order's (items[].id are its line_ids).
import type { StoreHttp } from '../../http/route-input.ts';
import { idParamsSchema } from '../../../shared/schemas/ids.ts';
import { shipmentBodySchema, shipmentResponseSchema } from '../../../shared/schemas/shipments.ts';
import { staffActor } from '../audit/audit.service.ts';
import { toShipmentJson } from '../orders/orders.service.ts';
import type { FulfilmentService } from './fulfilment.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';

export function registerShipmentRoutes(app: StoreHttp, deps: { fulfilment: FulfilmentService; orders: Pick<OrdersService, 'findShipment'> }): void {
  const { fulfilment, orders } = deps;

  app.post('/admin/api/orders/:id/shipments', {
    schema: { params: idParamsSchema, body: shipmentBodySchema },
    config: {
      access: 'staff',
      permission: 'orders.move',
      docs: {
        summary: 'Dispatches part of an order (or the rest of it) as one shipment with its carrier and tracking reference',
        description:
          'Needs orders.move. lines names the order’s lines (items[].id) and how many of each leave. A processing order becomes partially_dispatched while any line has some left, and dispatched with the shipment that leaves none; so does a partially dispatched one. Each shipment of an on-account order is invoiced for what it carried (the freight on the first, and the last taking what the earlier invoices left of the order’s totals); the buyer is e-mailed each shipment with its tracking link; the order.shipped webhook carries it. Dispatching through POST …/status sends whatever is left as one shipment. Audited.',
        response: shipmentResponseSchema,
        errors: {
          409: 'The order is new (move it to processing first), dispatched, delivered, cancelled, on hold, or its refund is under way',
          422: 'A line that is not the order’s, or more of a line than is left to dispatch (named as lines.N.qty)',
        },
      },
    },
  }, async (request, reply) => {
    const sent = await fulfilment.ship(staffActor(request.staff), request.params.id, request.body);
    const shipment = await orders.findShipment(sent.shipmentId);
    if (!shipment) throw new Error(`shipment ${sent.shipmentId} was not found after it was sent`);
    const rest = sent.fulfilmentStatus === 'dispatched' ? 'nothing of it is left to dispatch' : 'the rest is still to dispatch';
    return reply.code(201).send({
      data: { shipment: toShipmentJson(shipment), order_number: sent.orderNumber, fulfilment_status: sent.fulfilmentStatus },
      message: `Shipment sent for order ${sent.orderNumber}: ${rest}.`,
    });
  });
}
