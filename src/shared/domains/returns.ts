// Returns (issue #30 Part 2): a buyer asks to send back lines of a delivered order; the desk approves or
// declines, receives the goods and credits them (through invoicing's and fulfilment's services).
import { declareDomain } from './declaration.ts';

export const returnsDeclaration = declareDomain({
  name: 'returns',
  owns: ['returns.ts'],
  // Orders and their lines (what was delivered), accounts and users (whose, who asked, where to e-mail).
  reads: ['orders.ts', 'accounts.ts'],
  customerPrefixes: ['/api/returns'],
  permissions: [{ name: 'returns.manage', words: 'approve, decline and receive returns', roles: ['owner', 'staff'] }],
  screens: [
    {
      group: 'Orders',
      to: '/admin/returns',
      rank: 1.5,
      label: 'Returns',
      permission: 'returns.manage',
      routes: [
        ['admin/returns', 'routes/admin.returns.tsx'],
        ['admin/returns/:id', 'routes/admin.returns.$id.tsx'],
      ],
    },
  ],
});
