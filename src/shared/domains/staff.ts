// The merchant's staff and their sign-in.
import { declareDomain } from './declaration.ts';

export const staffDeclaration = declareDomain({
  name: 'staff',
  owns: ['staff.ts'],
  permissions: [
    { name: 'staff', words: 'manage staff', roles: ['owner'] },
  ],
  screens: [
    {
      group: 'Settings',
      to: '/admin/staff',
      rank: 1,
      label: 'Staff',
      permission: 'staff',
      routes: [
        ['admin/staff', 'routes/admin.staff.tsx'],
        ['admin/staff/:id', 'routes/admin.staff.$id.tsx'],
      ],
    },
  ],
});
