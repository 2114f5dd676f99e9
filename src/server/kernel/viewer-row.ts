// A signed-in viewer read by a query that joins users, accounts and account_users (auth's sessions,
// an order's owner).
import { isAccountRole } from '../../shared/account-roles.ts';
import type { SignedInViewer } from './viewer.ts';

/** The user, account and membership columns of a signed-in viewer, as a query that joins the three tables reads them. */
export type ViewerRow = {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  accountId: number;
  accountNumber: string;
  accountName: string;
  canPayOnAccount: boolean;
  canSwitchAccounts: boolean;
  /** Null when joined loosely (an order's owner who has left the account). */
  role: string | null;
};

export function toSignedInViewer(row: ViewerRow): SignedInViewer {
  return {
    user: { id: row.userId, email: row.email, firstName: row.firstName, lastName: row.lastName },
    account: {
      id: row.accountId,
      accountNumber: row.accountNumber,
      name: row.accountName,
      canPayOnAccount: row.canPayOnAccount,
      canSwitchAccounts: row.canSwitchAccounts,
      // The column's check constraint allows only the three roles; anything else would be a broken row.
      role: isAccountRole(row.role) ? row.role : 'viewer',
    },
  };
}
