// Delivery addresses and the requests to change them.
import { declareDomain } from './declaration.ts';

export const addressesDeclaration = declareDomain({
  name: 'addresses',
  owns: ['addresses.ts'],
  customerPrefixes: ['/api/user-addresses'],
  permissions: [
    { name: 'address-requests', words: 'handle address change requests', roles: ['owner', 'staff'] },
  ],
  screens: [
    {
      group: 'Customers',
      to: '/admin/address-requests',
      rank: 3,
      label: 'Address requests',
      permission: 'address-requests',
      routes: [
        ['admin/address-requests', 'routes/admin.address-requests.tsx'],
      ],
    },
  ],
});
