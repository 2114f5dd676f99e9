// The account's saved order lists.
import { declareDomain } from './declaration.ts';

export const fastOrdersDeclaration = declareDomain({
  name: 'fast-orders',
  owns: ['fast-orders.ts'],
  reads: ['accounts.ts'],
  customerPrefixes: ['/api/fast-orders', '/api/fast-order/', '/fast-order/', '/api/fast-order-items'],
});
