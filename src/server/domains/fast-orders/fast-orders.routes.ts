// spec §7 fast-order calls (issue #9): the paths as the spec writes them, every one signed-in only.
import type { StoreHttp } from '../../http/route-input.ts';
import {
  addToFastOrdersBodySchema,
  createFastOrderListBodySchema,
  FAST_ORDER_MESSAGES,
  fastOrderDetailQuerySchema,
  fastOrderDetailResponseSchema,
  fastOrderEmptiedResponseSchema,
  fastOrderItemQtyResponseSchema,
  fastOrderListResponseSchema,
  fastOrderListsQuerySchema,
  fastOrderListsResponseSchema,
  fastOrderMessageResponseSchema,
  updateFastOrderItemBodySchema,
  updateFastOrderListBodySchema,
  type FastOrderDetailJson,
  type FastOrderDetailResponse,
  type FastOrderItemQtyResponse,
  type FastOrderListsResponse,
  type FastOrderMessageResponse,
} from '../../../shared/schemas/fast-orders.ts';
import { idParamsSchema } from '../../../shared/schemas/ids.ts';
import type { RouteDocs } from '../../http/openapi/route-docs.ts';
import { toFastOrderListJson } from './fast-order-json.ts';
import type { FastOrderDetail, FastOrdersService } from './fast-orders.service.ts';


function toDetailJson(detail: FastOrderDetail): FastOrderDetailJson {
  return { ...toFastOrderListJson(detail.list), categories: detail.categories };
}

export function registerFastOrdersRoutes(app: StoreHttp, deps: { fastOrders: FastOrdersService }): void {
  const { fastOrders } = deps;
  const signedIn = (docs: RouteDocs) => ({ config: { access: 'customer' as const, docs } });

  app.get('/api/fast-orders', { schema: { querystring: fastOrderListsQuerySchema }, ...signedIn({
    summary: "The account's fast order lists (saved order lists), each with how many items it holds",
    description: "The lists are in data.data. sort_field title or items (the spec's Highest/Lowest are items desc/asc); keyword searches titles (used above 2 characters).",
    response: fastOrderListsResponseSchema,
  }) }, async (request, reply): Promise<FastOrderListsResponse> => {
    const query = request.query;
    const lists = await fastOrders.listLists(request.signedInViewer, query);
    reply.header('cache-control', 'no-store');
    return { data: { data: lists.map(toFastOrderListJson) } };
  });

  // spec §7 writes this call twice: POST /api/fast-orders, also written POST /fast-order/create (issue #16 item 22).
  for (const path of ['/api/fast-orders', '/fast-order/create']) {
    app.post(path, { schema: { body: createFastOrderListBodySchema }, ...signedIn({
      summary: 'Makes a fast order list, empty or from the cart or a past order',
      description:
        path === '/api/fast-orders'
          ? "is_from_cart starts the list with the cart's lines and quantities; from_order_id (beyond the spec) with that order's lines. address is another name for reference_address; sort and sortField are accepted and change nothing."
          : 'The same call as POST /api/fast-orders (spec §7 writes it both ways).',
      response: fastOrderListResponseSchema,
      status: 201,
    }) }, async (request, reply) => {
      const body = request.body;
      const list = await fastOrders.createList(request.signedInViewer, body);
      return reply.code(201).send({ data: toFastOrderListJson(list) });
    });
  }

  app.get('/api/fast-orders/:id', { schema: { params: idParamsSchema, querystring: fastOrderDetailQuerySchema }, ...signedIn({
    summary: 'One fast order list with its items grouped by category',
    description: 'keyword filters items by title (used above 1 character). An item whose product is no longer sold keeps its title and SKU, with available false and no price.',
    response: fastOrderDetailResponseSchema,
  }) }, async (request, reply): Promise<FastOrderDetailResponse> => {
    const listId = request.params.id;
    const query = request.query;
    const detail = await fastOrders.getList(request.signedInViewer, listId, query);
    reply.header('cache-control', 'no-store');
    return { data: toDetailJson(detail) };
  });

  app.put('/api/fast-orders/:id', { schema: { params: idParamsSchema, body: updateFastOrderListBodySchema }, ...signedIn({
    summary: 'Renames a fast order list and sets its reference address',
    response: fastOrderListResponseSchema,
  }) }, async (request) => {
    const listId = request.params.id;
    const body = request.body;
    return { data: toFastOrderListJson(await fastOrders.updateList(request.signedInViewer, listId, body)) };
  });

  app.delete('/api/fast-orders/:id', { schema: { params: idParamsSchema }, ...signedIn({
    summary: 'Deletes a fast order list and answers the lists left (data.data)',
    response: fastOrderListsResponseSchema,
  }) }, async (request): Promise<FastOrderListsResponse> => {
    const listId = request.params.id;
    const lists = await fastOrders.deleteList(request.signedInViewer, listId);
    return { data: { data: lists.map(toFastOrderListJson) } };
  });

  app.delete('/api/fast-orders/remove-all/:id', { schema: { params: idParamsSchema }, ...signedIn({
    summary: 'Empties a fast order list and answers it',
    response: fastOrderEmptiedResponseSchema,
  }) }, async (request): Promise<FastOrderDetailResponse & { message: string }> => {
    const listId = request.params.id;
    const detail = await fastOrders.removeAllItems(request.signedInViewer, listId);
    return { data: toDetailJson(detail), message: FAST_ORDER_MESSAGES.allRemoved };
  });

  app.post('/api/fast-order/add-products', { schema: { body: addToFastOrdersBodySchema }, ...signedIn({
    summary: 'Adds products to one or more fast order lists',
    description: 'product_ids (spec) or items with a variant and a usual quantity. A product a list already holds stays one line: items set its usual quantity, product_ids keep it.',
    response: fastOrderMessageResponseSchema,
  }) }, async (request): Promise<FastOrderMessageResponse> => {
    const body = request.body;
    await fastOrders.addProducts(request.signedInViewer, body);
    return { message: FAST_ORDER_MESSAGES.added };
  });

  app.put('/api/fast-order-items/:id', { schema: { params: idParamsSchema, body: updateFastOrderItemBodySchema }, ...signedIn({
    summary: "Sets a fast order item's usual quantity",
    response: fastOrderItemQtyResponseSchema,
  }) }, async (request): Promise<FastOrderItemQtyResponse> => {
    const itemId = request.params.id;
    const { qty } = request.body;
    await fastOrders.setItemQty(request.signedInViewer, itemId, qty);
    return { data: { fast_order_item_id: itemId, qty } };
  });

  app.delete('/api/fast-order-items/:id', { schema: { params: idParamsSchema }, ...signedIn({
    summary: 'Removes an item from its fast order list',
    response: fastOrderMessageResponseSchema,
  }) }, async (request): Promise<FastOrderMessageResponse> => {
    const itemId = request.params.id;
    await fastOrders.removeItem(request.signedInViewer, itemId);
    return { message: FAST_ORDER_MESSAGES.itemRemoved };
  });
}
