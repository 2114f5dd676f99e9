// An account's users, managed by its managers (it also writes users and invitations: table-writes.test.ts).
import { declareDomain } from './declaration.ts';

export const colleaguesDeclaration = declareDomain({
  name: 'colleagues',
  reads: ['accounts.ts'],
  customerPrefixes: ['/api/account-users'],
});
