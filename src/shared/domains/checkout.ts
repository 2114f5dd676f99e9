// Checkout.
import { declareDomain } from './declaration.ts';

export const checkoutDeclaration = declareDomain({
  name: 'checkout',
  customerPrefixes: ['/api/checkout'],
});
