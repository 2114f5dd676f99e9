// Tax invoices for orders: issued when an on-account order is dispatched or a card order is paid, kept as
// they were issued, and given to the buyer as JSON and PDF.
import { declareDomain } from './declaration.ts';

export const invoicingDeclaration = declareDomain({
  name: 'invoicing',
  owns: ['invoicing.ts'],
  reads: ['accounts.ts', 'orders.ts', 'shipments.ts', 'addresses.ts'],
  customerPrefixes: ['/api/invoices', '/api/credit-notes', '/api/statements'],
  // Its staff routes are guarded by the accounts domain's permission `accounts` (owner and staff).
  screens: [
    {
      // Beside Accounts: an account's money (Orders stays one link for the desk).
      group: 'Customers',
      to: '/admin/invoices',
      rank: 2.5,
      label: 'Invoices',
      permission: 'accounts',
      routes: [
        ['admin/invoices', 'routes/admin.invoices.tsx'],
        ['admin/invoices/:id', 'routes/admin.invoices.$id.tsx'],
      ],
    },
  ],
});
