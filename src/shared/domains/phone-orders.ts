// Orders the desk takes for an account by phone (issue #30 Part 4), through the orders domain's service.
import { declareDomain } from './declaration.ts';

export const phoneOrdersDeclaration = declareDomain({
  name: 'phone-orders',
  customerPrefixes: ['/api/phone-orders'],
  permissions: [{ name: 'orders.take', words: 'take orders for customer accounts', roles: ['owner', 'staff'] }],
});
