// The back office's orders (issue #17 Part 3): GET /admin/api/orders, /admin/api/orders/ids (issue #30), /admin/api/orders/{id},
// /admin/api/orders/{id}/packing-slip and /admin/api/orders.csv; POST /admin/api/orders/{id}/status,
// /admin/api/orders/{id}/resend-confirmation (a live order) and /resend-cancellation (a cancelled one).
// Warehouse staff move orders but never cancel them.
import { Readable } from 'node:stream';
import type { StoreHttp } from '../../http/route-input.ts';
import { adminMessageResponseSchema } from '../../../shared/schemas/admin-lists.ts';
import { idParamsSchema } from '../../../shared/schemas/ids.ts';
import { BULK_ORDERS_MAX } from '../../../shared/schemas/order-desk.ts';
import {
  orderStatusMoveBodySchema,
  orderStatusMoveResponseSchema,
  ordersCsvQuerySchema,
  PACKING_SLIPS_MAX,
  packingSlipResponseSchema,
  packingSlipsQuerySchema,
  packingSlipsResponseSchema,
  staffOrderDetailResponseSchema,
  staffOrderIdsQuerySchema,
  staffOrderIdsResponseSchema,
  staffOrderListQuerySchema,
  staffOrderListResponseSchema,
} from '../../../shared/schemas/staff-orders.ts';
import { staffPermissionRefusedMessage, staffRoleAllows } from '../../../shared/staff-permissions.ts';
import { ForbiddenError } from '../../errors.ts';
import { staffActor } from '../audit/audit.service.ts';
import { toPackingSlipJson, toStaffOrderDetailJson, toStaffOrderListJson, toStatusMoveJson } from './fulfilment-json.ts';
import type { FulfilmentService } from './fulfilment.service.ts';
import type { TakenOrdersService } from '../orders/taken-orders.service.ts';

const READ = { access: 'staff', permission: 'orders.read' } as const;
const MOVE = { access: 'staff', permission: 'orders.move' } as const;

