// The audit log.
import { declareDomain } from './declaration.ts';

export const auditDeclaration = declareDomain({
  name: 'audit',
  owns: ['audit.ts'],
  permissions: [
    { name: 'audit', words: 'read the audit log', roles: ['owner', 'staff'] },
  ],
  screens: [
    {
      group: 'Settings',
      to: '/admin/audit',
      rank: 2,
      label: 'Audit log',
      permission: 'audit',
      routes: [
        ['admin/audit', 'routes/admin.audit.tsx'],
      ],
    },
  ],
});
