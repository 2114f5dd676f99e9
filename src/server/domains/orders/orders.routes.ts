import type { FastifyInstance } from 'fastify';
import { paginationMeta } from '../../../shared/pagination.ts';
import { orderHistoryQuerySchema, type OrderHistoryResponse } from '../../../shared/schemas/orders.ts';
import { NotFoundError } from '../../errors.ts';
import { parseInput } from '../../http/error-handler.ts';
import { requireSignedIn } from '../auth/viewer.ts';
import { toOrderDetailJson, toOrderHistoryEntryJson } from './order-json.ts';
import { parseOrderId } from './order-refs.ts';
import type { OrdersService } from './orders.service.ts';

function orderIdParam(value: string): number {
  const id = parseOrderId(value);
  if (id === null) throw new NotFoundError('order', value);
  return id;
}

export function registerOrdersRoutes(app: FastifyInstance, deps: { orders: OrdersService }): void {
  const { orders } = deps;
  app.addHook('onClose', async () => orders.close());

  // spec §7 GET /api/order-history: page, per_page, search_by, keyword, date_from, date_to → data and meta.
  app.get('/api/order-history', async (request, reply): Promise<OrderHistoryResponse> => {
    const viewer = requireSignedIn(request.viewer);
    const query = parseInput(orderHistoryQuerySchema, request.query);
    const { entries, total } = await orders.listOrders(viewer, query);
    reply.header('cache-control', 'no-store');
    return { data: entries.map(toOrderHistoryEntryJson), meta: paginationMeta(query.page, query.per_page, total) };
  });

  app.get<{ Params: { id: string } }>('/api/order-history/:id', async (request, reply) => {
    const viewer = requireSignedIn(request.viewer);
    const order = await orders.getOrder(viewer, orderIdParam(request.params.id));
    reply.header('cache-control', 'no-store');
    return { data: toOrderDetailJson(order) };
  });

  // 'Order again' (issue #3): no body; the order's lines at today's prices, what was skipped and why.
  app.post<{ Params: { id: string } }>('/api/order-history/:id/order-again', async (request) => {
    const viewer = requireSignedIn(request.viewer);
    return orders.orderAgain(viewer, orderIdParam(request.params.id));
  });
}
