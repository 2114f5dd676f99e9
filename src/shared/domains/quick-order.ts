// Quick order.
import { declareDomain } from './declaration.ts';

export const quickOrderDeclaration = declareDomain({
  name: 'quick-order',
  customerPrefixes: ['/api/quick-order/'],
});
