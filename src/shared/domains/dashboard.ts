// The back office's home figures (issue #30 Part 1): read from the orders' tables, written by nobody here.
// Its routes need the fulfilment domain's orders.read; its page is the back office's home (/admin).
import { declareDomain } from './declaration.ts';

export const dashboardDeclaration = declareDomain({
  name: 'dashboard',
  reads: ['orders.ts', 'accounts.ts'],
});
