// Card payments.
import { declareDomain } from './declaration.ts';

export const paymentsDeclaration = declareDomain({
  name: 'payments',
  owns: ['payments.ts'],
  customerPrefixes: ['/api/payment/'],
});
