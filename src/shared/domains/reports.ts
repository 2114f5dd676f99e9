// The back office's sales and GST reports (issue #30 Part 5): read from the orders', accounts',
// catalogue's and invoicing's tables, and from its own summary of them by day (schema/reports.ts).
import { declareDomain } from './declaration.ts';

export const reportsDeclaration = declareDomain({
  name: 'reports',
  owns: ['reports.ts'],
  reads: ['orders.ts', 'accounts.ts', 'catalogue.ts', 'invoicing.ts'],
  // The store's takings: for the owner and the desk, not the warehouse.
  permissions: [{ name: 'reports.read', words: 'see sales and GST reports', roles: ['owner', 'staff'] }],
  screens: [
    {
      group: 'Orders',
      to: '/admin/reports',
      rank: 2,
      label: 'Reports',
      permission: 'reports.read',
      routes: [['admin/reports', 'routes/admin.reports.tsx']],
    },
  ],
});
