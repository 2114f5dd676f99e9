// Trade accounts and their users (the identity tables).
import { declareDomain } from './declaration.ts';

export const accountsDeclaration = declareDomain({
  name: 'accounts',
  owns: ['accounts.ts'],
  customerPrefixes: ['/api/my-account'],
  permissions: [
    // The invoicing domain's payments and ledgers are guarded by it too (issue #28: 'accounts', owner and staff).
    { name: 'accounts', words: 'change customer accounts, record their payments and read their ledgers', roles: ['owner', 'staff'] },
  ],
  screens: [
    {
      group: 'Customers',
      to: '/admin/accounts',
      rank: 2,
      label: 'Accounts',
      permission: 'accounts',
      routes: [
        ['admin/accounts', 'routes/admin.accounts.tsx'],
        ['admin/accounts/:id', 'routes/admin.accounts.$id.tsx'],
        // Issue #30 Part 4: an order taken by phone (its calls need orders.take).
        ['admin/accounts/:id/orders/new', 'routes/admin.accounts.$id.orders.new.tsx'],
      ],
    },
  ],
});
