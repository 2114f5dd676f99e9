// Tax invoices for orders: issued when an on-account order is dispatched or a card order is paid, kept as
// they were issued, and given to the buyer as JSON and PDF.
import { declareDomain } from './declaration.ts';

export const invoicingDeclaration = declareDomain({
  name: 'invoicing',
  owns: ['invoicing.ts'],
  reads: ['accounts.ts', 'orders.ts', 'addresses.ts'],
  customerPrefixes: ['/api/invoices', '/api/credit-notes', '/api/statements'],
});
