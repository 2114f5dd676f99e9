// The integration domain (issue #19 Part 3): the merchant's ERP reaches the store with API keys (upserts
// by its own codes, the order feed, fulfilment moves), and the store calls the merchant's webhooks.
import { returnEventsQueue } from '../returns/returns.queues.ts';
import { defineDomain } from '../../assembly/domain.ts';
import { transactOn } from '../../db/executor.ts';
import { addressEventsQueue } from '../addresses/addresses.queues.ts';
import { invoicingEventsQueue } from '../invoicing/invoicing.queues.ts';
import { orderEventsQueue } from '../orders/orders.queues.ts';
import { registerAdminIntegrationRoutes } from './admin-integration.routes.ts';
import { createApiKeysRepo } from './api-keys.repo.ts';
import { createApiKeysService, type ApiKeysService } from './api-keys.service.ts';
import { webhookDeliveryQueue } from './integration.queues.ts';
import { registerIntegrationRoutes } from './integration.routes.ts';
import { createIntegrationSyncService, type IntegrationSyncService } from './integration-sync.service.ts';
import { createOrderFeedRepo } from './order-feed.repo.ts';
import { createOrderFeedService, type OrderFeedService } from './order-feed.service.ts';
import { createWebhookPost } from './webhook-sender.ts';
import { createWebhooksRepo } from './webhooks.repo.ts';
import { createWebhooksService, type WebhooksService } from './webhooks.service.ts';

declare module '../../assembly/domain.ts' {
  interface StoreServices {
    apiKeys: ApiKeysService;
    integrationSync: IntegrationSyncService;
    orderFeed: OrderFeedService;
    webhooks: WebhooksService;
  }
}

export const integrationDomain = defineDomain({
  name: 'integration',
  services: {
    apiKeys: ({ database }, { audit }) => createApiKeysService({ repo: createApiKeysRepo(database.db), transact: transactOn(database.db), audit: audit.write }),
    integrationSync: ({ database, config }, { audit, auth, searchWords, accountSync, addressSync, catalogueSync }) =>
      createIntegrationSyncService({
        owners: { accounts: accountSync, addresses: addressSync, catalogue: catalogueSync },
        transact: transactOn(database.db),
        audit: audit.write,
        sessions: auth,
        searchWords,
        accountNumbers: config.accountNumbers,
      }),
    orderFeed: ({ database }) => createOrderFeedService({ repo: createOrderFeedRepo(database.db) }),
    webhooks: ({ database, jobs, config, log, now }, { audit, invoicingFeed }) =>
      createWebhooksService({
        repo: createWebhooksRepo(database.db),
        feed: createOrderFeedRepo(database.db),
        documents: invoicingFeed,
        transact: transactOn(database.db),
        audit: audit.write,
        jobs,
        post: createWebhookPost({ allowPrivate: config.webhooks.allowPrivate, timeoutMs: config.webhooks.timeoutMs }),
        allowPrivate: config.webhooks.allowPrivate,
        log,
        now,
      }),
  },
  jobs: [
    { queue: orderEventsQueue, handler: (_context, { webhooks }) => (data) => webhooks.fanOut(data) },
    { queue: addressEventsQueue, handler: (_context, { webhooks }) => (data) => webhooks.fanOut(data) },
    { queue: returnEventsQueue, handler: (_context, { webhooks }) => (data) => webhooks.fanOut(data) },
    { queue: invoicingEventsQueue, handler: (_context, { webhooks }) => (data) => webhooks.fanOut(data) },
    { queue: webhookDeliveryQueue, handler: (_context, { webhooks }) => (data) => webhooks.deliver(data) },
  ],
  routes: (app, { integrationSync, orderFeed, fulfilment }, { database }) =>
    registerIntegrationRoutes(app, { sync: integrationSync, feed: orderFeed, orders: createOrderFeedRepo(database.db), fulfilment }),
  staffRoutes: (scope, { apiKeys, webhooks }) => registerAdminIntegrationRoutes(scope, { apiKeys, webhooks }),
});
