import type { StoreHttp } from '../../http/route-input.ts';
import { paginationMeta } from '../../../shared/pagination.ts';
import { idParamsSchema } from '../../../shared/schemas/ids.ts';
import {
  orderAgainResponseSchema,
  orderDetailResponseSchema,
  orderHistoryQuerySchema,
  orderHistoryResponseSchema,
  type OrderHistoryResponse,
} from '../../../shared/schemas/orders.ts';
import { toOrderDetailJson, toOrderHistoryEntryJson } from './order-json.ts';
import type { OrdersService } from './orders.service.ts';
import type { TakenOrdersService } from './taken-orders.service.ts';


export function registerOrdersRoutes(app: StoreHttp, deps: { orders: OrdersService; takenOrders: Pick<TakenOrdersService, 'takenByOf'> }): void {
  const { orders } = deps;

  // spec §7 GET /api/order-history: page, per_page, search_by, keyword, date_from, date_to → data and meta.
  app.get('/api/order-history', {
    schema: { querystring: orderHistoryQuerySchema },
    config: {
      access: 'customer',
      docs: {
        summary: "The account's orders, newest first, a page at a time",
        description: 'search_by order_id or keyword with keyword; date_from and date_to are days, both included. meta holds the paging.',
        response: orderHistoryResponseSchema,
      },
    },
  }, async (request, reply): Promise<OrderHistoryResponse> => {
    const query = request.query;
    const { entries, total } = await orders.listOrders(request.signedInViewer, query);
    reply.header('cache-control', 'no-store');
    return { data: entries.map(toOrderHistoryEntryJson), meta: paginationMeta(query.page, query.per_page, total) };
  });

  app.get('/api/order-history/:id', {
    schema: { params: idParamsSchema },
    config: {
      access: 'customer',
      docs: { summary: 'One order with its lines, addresses and status', response: orderDetailResponseSchema },
    },
  }, async (request, reply) => {
    // Who took it by phone is read beside it; the order's own read answers 404 for another account's.
    const [{ order, invoices }, takenBy] = await Promise.all([orders.getOrderWithInvoices(request.signedInViewer, request.params.id), deps.takenOrders.takenByOf(request.params.id)]);
    reply.header('cache-control', 'no-store');
    return { data: { ...toOrderDetailJson(order, invoices), taken_by: takenBy?.email ?? null } };
  });

  // 'Order again' (issue #3): no body; the order's lines at today's prices, what was skipped and why.
  app.post('/api/order-history/:id/order-again', {
    schema: { params: idParamsSchema },
    config: {
      access: 'customer',
      docs: {
        summary: "Order again: puts a past order's lines in the cart at today's prices",
        description: 'No body. Answers a message for the buyer and the lines that could not be added, with why (GET /api/cart then shows the cart).',
        response: orderAgainResponseSchema,
      },
    },
  }, async (request) =>
    orders.orderAgain(request.signedInViewer, request.params.id),
  );
}
