// Orders and their numbers; an order names who placed it (a read join).
import { declareDomain } from './declaration.ts';

export const ordersDeclaration = declareDomain({
  name: 'orders',
  owns: ['orders.ts', 'shipments.ts'],
  reads: ['accounts.ts'],
  customerPrefixes: ['/api/order-history'],
});
