// The back office's one search box (issue #30 Part 5): orders, accounts and products found by what the
// desk is told, through the orders, accounts and catalogue domains' own searches. It owns no table.
import { declareDomain } from './declaration.ts';

export const adminSearchDeclaration = declareDomain({
  name: 'admin-search',
});