export function registerAdminOrdersRoutes(app: StoreHttp, deps: { fulfilment: FulfilmentService; takenOrders: Pick<TakenOrdersService, 'takenByOf'> }): void {
  const { fulfilment } = deps;

  app.get('/admin/api/orders', {
    schema: { querystring: staffOrderListQuerySchema },
    config: {
      ...READ,
      docs: {
        summary: 'Orders of every account, filtered, sorted and a page at a time',
        description: 'Needs orders.read. status, account_number, q (part of an order number, purchase order number, the SKU or product title of a line, the buyer’s e-mail or the account name), date_from and date_to (New Zealand days, both included); a blank filter is none. meta holds the paging.',
        response: staffOrderListResponseSchema,
      },
    },
  }, async (request) => toStaffOrderListJson(await fulfilment.listOrders(request.query)));

  // Issue #30: 'select all matching'. A static path, so it wins over /admin/api/orders/:id wherever it is registered.
  app.get('/admin/api/orders/ids', {
    schema: { querystring: staffOrderIdsQuerySchema },
    config: {
      ...READ,
      docs: {
        summary: 'The ids of every order the list’s filters find, in the list’s order, for a bulk action',
        description: `Needs orders.read. The filters and sort of GET /admin/api/orders (a blank filter is none). At most ${BULK_ORDERS_MAX} ids, the most one bulk move takes; truncated says more were found, total how many.`,
        response: staffOrderIdsResponseSchema,
      },
    },
  }, async (request) => {
    // The list itself, one page as long as a bulk move: its filters and order, read once.
    const list = await fulfilment.listOrders({ ...request.query, page: 1, per_page: BULK_ORDERS_MAX });
    return { data: list.rows.map((row) => row.id), total: list.total, truncated: list.total > list.rows.length };
  });

  app.get('/admin/api/orders.csv', {
    schema: { querystring: ordersCsvQuerySchema },
    config: {
      ...READ,
      docs: {
        summary: "The orders the list's filters find as a CSV download, one row per line",
        description:
          `Needs orders.read. The filters of GET /admin/api/orders (status, account_number, q, date_from, date_to; a blank filter is none). The days are New Zealand days, both included; without date_to it is today, without date_from 29 days before date_to (so neither: the last 30 days). Issue #30: \`ids\` (comma-separated, at most ${BULK_ORDERS_MAX}) exports exactly those orders, whatever their days, and the other filters are not read.`,
        produces: 'text/csv',
      },
    },
  }, async (request, reply) => {
    const csv = fulfilment.ordersCsv(request.query);
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${csv.fileName}"`);
    return reply.send(Readable.from(csv.chunks));
  });

  app.get('/admin/api/orders/:id', {
    schema: { params: idParamsSchema },
    config: {
      ...READ,
      docs: {
        summary: 'One order with its lines, addresses, payment and fulfilment history',
        description: 'Needs orders.read.',
        response: staffOrderDetailResponseSchema,
      },
    },
  }, async (request) => {
    const { id } = request.params;
    const [order, takenBy] = await Promise.all([fulfilment.getOrder(id), deps.takenOrders.takenByOf(id)]);
    return { data: { ...toStaffOrderDetailJson(order), taken_by: takenBy?.email ?? null } };
  });

  app.get('/admin/api/packing-slips', {
    schema: { querystring: packingSlipsQuerySchema },
    config: {
      ...READ,
      docs: {
        summary: 'Packing slips together, to print in one go: of the orders chosen, or of a delivery day and zone',
        description: `Issue #29. \`ids\` (comma-separated, at most ${PACKING_SLIPS_MAX}), or \`delivery_date\` with an optional \`zone\` and \`status\` (without one, every order of the day but the cancelled). Needs orders.read.`,
        response: packingSlipsResponseSchema,
      },
    },
  }, async (request) => ({ data: (await fulfilment.packingSlips(request.query)).map(toPackingSlipJson) }));

  app.get('/admin/api/orders/:id/packing-slip', {
    schema: { params: idParamsSchema },
    config: {
      ...READ,
      docs: { summary: "An order's packing slip: what to pick and where it goes", description: 'Needs orders.read.', response: packingSlipResponseSchema },
    },
  }, async (request) => {
    const { id } = request.params;
    return { data: toPackingSlipJson(await fulfilment.getPackingSlip(id)) };
  });

  app.post('/admin/api/orders/:id/status', {
    schema: { params: idParamsSchema, body: orderStatusMoveBodySchema },
    config: {
      ...MOVE,
      docs: {
        summary: "Moves an order's fulfilment (processing, dispatched, delivered or cancelled); the buyer is e-mailed",
        description: 'Needs orders.move; cancelling needs orders.cancel (warehouse staff never cancel). A carrier is given when dispatching, and only then. Cancelling an order paid by card refunds it through the payment provider. A cancellation puts what had not left back into the stock on hand of tracked products.',
        response: orderStatusMoveResponseSchema,
        errors: { 409: 'The move is not allowed from where the order is now, another move won, or a refund is under way (message says which)', 502: 'The payment provider refused the refund; the order stays as it was' },
      },
    },
  }, async (request, reply) => {
    const { id } = request.params;
    const body = request.body;
    if (body.status === 'cancelled' && !staffRoleAllows(request.staff.role, 'orders.cancel')) {
      throw new ForbiddenError(staffPermissionRefusedMessage(request.staff.role, 'orders.cancel'));
    }
    const outcome = await fulfilment.moveStatus(staffActor(request.staff), id, body);
    // The payment provider refused the refund: the order stays as it was, and staff read why.
    if (!outcome.ok) return reply.code(502).send({ message: outcome.message });
    return toStatusMoveJson(outcome);
  });

  app.post('/admin/api/orders/:id/resend-confirmation', {
    schema: { params: idParamsSchema },
    config: {
      ...MOVE,
      docs: {
        summary: 'Sends the order confirmation e-mail to the buyer again',
        description: 'Needs orders.move. Only for a live order: a cancelled or refunded one is a 409 (a cancelled order resends its cancellation notice).',
        response: adminMessageResponseSchema,
        errors: { 409: 'The order is cancelled or refunded' },
      },
    },
  }, async (request) => {
    const { id } = request.params;
    await fulfilment.resendConfirmation(staffActor(request.staff), id);
    return { message: 'The order confirmation e-mail is on its way to the buyer again.' };
  });

  app.post('/admin/api/orders/:id/resend-cancellation', {
    schema: { params: idParamsSchema },
    config: {
      ...MOVE,
      docs: {
        summary: "Sends the buyer the e-mail about the order's cancellation again",
        description: 'Needs orders.move. Only for a cancelled order; any other is a 409.',
        response: adminMessageResponseSchema,
        errors: { 409: 'The order is not cancelled' },
      },
    },
  }, async (request) => {
    const { id } = request.params;
    await fulfilment.resendCancellation(staffActor(request.staff), id);
    return { message: 'The cancellation notice is on its way to the buyer again.' };
  });
}
