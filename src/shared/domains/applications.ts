// Trade applications.
import { declareDomain } from './declaration.ts';

export const applicationsDeclaration = declareDomain({
  name: 'applications',
  owns: ['applications.ts'],
  permissions: [
    { name: 'applications', words: 'handle trade applications', roles: ['owner', 'staff'] },
  ],
  screens: [
    {
      group: 'Customers',
      to: '/admin/applications',
      rank: 1,
      label: 'Applications',
      permission: 'applications',
      routes: [
        ['admin/applications', 'routes/admin.applications.tsx'],
        ['admin/applications/:id', 'routes/admin.applications.$id.tsx'],
      ],
    },
  ],
});
