// The merchant's ERP: API keys, its upserts and order feed, and webhooks.
import { declareDomain } from './declaration.ts';

export const integrationDeclaration = declareDomain({
  name: 'integration',
  owns: ['integration.ts'],
  permissions: [
    { name: 'integrations', words: 'manage API keys and webhooks', roles: ['owner'] },
  ],
  screens: [
    {
      group: 'Settings',
      to: '/admin/api-keys',
      rank: 3,
      label: 'API keys',
      permission: 'integrations',
      routes: [
        ['admin/api-keys', 'routes/admin.api-keys.tsx'],
      ],
    },
    {
      group: 'Settings',
      to: '/admin/webhooks',
      rank: 4,
      label: 'Webhooks',
      permission: 'integrations',
      routes: [
        ['admin/webhooks', 'routes/admin.webhooks.tsx'],
        ['admin/webhooks/:id', 'routes/admin.webhooks.$id.tsx'],
      ],
    },
  ],
});
