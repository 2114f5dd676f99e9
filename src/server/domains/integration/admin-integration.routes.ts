// The back office's keys and webhooks for the merchant's ERP (issue #19 Part 3), owners only:
//   POST|GET /admin/api/api-keys, DELETE /admin/api/api-keys/{id};
//   POST|GET /admin/api/webhooks, DELETE /admin/api/webhooks/{id}, GET /admin/api/webhooks/{id}/deliveries,
//   POST /admin/api/webhooks/{id}/deliveries/{delivery_id}/resend.
import type { StoreHttp } from '../../http/route-input.ts';
import { adminMessageResponseSchema } from '../../../shared/schemas/admin-lists.ts';
import { idParamsSchema } from '../../../shared/schemas/ids.ts';
import {
  apiKeyListResponseSchema,
  createApiKeyBodySchema,
  createdApiKeyResponseSchema,
  createdWebhookResponseSchema,
  createWebhookBodySchema,
  webhookDeliveriesResponseSchema,
  webhookDeliveryParamsSchema,
  webhookListResponseSchema,
} from '../../../shared/schemas/integration.ts';
import { staffActor } from '../audit/audit.service.ts';
import type { ApiKeysService } from './api-keys.service.ts';
import type { WebhooksService } from './webhooks.service.ts';

const OWNERS = { access: 'staff', permission: 'integrations' } as const;

export function registerAdminIntegrationRoutes(app: StoreHttp, deps: { apiKeys: ApiKeysService; webhooks: WebhooksService }): void {
  const { apiKeys, webhooks } = deps;

  app.post('/admin/api/api-keys', { schema: { body: createApiKeyBodySchema },
    config: { ...OWNERS, docs: { summary: 'Make an API key (shown once)', response: createdApiKeyResponseSchema, status: 201 } } }, async (request, reply) => {
    const body = request.body;
    const made = await apiKeys.createKey(staffActor(request.staff), body);
    return reply.code(201).send({ data: made, message: 'Copy the key now: it is not shown again.' });
  });

  app.get('/admin/api/api-keys', { config: { ...OWNERS, docs: { summary: 'API keys: name, scopes, prefix, made, last used, revoked', response: apiKeyListResponseSchema } } }, async () => ({
    data: await apiKeys.listKeys(),
  }));

  app.delete('/admin/api/api-keys/:id', { schema: { params: idParamsSchema },
    config: { ...OWNERS, docs: { summary: 'Revoke an API key', response: adminMessageResponseSchema } } }, async (request) => {
    const { id } = request.params;
    await apiKeys.revokeKey(staffActor(request.staff), id);
    return { message: 'The key is revoked.' };
  });

  app.post('/admin/api/webhooks', { schema: { body: createWebhookBodySchema },
    config: { ...OWNERS, docs: { summary: 'Register a webhook (its secret is shown once)', response: createdWebhookResponseSchema, status: 201 } } }, async (request, reply) => {
    const body = request.body;
    const made = await webhooks.createWebhook(staffActor(request.staff), body);
    return reply.code(201).send({ data: made, message: 'Copy the secret now: it is not shown again.' });
  });

  app.get('/admin/api/webhooks', { config: { ...OWNERS, docs: { summary: 'Registered webhooks', response: webhookListResponseSchema } } }, async () => ({ data: await webhooks.listWebhooks() }));

  app.delete('/admin/api/webhooks/:id', { schema: { params: idParamsSchema },
    config: { ...OWNERS, docs: { summary: 'Remove a webhook (its delivery log is kept)', response: adminMessageResponseSchema } } }, async (request) => {
    const { id } = request.params;
    await webhooks.removeWebhook(staffActor(request.staff), id);
    return { message: 'The webhook is removed.' };
  });

  app.get('/admin/api/webhooks/:id/deliveries', { schema: { params: idParamsSchema },
    config: { ...OWNERS, docs: { summary: "A webhook's latest deliveries with each attempt", response: webhookDeliveriesResponseSchema } } }, async (request) => {
    const { id } = request.params;
    return { data: await webhooks.listDeliveries(id) };
  });

  app.post('/admin/api/webhooks/:id/deliveries/:delivery_id/resend', { schema: { params: webhookDeliveryParamsSchema },
    config: { ...OWNERS, docs: { summary: 'Send a delivery again (the same event id)', response: adminMessageResponseSchema } } }, async (request) => {
    const { id, delivery_id: deliveryId } = request.params;
    await webhooks.resendDelivery(staffActor(request.staff), id, deliveryId);
    return { message: 'The delivery is on its way again.' };
  });
}
