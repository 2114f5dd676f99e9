// 'View as customer' (issue #30 Part 4): staff look at the storefront as an account's user sees it,
// read-only, for at most 30 minutes; each start, end and refused write is in the audit log.
import { declareDomain } from './declaration.ts';

export const viewAsDeclaration = declareDomain({
  name: 'view-as',
  owns: ['view-as.ts'],
  // The account, its first manager and the staff member's e-mail, named in the banner and the audit rows.
  reads: ['accounts.ts', 'staff.ts'],
  permissions: [{ name: 'accounts.view_as', words: "view the storefront as a customer's account sees it", roles: ['owner', 'staff'] }],
});
