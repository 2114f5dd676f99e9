// Delivery zones with their days, cut-offs and freight, and the public holidays no zone delivers on
// (issue #29 Part 2). Checkout asks it for a cart's delivery days and freight; orders for the day of one.
import { declareDomain } from './declaration.ts';

export const deliveryDeclaration = declareDomain({
  name: 'delivery',
  owns: ['delivery.ts'],
  permissions: [{ name: 'delivery', words: 'change delivery zones and public holidays', roles: ['owner', 'staff'] }],
  screens: [
    {
      group: 'Settings',
      to: '/admin/delivery-zones',
      rank: 2.5,
      label: 'Delivery zones',
      permission: 'delivery',
      routes: [['admin/delivery-zones', 'routes/admin.delivery-zones.tsx']],
    },
  ],
});
