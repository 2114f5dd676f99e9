// The order desk: orders through to delivery (through the orders domain's service).
import { declareDomain } from './declaration.ts';

export const fulfilmentDeclaration = declareDomain({
  name: 'fulfilment',
  permissions: [
    { name: 'orders.read', words: 'see orders', roles: ['owner', 'staff', 'warehouse'] },
    { name: 'orders.move', words: 'move orders on', roles: ['owner', 'staff', 'warehouse'] },
    { name: 'orders.cancel', words: 'cancel orders', roles: ['owner', 'staff'] },
    // Issue #30 Part 2: quantities, lines removed and added, and a card's refund of the difference.
    { name: 'orders.change', words: "change orders' lines", roles: ['owner', 'staff'] },
  ],
  screens: [
    {
      group: 'Orders',
      to: '/admin/orders',
      rank: 1,
      label: 'Orders',
      permission: 'orders.read',
      routes: [
        ['admin/orders', 'routes/admin.orders.tsx'],
        ['admin/orders/packing-slips', 'routes/admin.orders.packing-slips.tsx'],
        ['admin/orders/:id', 'routes/admin.orders.$id.tsx'],
        ['admin/orders/:id/packing-slip', 'routes/admin.orders.$id.packing-slip.tsx'],
      ],
    },
  ],
});
