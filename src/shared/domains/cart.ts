// The cart.
import { declareDomain } from './declaration.ts';

export const cartDeclaration = declareDomain({
  name: 'cart',
  owns: ['cart.ts'],
  customerPrefixes: ['/api/cart'],
});
