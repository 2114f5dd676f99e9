// Buyers' spending limits, the account's budgets, and orders held for a manager's approval (issue #29).
// Limits are kept on account_users, which the colleagues domain writes (table-writes.test.ts).
import { declareDomain } from './declaration.ts';

export const approvalsDeclaration = declareDomain({
  name: 'approvals',
  owns: ['approvals.ts'],
  reads: ['accounts.ts', 'orders.ts', 'catalogue.ts'],
  customerPrefixes: ['/api/approvals', '/api/account-budgets'],
});
