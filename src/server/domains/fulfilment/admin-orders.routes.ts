// The back office's orders (issue #17 Part 3): GET /admin/api/orders, /admin/api/orders/{id},
// /admin/api/orders/{id}/packing-slip and /admin/api/orders.csv; POST /admin/api/orders/{id}/status and
// /admin/api/orders/{id}/resend-confirmation. Warehouse staff move orders but never cancel them.
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../../shared/schemas/ids.ts';
import { orderStatusMoveBodySchema, ordersCsvQuerySchema, staffOrderListQuerySchema } from '../../../shared/schemas/staff-orders.ts';
import { staffPermissionRefusedMessage, staffRoleAllows } from '../../../shared/staff-permissions.ts';
import { ForbiddenError } from '../../errors.ts';
import { parseInput } from '../../http/error-handler.ts';
import { staffActor } from '../audit/audit.service.ts';
import { toPackingSlipJson, toStaffOrderDetailJson, toStaffOrderListJson, toStatusMoveJson } from './fulfilment-json.ts';
import type { FulfilmentService } from './fulfilment.service.ts';

const READ = { access: 'staff', permission: 'orders.read' } as const;
const MOVE = { access: 'staff', permission: 'orders.move' } as const;

export function registerAdminOrdersRoutes(app: FastifyInstance, deps: { fulfilment: FulfilmentService }): void {
  const { fulfilment } = deps;

  app.get('/admin/api/orders', { config: READ }, async (request) => toStaffOrderListJson(await fulfilment.listOrders(parseInput(staffOrderListQuerySchema, request.query))));

  app.get('/admin/api/orders.csv', { config: READ }, async (request, reply) => {
    const range = parseInput(ordersCsvQuerySchema, request.query);
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="orders-${range.date_from}-to-${range.date_to}.csv"`);
    return reply.send(Readable.from(fulfilment.ordersCsv(range)));
  });

  app.get('/admin/api/orders/:id', { config: READ }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    return { data: toStaffOrderDetailJson(await fulfilment.getOrder(id)) };
  });

  app.get('/admin/api/orders/:id/packing-slip', { config: READ }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    return { data: toPackingSlipJson(await fulfilment.getPackingSlip(id)) };
  });

  app.post('/admin/api/orders/:id/status', { config: MOVE }, async (request, reply) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const body = parseInput(orderStatusMoveBodySchema, request.body);
    if (body.status === 'cancelled' && !staffRoleAllows(request.staff.role, 'orders.cancel')) {
      throw new ForbiddenError(staffPermissionRefusedMessage(request.staff.role, 'orders.cancel'));
    }
    const outcome = await fulfilment.moveStatus(staffActor(request.staff), id, body);
    // The payment provider refused the refund: the order stays as it was, and staff read why.
    if (!outcome.ok) return reply.code(502).send({ message: outcome.message });
    return toStatusMoveJson(outcome);
  });

  app.post('/admin/api/orders/:id/resend-confirmation', { config: MOVE }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    await fulfilment.resendConfirmation(staffActor(request.staff), id);
    return { message: 'The order confirmation e-mail is on its way to the buyer again.' };
  });
}
