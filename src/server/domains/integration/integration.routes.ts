// The integration API for the merchant's ERP (issue #19 Part 3), `Authorization: Bearer <API key>`:
//   PUT /api/integration/accounts, /api/integration/products, /api/integration/categories/{id}/hidden-accounts
//   GET /api/integration/orders?after=&limit=; POST /api/integration/orders/{order_number}/status
// Every write is audited under the key's name ('api-key:<name>').
import type { StoreHttp } from '../../http/route-input.ts';
import { idParamsSchema } from '../../../shared/schemas/ids.ts';
import {
  hiddenAccountsBodySchema,
  hiddenAccountsResponseSchema,
  integrationStatusBodySchema,
  integrationStatusResponseSchema,
  orderFeedQuerySchema,
  orderFeedResponseSchema,
  orderNumberParamsSchema,
  upsertResponseSchema,
} from '../../../shared/schemas/integration.ts';
import { NotFoundError } from '../../errors.ts';
import { callingKeyActor } from '../audit/audit.service.ts';
import type { FulfilmentService } from '../fulfilment/fulfilment.service.ts';
import { accountsBatchSchema, productsBatchSchema } from './batch-input.ts';
import type { IntegrationSyncService } from './integration-sync.service.ts';
import type { OrderFeedRepo } from './order-feed.repo.ts';
import type { OrderFeedService } from './order-feed.service.ts';

/** A batch of 1,000 accounts with their addresses is well over Fastify's default 1 MB. */
const BATCH_BODY_LIMIT_BYTES = 8 * 1024 * 1024;
const BATCH_ERRORS = { 422: 'A record is invalid (errors keyed by path, e.g. "products.3.price"): nothing was changed.', 429: 'Too many requests with this key.' };

export function registerIntegrationRoutes(
  app: StoreHttp,
  deps: { sync: IntegrationSyncService; feed: OrderFeedService; orders: Pick<OrderFeedRepo, 'findOrderIdByNumber'>; fulfilment: Pick<FulfilmentService, 'moveStatus'> },
): void {
  const { sync, feed, fulfilment } = deps;

  app.put('/api/integration/accounts', {
    bodyLimit: BATCH_BODY_LIMIT_BYTES,
    schema: { body: accountsBatchSchema },
    config: {
      access: 'integration', scope: 'accounts',
      docs: { summary: 'Upsert accounts and their synced addresses by external_code (up to 1,000, all or nothing)', response: upsertResponseSchema, errors: BATCH_ERRORS },
    },
  }, async (request) => ({ data: await sync.upsertAccounts(callingKeyActor(request), request.body) }));

  app.put('/api/integration/products', {
    bodyLimit: BATCH_BODY_LIMIT_BYTES,
    schema: { body: productsBatchSchema },
    config: {
      access: 'integration', scope: 'catalogue',
      docs: { summary: 'Set prices, specials, active, order-quantity rules and stock (count, policy, low-stock threshold, back-in-stock day) by SKU (up to 1,000, all or nothing)', response: upsertResponseSchema, errors: BATCH_ERRORS },
    },
  }, async (request) => ({ data: await sync.upsertProducts(callingKeyActor(request), request.body) }));

  app.put('/api/integration/categories/:id/hidden-accounts', {
    schema: { params: idParamsSchema, body: hiddenAccountsBodySchema },
    config: {
      access: 'integration', scope: 'catalogue',
      docs: { summary: "Set the account numbers a category is hidden from (its rest_acc)", response: hiddenAccountsResponseSchema },
    },
  }, async (request) => {
    const { id } = request.params;
    return { data: await sync.setHiddenAccounts(callingKeyActor(request), id, request.body) };
  });

  app.get('/api/integration/orders', {
    schema: { querystring: orderFeedQuerySchema },
    config: {
      access: 'integration', scope: 'orders',
      docs: {
        summary: 'Placed orders since a cursor, with lines, addresses and PO number',
        description: 'Ordered by the transaction that placed each order; keep `next` and send it as `after` next time. Nothing is missed or repeated while orders are being placed.',
        response: orderFeedResponseSchema,
      },
    },
  }, async (request, reply) => reply.type('application/json; charset=utf-8').send(await feed.readFeedJson(request.query)));

  app.post('/api/integration/orders/:order_number/status', {
    schema: { params: orderNumberParamsSchema, body: integrationStatusBodySchema },
    config: {
      access: 'integration', scope: 'orders',
      docs: {
        summary: "Move an order's fulfilment as the back office does (the buyer is e-mailed)",
        response: integrationStatusResponseSchema,
        errors: { 409: 'The move is not allowed from where the order is now.', 502: 'The payment provider refused the refund of a cancelled card order: nothing changed.' },
      },
    },
  }, async (request, reply) => {
    const { order_number: orderNumber } = request.params;
    const body = request.body;
    const actor = callingKeyActor(request);
    const orderId = await deps.orders.findOrderIdByNumber(orderNumber);
    if (orderId === null) throw new NotFoundError('order', orderNumber);
    const outcome = await fulfilment.moveStatus(actor, orderId, { status: body.status, carrier: body.carrier, tracking_ref: body.tracking_ref });
    if (!outcome.ok) return reply.code(502).send({ message: outcome.message });
    return { data: { order_number: orderNumber, fulfilment_status: outcome.change.to, carrier: outcome.change.carrier, tracking_ref: outcome.change.trackingRef } };
  });
}
