// The integration screens' calls (issue #19 Part 3): API keys, webhooks and their delivery logs.
import type { ApiKeyJson, CreateApiKeyBody, CreateWebhookBody, WebhookDeliveryJson, WebhookJson } from '../../../shared/schemas/integration.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import type { AdminDecision } from '../admin-api.ts';

export function integrationApi(api: ApiClient) {
  return {
    apiKeys: {
      list: () => api.call<{ data: ApiKeyJson[] }>('GET', '/admin/api/api-keys'),
      create: (body: CreateApiKeyBody) => api.call<AdminDecision<{ id: number; key: string }>>('POST', '/admin/api/api-keys', body),
      revoke: (id: number) => api.call<{ message: string }>('DELETE', `/admin/api/api-keys/${id}`),
    },
    webhooks: {
      list: () => api.call<{ data: WebhookJson[] }>('GET', '/admin/api/webhooks'),
      create: (body: CreateWebhookBody) => api.call<AdminDecision<{ id: number; secret: string }>>('POST', '/admin/api/webhooks', body),
      remove: (id: number) => api.call<{ message: string }>('DELETE', `/admin/api/webhooks/${id}`),
      deliveries: (id: string) => api.call<{ data: WebhookDeliveryJson[] }>('GET', `/admin/api/webhooks/${encodeURIComponent(id)}/deliveries`),
      resend: (id: number, deliveryId: number) => api.call<{ message: string }>('POST', `/admin/api/webhooks/${id}/deliveries/${deliveryId}/resend`, {}),
    },
  };
}
